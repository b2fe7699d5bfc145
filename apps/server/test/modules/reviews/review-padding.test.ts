import { beforeEach, describe, expect, it } from 'vitest';
import { reviewApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile } from '../../helper.js';
import { get } from '../menu/menu-helper.js';
import type { BookingRestaurant } from '../reservations/reservations-helper.js';
import { honouredBooking, postReview, restaurantAtStart, reviewLists, reviewText, TOMORROW } from './reviews-helper.js';

/*
 * A review's length is what a reader sees: characters that show nothing do not count, and a text
 * too short is the guest's to fix, not a verdict that uses up the booking's review.
 */
describe('a review padded with characters that show nothing', () => {
  const t = appOfFile();
  let r: BookingRestaurant;

  beforeEach(async () => {
    r = await restaurantAtStart(t);
  });

  const { partnerList } = reviewLists(t, () => r);

  it('is refused as too short, kept nowhere, and the guest writes their review again', async () => {
    const { customer, bookingId } = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    t.clock.current = parisInstant('2026-11-27', '10:00');
    const short = reviewText(120);
    for (const padding of ['\u200B', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u180E', '\u3164', '\uFE0F']) {
      const padded = await postReview(t, customer.token, {
        booking_id: bookingId,
        text: `${short}${padding.repeat(300)}`,
      });
      expect(padded, JSON.stringify(padding)).toMatchObject({ status: 201, code: 'REVIEW_TOO_SHORT', field: 'text' });
    }
    expect((await get(t.app, reviewApiPaths.myReviews, customer.token)).json().data).toEqual([]);
    expect((await partnerList()).data.counts).toEqual({ published: 0, pending: 0, rejected: 0, deleted: 0 });

    const written = await postReview(t, customer.token, { booking_id: bookingId, rating: '5' });
    expect(written).toMatchObject({ status: 200, data: { status: 'published', rating: 5 } });
  });

  it('stores the visible length, the bound of the restaurant’s response', async () => {
    const { customer, bookingId } = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    t.clock.current = parisInstant('2026-11-27', '10:00');
    const text = `${reviewText(240)}${'\u200B'.repeat(100)}`;
    const posted = await postReview(t, customer.token, { booking_id: bookingId, text });
    expect(posted).toMatchObject({ status: 200 });
    const row = await t.app.infra.db
      .selectFrom('reviews')
      .select('text_length')
      .where('id', '=', posted.data.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.text_length)).toBe(240);
  });
});
