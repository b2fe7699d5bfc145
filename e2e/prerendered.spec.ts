import type { Route } from '@playwright/test';
import { apiPaths } from '@portal/contract';
import { createPartner } from './support/partners';
import { e2eBaseUrl } from './support/server';
import { appRunning, chooseLanguage, expect, openPage, test } from './support/test';
import { texts } from './support/texts';

/*
 * The public screens arrive drawn in the page the server sends (French, signed out): a phone
 * paints them before any script has run, and the app then takes them over without losing what
 * the visitor has typed meanwhile.
 */
const t = texts.fr;

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page and the sign-in form are there before any script runs', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: t.signInLink }).first()).toBeVisible();

    await page.goto('/restaurantlogin');
    await expect(page.getByRole('heading', { name: t.login.heading })).toBeVisible();
    await expect(page.getByLabel(t.login.phone, { exact: true })).toBeVisible();
    await expect(page.getByLabel(t.login.password, { exact: true })).toBeVisible();
  });

  test('a drawn form sent before any script runs goes nowhere: the password never reaches the address', async ({
    page,
  }) => {
    await page.goto('/restaurantlogin');
    await page.getByLabel(t.login.phone, { exact: true }).fill('612345678');
    await page.getByLabel(t.login.password, { exact: true }).fill('secret-password');
    await page.getByRole('button', { name: t.login.submit, exact: true }).click();
    await expect(page.getByLabel(t.login.password, { exact: true })).toHaveValue('secret-password');
    expect(page.url()).toMatch(/\/restaurantlogin$/);
  });

  test('a visitor who chose English gets the screens drawn in English', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: e2eBaseUrl() }]);
    await page.goto('/restaurantlogin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: texts.en.login.heading })).toBeVisible();
    await expect(page.getByLabel(texts.en.login.phone, { exact: true })).toBeVisible();
  });
});

test('choosing a language is remembered for the next drawn page, which the app takes over as it is', async ({
  page,
}) => {
  await openPage(page, '/restaurantlogin');
  await chooseLanguage(page, 'en');
  const next = await page.request.get('/restaurantlogin');
  expect(await next.text()).toContain(`data-prerendered="en"`);

  await page.reload();
  await expect(page.getByRole('heading', { name: texts.en.login.heading })).toBeVisible();
  const heading = await page.getByRole('heading', { name: texts.en.login.heading }).elementHandle();
  // The app starts and keeps the drawn page: the same heading element stays.
  await page.getByLabel(texts.en.login.password, { exact: true }).fill('x');
  await page.getByRole('button', { name: texts.en.login.submit, exact: true }).click();
  await expect(page.getByLabel(texts.en.login.phone, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
});

test('a button pressed before the app starts is pressed again once it runs', async ({ page }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/restaurantlogin', { waitUntil: 'domcontentloaded' });
  const english = page
    .getByRole('group', { name: t.languageGroup })
    .getByRole('button', { name: texts.en.languageButton, exact: true });
  await english.click();
  // Nothing can happen yet: the page is only drawn.
  await expect(page.getByRole('heading', { name: t.login.heading })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: texts.en.login.heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a drawn screen asks for its scripts only once it is painted, then comes to life', async ({ page }) => {
  // A visitor's app asks for its start-up token as soon as it runs.
  const started = page.waitForResponse((response) => response.url().endsWith(apiPaths.startToken));
  await page.goto('/');
  await started;
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
  // Alive: once the app runs, the sign-in link leads to the form without a page load (a mark on
  // this document survives).
  await appRunning(page);
  await page.evaluate(() => Object.assign(window, { beforeTheClick: true }));
  await page.getByRole('link', { name: t.signInLink }).first().click();
  await expect(page.getByRole('heading', { name: t.login.heading })).toBeVisible();
  expect(await page.evaluate(() => 'beforeTheClick' in window)).toBe(true);
});

test('the app takes the drawn sign-in form over without moving anything, at phone width', async ({ browser }) => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: e2eBaseUrl() };
  const places = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ ...phone, javaScriptEnabled });
    const page = await context.newPage();
    const started = javaScriptEnabled
      ? page.waitForResponse((response) => response.url().endsWith(apiPaths.startToken))
      : Promise.resolve();
    await page.goto('/restaurantlogin');
    await started;
    // With scripts, measured once the app has taken the page over.
    if (javaScriptEnabled) await appRunning(page);
    const boxes = await Promise.all(
      [
        page.getByRole('heading', { name: t.login.heading }),
        page.getByLabel(t.login.phone, { exact: true }),
        page.getByLabel(t.login.password, { exact: true }),
        page.getByRole('button', { name: t.login.submit, exact: true }),
      ].map((element) => element.boundingBox()),
    );
    await context.close();
    return boxes;
  };
  expect(await places(true)).toEqual(await places(false));
});

test('what is typed and sent in the drawn form before the app starts is kept, then sent by the app (fr)', async ({
  page,
  request,
}) => {
  const partner = await createPartner(request, 'approved');
  // The app's start-up code is held back until the visitor has typed and pressed the button.
  const held: Route[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });

  await page.goto('/restaurantlogin', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(t.login.phone, { exact: true }).fill(partner.phone);
  await page.getByLabel(t.login.password, { exact: true }).fill(`${partner.password}-typo`);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
  // The browser did not send the form itself (that would put the password in the address).
  await expect(page).toHaveURL(/\/restaurantlogin$/);
  expect(held).toHaveLength(1);
  release();

  // Once the app runs, it sends what was typed: the wrong password is refused by the server,
  // under its field, with the phone number still there.
  const password = page.getByLabel(t.login.password, { exact: true });
  await expect(password).toHaveAccessibleDescription(t.login.wrongPassword);
  await expect(page.getByLabel(t.login.phone, { exact: true })).toHaveValue(partner.phone);
  await expect(page).toHaveURL(/\/restaurantlogin$/);

  // And the right password opens the back-office, on today's orders.
  await password.fill(partner.password);
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/order$/);
});
