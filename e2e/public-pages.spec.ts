import type { Page } from '@playwright/test';
import { chooseLanguage, expect, openPage, publicMenu, test } from './support/test';
import { texts, type Locale } from './support/texts';

/** The privacy policy and the terms, reached from the footer links, with their sections. */
async function readLegalPages(page: Page, locale: Locale): Promise<void> {
  const t = texts[locale];
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(t.footer.version)).toBeVisible();
  await expect(footer.getByText(/^© 2016-2020 /)).toBeVisible();

  await footer.getByRole('link', { name: t.footer.privacy, exact: true }).click();
  await expect(page).toHaveURL(/\/privacypolicy$/);
  await expect(page.getByRole('heading', { level: 1, name: t.privacy.heading })).toBeVisible();
  for (const section of t.privacy.sections) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }

  await footer.getByRole('link', { name: t.footer.terms, exact: true }).click();
  await expect(page).toHaveURL(/\/termscondition$/);
  await expect(page.getByRole('heading', { level: 1, name: t.terms.heading })).toBeVisible();
  for (const section of t.terms.sections) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
}

test('the legal pages open from the footer, with their sections, in French then in English', async ({ page }) => {
  await openPage(page, '/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await readLegalPages(page, 'fr');

  // The language switch turns the page being read into English, and the footer with it.
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: texts.en.terms.heading })).toBeVisible();
  await readLegalPages(page, 'en');
});

test('the header leads visitors to sign in or to register (fr)', { tag: '@layout' }, async ({ page, isMobile }) => {
  const t = texts.fr;
  await openPage(page, '/home');
  await expect(page.getByRole('heading', { level: 1, name: t.landing.heading })).toBeVisible();
  let menu = await publicMenu(page, t, isMobile);
  if (isMobile) {
    // The store badges are named by their whole visible text ("Download on the App Store").
    for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'App Store', 'Google Play']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
  }
  await menu.getByRole('link', { name: t.becomePartner, exact: true }).click();
  await expect(page).toHaveURL(/\/restaurantregistration$/);
  await expect(page.getByRole('heading', { level: 1, name: t.register.heading })).toBeVisible();
  await expect(page.getByRole('dialog', { name: t.mainMenu })).toHaveCount(0);

  menu = await publicMenu(page, t, isMobile);
  await menu.getByRole('link', { name: t.signInLink, exact: true }).click();
  await expect(page).toHaveURL(/\/restaurantlogin$/);
  await expect(page.getByRole('heading', { level: 1, name: t.login.heading })).toBeVisible();
});
