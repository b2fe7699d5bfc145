import type { Page } from '@playwright/test';
import { LYON_ADDRESS, createPartner, newPartner } from './support/partners';
import { expect, openIn, test, toast } from './support/test';
import { texts, type Texts } from './support/texts';

function registrationFields(page: Page, t: Texts) {
  return {
    name: page.getByLabel(t.register.name, { exact: true }),
    address: page.getByLabel(t.register.address, { exact: true }),
    email: page.getByLabel(t.register.email, { exact: true }),
    phone: page.getByLabel(t.login.phone, { exact: true }),
    password: page.getByLabel(t.register.password, { exact: true }),
    send: page.getByRole('button', { name: t.register.submit, exact: true }),
  };
}

test.describe('registration errors (fr)', () => {
  const t = texts.fr;

  test('a missing field is named under it, the first one gets the focus, in the form order', async ({ page }) => {
    await openIn(page, '/restaurantregistration', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: t.register.heading })).toBeVisible();
    const fields = registrationFields(page, t);

    await fields.send.click();
    await expect(fields.name).toHaveAccessibleDescription(t.register.required.name);
    await expect(fields.address).toHaveAccessibleDescription(new RegExp(`^${t.register.required.address}`));
    await expect(fields.email).toHaveAccessibleDescription(t.register.required.email);
    await expect(fields.phone).toHaveAccessibleDescription(t.register.required.phone);
    await expect(fields.password).toHaveAccessibleDescription(t.register.required.password);
    await expect(fields.name).toBeFocused();

    // Fixing the first field moves the focus to the next one still wrong.
    await fields.name.fill('Chez Paulette');
    await fields.send.click();
    await expect(fields.name).not.toHaveAccessibleDescription(t.register.required.name);
    await expect(fields.address).toBeFocused();

    // A typed address that was not chosen from the suggestions has no coordinates.
    await fields.address.fill('3 place Bellecour');
    await fields.email.click();
    await fields.send.click();
    await expect(fields.address).toHaveAccessibleDescription(new RegExp(`^${t.register.addressNotChosen}`));
    await expect(fields.address).toBeFocused();
    await expect(fields.email).toHaveAccessibleDescription(t.register.required.email);
    await expect(page).toHaveURL(/\/restaurantregistration$/);
  });

  test('an e-mail already used is refused under the e-mail field and nothing typed is lost', async ({
    page,
    request,
  }) => {
    const existing = await createPartner(request, 'registered');
    const newcomer = newPartner();

    await openIn(page, '/restaurantregistration', 'fr');
    const fields = registrationFields(page, t);
    await fields.name.fill(newcomer.name);
    await fields.address.fill(LYON_ADDRESS.typed);
    await page.getByRole('option', { name: LYON_ADDRESS.label }).click();
    await fields.email.fill(existing.email);
    await fields.phone.fill(newcomer.phone);
    await fields.password.fill(newcomer.password);
    await fields.send.click();

    await expect(fields.email).toHaveAccessibleDescription(t.register.emailExists);
    await expect(fields.email).toBeFocused();
    await expect(page).toHaveURL(/\/restaurantregistration$/);
    await expect(fields.name).toHaveValue(newcomer.name);
    await expect(fields.address).toHaveValue(LYON_ADDRESS.label);
    await expect(fields.email).toHaveValue(existing.email);
    await expect(fields.phone).toHaveValue(newcomer.phone);
    await expect(fields.password).toHaveValue(newcomer.password);

    // Correcting the e-mail is all it takes.
    await fields.email.fill(newcomer.email);
    await fields.send.click();
    await expect(page).toHaveURL(/\/otpverification$/);
    await expect(page.getByRole('heading', { level: 1, name: t.otp.heading })).toBeVisible();
    await expect(toast(page, t.register.created)).toBeVisible();
  });
});
