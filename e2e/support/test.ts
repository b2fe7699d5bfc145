import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { IMAGE_BASE_PATH } from '@portal/contract';
import { createPartner, loginThroughApi, type ApprovedLogin, type TestPartner } from './partners';
import { E2E_BASE_URL, e2eBaseUrl, useServer } from './server';
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

/** An approved partner and the answer and cookies of its sign-in through the API. */
export interface SignedInPartner {
  partner: TestPartner;
  login: ApprovedLogin;
  cookies: Cookie[];
}

/** Chromium logs CSP refusals as console errors; the event makes sure none goes unnoticed. */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
  });
}

/** Records the console errors and page errors of `page` into `problems`. */
function watchProblems(page: Page, problems: BrowserProblems): void {
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.seen.push(`console error on ${page.url()}: ${message.text()} ${message.location().url}`);
    }
  });
  page.on('pageerror', (error) => problems.seen.push(`page error on ${page.url()}: ${error.message}`));
}

export const test = base.extend<
  {
    browserProblems: BrowserProblems;
    /**
     * A new page (tab) signed in as the worker's reading partner in `locale` (see
     * `readingPartner`), in a browser context the worker keeps for that partner: its scripts are
     * already in the context's cache and the sign-in already in its storage, so the page opens as
     * it does for a partner coming back to the portal. Its problems are checked as `page`'s are.
     */
    readingPage: (locale: Locale) => Promise<Page>;
  },
  {
    /** Points the worker's helpers at its project's server (the clock journeys have their own). */
    server: void;
    readingPartner: (locale: Locale) => Promise<SignedInPartner>;
    readingContext: (locale: Locale) => Promise<BrowserContext>;
  }
