import { seriousViolations } from './support/axe';
import { restaurantTakingBookings } from './support/bookings';
import { BOTH_WIDTHS } from './support/server';
import { expect, test } from './support/test';

/*
 * "Réserver une table" at the top of the restaurant's page, on a computer and on a phone: the
 * first thing a guest reaches with the keyboard after the language, it brings the booking section
 * below the menu into view and moves the focus there, so the next Tab reaches the party's field.
 */

const words = {
  fr: { link: 'Réserver une table', covers: 'Personnes', query: '' },
  en: { link: 'Book a table', covers: 'Guests', query: '?lang=en' },
} as const;

for (const [device, screen] of BOTH_WIDTHS) {
  test.describe(`on a ${device}`, () => {
    test.use(screen);

    for (const lang of ['fr', 'en'] as const) {
      test(`the header's booking link leads the keyboard to the booking section (${lang})`, async ({
        page,
        request,
      }) => {
        const w = words[lang];
        const { publicId } = await restaurantTakingBookings(request);
        await page.goto(`/r/${publicId}${w.query}`);
        const link = page.getByRole('banner').getByRole('link', { name: w.link });
        await expect(link).toBeInViewport();
        const section = page.getByRole('region', { name: w.link });
        expect(await seriousViolations(page)).toEqual([]);

        // The language link, then the booking link.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await expect(link).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/#reserver$/);
        await expect(section).toBeInViewport();
        await expect(section).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(section.getByLabel(w.covers, { exact: true })).toBeFocused();
      });
    }
  });
}
