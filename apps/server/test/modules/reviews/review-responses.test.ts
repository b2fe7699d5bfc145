import { beforeEach, describe, expect, it } from 'vitest';
import { reviewApiPaths, type TReviewEvent } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { reviewTopic } from '../../../src/modules/partner-stream/index.js';
import { responseDeadline } from '../../../src/modules/reviews/index.js';
import { appOfFile, post, runAdminCommand } from '../../helper.js';
import { get } from '../menu/menu-helper.js';
import { bookingRestaurant, type BookingRestaurant } from '../reservations/reservations-helper.js';
import { teamMember } from '../team/team-helper.js';
import { pendingFixtures, rejectedFixtures } from './moderation-fixtures.js';
import { responseFixtures } from './moderation-fixtures-published.js';
import {
  honouredBooking,
  partnerSignIn,
  postReview,
  responseText,
  reviewText,
  signInAgain,
  START,
  TOMORROW,
  restaurantAtStart,
  reviewLists,
} from './reviews-helper.js';

describe('reviews: the restaurant’s response and reports, the provider’s decisions, moderation', () => {
  const t = appOfFile();
  let r: BookingRestaurant;

  beforeEach(async () => {
    r = await restaurantAtStart(t);
  });

  const { publicList, partnerList } = reviewLists(t, () => r);

  it('accepts one response as long as the review, not longer, until the end of the third month after publication', async () => {
    // Published on 30 November 2027 (Paris): responses until 29 February 2028 included.
    t.clock.current = parisInstant('2027-11-28', '11:00');
    r = await bookingRestaurant(t);
    const first = await honouredBooking(t, r, { date: '2027-11-29', time: '20:00' });
    t.clock.current = parisInstant('2027-11-28', '11:00');
    const second = await honouredBooking(t, r, { date: '2027-11-29', time: '21:00' });
    t.clock.current = parisInstant('2027-11-30', '12:00');
    const a = await postReview(t, first.customer.token, { booking_id: first.bookingId, text: reviewText(240) });
    const b = await postReview(t, second.customer.token, { booking_id: second.bookingId, text: reviewText(240) });
    expect([a.status, b.status]).toEqual([200, 200]);
    const listed = (await partnerList()).data.reviews.find((x: { id: number }) => x.id === a.data.id);
    expect(listed.respond_before).toBe(parisInstant('2028-03-01', '00:00'));

    t.clock.current = parisInstant('2028-02-29', '23:59');
    r = { ...r, token: await partnerSignIn(t, r) };
    const tooLong = await post(
      t.app,
      reviewApiPaths.respondToReview,
      { review_id: a.data.id, text: responseText(241) },
      r.token,
    );
    expect(tooLong.json()).toMatchObject({ status: 201, code: 'RESPONSE_TOO_LONG', field: 'text' });
    const manager = await teamMember(t, r.token, 'manager');
    const answered = (
      await post(
        t.app,
        reviewApiPaths.respondToReview,
        { review_id: a.data.id, text: responseText(240) },
        manager.token,
      )
    ).json();
    expect(answered).toMatchObject({
      status: 200,
      data: { id: a.data.id, can_respond: false, response: { status: 'published', text: responseText(240) } },
    });
    const again = await post(t.app, reviewApiPaths.respondToReview, { review_id: a.data.id, text: 'Merci.' }, r.token);
    expect(again.json()).toMatchObject({ code: 'RESPONSE_ALREADY_POSTED' });
    // Staff may not respond.
    const staff = await teamMember(t, r.token, 'staff');
    const byStaff = await post(
      t.app,
      reviewApiPaths.respondToReview,
      { review_id: b.data.id, text: 'Merci.' },
      staff.token,
    );
    expect(byStaff.statusCode).toBe(403);

    t.clock.current = parisInstant('2028-03-01', '00:00');
    r = { ...r, token: await partnerSignIn(t, r) };
    const closed = await post(
      t.app,
      reviewApiPaths.respondToReview,
      { review_id: b.data.id, text: responseText(200) },
      r.token,
    );
    expect(closed.json()).toMatchObject({ status: 201, code: 'RESPONSE_WINDOW_CLOSED' });

    // The public sees the response under its review.
    const shown = (await publicList()).json().data.reviews.find((x: { id: number }) => x.id === a.data.id);
    expect(shown.response).toEqual({ text: responseText(240), published_at: parisInstant('2028-02-29', '23:59') });
    const firstToken = await signInAgain(t, first.customer);
    expect((await get(t.app, reviewApiPaths.myReviews, firstToken)).json().data[0].response).toMatchObject({
      text: responseText(240),
    });
  });

  it('clamps the response deadline to the end of the month, in Paris time', () => {
    expect(responseDeadline(parisInstant('2027-11-30', '12:00'))).toBe(parisInstant('2028-03-01', '00:00'));
    expect(responseDeadline(parisInstant('2027-01-31', '23:30'))).toBe(parisInstant('2027-05-01', '00:00'));
    // 00:30 on 1 December in Paris is still 30 November in UTC: Paris decides.
    expect(responseDeadline(parisInstant('2027-12-01', '00:30'))).toBe(parisInstant('2028-03-02', '00:00'));
    expect(responseDeadline(parisInstant('2027-10-15', '09:00'))).toBe(parisInstant('2028-01-16', '00:00'));
  });

  it('takes a report with its reason once, and brings back the outcome the provider gives', async () => {
    const { customer, bookingId } = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    const posted = await postReview(t, customer.token, { booking_id: bookingId, rating: '1' });
    const noReason = await post(
      t.app,
      reviewApiPaths.reportReview,
      { review_id: posted.data.id, reason: ' ' },
      r.token,
    );
    expect(noReason.json()).toMatchObject({ status: 201, code: 'REQUIRED', field: 'reason' });
    const reported = (
      await post(
        t.app,
        reviewApiPaths.reportReview,
        { review_id: posted.data.id, reason: 'Aucun client de ce nom ce soir-là' },
        r.token,
      )
    ).json();
    expect(reported).toMatchObject({
      status: 200,
      data: { reports: [{ reason: 'Aucun client de ce nom ce soir-là', outcome: null, resolved_at: null }] },
    });
    expect(
      (await post(t.app, reviewApiPaths.reportReview, { review_id: posted.data.id, reason: 'Encore' }, r.token)).json(),
    ).toMatchObject({ code: 'REVIEW_ALREADY_REPORTED' });
    // As the operator types it (the command's own process is tested in admin.test.ts).
    const pending = await runAdminCommand(t, 'reviews', 'pending');
    expect(pending).toMatchObject({ code: 0 });
    expect(pending.stdout).toContain('Aucun client de ce nom');
    const reportId = reported.data.reports[0].id as number;
    const resolved = await runAdminCommand(t, 'reviews', 'report-outcome', String(reportId), '--outcome', 'kept');
    expect(resolved.code).toBe(0);
    const after = (await partnerList()).data.reviews[0];
    expect(after.reports[0]).toMatchObject({ outcome: 'kept', resolved_at: t.clock.current });
    expect(after.status).toBe('published');
  });

  it('keeps one open report when the restaurant reports a review twice at once, and takes a new one once it is resolved', async () => {
    const { customer, bookingId } = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    const posted = await postReview(t, customer.token, { booking_id: bookingId, rating: '1' });
    const report = async (reason: string) =>
      (await post(t.app, reviewApiPaths.reportReview, { review_id: posted.data.id, reason }, r.token)).json();
    const answers = await Promise.all([report('Aucun client de ce nom'), report('Jamais venu ce soir-là')]);
    expect(answers.map((a) => a.code ?? 'OK').sort()).toEqual(['OK', 'REVIEW_ALREADY_REPORTED']);
    const open = (await partnerList()).data.reviews[0].reports;
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ outcome: null });
    const resolved = await runAdminCommand(t, 'reviews', 'report-outcome', String(open[0].id), '--outcome', 'kept');
    expect(resolved.code).toBe(0);
    expect(await report('Un autre doute')).toMatchObject({ status: 200 });
    expect((await partnerList()).data.reviews[0].reports).toHaveLength(2);
  });

  it('lets the provider delete a published review with a reason the author is told', async () => {
    const { customer, bookingId } = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    const posted = await postReview(t, customer.token, { booking_id: bookingId });
    const refused = await runAdminCommand(t, 'reviews', 'delete', String(posted.data.id), '--reason', 'nonsense');
    expect(refused.code).toBe(2);
    const deleted = await runAdminCommand(
      t,
      'reviews',
      'delete',
      String(posted.data.id),
      '--reason',
      'fraud',
      '--text',
      'Avis déposé pour le compte d’un concurrent',
    );
    expect(deleted.code).toBe(0);
    expect((await get(t.app, reviewApiPaths.myReviews, customer.token)).json().data[0]).toMatchObject({
      status: 'deleted',
      reason: 'fraud',
      reason_label: { en: 'a review that is not genuine', fr: 'un avis qui n’est pas sincère' },
    });
    expect((await publicList()).json().data.reviews).toEqual([]);
    expect((await partnerList({ status: 'deleted' })).data.reviews[0]).toMatchObject({
      status: 'deleted',
      reason: 'fraud',
    });
  });

  it('tells the author why moderation refused a review, keeps a borderline one for the provider, and refuses an insulting response', async () => {
    const heard: TReviewEvent[] = [];
    const stop = t.app.infra.events.subscribe(reviewTopic(r.id), (message) => {
      if ((message as { type: string }).type === 'review.created') heard.push(message as TReviewEvent);
    });
    const rejected = await honouredBooking(t, r, { date: TOMORROW, time: '19:00' });
    const insult = rejectedFixtures.insult.find((f) => f.language === 'fr')!.text;
    const refused = await postReview(t, rejected.customer.token, { booking_id: rejected.bookingId, text: insult });
    expect(refused).toMatchObject({
      status: 200,
      data: { status: 'rejected', reason: 'insult', reason_label: { en: 'insults or hateful words' } },
    });
    expect((await get(t.app, reviewApiPaths.myReviews, rejected.customer.token)).json().data[0]).toMatchObject({
      status: 'rejected',
      reason: 'insult',
    });

    t.clock.current = START;
    const borderline = await honouredBooking(t, r, { date: TOMORROW, time: '20:00' });
    const waiting = await postReview(t, borderline.customer.token, {
      booking_id: borderline.bookingId,
      text: pendingFixtures[0]!.text,
    });
    expect(waiting).toMatchObject({ status: 200, data: { status: 'pending', published_at: null } });
    expect((await publicList()).json().data.reviews).toEqual([]);
    expect((await partnerList({ status: 'pending' })).data.reviews.map((x: { id: number }) => x.id)).toEqual([
      waiting.data.id,
    ]);
    // The restaurant's screen hears of the waiting review, not of the refused one.
    await expect.poll(() => heard.map((event) => event.review.id)).toEqual([waiting.data.id]);
    stop();

    expect((await runAdminCommand(t, 'reviews', 'pending')).stdout).toContain(`review ${waiting.data.id}`);
    expect((await runAdminCommand(t, 'reviews', 'publish', String(waiting.data.id))).code).toBe(0);
    const published = (await publicList()).json().data.reviews;
    expect(published.map((x: { id: number }) => x.id)).toEqual([waiting.data.id]);
    expect(published[0].published_at).toBe(t.clock.current);

    // A borderline response waits for the provider too, then shows under the review.
    const hesitant = responseFixtures.pending[0]!;
    const held = await post(
      t.app,
      reviewApiPaths.respondToReview,
      { review_id: waiting.data.id, text: hesitant.text },
      r.token,
    );
    expect(held.json()).toMatchObject({ status: 200, data: { response: { status: 'pending' }, can_respond: false } });
    expect((await publicList()).json().data.reviews[0].response).toBeNull();
    expect((await runAdminCommand(t, 'reviews', 'publish', String(waiting.data.id))).code).toBe(0);
    expect((await publicList()).json().data.reviews[0].response).toEqual({
      text: hesitant.text,
      published_at: t.clock.current,
    });

    t.clock.current = START;
    const another = await honouredBooking(t, r, { date: TOMORROW, time: '21:00' });
    const anotherReview = await postReview(t, another.customer.token, { booking_id: another.bookingId });
    const insulting = responseFixtures.rejected[0]!;
    const response = await post(
      t.app,
      reviewApiPaths.respondToReview,
      { review_id: anotherReview.data.id, text: insulting.text },
      r.token,
    );
    expect(response.json()).toMatchObject({ status: 201, code: 'RESPONSE_REJECTED', reason: insulting.reason });
    // Nothing was kept: the restaurant may still respond.
    expect(
      (await partnerList()).data.reviews.find((x: { id: number }) => x.id === anotherReview.data.id),
    ).toMatchObject({
      response: null,
      can_respond: true,
    });
  });
});