>({
  // Automatic, so set up before the worker's other fixtures.
  server: [
    async ({}, use, workerInfo) => {
      useServer(workerInfo.project.use.baseURL ?? E2E_BASE_URL);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  /**
   * An approved partner per worker and language, signed in once, for journeys that only read
   * (each page then opens with its stored sign-in, see `applySignIn`): creating, approving and
   * signing in a partner for every such test costs more than the screen it checks. A journey
   * that writes, signs out or needs a partner in a given state creates its own.
   */
  readingPartner: [
    async ({ playwright }, use) => {
      const signedIn = new Map<Locale, Promise<SignedInPartner>>();
      const contexts: APIRequestContext[] = [];
      await use((locale) => {
        let partner = signedIn.get(locale);
        if (!partner) {
          partner = (async () => {
            const request = await playwright.request.newContext({ baseURL: e2eBaseUrl() });
            contexts.push(request);
            const created = await createPartner(request, 'approved', locale);
            const login = await loginThroughApi(request, created);
            return { partner: created, login, cookies: (await request.storageState()).cookies };
          })();
          signedIn.set(locale, partner);
        }
        return partner;
      });
      await Promise.all(contexts.map((request) => request.dispose()));
    },
    { scope: 'worker' },
  ],
  /** The browser context of `readingPage`: one per worker and language, with the project's screen. */
  readingContext: [
    async ({ browser, readingPartner }, use, workerInfo) => {
      const contexts = new Map<Locale, Promise<BrowserContext>>();
      const { viewport, hasTouch, isMobile } = workerInfo.project.use;
      await use((locale) => {
        let context = contexts.get(locale);
        if (!context) {
          context = (async () => {
            const created = await browser.newContext({
              baseURL: e2eBaseUrl(),
              ...(viewport === undefined ? {} : { viewport }),
              ...(hasTouch === undefined ? {} : { hasTouch }),
              ...(isMobile === undefined ? {} : { isMobile }),
              storageState: signInState(await readingPartner(locale), locale),
            });
            await created.addInitScript(reportCspViolations);
            return created;
          })();
          contexts.set(locale, context);
        }
        return context;
      });
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
    { scope: 'worker' },
  ],
  // Every test: no console error, page error or CSP violation on any page it watched.
  browserProblems: [
    async ({}, use) => {
      const problems = new BrowserProblems();
      await use(problems);
      expect(problems.unexpected(), 'console errors, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, browserProblems }, use) => {
    await page.addInitScript(reportCspViolations);
    watchProblems(page, browserProblems);
    await use(page);
  },
  readingPage: async ({ readingContext, browserProblems }, use) => {
    const pages: Page[] = [];
    await use(async (locale) => {
      const page = await (await readingContext(locale)).newPage();
      pages.push(page);
      watchProblems(page, browserProblems);
      return page;
    });
    await Promise.all(pages.map((page) => page.close()));
  },
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
 * Waits until the app runs the page: it has taken the drawn page over, or drawn its own
 * (`<html data-app="running">`, set once the app's first render is on screen). A drawn page (a
 * public screen, the dish list) is on screen before that, but its buttons do nothing yet: a
 * journey that presses one must wait for this first, as a visitor waits for the page to respond.
 */
export async function appRunning(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
}

/** Opens a page of the app and waits until the app runs it (see `appRunning`). */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await appRunning(page);
}

/** Reloads the page and waits until the app runs it again (see `appRunning`). */
export async function reloadPage(page: Page): Promise<void> {
  await page.reload();
  await appRunning(page);
}

/**
 * Opens a page and puts the interface in `locale` through the language switch, unless it
 * already speaks it (French by default, or the language chosen earlier in this test).
 */
export async function openIn(page: Page, url: string, locale: Locale): Promise<void> {
  await openPage(page, url);
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

/**
 * Starts a test signed in as an approved partner, the interface in `locale`: the sign-in call is
 * made through the API and its answer stored in the browser's local storage exactly as the
 * sign-in form stores it (token, address, name, id, Auth "01", userdata with the image base path,
 * and the language under locale and lang); the cookie the server set with that answer (the
 * HttpOnly `partner_session` that lets it draw the dish list) goes into the browser as it would
 * there. Nothing is loaded yet: the next page.goto opens the back-office directly. The sign-in
 * form itself is covered by the sign-in and onboarding journeys.
 */
export async function signInThroughApi(
  page: Page,
  request: APIRequestContext,
  partner: TestPartner,
  locale: Locale = 'fr',
): Promise<ApprovedLogin> {
  const login = await loginThroughApi(request, partner);
  await applySignIn(page, { partner, login, cookies: (await request.storageState()).cookies }, locale);
  return login;
}

/**
 * Puts a sign-in made through the API into the browser, as the sign-in form leaves it (see
 * `signInThroughApi`). Nothing is loaded yet: the next page.goto opens the back-office directly.
 */
export async function applySignIn(page: Page, signedIn: SignedInPartner, locale: Locale): Promise<void> {
  await page.context().setStorageState(signInState(signedIn, locale));
}

/** The browser storage a sign-in through the API leaves, as the sign-in form leaves it. */
function signInState({ login, cookies }: SignedInPartner, locale: Locale) {
  const stored: Record<string, string> = {
    token: login.token,
    address: login.data.address,
    name: login.data.name,
    id: String(login.data.id),
    Auth: '01',
    userdata: JSON.stringify({ ...login.data, imageUrl: login.imageUrl ?? IMAGE_BASE_PATH }),
    locale,
    lang: locale,
  };
  return {
    cookies: cookies.filter((cookie) => cookie.name === DRAW_COOKIE),
    origins: [{ origin: e2eBaseUrl(), localStorage: Object.entries(stored).map(([name, value]) => ({ name, value })) }],
  };
}

/** The cookie the server sets at sign-in to draw the partner's screens (HttpOnly). */
const DRAW_COOKIE = 'partner_session';

/** A toast (Mantine notification, role alert) with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * Closes the toasts with this text that are still shown (by their close button) and waits until
 * they are gone. Used when the next action shows the same text again, so that the toast then seen
 * is the new one. A toast that closed by itself in the meantime is simply not there to close.
 */
export async function closeToast(page: Page, text: string | RegExp): Promise<void> {
  const shown = toast(page, text);
  await shown
    .getByRole('button')
    .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  await expect(shown).toHaveCount(0);
}

/**
 * Clicks a button that downloads a file and keeps the file in the test's output, under the name
 * the server gave it: that name, and where the file is.
 */
export async function downloadThrough(button: Locator, testInfo: TestInfo): Promise<{ name: string; path: string }> {
  const event = button.page().waitForEvent('download');
  await button.click();
  const download = await event;
  const name = download.suggestedFilename();
  const path = testInfo.outputPath(name);
  await download.saveAs(path);
  return { name, path };
}
