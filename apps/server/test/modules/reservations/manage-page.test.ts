import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorMessages, bookingApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, TEST_START } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { visibleText } from '../public-page/page-helper.js';
import {
  restaurantOfFile,
  bookingWithManageLink,
  bookingRestaurant,
  type BookingRestaurant,
} from './reservations-helper.js';

/*
 * The page the booking's link opens: the guest sees the booking, cancels it after
 * a confirmation step or moves it, without signing in and without any script, in French or in
 * English; each form is answered by a redirect back to the page with what happened. The test
 * clock starts on Wednesday 25 November 2026, 11:00 in Paris.
 */

const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';
const SITE = 'http://localhost';

const t = appOfFile();
const r = restaurantOfFile(t);

beforeEach(() => {
  t.clock.current = TEST_START;
});

/** A new guest's booking on Saturday at `time`, and the manage link from the SMS they received. */
async function bookedGuest(
  time: string,
  options: { lang?: 'fr' | 'en'; restaurant?: BookingRestaurant; covers?: string } = {},
) {
  const { restaurant = r, ...booking } = options;
  const { booking: booked, link } = await bookingWithManageLink(t, restaurant, { date: SATURDAY, time, ...booking });
  return { id: booked.id, link: `${link.pathname}${link.search}`, token: link.searchParams.get('token')! };
}

const open = (url: string) => t.app.inject({ method: 'GET', url });
const pageOf = (token: string, more: Record<string, string> = {}) =>
  open(`/booking/manage?${new URLSearchParams({ token, ...more }).toString()}`);

/** A text of the contract as the page reads (its no-break spaces as spaces). */
const plain = (text: string) => text.replace(/\s+/g, ' ');

