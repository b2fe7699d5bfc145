import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingApiPaths, reviewApiPaths, type TReviewEvent } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { reviewTopic } from '../../../src/modules/partner-stream/index.js';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get } from '../menu/menu-helper.js';
import { type BookingRestaurant } from '../reservations/reservations-helper.js';
import { teamMember } from '../team/team-helper.js';
import {
  honour,
  honouredBooking,
  postReview,
  responseText,
  reviewText,
  signInAgain,
  START,
  TOMORROW,
  restaurantAtStart,
  reviewLists,
} from './reviews-helper.js';

const DAY = 24 * 3_600_000;

describe('reviews: who may review, the restaurant’s response, the public list', () => {
  const t = appOfFile();
  let r: BookingRestaurant;

  beforeEach(async () => {
    r = await restaurantAtStart(t);
  });

  const { publicList, partnerList } = reviewLists(t, () => r);

  it('publishes a review of an honoured online booking: the guest, the restaurant, its stream and the public see it', async () => {
    const heard: TReviewEvent[] = [];
    const stop = t.app.infra.events.subscribe(reviewTopic(r.id), (message) => {
      if ((message as { type: string }).type === 'review.created') heard.push(message as TReviewEvent);
    });
    const { customer, bookingId } = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    t.clock.current = parisInstant('2026-11-27', '10:00');
    const posted = await postReview(t, customer.token, { booking_id: bookingId, rating: '5' });
    expect(posted).toMatchObject({
      status: 200,
      data: { status: 'published', rating: 5, visit_date: TOMORROW, restaurant_id: r.publicId, reason: null },
    });
    expect(posted.message).toContain('published');
    const mine = (await get(t.app, reviewApiPaths.myReviews, customer.token)).json();
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ id: posted.data.id, status: 'published', text: reviewText() });

    const list = await partnerList();
    expect(list.data.summary).toEqual({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
    expect(list.data.counts).toEqual({ published: 1, pending: 0, rejected: 0, deleted: 0 });
    expect(list.data.reviews[0]).toMatchObject({
      id: posted.data.id,
      author: 'Camille M.',
      visit_date: TOMORROW,
      published_at: t.clock.current,
      respond_before: parisInstant('2027-02-28', '00:00'),
      can_respond: true,
      response: null,
      reports: [],
    });
    // Every member reads them.
    const staff = await teamMember(t, r.token, 'staff');
    expect((await partnerList({}, staff.token)).data.reviews).toHaveLength(1);

    const shown = (await publicList()).json();
    expect(shown.data).toMatchObject({ sort: 'newest', sorts: ['newest', 'rating'], summary: { count: 1 } });
    expect(shown.data.reviews[0]).toEqual({
      id: posted.data.id,
      author: 'Camille M.',
      rating: 5,
      text: reviewText(),
      published_at: t.clock.current,
      visit_date: TOMORROW,
      response: null,
    });
    // Nothing of the guest but the first name and initial.
    expect(JSON.stringify(shown)).not.toContain(customer.form.email);
    expect(JSON.stringify(shown)).not.toContain('Martin');
    await t.app.reviews.service.publicReviews(r.id, 'newest', 1);
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]!.review).toMatchObject({ id: posted.data.id, status: 'published' });
    stop();
  });

  it('refuses each booking that gives no right to review, with its own code', async () => {
    // Not honoured: tomorrow's confirmed booking.
    const waiting = await verifiedCustomer(t);
    const confirmed = (
      await post(
        t.app,
        bookingApiPaths.bookTable,
        { restaurant_id: r.publicId, date: TOMORROW, time: '19:00', covers: '2' },
        waiting.token,
      )
    ).json();
    expect(await postReview(t, waiting.token, { booking_id: confirmed.data.id })).toMatchObject({
      status: 201,
      code: 'REVIEW_NOT_HONOURED',
      field: 'booking_id',
    });
    // Another guest's booking is answered as missing.
    const stranger = await verifiedCustomer(t);
    expect(await postReview(t, stranger.token, { booking_id: confirmed.data.id })).toMatchObject({
      code: 'NOT_FOUND',
      field: 'booking_id',
    });

    // Booked at 11:00 for 12:30: less than 2 hours ahead.
    t.clock.current = START;
    const late = await honouredBooking(t, r, { date: '2026-11-25', time: '12:30' });
    expect(await postReview(t, late.customer.token, { booking_id: late.bookingId })).toMatchObject({
      code: 'REVIEW_BOOKED_TOO_LATE',
    });

    // Entered by the restaurant on the guest's own number.
    t.clock.current = START;
    const phoned = await verifiedCustomer(t);
    const byPhone = (
      await post(
        t.app,
        bookingApiPaths.createBooking,
        {
          date: TOMORROW,
          time: '21:00',
          covers: '2',
          first_name: 'Camille',
          last_name: 'Martin',
          phone: phoned.form.mobileno,
          country_code: '33',
          source: 'phone',
        },
        r.token,
      )
    ).json();
    expect(byPhone.status).toBe(200);
    t.clock.current = parisInstant(TOMORROW, '21:00');
    await honour(t, r, byPhone.data.id);
    expect(await postReview(t, phoned.token, { booking_id: byPhone.data.id })).toMatchObject({
      code: 'REVIEW_BOOKED_BY_RESTAURANT',
    });

    // 30 days after the meal still counts; a minute more does not.
    t.clock.current = START;
    const inTime = await honouredBooking(t, r, { date: TOMORROW, time: '19:30' });
    t.clock.current = START;
    const tooLate = await honouredBooking(t, r, { date: TOMORROW, time: '20:30' });
    t.clock.current = parisInstant(TOMORROW, '19:30') + 30 * DAY;
    const inTimeToken = await signInAgain(t, inTime.customer);
    expect(await postReview(t, inTimeToken, { booking_id: inTime.bookingId })).toMatchObject({ status: 200 });
    t.clock.current = parisInstant(TOMORROW, '20:30') + 30 * DAY + 60_000;
    expect(
      await postReview(t, await signInAgain(t, tooLate.customer), { booking_id: tooLate.bookingId }),
    ).toMatchObject({
      code: 'REVIEW_WINDOW_CLOSED',
    });
    // One review per booking.
    expect(await postReview(t, inTimeToken, { booking_id: inTime.bookingId })).toMatchObject({
      code: 'REVIEW_ALREADY_POSTED',
    });

    // A person of the trade: the customer's e-mail is a restaurant's account's.
    t.clock.current = START;
    const trade = await verifiedCustomer(t, { email: r.form.email });
    const tradeBooking = await honouredBooking(t, r, { date: TOMORROW, time: '21:30', customer: trade });
    expect(await postReview(t, trade.token, { booking_id: tradeBooking.bookingId })).toMatchObject({
      code: 'REVIEW_BY_TRADE',
    });
    // Every refusal has its texts in both languages.
    const refused = await postReview(t, trade.token, { booking_id: tradeBooking.bookingId });
    expect(refused.message).not.toBe(refused.fr_message);
  });

  it('takes a text of 201 characters, not 200, and counts an é typed as e + accent once, an emoji once; a rating from 1 to 5', async () => {
    const { customer, bookingId } = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    const short = await postReview(t, customer.token, { booking_id: bookingId, text: reviewText(200) });
    expect(short).toMatchObject({ status: 201, code: 'REVIEW_TOO_SHORT', field: 'text' });
    expect(short.fr_message).toContain('200');
    const rating = await postReview(t, customer.token, { booking_id: bookingId, rating: '6', text: reviewText(201) });
    expect(rating).toMatchObject({ code: 'REVIEW_RATING_INVALID', field: 'rating' });
    // 199 characters, then "é" as two code points: 200 as counted, refused.
    const decomposed = `${reviewText(199)}e\u0301`;
    expect(await postReview(t, customer.token, { booking_id: bookingId, text: decomposed })).toMatchObject({
      code: 'REVIEW_TOO_SHORT',
    });
    // At most 5,000 characters, an emoji counting as one (two UTF-16 units).
    const tooLong = await postReview(t, customer.token, { booking_id: bookingId, text: '😋'.repeat(5_001) });
    expect(tooLong).toMatchObject({ status: 201, code: 'REVIEW_TOO_LONG', field: 'text' });
    expect(tooLong.fr_message).toContain('5000');
    const taken = await postReview(t, customer.token, { booking_id: bookingId, text: `${reviewText(200)}e\u0301` });
    expect(taken).toMatchObject({ status: 200 });
    // Its length is the longest response allowed: 201.
    expect((await partnerList()).data.reviews[0].length).toBe(201);
  });

  it('never lets the database change a review’s or a response’s text', async () => {
    const { customer, bookingId } = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    const posted = await postReview(t, customer.token, { booking_id: bookingId });
    const answered = await post(
      t.app,
      reviewApiPaths.respondToReview,
      { review_id: posted.data.id, text: responseText(240) },
      r.token,
    );
    expect(answered.json().status).toBe(200);
    const db = t.app.infra.db;
    await expect(
      sql`update reviews set text = ${'Texte modifié'} where id = ${posted.data.id}`.execute(db),
    ).rejects.toThrow(/never edited/);
    await expect(
      sql`update review_responses set text = ${'Réponse modifiée'} where review_id = ${posted.data.id}`.execute(db),
    ).rejects.toThrow(/never edited/);
    // Other columns still change (a status, a publication).
    await sql`update reviews set rating = rating where id = ${posted.data.id}`.execute(db);
    await sql`update reviews set text = text, status = ${'published'} where id = ${posted.data.id}`.execute(db);
    const row = await db
      .selectFrom('reviews')
      .select('text')
      .where('id', '=', posted.data.id)
      .executeTakeFirstOrThrow();
    expect(row.text).toBe(reviewText());
  });

  it('keeps one review when the same booking is reviewed twice at once', async () => {
    const { customer, bookingId } = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    const answers = await Promise.all([
      postReview(t, customer.token, { booking_id: bookingId }),
      postReview(t, customer.token, { booking_id: bookingId }),
    ]);
    expect(answers.map((a) => a.code ?? 'OK').sort()).toEqual(['OK', 'REVIEW_ALREADY_POSTED']);
    expect((await partnerList()).data.summary.count).toBe(1);
  });

  it('lets the author withdraw their review: shown nowhere, its text kept as written', async () => {
    const { customer, bookingId } = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    const posted = await postReview(t, customer.token, { booking_id: bookingId });
    const other = await verifiedCustomer(t);
    expect(
      (await post(t.app, reviewApiPaths.withdrawReview, { review_id: posted.data.id }, other.token)).json(),
    ).toMatchObject({ code: 'NOT_FOUND', field: 'review_id' });
    const withdrawn = (
      await post(t.app, reviewApiPaths.withdrawReview, { review_id: posted.data.id }, customer.token)
    ).json();
    expect(withdrawn).toMatchObject({ status: 200, data: { status: 'withdrawn', text: '' } });
    expect(
      (await post(t.app, reviewApiPaths.withdrawReview, { review_id: posted.data.id }, customer.token)).json(),
    ).toMatchObject({ code: 'REVIEW_NOT_WITHDRAWABLE' });
    expect((await get(t.app, reviewApiPaths.myReviews, customer.token)).json().data[0]).toMatchObject({
      status: 'withdrawn',
      text: '',
    });
    expect((await publicList()).json().data).toMatchObject({ reviews: [], summary: { count: 0, average: null } });
    expect((await partnerList()).data.reviews).toEqual([]);
    expect(
      (
        await post(t.app, reviewApiPaths.respondToReview, { review_id: posted.data.id, text: 'Merci.' }, r.token)
      ).json(),
    ).toMatchObject({ code: 'NOT_FOUND' });
    const row = await t.app.infra.db
      .selectFrom('reviews')
      .select(['text', 'status'])
      .where('id', '=', posted.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ text: reviewText(), status: 'withdrawn' });
    // Still one review per booking.
    expect(await postReview(t, customer.token, { booking_id: bookingId })).toMatchObject({
      code: 'REVIEW_ALREADY_POSTED',
    });
  });

  it('sorts the public list newest first or by rating, with the count, average and distribution', async () => {
    const ratings = ['3', '5', '4'];
    const ids: number[] = [];
    for (const [index, rating] of ratings.entries()) {
      t.clock.current = START;
      const time = ['19:00', '20:00', '21:00'][index]!;
      const { customer, bookingId } = await honouredBooking(t, r, { date: TOMORROW, time });
      t.clock.current = parisInstant('2026-11-27', '10:00') + index * 60_000;
      ids.push((await postReview(t, customer.token, { booking_id: bookingId, rating })).data.id);
    }
    const newest = (await publicList()).json().data;
    expect(newest.reviews.map((x: { id: number }) => x.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(newest.summary).toEqual({ count: 3, average: 4, distribution: [0, 0, 1, 1, 1] });
    const byRating = (await publicList({ sort: 'rating' })).json().data;
    expect(byRating.sort).toBe('rating');
    expect(byRating.reviews.map((x: { rating: number }) => x.rating)).toEqual([5, 4, 3]);
    expect((await publicList({ sort: 'oldest' })).json()).toMatchObject({ status: 201, code: 'REVIEW_SORT_INVALID' });
    expect((await publicList({}, 'nope')).statusCode).toBe(404);
    // The service the public page uses answers the same.
    expect((await t.app.reviews.service.publicReviews(r.id, 'rating', 1)).reviews.map((x) => x.id)).toEqual(
      byRating.reviews.map((x: { id: number }) => x.id),
    );
  });

  it('invites the guest 2 hours after the booking is honoured, unless they reviewed it already', async () => {
    const runJobs = () => t.app.infra.jobs.runner.runDue();
    const invited = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    t.clock.current = START;
    const reviewedFirst = await honouredBooking(t, r, { date: TOMORROW, time: '19:00' });
    expect((await postReview(t, reviewedFirst.customer.token, { booking_id: reviewedFirst.bookingId })).status).toBe(
      200,
    );
    // Only what these two guests receive (other tests' bookings have messages of their own).
    const guests = [invited.customer, reviewedFirst.customer].flatMap((c) => [c.form.email, c.phone]);
    const received = () => t.transport.sent.filter((m) => guests.includes(m.to) && /avis|review/i.test(m.text));
    t.clock.current = parisInstant(TOMORROW, '20:00') + 2 * 3_600_000 - 60_000;
    await runJobs();
    expect(received()).toEqual([]);
    t.clock.current = parisInstant(TOMORROW, '22:00');
    await runJobs();
    const sent = received();
    expect(sent.map((m) => [m.to, m.channel]).sort()).toEqual(
      [
        [invited.customer.form.email, 'email'],
        [invited.customer.phone, 'sms'],
      ].sort(),
    );
    // The link opens the review form of this one booking, without a sign-in (review-page.test.ts).
    expect(sent.find((m) => m.channel === 'email')!.text).toMatch(/\/review\?token=r1\.\d+\.\d+\.\d+\.[\w-]{43}/);
    await runJobs();
    expect(received()).toHaveLength(2);
  });
});
