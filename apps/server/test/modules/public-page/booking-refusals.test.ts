import { describe, expect, it } from 'vitest';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { book, bookingRestaurant } from '../reservations/reservations-helper.js';
import { bookingPageFile, newPhone, SATURDAY, WEDNESDAY_11H } from './booking-steps.js';
import { stateOf } from './page-helper.js';

/*
 * Booking from the restaurant's page when it cannot go on: a choice expired or altered, a slot
 * taken meanwhile, a form from another site, an address that opens nothing. The test clock starts
 * on Wednesday 25 November 2026, 11:00 in Paris.
 */

const { t, open, text, postForm, upToCode, sendCode } = bookingPageFile();

describe('booking from the restaurant’s page, when it cannot go on', () => {
  it('starts again when the choice has expired or was altered', async () => {
    const r = await bookingRestaurant(t);
    const details = await open(`/r/${r.publicId}/book/details?covers=2&date=${SATURDAY}&time=19:00`);
    const state = stateOf(details.body);
    const form = {
      lang: 'fr',
      first_name: 'Camille',
      last_name: 'Durand',
      country_code: '+33',
      mobileno: newPhone().typed,
      note: '',
    };
    t.clock.current += 21 * 60_000;
    const late = await postForm(`/r/${r.publicId}/book/details`, { ...form, state });
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe(`/r/${r.publicId}/book?msg=expired`);
    expect(text((await open(late.headers.location as string)).body)).toContain(
      'Votre choix a expiré : choisissez à nouveau un créneau.',
    );
    t.clock.current = WEDNESDAY_11H;
    const altered = await postForm(`/r/${r.publicId}/book/details`, { ...form, state: `${state.slice(0, -2)}AA` });
    expect(altered.statusCode).toBe(303);
    expect(altered.headers.location).toBe(`/r/${r.publicId}/book`);
    // Another restaurant's page does not take this restaurant's choice.
    const other = await bookingRestaurant(t);
    const moved = await postForm(`/r/${other.publicId}/book/details`, { ...form, state });
    expect(moved.headers.location).toBe(`/r/${other.publicId}/book`);
  });

  it('says why when the slot was taken in between, and when the guest has a booking within 2 hours', async () => {
    const r = await bookingRestaurant(t, { dinner: { capacity_covers: '4' } });
    const { codePage, code, phone } = await upToCode(r.publicId, { date: SATURDAY, time: '21:00', covers: 2 });
    const other = await verifiedCustomer(t);
    expect(
      await book(t, other.token, { restaurant_id: r.publicId, date: SATURDAY, time: '21:00', covers: '3' }),
    ).toMatchObject({ status: 200 });
    const taken = await sendCode(r.publicId, codePage.body, code);
    expect(taken.statusCode).toBe(303);
    expect(taken.headers.location).toBe(`/r/${r.publicId}/book?covers=2&date=${SATURDAY}&msg=SLOT_FULL`);
    expect(text((await open(taken.headers.location as string)).body)).toMatch(/complet/i);

    // The same phone books 19:00, then asks for 20:30 the same evening (each code after the cooldown).
    t.clock.current += 2 * 60_000;
    const first = await upToCode(r.publicId, { date: SATURDAY, time: '19:00', covers: 1 }, { phone });
    expect((await sendCode(r.publicId, first.codePage.body, first.code)).statusCode).toBe(303);
    // A new code to the same phone waits for the cooldown.
    t.clock.current += 5 * 60_000;
    const second = await upToCode(r.publicId, { date: SATURDAY, time: '20:30', covers: 1 }, { phone });
    const refused = await sendCode(r.publicId, second.codePage.body, second.code);
    expect(refused.headers.location).toBe(
      `/r/${r.publicId}/book?covers=1&date=${SATURDAY}&msg=BOOKING_TOO_CLOSE_TO_ANOTHER`,
    );
    const page = text((await open(`${refused.headers.location as string}`)).body);
    expect(page).toContain('2');
    expect(page).toMatch(/heures|2 h/);
  });

  it('changes nothing and sends no code for a form posted from another site', async () => {
    const r = await bookingRestaurant(t);
    const details = await open(`/r/${r.publicId}/book/details?covers=2&date=${SATURDAY}&time=19:00`);
    const phone = newPhone();
    const posted = await postForm(
      `/r/${r.publicId}/book/details`,
      {
        state: stateOf(details.body),
        lang: 'fr',
        first_name: 'Camille',
        last_name: 'Durand',
        country_code: '+33',
        mobileno: phone.typed,
        note: '',
      },
      { origin: 'https://evil.example' },
    );
    expect(text(posted.body)).toContain('Ce formulaire ne vient pas de cette page : rien n’a été envoyé.');
    expect(() => t.transport.lastCodeFor(phone.international)).toThrow();
  });

  it('answers an unknown restaurant or a link that opens nothing with a 404 page', async () => {
    const r = await bookingRestaurant(t);
    expect((await open('/r/nope/book')).statusCode).toBe(404);
    expect((await open(`/r/${r.publicId}/book/done?token=v1.1.1.x`)).statusCode).toBe(404);
    expect((await open(`/r/${r.publicId}/book/guarantee`)).statusCode).toBe(404);
  });
});