/** A form of the page as a browser posts it, from this site unless `headers` say otherwise. */
function submit(path: string, fields: Record<string, string>, headers: Record<string, string> = { origin: SITE }) {
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** The change form posted: the booking of `token` moved to a day, time and party. */
const modify = (token: string, lang: string, date: string, time: string, covers: string) =>
  submit('/booking/manage/modify', { token, lang, date, time, covers });

/** Follows the redirect a form is answered with; the address it went to, and the page there. */
async function followed(answer: LightMyRequestResponse) {
  expect(answer.statusCode).toBe(303);
  const location = answer.headers.location as string;
  expect(location.startsWith('/booking/manage?')).toBe(true);
  const page = await open(location);
  return { location: new URL(location, SITE), page, text: visibleText(page.body) };
}

async function statusOf(bookingId: number) {
  return (await get(t.app, query(bookingApiPaths.bookingDetail, { booking_id: String(bookingId) }), r.token)).json()
    .data.status as string;
}

/** The options of the change form's time list, as the guest reads them. */
function timeOptions(html: string): string[] {
  const select = /<select id="time"[\s\S]*?<\/select>/.exec(html)?.[0] ?? '';
  return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]!.replace(/&#x27;/g, '’'));
}

describe('the manage page', () => {
  it('shows the booking in French, or in English for an English guest and on asking, with a switch between them', async () => {
    const guest = await bookedGuest('19:30');
    expect(guest.link).toBe(`/booking/manage?token=${encodeURIComponent(guest.token)}`);
    const fr = await open(guest.link);
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(fr.headers['cache-control']).toBe('no-store');
    expect(fr.headers['referrer-policy']).toBe('same-origin');
    const csp = fr.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(fr.body).not.toContain('<script');
    expect(fr.body).toContain('<html lang="fr">');
    const text = visibleText(fr.body);
    expect(text).toContain('Ma réservation chez Le Bouchon Test');
    expect(text).toContain(
      'Date samedi 28 novembre 2026 Heure 19:30 Nombre de personnes 2 personnes Statut Confirmée Référence',
    );
    // Free until 12 hours before the meal: Saturday 07:30.
    expect(text).toContain('Modification et annulation gratuites jusqu’au samedi 28 novembre à 07:30.');
    expect(text).toContain('Annuler ma réservation');
    expect(text).toContain('Modifier ma réservation');
    expect(fr.body).toContain(`href="/booking/manage?token=${encodeURIComponent(guest.token)}&amp;lang=en"`);

    const en = await pageOf(guest.token, { lang: 'en' });
    expect(en.body).toContain('<html lang="en">');
    const english = visibleText(en.body);
    expect(english).toContain('My booking at Le Bouchon Test');
    expect(english).toContain('Date Saturday, 28 November 2026 Time 19:30 Party size 2 people Status Confirmed');
    expect(english).toContain('Free to change or cancel until Saturday 28 November at 07:30.');
    expect(english).toContain('Français');

    // A guest who booked in English reads it in English by default, and may switch to French.
    const englishGuest = await bookedGuest('20:00', { lang: 'en' });
    const theirs = await open(englishGuest.link);
    expect(theirs.body).toContain('<html lang="en">');
    expect(visibleText(theirs.body)).toContain('Date Saturday, 28 November 2026 Time 20:00');
    const switched = await pageOf(englishGuest.token, { lang: 'fr' });
    expect(visibleText(switched.body)).toContain('Heure 20:00');
    // Switched to French, the answer of a form stays in French.
    const answered = await followed(await modify(englishGuest.token, 'fr', SATURDAY, '20:30', '2'));
    expect(answered.page.body).toContain('<html lang="fr">');
    expect(answered.text).toContain('Votre réservation est modifiée.');
  });

  it('cancels after a confirmation step on the page, and says so after the redirect', async () => {
    const guest = await bookedGuest('19:00');
    const confirm = await pageOf(guest.token, { step: 'cancel' });
    const text = visibleText(confirm.body);
    expect(text).toContain('Annuler cette réservation ? La table sera libérée.');
    expect(confirm.body).toMatch(/<form [^>]*action="\/booking\/manage\/cancel" method="post">/);
    expect(text).toContain('Non, garder ma réservation');
    // Nothing is cancelled by looking at the confirmation.
    expect(await statusOf(guest.id)).toBe('confirmed');

    const answer = await submit('/booking/manage/cancel', { token: guest.token, lang: 'fr' });
    const after = await followed(answer);
    expect(after.location.searchParams.get('msg')).toBe('cancelled');
    expect(after.text).toContain('Votre réservation est annulée. Le restaurant est prévenu.');
    expect(after.text).toContain('Statut Annulée par le client');
    expect(after.text).toContain('Cette réservation ne peut plus être modifiée ni annulée.');
    expect(after.page.body).not.toContain('<form');
    expect(await statusOf(guest.id)).toBe('cancelled_by_customer');

    // Posted again (a second tab): the page says what the booking is now.
    const again = await followed(await submit('/booking/manage/cancel', { token: guest.token, lang: 'en' }));
    expect(again.text).toContain(plain(errorMessages.BOOKING_NOW_CANCELLED_BY_CUSTOMER.en));
  });

  it('refuses a form posted from another site, and changes nothing', async () => {
    const guest = await bookedGuest('21:30');
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      // A form of a sandboxed frame, or one behind a no-referrer policy elsewhere.
      { origin: 'null' },
      { referer: 'https://evil.example/booking/manage' },
    ];
    for (const headers of foreign) {
      const after = await followed(await submit('/booking/manage/cancel', { token: guest.token, lang: 'fr' }, headers));
      expect(after.location.searchParams.get('msg')).toBe('elsewhere');
      expect(after.text).toContain('Ce formulaire ne venait pas de cette page : rien n’a été changé.');
      const moved = await submit(
        '/booking/manage/modify',
        { token: guest.token, lang: 'fr', date: SATURDAY, time: '20:00', covers: '2' },
        headers,
      );
      expect(new URL(moved.headers.location as string, SITE).searchParams.get('msg')).toBe('elsewhere');
    }
    expect(await statusOf(guest.id)).toBe('confirmed');
    expect(visibleText((await open(guest.link)).body)).toContain('Heure 21:30');
    // The page's own post, and a client that sends neither header, are taken on the token.
    const own = await submit(
      '/booking/manage/modify',
      { token: guest.token, lang: 'fr', date: SATURDAY, time: '21:00', covers: '2' },
      { origin: SITE, referer: `${SITE}${guest.link}` },
    );
    expect(new URL(own.headers.location as string, SITE).searchParams.get('msg')).toBe('saved');
    const bare = await submit('/booking/manage/cancel', { token: guest.token, lang: 'fr' }, {});
    expect(new URL(bare.headers.location as string, SITE).searchParams.get('msg')).toBe('cancelled');
  });

  it('lists the day’s times for the date and party asked, and moves the booking', async () => {
    const guest = await bookedGuest('20:30');
    const first = await open(guest.link);
    // Dinner 19:00–22:00 every 30 minutes; the booking's own time is marked.
    expect(timeOptions(first.body)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '19:00',
      '19:30',
      '20:00',
      '20:30 (votre heure actuelle)',
      '21:00',
      '21:30',
      '22:00',
    ]);
    expect(first.body).toMatch(/<option value="20:30" selected="">/);
    // "See times" draws the page again for Sunday and 4 guests, keeping the token and language.
    expect(first.body).toMatch(
      /<button type="submit" class="second" formNoValidate="" formAction="\/booking\/manage#change" formMethod="get">/,
    );
    // The days to move to, in the page's language whatever the browser's: no native date field.
    expect(first.body).not.toContain('type="date"');
    expect(first.body).toMatch(/<select id="date" name="date" required=""><option value="2026-11-\d\d">/);
    const sunday = await pageOf(guest.token, { lang: 'en', date: SUNDAY, covers: '4', time: '' });
    expect(sunday.body).toContain(`<option value="${SUNDAY}" selected="">Sun 29 Nov</option>`);
    expect(sunday.body).toMatch(/<input id="covers"[^>]*value="4"/);
    expect(timeOptions(sunday.body)).toContain('21:00');

    const after = await followed(await modify(guest.token, 'en', SUNDAY, '21:00', '4'));
    expect(after.location.searchParams.get('msg')).toBe('saved');
    expect(after.text).toContain('Your booking is changed.');
    expect(after.text).toContain('Date Sunday, 29 November 2026 Time 21:00 Party size 4 people Status Confirmed');

    // A time the restaurant does not offer: refused, in the page's language, the form as it was sent.
    const refused = await followed(await modify(guest.token, 'fr', SUNDAY, '21:10', '4'));
    expect(refused.location.searchParams.get('msg')).toBe('SLOT_NOT_OFFERED');
    expect(refused.text).toContain(plain(errorMessages.SLOT_NOT_OFFERED.fr));
    expect(refused.text).toContain('Heure 21:00');
    // A date that is not one: the page says so, and the booking stays.
    const nonsense = await followed(await modify(guest.token, 'fr', '2026-02-30', '21:00', '4'));
    expect(nonsense.text).toContain(plain(errorMessages.BOOKING_DATE_INVALID.fr));
    expect(nonsense.page.statusCode).toBe(200);
  });

  it('turns a move to a full time into a request to the restaurant, shown as pending', async () => {
    const small = await bookingRestaurant(t, { dinner: { capacity_covers: '4' } });
    const guest = await bookedGuest('19:00', { restaurant: small });
    await bookedGuest('21:00', { restaurant: small, covers: '4' });
    const page = await open(guest.link);
    expect(timeOptions(page.body)).toContain('21:00 (complet, sur demande au restaurant)');

    const after = await followed(await modify(guest.token, 'fr', SATURDAY, '21:00', '2'));
    expect(after.location.searchParams.get('msg')).toBe('requested');
    expect(after.text).toContain('Ce créneau est complet : votre demande est transmise au restaurant.');
    expect(after.text).toContain(
      'Demande envoyée au restaurant, en attente de sa réponse : samedi 28 novembre à 21:00, 2 personnes.',
    );
    // The booking itself is unchanged until the restaurant answers.
    expect(after.text).toContain('Heure 19:00');
    const reload = visibleText((await open(guest.link)).body);
    expect(reload).toContain('en attente de sa réponse : samedi 28 novembre à 21:00, 2 personnes.');
  });

  it('within 12 hours of the meal, says to call the restaurant and gives its phone', async () => {
    const guest = await bookedGuest('19:30');
    t.clock.current = parisInstant(SATURDAY, '07:30') + 1000;
    const page = await open(guest.link);
    const text = visibleText(page.body);
    expect(text).toContain('la réservation ne peut plus être modifiée ni annulée en ligne. Appelez le restaurant.');
    expect(page.body).toContain(`href="tel:${r.phone}"`);
    expect(page.body).not.toContain('<form');
    const en = visibleText((await pageOf(guest.token, { lang: 'en' })).body);
    expect(en).toContain('Less than 12 hours before the meal');
    expect(en).toMatch(/Call the restaurant on \d/);

    // A form left open from earlier is refused with the same words, and nothing changes.
    const late = await followed(await submit('/booking/manage/cancel', { token: guest.token, lang: 'fr' }));
    expect(late.text).toContain(plain(errorMessages.BOOKING_CHANGE_TOO_LATE.fr));
    expect(await statusOf(guest.id)).toBe('confirmed');
  });

  it('answers an altered, missing or expired link with a clear page in the asked language', async () => {
    const guest = await bookedGuest('12:00');
    const altered = guest.token.slice(0, -2) + (guest.token.endsWith('AA') ? 'BB' : 'AA');
    for (const url of [
      `/booking/manage?token=${encodeURIComponent(altered)}`,
      '/booking/manage',
      '/booking/manage?token=',
      '/booking/manage?token=v1.1.1',
      '/booking/manage?token[]=x&token=y',
    ]) {
      const page = await open(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(visibleText(page.body), url).toContain('Ce lien ne fonctionne plus');
    }
    const english = await open(`/booking/manage?lang=en&token=${encodeURIComponent(altered)}`);
    expect(visibleText(english.body)).toContain('This link no longer works');
    // A post with such a token changes nothing and gets the same page.
    const post = await submit('/booking/manage/cancel', { token: altered, lang: 'en' });
    expect(post.statusCode).toBe(404);
    expect(visibleText(post.body)).toContain('This link no longer works');
    expect(await statusOf(guest.id)).toBe('confirmed');
    // Lunch lasts 90 minutes: from 13:30 the link is over.
    t.clock.current = parisInstant(SATURDAY, '13:30');
    const over = await open(guest.link);
    expect(over.statusCode).toBe(404);
    expect(visibleText(over.body)).toContain('le repas est passé');
  });

  it('answers any form or address with a page or a redirect, never a server error or a blank page', async () => {
    const guest = await bookedGuest('22:00');
    const value = fc.oneof(
      fc.constantFrom(guest.token, `${guest.token}x`, SATURDAY, '2026-02-30', '21:00', '25:99', '4', '0', '999', 'en'),
      fc.constantFrom('cancel', 'requested', 'SLOT_FULL', '__proto__', 'constructor', 'é'.repeat(3000)),
      fc.string({ maxLength: 40 }),
    );
    const fields = fc.dictionary(
      fc.constantFrom('token', 'date', 'time', 'covers', 'lang', 'step', 'msg', '__proto__'),
      fc.oneof(value, fc.array(value, { maxLength: 2 })),
    );
    const flat = (form: Record<string, unknown>) => {
      const params = new URLSearchParams();
      for (const [key, entry] of Object.entries(form))
        for (const one of [entry].flat()) params.append(key, String(one));
      return params.toString();
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/booking/manage', '/booking/manage/cancel', '/booking/manage/modify'),
        fields,
        fc.constantFrom('form', 'json', 'text'),
        async (path, form, as) => {
          const answer =
            path === '/booking/manage'
              ? await open(`${path}?${flat(form)}`)
              : await t.app.inject({
                  method: 'POST',
                  url: path,
                  headers: {
                    origin: SITE,
                    'content-type':
                      as === 'form'
                        ? 'application/x-www-form-urlencoded'
                        : as === 'json'
                          ? 'application/json'
                          : 'text/plain',
                  },
                  payload: as === 'json' ? JSON.stringify(form) : flat(form),
                });
          expect(answer.statusCode, `${path} ${JSON.stringify(form)}`).toBeLessThan(500);
          if (answer.statusCode === 303) expect(answer.headers.location).toMatch(/^\/booking\/manage\?token=/);
          else if (answer.statusCode !== 415) expect(answer.body.length).toBeGreaterThan(0);
        },
      ),
      { seed: 20_261_126, numRuns: 150 },
    );
    // Whatever it was sent, the booking's link still opens its page.
    expect((await open(guest.link)).statusCode).toBe(200);
  });
});
