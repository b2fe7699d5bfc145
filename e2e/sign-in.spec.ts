import { createPartner } from './support/partners';
import { expect, loginThroughUi, test } from './support/test';
import { texts } from './support/texts';

// In English; the sign-in form is used in French by the password-reset and code-countdown journeys.
test('a wrong password is refused under the password field (en)', async ({ page, request }) => {
  const t = texts.en;
  const partner = await createPartner(request, 'approved', 'en');

  await loginThroughUi(page, 'en', partner, `${partner.password}-typo`);

  const password = page.getByLabel(t.login.password, { exact: true });
  await expect(password).toHaveAccessibleDescription(t.login.wrongPassword);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/restaurantlogin$/);
  await expect(page.getByLabel(t.login.phone, { exact: true })).toHaveValue(partner.phone);

  // The right password then opens the back-office, on today's orders.
  await password.fill(partner.password);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('heading', { level: 1, name: t.shell.ordersHeading })).toBeVisible();
});
