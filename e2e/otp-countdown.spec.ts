import { createPartner, latestCode } from './support/partners';
import { expect, loginThroughUi, test, toast } from './support/test';
import { texts } from './support/texts';

test('the resend countdown (fr): 60 s, then a resend answered alike, and the code received still verifies', async ({
  page,
  request,
}) => {
  const t = texts.fr;
  const partner = await createPartner(request, 'registered');
  await page.clock.install();

  // Signing in before entering the code leads back to the verification screen.
  await loginThroughUi(page, 'fr', partner);
  await expect(toast(page, t.login.notVerified)).toBeVisible();
  await expect(page).toHaveURL(/\/otpverification$/);
  await expect(page.getByRole('heading', { level: 1, name: t.otp.heading })).toBeVisible();

  const countdown = page.getByText(t.otp.countdown);
  const resend = page.getByRole('button', { name: t.otp.resend, exact: true });
  await expect(countdown).toBeVisible();
  await expect(resend).toHaveCount(0);

  await page.clock.runFor(60_000);
  await expect(countdown).toBeHidden();
  await expect(resend).toBeVisible();

  // Only the browser's clock moved: the server still counts less than a minute since the last
  // code. It answers a resend as it answers any (nothing tells whether the number is known or a
  // code was held back), and the countdown starts again.
  const received = await latestCode(request, partner.email);
  await resend.click();
  await expect(toast(page, t.otp.codeSent)).toBeVisible();
  await expect(countdown).toBeVisible();
  await expect(resend).toHaveCount(0);

  // The code received before the resend still verifies the number.
  await page.getByLabel(t.otp.code, { exact: true }).fill(received);
  await page.getByRole('button', { name: t.otp.submit, exact: true }).click();
  await expect(page.getByRole('dialog', { name: t.otp.waitingDialog })).toBeVisible();
});
