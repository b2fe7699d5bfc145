import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingApiPaths, errorMessages } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { manageLinkKey, manageToken } from '../../../src/modules/reservations/index.js';
import { reviewLinkKey, reviewToken } from '../../../src/modules/reviews/review-link.js';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { visibleText } from '../public-page/page-helper.js';
import { type BookingRestaurant, bookingRestaurant } from '../reservations/reservations-helper.js';
import { rejectedFixtures } from './moderation-fixtures.js';
import { honouredBooking, restaurantAtStart, reviewLists, reviewText, START, TOMORROW } from './reviews-helper.js';

/*
 * The review form behind the invitation's link: the guest of an honoured booking rates and
 * writes the review without signing in and without any script, in French or in English; the
 * page then thanks and says what happens next. Every rule of the signed-in call holds. The test
 * clock starts on Wednesday 25 November 2026, 11:00 in Paris; the meals are on Thursday.
 */

const SITE = 'http://localhost';
const DAY = 24 * 3_600_000;

const t = appOfFile();
let r: BookingRestaurant;

beforeEach(async () => {
  r = await restaurantAtStart(t);
});

const { publicList } = reviewLists(t, () => r);
const open = (url: string) => t.app.inject({ method: 'GET', url });
const pageOf = (token: string, more: Record<string, string> = {}) =>
  open(`/review?${new URLSearchParams({ token, ...more }).toString()}`);
const plain = (text: string) => text.replace(/\s+/g, ' ');

