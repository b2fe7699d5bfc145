import { beforeEach, describe, expect, it } from 'vitest';
import { appOfFile, TEST_START } from '../../helper.js';
import { visibleText } from '../public-page/page-helper.js';
import { bookingWithManageLink, restaurantOfFile } from './reservations-helper.js';

/*
 * What the manage page tells the guest of the restaurant: where it is, its phone to call (as a
 * French reader writes it, a link a phone dials), a way back to its page, and the party in the
 * guest's words ("personnes", not the trade's "couverts"). The test clock starts on Wednesday
 * 25 November 2026, 11:00 in Paris.
 */

const SATURDAY = '2026-11-28';

const t = appOfFile();
const r = restaurantOfFile(t);

beforeEach(() => {
  t.clock.current = TEST_START;
});

/** "+33612345678" as a French guest reads it: "06 12 34 56 78". */
const national = (phone: string) => `0${phone.slice(3)}`.replace(/(\d{2})(?=\d)/g, '$1 ');

async function managePage(lang: 'fr' | 'en') {
  const { link } = await bookingWithManageLink(t, r, { date: SATURDAY, time: '19:30', covers: '3' });
  const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}&lang=${lang}` });
  expect(page.statusCode).toBe(200);
  return { html: page.body, text: visibleText(page.body) };
}

describe('the manage page’s restaurant', () => {
  it('gives the address, the phone as a tel: link in French national form, and the way back, in French', async () => {
    const { html, text } = await managePage('fr');
    expect(r.phone.startsWith('+33')).toBe(true);
    expect(text).toContain(`Adresse ${r.form.address} Téléphone ${national(r.phone)}`);
    expect(html).toContain(`<a class="call" href="tel:${r.phone}">${national(r.phone)}</a>`);
    expect(html).toContain(`<a class="back" href="/r/${r.publicId}">`);
    expect(text).toContain('Page du restaurant');
    expect(text).toContain('Nombre de personnes 3 personnes');
    expect(text).toContain('Choisissez une autre date ou un autre nombre de personnes');
    expect(text).not.toMatch(/couverts/i);
  });

  it('says the same in English, the party in people', async () => {
    const { html, text } = await managePage('en');
    expect(text).toContain(`Address ${r.form.address} Phone ${national(r.phone)}`);
    expect(html).toContain(`href="tel:${r.phone}"`);
    expect(html).toContain(`<a class="back" href="/r/${r.publicId}?lang=en">`);
    expect(text).toContain('Restaurant’s page');
    expect(text).toContain('Party size 3 people');
    expect(text).toContain('Number of people');
    expect(text).not.toMatch(/\bcovers\b|\d guests\b/i);
  });
});
