import { createPartner, latestCode } from './support/partners';
import { expect, loginThroughUi, test, toast } from './support/test';
import { texts } from './support/texts';

test('the resend countdown (fr): 60 s, then a resend link answered by the server', async ({ page, request }) => {
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

  // Only the browser's clock moved: the server still counts less than a minute since the
  // last code and says so; the countdown starts again.
  await resend.click();
  await expect(toast(page, t.otp.cooldown)).toBeVisible();
  await expect(countdown).toBeVisible();
  await expect(resend).toHaveCount(0);

  // The code already received still verifies the number.
  await page.getByLabel(t.otp.code, { exact: true }).fill(await latestCode(request, partner.email));
  await page.getByRole('button', { name: t.otp.submit, exact: true }).click();
  await expect(page.getByRole('dialog', { name: t.otp.waitingDialog })).toBeVisible();
});
