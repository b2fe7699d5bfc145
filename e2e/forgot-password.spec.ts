import { createPartner, latestCode } from './support/partners';
import { expect, fillLogin, loginThroughUi, openIn, test, toast } from './support/test';
import { texts } from './support/texts';

test('forgot password (fr): a code by SMS, a new password, the old one no longer works', async ({ page, request }) => {
  const t = texts.fr;
  const partner = await createPartner(request, 'approved');
  // Just registered: the sign-up code does not hold back a reset code (the cooldown is per purpose).
  const newPassword = `Nouveau-${partner.password}`;

  await test.step('the phone number brings a code', async () => {
    await openIn(page, '/restaurantlogin', 'fr');
    await page.getByRole('link', { name: t.login.forgot, exact: true }).click();
    await expect(page).toHaveURL(/\/forgotppassword$/);
    await expect(page.getByRole('heading', { level: 1, name: t.forgot.heading })).toBeVisible();
    await page.getByLabel(t.login.phone, { exact: true }).fill(partner.phone);
    await page.getByRole('button', { name: t.forgot.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/forgotpasswordotp$/);
    await expect(page.getByRole('heading', { level: 1, name: t.reset.heading })).toBeVisible();
  });

  await test.step('a confirmation that differs is refused under it', async () => {
    await page.getByLabel(t.otp.code, { exact: true }).fill(await latestCode(request, partner.international));
    await page.getByLabel(t.reset.newPassword, { exact: true }).fill(newPassword);
    const confirm = page.getByLabel(t.reset.confirm, { exact: true });
    await confirm.fill(`${newPassword}!`);
    await page.getByRole('button', { name: t.reset.submit, exact: true }).click();
    await expect(confirm).toHaveAccessibleDescription(t.reset.mismatch);
    await expect(confirm).toBeFocused();
    await expect(page).toHaveURL(/\/forgotpasswordotp$/);
  });

  await test.step('the corrected confirmation saves the password and leads to the home page', async () => {
    await page.getByLabel(t.reset.confirm, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: t.reset.submit, exact: true }).click();
    await expect(toast(page, t.reset.changed)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: t.landing.heading })).toBeVisible();
  });

  await test.step('the old password is refused, the new one signs in', async () => {
    await loginThroughUi(page, 'fr', partner);
    await expect(page.getByLabel(t.login.password, { exact: true })).toHaveAccessibleDescription(t.login.wrongPassword);
    await fillLogin(page, t, partner.phone, newPassword);
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole('heading', { level: 1, name: t.shell.ordersHeading })).toBeVisible();
  });
});
