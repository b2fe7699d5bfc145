import { describe, expect, it } from 'vitest';
import { customerApiPaths, offerApiPaths } from '@portal/contract';
import { post } from '../../helper.js';
import { customerPhone, newCustomerForm, verifiedCustomer } from '../customers/customer-helper.js';
import { book, bookingRestaurant, bookOfDay, offerForm, partnerCall } from '../reservations/reservations-helper.js';
import { bookingPageFile, newPhone, SATURDAY, WEDNESDAY_11H } from './booking-steps.js';
import { stateOf } from './page-helper.js';

/*
 * Booking a table from the restaurant's own page: the section on /r/{public_id},
 * the day's free times at /r/{public_id}/book, the guest's details, the code sent to the phone,
 * then the booking placed as the phone's customer with the offer the slot showed; the imprint and
 * the free-cancel deadline before the card page; the confirmation with the manage link. The test
 * clock starts on Wednesday 25 November 2026, 11:00 in Paris.
 */

const WEDNESDAY = '2026-11-25';

/** An offer (reservations-helper's `offerForm`) for parties of any size, until the end of 2026. */
const OFFER_TO_YEAR_END = { valid_to: '2026-12-31', min_party: '1' };

const { t, open, text, postForm, upToCode, sendCode } = bookingPageFile();

