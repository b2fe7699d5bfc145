import type { Route } from '@playwright/test';
import { createPartner } from './support/partners';
import { expect, test } from './support/test';
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
});

test('a drawn screen asks for its scripts only once it is painted, then comes to life', async ({ page }) => {
  await page.goto('/');
  // The app has started once its theme marks the document.
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
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
  // Alive: the sign-in link leads to the form without a page load.
  await page.getByRole('link', { name: t.signInLink }).first().click();
  await expect(page.getByRole('heading', { name: t.login.heading })).toBeVisible();
});

test('what is typed into the drawn form before the app starts is kept and sent (fr)', async ({ page, request }) => {
  const partner = await createPartner(request, 'approved');
  // The app's start-up code is held back until the visitor has typed.
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
  expect(held).toHaveLength(1);
  release();

  // The app has started once its theme marks the document.
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  // The typed values are now the form's own: the wrong password is refused by the server, under
  // its field, with the phone number still there.
  const password = page.getByLabel(t.login.password, { exact: true });
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
  await expect(password).toHaveAccessibleDescription(t.login.wrongPassword);
  await expect(page.getByLabel(t.login.phone, { exact: true })).toHaveValue(partner.phone);
});