/** The form as a browser posts it, from this site unless `headers` say otherwise. */
function send(fields: Record<string, string>, headers: Record<string, string> = { origin: SITE }) {
  return t.app.inject({
    method: 'POST',
    url: '/review',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

async function followed(answer: LightMyRequestResponse) {
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(303);
  const location = new URL(answer.headers.location as string, SITE);
  expect(location.pathname).toBe('/review');
  const page = await open(`${location.pathname}${location.search}`);
  return { location, page, text: visibleText(page.body) };
}

/** A guest's honoured dinner on Thursday at `time`, and the review link of the invitation sent 2 hours later. */
async function invited(time = '20:00', lang?: 'fr' | 'en') {
  t.clock.current = START;
  const customer = await verifiedCustomer(t, lang ? { lang } : {});
  const { bookingId } = await honouredBooking(t, r, { date: TOMORROW, time, customer });
  t.clock.current = parisInstant(TOMORROW, time) + 2 * 3_600_000;
  await t.app.infra.jobs.runner.runDue();
  const sms = t.transport.sent.find((m) => m.to === customer.phone && m.text.includes('/review?token='));
  const link = new URL(/https?:\/\/\S+/.exec(sms!.text)![0]);
  return { customer, bookingId, link: `${link.pathname}${link.search}`, token: link.searchParams.get('token')! };
}

const reviewOf = (bookingId: number) =>
  t.app.infra.db.selectFrom('reviews').selectAll().where('booking_id', '=', bookingId).executeTakeFirst();

describe('the review page', () => {
  it('is the invitation’s link: the restaurant, the visit date, an accessible form, in French or English', async () => {
    const guest = await invited();
    const email = t.transport.sent.find(
      (m) => m.to === guest.customer.form.email && m.channel === 'email' && m.text.includes('avis'),
    );
    expect(email!.text).toContain(`/review?token=${encodeURIComponent(guest.token)}`);
    expect(email!.text).not.toContain(`/r/${r.publicId}`);
    const fr = await open(guest.link);
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(fr.headers['cache-control']).toBe('no-store');
    expect(fr.headers['referrer-policy']).toBe('same-origin');
    expect(fr.headers['content-security-policy']).toContain("default-src 'none'");
    expect(fr.body).not.toContain('<script');
    expect(fr.body).toContain('<html lang="fr">');
    const text = visibleText(fr.body);
    expect(text).toContain('Votre avis chez Le Bouchon Test');
    expect(text).toContain('Restaurant Le Bouchon Test Date de la visite jeudi 26 novembre 2026');
    expect(fr.body).toMatch(/<fieldset class="rating"><legend>Votre note, de 1 à 5<\/legend>/);
    for (const rating of ['1', '2', '3', '4', '5'])
      expect(fr.body).toContain(
        `<input type="radio" id="rating-${rating}" required="" name="rating" value="${rating}"/>`,
      );
    expect(fr.body).toContain('<label for="text">Votre commentaire</label>');
    expect(fr.body).toContain('aria-describedby="text-hint"');
    expect(text).toContain('Aucune contrepartie n’est accordée pour un avis.');
    expect(fr.body).toContain('href="/reviewspolicy"');

    const en = await pageOf(guest.token, { lang: 'en' });
    expect(en.body).toContain('<html lang="en">');
    const english = visibleText(en.body);
    expect(english).toContain('Your review at Le Bouchon Test');
    expect(english).toContain('Date of the visit Thursday, 26 November 2026');
    expect(english).toContain('Your rating, from 1 to 5');
    expect(en.body).toContain('href="/reviewspolicy?lang=en"');
    // A guest who booked in English reads it in English by default.
    const english2 = await invited('21:00', 'en');
    expect((await open(english2.link)).body).toContain('<html lang="en">');
  });

  it('publishes the review posted, thanks the guest and says what happens next; a second one is refused', async () => {
    const guest = await invited();
    const after = await followed(await send({ token: guest.token, lang: 'fr', rating: '5', text: reviewText(260) }));
    expect(after.location.searchParams.get('msg')).toBe('sent');
    expect(after.page.statusCode).toBe(200);
    expect(after.text).toContain('Merci pour votre avis');
    expect(after.text).toContain('Votre avis est publié sur la page du restaurant.');
    expect(after.text).toContain('Votre note : 5 sur 5');
    expect(await reviewOf(guest.bookingId)).toMatchObject({
      rating: 5,
      status: 'published',
      customer_id: guest.customer.id,
    });
    const listed = (await publicList()).json().data;
    expect(listed.reviews).toHaveLength(1);

    // Opened again, the link says the review is given; posted again, nothing more is kept.
    const again = visibleText((await open(guest.link)).body);
    expect(again).toContain('Vous avez déjà donné votre avis');
    const second = await send({ token: guest.token, lang: 'en', rating: '1', text: reviewText(300) });
    expect(second.statusCode).toBe(200);
    expect(visibleText(second.body)).toContain('You have already reviewed this visit');
    expect(await reviewOf(guest.bookingId)).toMatchObject({ rating: 5 });
  });

  it('tells the author when moderation refuses the review, and why', async () => {
    const guest = await invited();
    const insult = rejectedFixtures.insult.find((fixture) => fixture.language === 'en')!.text;
    const after = await followed(await send({ token: guest.token, lang: 'en', rating: '1', text: insult }));
    expect(after.text).toContain('Your review was not published. Reason: insults or hateful words.');
    expect((await reviewOf(guest.bookingId))?.status).toBe('rejected');
  });

  it('draws the form again with what was typed and why it was refused: the rating, a text too short or too long', async () => {
    const guest = await invited();
    const badRating = await send({ token: guest.token, lang: 'fr', rating: '6', text: reviewText(260) });
    expect(badRating.statusCode).toBe(200);
    const text = visibleText(badRating.body);
    expect(text).toContain('Votre avis n’est pas encore envoyé');
    expect(text).toContain(plain(errorMessages.REVIEW_RATING_INVALID.fr));
    expect(badRating.body).toContain('role="alert"');
    expect(badRating.body).toContain('<a href="#rating-1">');
    expect(badRating.body).toMatch(/<fieldset class="rating" aria-describedby="rating-error">/);
    expect(badRating.body).toMatch(/id="rating-1"[^>]*autofocus=""/);
    // What was typed is kept.
    expect(badRating.body).toContain(reviewText(260).slice(0, 40));

    const none = await send({ token: guest.token, lang: 'en', text: reviewText(260) });
    expect(visibleText(none.body)).toContain(errorMessages.REQUIRED.en);

    const short = await send({ token: guest.token, lang: 'fr', rating: '4', text: reviewText(200) });
    expect(short.statusCode).toBe(200);
    expect(visibleText(short.body)).toContain(plain(errorMessages.REVIEW_TOO_SHORT.fr));
    expect(short.body).toMatch(
      /<textarea[^>]*aria-describedby="text-hint text-error" aria-invalid="true" autofocus=""/,
    );
    expect(short.body).toMatch(/<input type="radio" id="rating-4"[^>]*checked=""/);

    const long = await send({ token: guest.token, lang: 'en', rating: '4', text: 'Un très bon repas. '.repeat(300) });
    expect(long.statusCode).toBe(200);
    expect(visibleText(long.body)).toContain(plain(errorMessages.REVIEW_TOO_LONG.en));
    expect(await reviewOf(guest.bookingId)).toBeUndefined();
    // Still open: the right text goes through.
    const done = await followed(await send({ token: guest.token, lang: 'fr', rating: '4', text: reviewText(201) }));
    expect(done.text).toContain('Merci pour votre avis');
  });

  it('refuses a form posted from another site, and keeps nothing', async () => {
    const guest = await invited();
    const foreign = await followed(
      await send(
        { token: guest.token, lang: 'fr', rating: '5', text: reviewText() },
        { origin: 'https://evil.example' },
      ),
    );
    expect(foreign.location.searchParams.get('msg')).toBe('elsewhere');
    expect(foreign.text).toContain('Ce formulaire ne venait pas de cette page : rien n’a été envoyé.');
    expect(await reviewOf(guest.bookingId)).toBeUndefined();
  });

  it('answers an expired, altered or foreign link, or a booking not honoured, with a clear page, never a 5xx', async () => {
    const guest = await invited();
    const key = reviewLinkKey(t.app.config.JWT_SECRET);
    const booking = { id: guest.bookingId, restaurant_id: r.id };

    // Signed 31 days ago: expired, though the booking could still be reviewed.
    const old = reviewToken(key, booking, t.clock.current - 31 * DAY);
    const expired = await pageOf(old);
    expect(expired.statusCode).toBe(410);
    expect(visibleText(expired.body)).toContain('Ce lien a expiré');
    expect(visibleText((await pageOf(old, { lang: 'en' })).body)).toContain('This link has expired');
    expect((await send({ token: old, lang: 'fr', rating: '5', text: reviewText() })).statusCode).toBe(410);

    // The invitation's link once its 30 days are over.
    t.clock.current += 30 * DAY;
    expect((await open(guest.link)).statusCode).toBe(410);
    t.clock.current -= 30 * DAY;

    // Another restaurant's name in a token, the signature altered, a manage link: nothing opens.
    const other = await bookingRestaurant(t);
    const elsewhere = reviewToken(key, { id: guest.bookingId, restaurant_id: other.id }, t.clock.current);
    const altered = `${guest.token.slice(0, -1)}${guest.token.endsWith('A') ? 'B' : 'A'}`;
    const manage = manageToken(manageLinkKey(t.app.config.JWT_SECRET), booking);
    for (const token of [elsewhere, altered, manage, '', 'r1.1.1.1']) {
      const page = await pageOf(token);
      expect(page.statusCode, token).toBe(404);
      expect(visibleText(page.body)).toContain('Ce lien ne fonctionne plus');
      expect((await send({ token, lang: 'fr', rating: '5', text: reviewText() })).statusCode).toBe(404);
    }
    expect(await reviewOf(guest.bookingId)).toBeUndefined();

    // A booking that was not honoured: no review, and the page says why.
    t.clock.current = START;
    const customer = await verifiedCustomer(t);
    const booked = (
      await post(
        t.app,
        bookingApiPaths.bookTable,
        { restaurant_id: r.publicId, date: TOMORROW, time: '19:30', covers: '2' },
        customer.token,
      )
    ).json();
    const notHonoured = reviewToken(key, { id: booked.data.id, restaurant_id: r.id }, t.clock.current);
    const refused = await pageOf(notHonoured);
    expect(refused.statusCode).toBe(409);
    expect(visibleText(refused.body)).toContain(plain(errorMessages.REVIEW_NOT_HONOURED.fr));
    expect(refused.body).not.toContain('<form');
    expect((await send({ token: notHonoured, lang: 'fr', rating: '5', text: reviewText() })).statusCode).toBe(409);
    expect(await reviewOf(booked.data.id)).toBeUndefined();
  });

  it('writes only the review of the link’s booking, whatever else the form names', async () => {
    const mine = await invited('19:00');
    const theirs = await invited('21:30');
    await followed(
      await send({
        token: mine.token,
        lang: 'fr',
        rating: '3',
        text: reviewText(),
        booking_id: String(theirs.bookingId),
      }),
    );
    expect(await reviewOf(mine.bookingId)).toMatchObject({ rating: 3 });
    expect(await reviewOf(theirs.bookingId)).toBeUndefined();
  });

  it('answers any form or address with a page or a redirect, never a server error', async () => {
    const guest = await invited();
    const value = fc.oneof(
      fc.constantFrom(guest.token, `${guest.token}x`, '0', '5', '6', 'en', 'sent', 'elsewhere', reviewText(210)),
      fc.constantFrom('__proto__', 'constructor', 'é'.repeat(3000), '\u0000', '\ud800'),
      fc.string({ maxLength: 40 }),
    );
    const fields = fc.dictionary(
      fc.constantFrom('token', 'rating', 'text', 'lang', 'msg', 'booking_id', '__proto__'),
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
        fc.constantFrom('GET', 'POST'),
        fields,
        fc.constantFrom('form', 'json', 'text'),
        async (method, form, as) => {
          const answer =
            method === 'GET'
              ? await open(`/review?${flat(form)}`)
              : await t.app.inject({
                  method: 'POST',
                  url: '/review',
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
          expect(answer.statusCode, `${method} ${JSON.stringify(form).slice(0, 200)}`).toBeLessThan(500);
          if (answer.statusCode === 303) expect(answer.headers.location).toMatch(/^\/review\?token=/);
        },
      ),
      { seed: 20_261_207, numRuns: 120 },
    );
  });
});
