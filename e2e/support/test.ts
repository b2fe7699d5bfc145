import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { TestPartner } from './partners';
import { texts, type Locale, type Texts } from './texts';

/** Console errors, uncaught page errors and CSP violations seen during one test. */
export class BrowserProblems {
  readonly seen: string[] = [];
  private readonly expected: RegExp[] = [];

  /** A problem this test provokes on purpose (e.g. the 401 of a tampered token). */
  expect(pattern: RegExp): void {
    this.expected.push(pattern);
  }

  unexpected(): string[] {
    return this.seen.filter((problem) => !this.expected.some((pattern) => pattern.test(problem)));
  }
}

export const test = base.extend<{ browserProblems: BrowserProblems }>({
  browserProblems: [
    async ({ page }, use) => {
      const problems = new BrowserProblems();
      // Chromium logs CSP refusals as console errors; the event makes sure none goes unnoticed.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error') {
          problems.seen.push(`console error on ${page.url()}: ${message.text()} ${message.location().url}`);
        }
      });
      page.on('pageerror', (error) => problems.seen.push(`page error on ${page.url()}: ${error.message}`));
      await use(problems);
      expect(problems.unexpected(), 'console errors, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Switches the language with the FR / EN buttons of the header. */
export async function chooseLanguage(page: Page, locale: Locale): Promise<void> {
  const button = page
    .getByRole('group', { name: /^(Langue|Language)$/ })
    .getByRole('button', { name: texts[locale].languageButton, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/**
 * Opens a page and puts the interface in `locale` through the language switch, unless it
 * already speaks it (French by default, or the language chosen earlier in this test).
 */
export async function openIn(page: Page, url: string, locale: Locale): Promise<void> {
  await page.goto(url);
  if ((await page.locator('html').getAttribute('lang')) !== locale) await chooseLanguage(page, locale);
}

/** The public header's entries: inline on desktop, in the "Main menu" drawer on phones. */
export async function publicMenu(page: Page, t: Texts, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('banner').getByRole('navigation', { name: t.mainMenu });
  await page.getByRole('button', { name: t.openMenu }).click();
  const menu = page.getByRole('dialog', { name: t.mainMenu });
  await expect(menu).toBeVisible();
  return menu;
}

/** The partner side menu; on phones it hides behind "Open menu". */
export async function openPartnerMenu(page: Page, t: Texts, isMobile: boolean): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: t.shell.partnerMenu });
  if (isMobile) {
    await expect(nav).not.toBeInViewport();
    await page.getByRole('button', { name: t.openMenu }).click();
  }
  await expect(nav).toBeInViewport();
  return nav;
}

export async function fillLogin(page: Page, t: Texts, phone: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: t.login.heading })).toBeVisible();
  await page.getByLabel(t.login.phone, { exact: true }).fill(phone);
  await page.getByLabel(t.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
}

/** Signs in on /restaurantlogin; the caller asserts where that leads. */
export async function loginThroughUi(
  page: Page,
  locale: Locale,
  partner: TestPartner,
  password = partner.password,
): Promise<void> {
  await openIn(page, '/restaurantlogin', locale);
  await fillLogin(page, texts[locale], partner.phone, password);
}

/** Signs in an approved partner and waits for the dishes screen. */
export async function loginAsApproved(page: Page, locale: Locale, partner: TestPartner): Promise<void> {
  const t = texts[locale];
  await loginThroughUi(page, locale, partner);
  await expect(page).toHaveURL(/\/item_list$/);
  await expect(page.getByRole('heading', { name: t.shell.itemsHeading, level: 1 })).toBeVisible();
}

/** A toast (Mantine notification, role alert) with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}
