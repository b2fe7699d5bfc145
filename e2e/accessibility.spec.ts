import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { applySignIn, expect, openIn, openPage, test } from './support/test';
import { texts, type Locale } from './support/texts';

/*
 * axe-core (WCAG 2.1 A and AA) on every public screen, the restaurant's public page and every
 * partner screen, in both languages. The booking pages a guest opens are checked on a set day and
 * hour, with the clock journeys (accessibility-booking-pages.clock.spec.ts). The screens only
 * read, so one journey per language visits them in turn: the public screens in one page, the
 * partner screens in one tab signed in as the worker's reading partner (the scripts cached as a
 * returning partner has them): a test per screen, each with a page and set-up of its own, took
 * twice as long. Each screen is a step named by its address and language, its violations a soft
 * check that names them too, so a failure lists every screen that failed, not only the first;
 * each journey gets a budget per screen.
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

/**
 * A journey's time for each of its screens: the slowest screen took 5 s on a busy 2-core machine,
 * so this leaves room for one twice as slow, as the 120 s of a single journey do.
 */
const SCREEN_BUDGET = 20_000;

/** The screen is drawn in `locale`, with its heading: ready for axe. */
async function expectScreen(page: Page, name: string, locale: Locale): Promise<void> {
  await expect(page.locator('html'), `${name} (${locale}) in its language`).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 }), `the heading of ${name} (${locale})`).toBeVisible();
}

for (const locale of ['fr', 'en'] as const satisfies Locale[]) {
  test.describe(`accessibility (${locale})`, () => {
    test(`no serious or critical violation on the public screens, the restaurant's public page and the reviews policy (${locale})`, async ({
      page,
      readingPartner,
    }) => {
      test.setTimeout((publicScreens.length + 2) * SCREEN_BUDGET);
      // The first screen switches the language; the others open in the one it kept.
      for (const url of publicScreens) {
        await test.step(`${url} (${locale})`, async () => {
          await openIn(page, url, locale);
          await expectScreen(page, url, locale);
          expect.soft(await seriousViolations(page), `violations on ${url} (${locale})`).toEqual([]);
        });
      }
      // Drawn by the server, in the language asked for, with no script: the restaurant's public
      // page, and the reviews policy its page links to.
      const { public_id: publicId } = (await readingPartner(locale)).login.data;
      const lang = locale === 'fr' ? '' : '?lang=en';
      for (const [name, url] of [
        ["the restaurant's public page", `/r/${publicId}${lang}`],
        ['the reviews policy', `/reviewspolicy${lang}`],
      ] as const) {
        await test.step(`${name} (${locale})`, async () => {
          await page.goto(url);
          await expectScreen(page, name, locale);
          expect.soft(await seriousViolations(page), `violations on ${name} (${locale})`).toEqual([]);
        });
      }
    });

    test(`no serious or critical violation on the partner screens (${locale})`, async ({ readingPage }) => {
      test.setTimeout(partnerScreens.length * SCREEN_BUDGET);
      const page = await readingPage(locale);
      for (const url of partnerScreens) {
        await test.step(`${url} (${locale})`, async () => {
          await openPage(page, url);
          await expectScreen(page, url, locale);
          await expect(page.locator('[aria-busy="true"]'), `${url} (${locale}) still loading`).toHaveCount(0);
          expect.soft(await seriousViolations(page), `violations on ${url} (${locale})`).toEqual([]);
        });
      }
    });

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
