import { LYON_ADDRESS, approveInShell, latestCode, newPartner } from './support/partners';
import {
  chooseLanguage,
  expect,
  fillLogin,
  openPage,
  openPartnerMenu,
  publicMenu,
  reloadPage,
  test,
  toast,
} from './support/test';
import { texts } from './support/texts';

test('onboarding (en): register, verify the code, wait for approval, go online, log out', async ({
  page,
  request,
  isMobile,
}) => {
  const locale = 'en';
  const t = texts[locale];
  const partner = newPartner();
  const landingHeading = page.getByRole('heading', { level: 1, name: t.landing.heading });
  const onlineSwitch = page.getByRole('switch', { name: t.shell.online });

  await test.step('the landing page leads to the registration with the typed e-mail', async () => {
    await openPage(page, '/');
    // French by default; the owner switches to English before anything else.
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await chooseLanguage(page, locale);
    await expect(landingHeading).toBeVisible();
    await page.getByLabel(t.landing.email, { exact: true }).fill(partner.email);
    await page.getByRole('button', { name: t.becomePartner, exact: true }).click();

    await expect(page).toHaveURL(
      (url) => url.pathname === '/restaurantregistration' && url.searchParams.get('email') === partner.email,
    );
    await expect(page.getByRole('heading', { level: 1, name: t.register.heading })).toBeVisible();
    await expect(page.getByLabel(t.register.email, { exact: true })).toHaveValue(partner.email);
  });

  await test.step('the registration form is filled, the address chosen from the suggestions', async () => {
    await page.getByLabel(t.register.name, { exact: true }).fill(partner.name);
    const address = page.getByLabel(t.register.address, { exact: true });
    await address.fill(LYON_ADDRESS.typed);
    await page.getByRole('option', { name: LYON_ADDRESS.label }).click();
    await expect(address).toHaveValue(LYON_ADDRESS.label);
    await expect(page.getByLabel(t.login.countryCode, { exact: true })).toHaveValue('🇫🇷 +33');
    await page.getByLabel(t.login.phone, { exact: true }).fill(partner.phone);
    await page.getByLabel(t.register.password, { exact: true }).fill(partner.password);
    await page.getByRole('button', { name: t.register.submit, exact: true }).click();
  });

  await test.step('the code received by SMS verifies the number; approval is awaited', async () => {
    await expect(page).toHaveURL(/\/otpverification$/);
    await expect(page.getByRole('heading', { level: 1, name: t.otp.heading })).toBeVisible();
    await expect(toast(page, t.register.created)).toBeVisible();
    await expect(page.getByText(t.otp.countdown)).toBeVisible();

    await page.getByLabel(t.otp.code, { exact: true }).fill(await latestCode(request, partner.international));
    await page.getByRole('button', { name: t.otp.submit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.otp.waitingDialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.login.gotIt }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
    await expect(landingHeading).toBeVisible();
  });

  await test.step('before approval, signing in only shows the approval popup', async () => {
    await (await publicMenu(page, t, isMobile)).getByRole('link', { name: t.signInLink, exact: true }).click();
    await expect(page).toHaveURL(/\/restaurantlogin$/);
    await fillLogin(page, t, partner.phone, partner.password);
    const dialog = page.getByRole('dialog', { name: t.login.awaitingDialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.login.gotIt }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(landingHeading).toBeVisible();

    await openPage(page, '/item_list');
    await expect(page).toHaveURL(/\/home$/);
    await expect(landingHeading).toBeVisible();
  });

  await test.step('once approved, the partner enters the back-office, on today’s orders', async () => {
    approveInShell(partner);
    await (await publicMenu(page, t, isMobile)).getByRole('link', { name: t.signInLink, exact: true }).click();
    await fillLogin(page, t, partner.phone, partner.password);
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole('heading', { level: 1, name: t.shell.ordersHeading })).toBeVisible();

    const nav = await openPartnerMenu(page, t, isMobile);
    for (const label of t.shell.links) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByText(partner.name, { exact: true })).toBeVisible();
    await expect(onlineSwitch).not.toBeChecked();
  });

  await test.step('the business goes online, and stays so after a reload', async () => {
    await onlineSwitch.click();
    await expect(toast(page, t.shell.statusOnline)).toBeVisible();
    await expect(onlineSwitch).toBeChecked();

    await reloadPage(page);
    await expect(page.getByRole('heading', { level: 1, name: t.shell.ordersHeading })).toBeVisible();
    await openPartnerMenu(page, t, isMobile);
    await expect(onlineSwitch).toBeChecked();
  });

  await test.step('logging out forgets everything but the language', async () => {
    await page.getByRole('button', { name: t.logout, exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(landingHeading).toBeVisible();
    await expect(toast(page, t.loggedOut)).toBeVisible();
    const storage = await page.evaluate(() => ({ ...window.localStorage }));
    expect(storage).toEqual({ locale, lang: locale });

    await openPage(page, '/item_list');
    await expect(page).toHaveURL(/\/home$/);
    await expect(landingHeading).toBeVisible();
  });

  await test.step('signing in again finds the business still online (kept by the server)', async () => {
    await (await publicMenu(page, t, isMobile)).getByRole('link', { name: t.signInLink, exact: true }).click();
    await fillLogin(page, t, partner.phone, partner.password);
    await expect(page.getByRole('heading', { level: 1, name: t.shell.ordersHeading })).toBeVisible();
    await openPartnerMenu(page, t, isMobile);
    await expect(onlineSwitch).toBeChecked();
  });
});
