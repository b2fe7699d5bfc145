import { seriousViolations } from './support/axe';
import { bookedTableLink, restaurantTakingBookings } from './support/bookings';
import { moveServerClock } from './support/clock';
import { manageLinkWithProposal, reviewLinkOfVisit } from './support/guest-pages';
import { expect, test } from './support/test';
import type { Locale } from './support/texts';

/*
 * axe-core (WCAG 2.1 A and AA) on the pages a guest opens to book a table and to manage the
 * booking (with the restaurant's proposal too), and the review form of the invitation's link,
 * drawn by the server with no script, in both languages (see accessibility.spec.ts for
 * the other screens). The free times and the deadlines they show depend on the day and the hour:
 * the server's clock is set (Wednesday 13 January 2027, 15:00 in Paris), so they run with the
 * other clock journeys.
 */

const NOW = Date.parse('2027-01-13T14:00:00Z');
const REVIEW =
  'Un accueil très chaleureux et une salle calme. Le pâté en croûte était excellent, la volaille de Bresse parfaitement rôtie et la tarte aux pralines généreuse. Le service a été attentif du début à la fin, nous reviendrons avec plaisir.';

const LOCALES = ['fr', 'en'] as const satisfies Locale[];

// The pages that only show what is set up are set up once and read in both languages; the review
// form, which a post uses up, is set up once per language.
test.describe('accessibility of the booking pages', () => {
  test("no serious or critical violation on a booking's manage page (fr, en)", async ({ page, request }) => {
    // The page the booking's e-mail and SMS link to, drawn by the server with no script.
    await moveServerClock(request, NOW);
    const link = await bookedTableLink(request, '2027-01-20');
    for (const locale of LOCALES)
      await test.step(locale, async () => {
        await page.goto(locale === 'fr' ? link : `${link}&lang=en`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The day's times to move to (the days are a list too).
        await expect(page.getByRole('combobox', { name: locale === 'fr' ? 'Heure' : 'Time' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
  });

  test("no serious or critical violation on a manage page with the restaurant's proposal (fr, en)", async ({
    page,
    request,
  }) => {
    await moveServerClock(request, NOW);
    const link = await manageLinkWithProposal(request, '2027-01-20');
    for (const locale of LOCALES)
      await test.step(locale, async () => {
        await page.goto(`${link}&lang=${locale}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const accept = locale === 'fr' ? 'Accepter le nouvel horaire' : 'Accept the new time';
        await expect(page.getByRole('button', { name: accept })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
  });

  for (const locale of LOCALES)
    test(`no serious or critical violation on the review page, its errors and its thanks (${locale})`, async ({
      page,
      request,
    }) => {
      // The invitation's link after a visit; the form, refused once, then the thanks.
      const link = await reviewLinkOfVisit(request);
      await page.goto(`${link}&lang=${locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect(await seriousViolations(page)).toEqual([]);
      const comments = page.getByRole('textbox', { name: locale === 'fr' ? 'Votre commentaire' : 'Your comments' });
      const send = page.getByRole('button', { name: locale === 'fr' ? 'Envoyer mon avis' : 'Send my review' });
      await page.getByLabel('5 – Excellent').check();
      await comments.fill('Parfait.');
      await send.click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await comments.fill(REVIEW);
      await send.click();
      await expect(page.getByRole('status')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

  test("no serious or critical violation on the booking pages of a restaurant's page (fr, en)", async ({
    page,
    request,
  }) => {
    // The day's free times and the guest's details, drawn by the server with no script.
    await moveServerClock(request, NOW);
    const { publicId } = await restaurantTakingBookings(request);
    const day = '2027-01-14';
    for (const locale of LOCALES)
      await test.step(locale, async () => {
        const lang = locale === 'fr' ? '' : '&lang=en';
        for (const url of [
          `/r/${publicId}/book?covers=2&date=${day}${lang}`,
          `/r/${publicId}/book/details?covers=2&date=${day}&time=20:00${lang}`,
        ]) {
          await page.goto(url);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
        }
      });
  });
});