describe('the booking section of the public page', () => {
  it('shows the form and today’s free times for two, with an offer’s "-20 %", in French and in English', async () => {
    const r = await bookingRestaurant(t);
    const offer = await partnerCall(
      t,
      offerApiPaths.saveOffer,
      offerForm({ name: 'Lunch', weekdays: '3', first_slot: '12:30', last_slot: '13:00', ...OFFER_TO_YEAR_END }),
      r.token,
    );
    expect(offer).toMatchObject({ status: 200 });
    const page = await open(`/r/${r.publicId}`);
    expect(page.statusCode).toBe(200);
    const words = text(page.body);
    expect(words).toContain('Réserver une table');
    expect(words).toContain('Créneaux libres aujourd’hui pour 2 personnes');
    // 11:00 with an hour's notice: lunch from 12:00, the offer on 12:30 and 13:00 only.
    expect(words).toContain('12:00 12:30-20 %, 20 % de réduction sur la nourriture 13:00-20 %');
    expect(page.body).toContain(`action="/r/${r.publicId}/book"`);
    expect(page.body).toContain(
      `href="/r/${r.publicId}/book/details?covers=2&amp;date=${WEDNESDAY}&amp;time=12%3A30&amp;offer=${offer.data.id}"`,
    );
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).not.toContain('<script');

    const english = text((await open(`/r/${r.publicId}?lang=en`)).body);
    expect(english).toContain('Book a table');
    expect(english).toContain('Free times today for 2 guests');
    expect(english).toContain('12:30-20%, 20% off the food');
  });

  it('lists the bookable days in the page’s language, whatever the browser’s, up to the restaurant’s window', async () => {
    const r = await bookingRestaurant(t, { settings: { max_advance_days: '10' } });
    const page = (await open(`/r/${r.publicId}`)).body;
    const days = /<select id="book-date" name="date"[\s\S]*?<\/select>/.exec(page)?.[0] ?? '';
    expect(page).not.toContain('type="date"');
    // Today and the 10 days after it, the one shown selected.
    expect(days.match(/<option /g)).toHaveLength(11);
    expect(days).toContain(`<option value="${WEDNESDAY}" selected="">mer. 25 nov.</option>`);
    expect(days).toContain('<option value="2026-12-05">sam. 5 déc.</option>');
    expect(days).not.toContain('2026-12-06');
    const english = (await open(`/r/${r.publicId}/book?lang=en&covers=2&date=2026-11-28`)).body;
    expect(english).toContain('<option value="2026-11-28" selected="">Sat 28 Nov</option>');
  });

  it('is absent while the restaurant takes no booking online', async () => {
    const r = await bookingRestaurant(t, { settings: { enabled: '0' } });
    const page = await open(`/r/${r.publicId}`);
    expect(page.statusCode).toBe(200);
    expect(text(page.body)).not.toContain('Réserver une table');
    expect(text((await open(`/r/${r.publicId}/book`)).body)).toContain(
      'Ce restaurant ne prend pas de réservation en ligne pour le moment',
    );
  });

  it('keeps its ETag while nothing changes, and changes at once when a booking fills a slot', async () => {
    const r = await bookingRestaurant(t);
    const first = await open(`/r/${r.publicId}`);
    const etag = first.headers.etag as string;
    expect(text(first.body)).toContain('12:00 12:30');
    const again = await t.app.inject({ method: 'GET', url: `/r/${r.publicId}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    // Lunch seats 10: two parties at 12:00 fill it for the whole meal (90 minutes).
    for (const covers of ['6', '4']) {
      const guest = await verifiedCustomer(t);
      expect(
        await book(t, guest.token, { restaurant_id: r.publicId, date: WEDNESDAY, time: '12:00', covers }),
      ).toMatchObject({ status: 200 });
    }
    const after = await t.app.inject({ method: 'GET', url: `/r/${r.publicId}`, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const words = text(after.body);
    expect(words).toContain('Créneaux libres aujourd’hui pour 2 personnes');
    expect(words).not.toMatch(/ 12:00 /);
    expect(words).toContain('13:30 14:00 19:00');
  });
});

describe('the booking section as time passes', () => {
  it('drops a time once the restaurant’s notice before it has begun, with no booking to change the version', async () => {
    const r = await bookingRestaurant(t);
    const first = await open(`/r/${r.publicId}`);
    expect(text(first.body)).toContain('pour 2 personnes 12:00 12:30');
    // 12:00 with an hour's notice is bookable until 11:00 exactly.
    t.clock.current = WEDNESDAY_11H + 1;
    const later = await open(`/r/${r.publicId}`);
    expect(later.headers.etag).not.toBe(first.headers.etag);
    expect(text(later.body)).toContain('pour 2 personnes 12:30 13:00');
  });
});

describe('booking from the restaurant’s page', () => {
  it('lists the day’s free times without script, and other days when the chosen one is full', async () => {
    const r = await bookingRestaurant(t, { settings: { max_advance_days: '60' } });
    const day = await open(`/r/${r.publicId}/book?covers=4&date=${SATURDAY}`);
    expect(day.statusCode).toBe(200);
    expect(day.headers['cache-control']).toBe('no-store');
    expect(day.headers['content-security-policy']).toContain("default-src 'none'");
    expect(day.body).not.toContain('<script');
    const words = text(day.body);
    expect(words).toContain('samedi 28 novembre 2026, 4 personnes');
    expect(words).toContain('12:00 12:30 13:00 13:30 14:00 19:00');
    expect(day.body).toContain('<option value="4" selected="">4 personnes</option>');

    const english = text((await open(`/r/${r.publicId}/book?covers=4&date=${SATURDAY}&lang=en`)).body);
    expect(english).toContain('Saturday, 28 November 2026, 4 guests');

    const past = text((await open(`/r/${r.publicId}/book?covers=2&date=2026-11-24`)).body);
    expect(past).toContain('Plus de créneau libre mardi 24 novembre 2026 pour 2 personnes.');
    expect(past).toContain('Jours avec des créneaux libres');
    expect(past).toContain('mercredi 25 novembre');

    const tooMany = text((await open(`/r/${r.publicId}/book?covers=9&date=${SATURDAY}`)).body);
    // Above the online maximum (8): the page says to call, offers 8 at most, and no time.
    expect(tooMany).toContain('Pour un groupe de cette taille, appelez le restaurant');
    expect(tooMany).toContain('7 personnes 8 personnes Date');
    expect(tooMany).not.toMatch(/\d\d:\d\d/);
  });

  it('answers a day past any booking window, up to the calendar’s last, as a day without free times', async () => {
    const r = await bookingRestaurant(t, { settings: { max_advance_days: '60' } });
    for (const date of ['2027-12-31', '9999-12-31']) {
      const far = await open(`/r/${r.publicId}/book?covers=2&date=${date}`);
      expect(far.statusCode).toBe(200);
      expect(text(far.body)).toContain('Plus de créneau libre');
    }
  });

  it('books as the phone’s customer after the code, with the slot’s offer, and confirms with the manage link', async () => {
    const r = await bookingRestaurant(t);
    const offer = await partnerCall(
      t,
      offerApiPaths.saveOffer,
      offerForm({ name: 'Samedi', applies_to: 'all', weekdays: '6', max_covers_per_slot: '10', ...OFFER_TO_YEAR_END }),
      r.token,
    );
    expect(offer).toMatchObject({ status: 200 });
    const { details, codePage, phone, code } = await upToCode(r.publicId, { date: SATURDAY, time: '19:30', covers: 2 });
    expect(text(details.body)).toContain('samedi 28 novembre 2026 à 19:30');
    expect(text(details.body)).toContain('20 % de réduction sur l’addition');
    expect(text(codePage.body)).toContain(
      `Nous avons envoyé un code à 6 chiffres au ${phone.typed.replace(/(\d{2})(?=\d)/g, '$1 ')}.`,
    );

    const answer = await sendCode(r.publicId, codePage.body, code);
    expect(answer.statusCode).toBe(303);
    const location = answer.headers.location as string;
    expect(location).toMatch(new RegExp(`^/r/${r.publicId}/book/done\\?token=v1\\.`));
    const done = await open(location);
    expect(done.statusCode).toBe(200);
    const words = text(done.body);
    expect(words).toContain('Réservation confirmée');
    expect(words).toContain('samedi 28 novembre 2026 à 19:30');
    expect(words).toContain('20 % de réduction sur l’addition');
    expect(words).toContain('Annulation gratuite jusqu’au samedi 28 novembre 2026 à 07:30 (heure de Paris).');
    const token = new URL(location, 'http://localhost').searchParams.get('token')!;
    expect(done.body).toContain(`href="/booking/manage?token=${encodeURIComponent(token)}"`);

    const dayBook = await bookOfDay(t, r.token, SATURDAY);
    const booked = dayBook.data.bookings.find((b: { time: string }) => b.time === '19:30');
    expect(booked).toMatchObject({
      first_name: 'Camille',
      last_name: 'Durand',
      covers: 2,
      status: 'confirmed',
      source: 'online',
      note: 'Une chaise haute',
      offer: { offer_id: offer.data.id, percent: 20, applies_to: 'all' },
    });
  });

  it('shows the imprint × covers and the free-cancel deadline before the card page, which returns to the confirmation', async () => {
    const r = await bookingRestaurant(t, {
      settings: { imprint_per_cover: '20', imprint_min_party: '4' },
      dinner: { capacity_covers: '40' },
    });
    const { codePage, code } = await upToCode(r.publicId, { date: SATURDAY, time: '19:30', covers: 4 }, { lang: 'en' });
    const answer = await sendCode(r.publicId, codePage.body, code, 'en');
    expect(answer.statusCode).toBe(303);
    const location = answer.headers.location as string;
    expect(location).toMatch(new RegExp(`^/r/${r.publicId}/book/guarantee\\?token=`));
    expect(location).toContain('lang=en');
    const guarantee = await open(location);
    const words = text(guarantee.body);
    expect(words).toContain('Card guarantee: €20.00 × 4 = €80.00');
    expect(words).toContain('Free cancellation until Saturday, 28 November 2026 at 07:30 (Paris time).');
    const french = text((await open(location.replace('lang=en', 'lang=fr'))).body);
    expect(french).toContain('Empreinte bancaire : 20,00 € × 4 = 80,00 €');
    expect(french).toContain('Annulation gratuite jusqu’au samedi 28 novembre 2026 à 07:30 (heure de Paris).');

    const cardHref = /href="(\/booking\/card\?[^"]+)"/.exec(guarantee.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(cardHref).toContain(`done=%2Fr%2F${r.publicId}%2Fbook%2Fdone`);
    const cardPage = await open(cardHref);
    expect(cardPage.statusCode).toBe(200);
    expect(cardPage.body).toContain(`data-page="/r/${r.publicId}/book/done"`);
    // Another address given as the way back is not taken.
    const elsewhere = await open(cardHref.replace(/done=[^&]+/, 'done=https%3A%2F%2Fevil.example%2F'));
    expect(elsewhere.body).toContain('data-page="/booking/card"');

    const token = new URL(location, 'http://localhost').searchParams.get('token')!;
    const waiting = text((await open(`/r/${r.publicId}/book/done?token=${encodeURIComponent(token)}`)).body);
    expect(waiting).toContain('Réservation en attente de votre carte');
  });

  it('refuses a wrong code and books nothing; a good code then books', async () => {
    const r = await bookingRestaurant(t);
    const { codePage, code } = await upToCode(r.publicId, { date: SATURDAY, time: '20:00', covers: 2 });
    const wrong = await sendCode(r.publicId, codePage.body, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(200);
    expect(text(wrong.body)).toContain('Code de confirmation');
    expect(wrong.body).toContain('role="alert"');
    expect((await bookOfDay(t, r.token, SATURDAY)).data.bookings).toHaveLength(0);
    const right = await sendCode(r.publicId, wrong.body, code);
    expect(right.statusCode).toBe(303);
    expect((await bookOfDay(t, r.token, SATURDAY)).data.bookings).toHaveLength(1);
  });

  it('takes only the text message’s code: the e-mail of an account that never proved its phone books nothing', async () => {
    const r = await bookingRestaurant(t);
    const form = newCustomerForm({ mobileno: newPhone().typed });
    expect((await post(t.app, customerApiPaths.customerRegistration, form)).json()).toMatchObject({ status: 200 });
    const phone = { typed: form.mobileno, international: customerPhone(form) };
    const { codePage, code } = await upToCode(r.publicId, { date: SATURDAY, time: '19:00', covers: 2 }, { phone });
    const emailed = t.transport.lastCodeFor(form.email);
    expect(emailed).not.toBe(code);
    const refused = await sendCode(r.publicId, codePage.body, emailed);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('role="alert"');
    expect((await bookOfDay(t, r.token, SATURDAY)).data.bookings).toHaveLength(0);
    // The e-mail's code spent the send: a new code, after the cooldown, to the phone alone proves it.
    t.clock.current += 2 * 60_000;
    const again = await upToCode(r.publicId, { date: SATURDAY, time: '19:00', covers: 2 }, { phone });
    expect((await sendCode(r.publicId, again.codePage.body, again.code)).statusCode).toBe(303);
    expect((await bookOfDay(t, r.token, SATURDAY)).data.bookings).toHaveLength(1);
  });

  it('asks for the last name as for the first, keeping what was typed, and books under it', async () => {
    const r = await bookingRestaurant(t);
    const details = await open(`/r/${r.publicId}/book/details?covers=2&date=${SATURDAY}&time=20:00`);
    const phone = newPhone();
    const form = { state: stateOf(details.body), lang: 'fr', first_name: 'Jeanne', country_code: '+33', note: '' };
    const refused = await postForm(`/r/${r.publicId}/book/details`, { ...form, mobileno: phone.typed, last_name: ' ' });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('id="last_name-error"');
    expect(refused.body).toContain('value="Jeanne"');
    expect(refused.body).not.toContain('name="otp"');
    const codePage = await postForm(`/r/${r.publicId}/book/details`, {
      ...form,
      mobileno: phone.typed,
      last_name: 'Martin',
    });
    const answer = await sendCode(r.publicId, codePage.body, t.transport.lastCodeFor(phone.international));
    expect(answer.statusCode).toBe(303);
    const booked = (await bookOfDay(t, r.token, SATURDAY)).data.bookings.find(
      (b: { time: string }) => b.time === '20:00',
    );
    expect(booked).toMatchObject({ first_name: 'Jeanne', last_name: 'Martin' });
  });
});
