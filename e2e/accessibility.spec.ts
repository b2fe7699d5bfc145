import { readFileSync } from 'node:fs';
import { seriousViolations } from './support/axe';
import { applySignIn, expect, openIn, openPage, test } from './support/test';
import { texts, type Locale } from './support/texts';

/*
 * axe-core (WCAG 2.1 A and AA) on every public screen, the restaurant's public page and every
 * partner screen, in both languages: one test per screen and language, so that each check has
 * its own time budget and a failure names its screen. The booking pages a guest opens are checked
 * on a set day and hour, with the clock journeys (accessibility-booking-pages.clock.spec.ts). The screens only read: each worker signs
 * one partner in per language and opens every partner screen with that sign-in, in a tab of its
 * own in one browser context per language (the scripts cached as a returning partner has them).
 */
const publicScreens = [
  '/',
  '/restaurantlogin',
  '/restaurantregistration',
  '/forgotppassword',
  '/invitation',
  '/privacypolicy',
  '/termscondition',
];
// Every partner screen; the kitchen ticket (it needs an order) is checked in orders.spec.ts.
const partnerScreens = [
  '/item_list',
  '/item_add',
  '/addons',
  '/dishtype',
  '/orders',
  '/report',
  '/myaccount',
  '/qrcode',
  '/qrcode/card',
  '/team',
  '/bookings',
  '/bookings/settings',
  '/bookings/stats',
  '/offers',
  '/promotions',
  '/loyalty',
  '/campaigns',
  '/reviews',
  '/guests',
];

for (const locale of ['fr', 'en'] as const satisfies Locale[]) {
  test.describe(`accessibility (${locale})`, () => {
    for (const url of publicScreens) {
      test(`no serious or critical violation on ${url} (${locale})`, async ({ page }) => {
        await openIn(page, url, locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test(`no serious or critical violation on the restaurant's public page (${locale})`, async ({
      page,
      readingPartner,
    }) => {
      // Rendered by the server, in the language asked for, with no script.
      const { public_id: publicId } = (await readingPartner(locale)).login.data;
      await page.goto(locale === 'fr' ? `/r/${publicId}` : `/r/${publicId}?lang=en`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`no serious or critical violation on the reviews policy (${locale})`, async ({ page }) => {
      // Drawn by the server like the restaurants' pages that link to it, with no script.
      await page.goto(locale === 'fr' ? '/reviewspolicy' : '/reviewspolicy?lang=en');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const url of partnerScreens) {
      test(`no serious or critical violation on ${url} (${locale})`, async ({ readingPage }) => {
        const page = await readingPage(locale);
        await openPage(page, url);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test(`the booking statistics fit the screen's width, their figures per day open under the chart, their CSV downloads (${locale}) @layout`, async ({
      readingPage,
    }) => {
      const page = await readingPage(locale);
      await openPage(page, '/bookings/stats');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const chart =
        locale === 'fr'
          ? 'Couverts réservés par jour, empilés par service'
          : 'Covers booked per day, stacked by service';
      await expect(page.getByRole('img', { name: chart })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(await fits()).toBe(true);
      // The table per day, the chart's text alternative, behind its button.
      const perDay = page.getByRole('button', {
        name: locale === 'fr' ? 'Afficher le détail par jour' : 'Show the figures per day',
      });
      await expect(perDay).toHaveAttribute('aria-expanded', 'false');
      // Closed: the two rates' three tables each (no offer taken, no table of offers).
      await expect(page.getByRole('table')).toHaveCount(6);
      await perDay.click();
      await expect(perDay).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('table')).toHaveCount(7);
      expect(await fits()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // The same figures as a file, named and headed in the screen's language.
      const downloadEvent = page.waitForEvent('download');
      await page.getByRole('button', { name: locale === 'fr' ? 'Télécharger le CSV' : 'Download CSV' }).click();
      const download = await downloadEvent;
      expect(download.suggestedFilename()).toMatch(
        new RegExp(
          `^${locale === 'fr' ? 'statistiques-reservations' : 'booking-statistics'}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`,
        ),
      );
      const head = readFileSync(await download.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0];
      expect(head).toMatch(locale === 'fr' ? /^Statistiques des réservations;du / : /^Booking statistics;/);
    });

    test(`a screen whose code cannot be loaded shows the translated error screen, which is accessible (${locale})`, async ({
      page,
      readingPartner,
      browserProblems,
    }) => {
      const t = texts[locale];
      await applySignIn(page, await readingPartner(locale), locale);
      // The add-on screen's file stays missing: after its one automatic reload, the error screen.
      await page.route(/\/assets\/addons-page-[\w-]+\.js$/, (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }),
      );
      browserProblems.expect(/Failed to load resource: the server responded with a status of 404/);
      browserProblems.expect(/Failed to fetch dynamically imported module/);
      await page.goto('/addons');

      await expect(page.getByRole('heading', { name: t.problems.title })).toBeVisible();
      await expect(page.getByText(t.problems.screenText)).toBeVisible();
      await expect(page.getByRole('button', { name: t.problems.reload })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
