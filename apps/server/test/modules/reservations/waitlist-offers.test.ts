import { bookingApiPaths, waitlistApiPaths } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appOfFile, buildTestApp, post, TEST_START } from '../../helper.js';
import { partnerCall, TOMORROW } from './reservations-helper.js';
import { cancelAsGuest, entryOf, fullDinner, joined, tokenOf } from './waitlist-helper.js';

/*
 * Covers freed on a full day go to the waitlist: the oldest entry the freed covers fit is offered
 * the time by SMS and e-mail, through a durable job stored in the cancellation's own transaction;
 * an offer left unanswered passes to the next entry; the link books through the ordinary rules.
 */

const t = appOfFile();

beforeEach(() => {
  t.clock.current = TEST_START;
});

const freedJobs = () =>
  t.app.infra.db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', 'waitlist.covers-freed')
    .where('state', '=', 'scheduled')
    .execute();

describe('the waitlist: covers freed on a full day', () => {
  it('offers the time to the oldest entry the freed covers fit, by SMS and e-mail', async () => {
    const { r, small, smallBooking } = await fullDinner(t);
    const four = await joined(t, r.publicId, 4);
    const first = await joined(t, r.publicId, 2);
    const second = await joined(t, r.publicId, 2);
    await t.app.infra.jobs.runner.runDue();
    expect((await entryOf(t, r.token, first.entryId)).status).toBe('waiting');

    expect((await cancelAsGuest(t, small.token, smallBooking)).status).toBe(200);
    // Stored by the cancellation's transaction, due at once.
    const [job] = (await freedJobs()).filter((row) => JSON.parse(row.payload).restaurant_id === r.id);
    expect(job).toBeDefined();
    expect(Number(job!.run_at) - t.clock.current).toBeLessThanOrEqual(1_000);

    await t.app.infra.jobs.runner.runDue();
    expect((await entryOf(t, r.token, four.entryId)).status).toBe('waiting');
    const offered = await entryOf(t, r.token, first.entryId);
    expect(offered).toMatchObject({
      status: 'offered',
      offer: { time: '19:00', expires_at: t.clock.current + 15 * 60_000 },
    });
    expect((await entryOf(t, r.token, second.entryId)).status).toBe('waiting');
    await t.app.infra.jobs.runner.runDue();
    const sms = t.transport.sent.find((m) => m.to === first.guest.phone && m.text.includes('/waitlist/offer?token='));
    expect(sms?.text).toContain('19:00');
    const mail = t.transport.sent.find((m) => m.channel === 'email' && m.subject?.includes('Une table s’est libérée'));
    expect(mail?.to).toBe(first.guest.form.email);
    expect(mail?.text).toContain('/waitlist/offer?token=');
  });

  it('makes the offer as soon as the cancellation commits, not at the runner’s next poll', async () => {
    // A server of its own, whose runner polls once an hour: only the wake after the commit can make the offer.
    const own = await buildTestApp();
    try {
      const { r, small, smallBooking } = await fullDinner(own);
      const first = await joined(own, r.publicId, 2);
      await own.app.infra.jobs.runner.runDue();
      own.app.infra.jobs.runner.start(3_600_000);
      await cancelAsGuest(own, small.token, smallBooking);
      await vi.waitFor(async () => expect((await entryOf(own, r.token, first.entryId)).status).toBe('offered'), {
        timeout: 10_000,
        interval: 20,
      });
    } finally {
      await own.close();
    }
  });

  it('passes an unanswered offer to the next entry once it lapses', async () => {
    const { r, small, smallBooking } = await fullDinner(t);
    const first = await joined(t, r.publicId, 2);
    const second = await joined(t, r.publicId, 2);
    await cancelAsGuest(t, small.token, smallBooking);
    await t.app.infra.jobs.runner.runDue();
    expect((await entryOf(t, r.token, first.entryId)).status).toBe('offered');

    t.clock.current += 15 * 60_000;
    await t.app.infra.jobs.runner.runDue();
    expect((await entryOf(t, r.token, first.entryId)).status).toBe('expired');
    expect((await entryOf(t, r.token, second.entryId)).status).toBe('offered');
    const lapsed = (
      await post(t.app, waitlistApiPaths.acceptWaitlistOffer, { token: await tokenOf(t, first.entryId) })
    ).json();
    expect(lapsed).toMatchObject({ status: 201, code: 'WAITLIST_OFFER_EXPIRED' });
  });

  it('books the offered time through its link, once', async () => {
    const { r, small, smallBooking } = await fullDinner(t);
    const first = await joined(t, r.publicId, 2);
    await cancelAsGuest(t, small.token, smallBooking);
    await t.app.infra.jobs.runner.runDue();
    const token = await tokenOf(t, first.entryId);
    const accepted = (await post(t.app, waitlistApiPaths.acceptWaitlistOffer, { token })).json();
    expect(accepted).toMatchObject({ status: 200, data: { status: 'confirmed' } });
    expect(accepted.data.next_url).toContain('/booking/manage?token=');
    expect(await entryOf(t, r.token, first.entryId)).toMatchObject({
      status: 'booked',
      booking_id: accepted.data.booking_id,
    });
    const again = (await post(t.app, waitlistApiPaths.acceptWaitlistOffer, { token })).json();
    expect(again).toMatchObject({ status: 201, code: 'WAITLIST_ENTRY_CLOSED' });
    const forged = (await post(t.app, waitlistApiPaths.acceptWaitlistOffer, { token: `${token}x` })).json();
    expect(forged).toMatchObject({ status: 201, code: 'WAITLIST_LINK_INVALID' });
  });

  it('schedules nothing on a day nobody waits for', async () => {
    const { small, smallBooking } = await fullDinner(t);
    const before = (await freedJobs()).length;
    await cancelAsGuest(t, small.token, smallBooking);
    expect((await freedJobs()).length).toBe(before);
  });

  it('opens the offer’s page from the SMS link, whose button books the table and leads to its manage page', async () => {
    const { r, small, smallBooking } = await fullDinner(t);
    const first = await joined(t, r.publicId, 2);
    await cancelAsGuest(t, small.token, smallBooking);
    await t.app.infra.jobs.runner.runDue();
    await t.app.infra.jobs.runner.runDue();
    const sms = t.transport.sent.find((m) => m.to === first.guest.phone && m.text.includes('/waitlist/offer?token='));
    const link = new URL(/https?:\/\/\S+/.exec(sms!.text)![0]);
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Réserver cette table');
    const token = link.searchParams.get('token')!;
    const posted = await t.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toMatch(/^\/booking\/manage\?token=/);
    const again = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.body).toContain('n’est plus disponible');
  });

  it('offers the covers a smaller party gives back (the restaurant moves it to fewer covers)', async () => {
    const { r, bigBooking } = await fullDinner(t);
    const first = await joined(t, r.publicId, 2);
    const moved = await partnerCall(
      t,
      bookingApiPaths.moveBooking,
      { booking_id: bigBooking, date: TOMORROW, time: '19:00', covers: '6' },
      r.token,
    );
    expect(moved.status).toBe(200);
    await t.app.infra.jobs.runner.runDue();
    expect((await entryOf(t, r.token, first.entryId)).status).toBe('offered');
  });

  it('loses nothing when the process dies after the commit: another process makes the offer', async () => {
    const { r, small, smallBooking } = await fullDinner(t);
    const first = await joined(t, r.publicId, 2);
    await t.app.infra.jobs.runner.runDue();
    await cancelAsGuest(t, small.token, smallBooking);
    // This process runs nothing more (as if killed): a second server over the same database does.
    const other = await buildTestApp({}, { sameDatabaseAs: t });
    try {
      other.clock.current = t.clock.current;
      await other.app.infra.jobs.runner.runDue();
      await other.app.infra.jobs.runner.runDue();
      expect((await entryOf(t, r.token, first.entryId)).status).toBe('offered');
      expect(other.transport.sent.some((m) => m.channel === 'sms' && m.to === first.guest.phone)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('refuses a second entry of one guest for one day, and lets the guest leave', async () => {
    const { r } = await fullDinner(t);
    const first = await joined(t, r.publicId, 2);
    const again = (
      await post(
        t.app,
        waitlistApiPaths.joinWaitlist,
        { restaurant_id: r.publicId, date: TOMORROW, covers: '2', earliest: '19:00', latest: '20:00' },
        first.guest.token,
      )
    ).json();
    expect(again).toMatchObject({ status: 201, code: 'WAITLIST_ALREADY_JOINED' });
    const left = (
      await post(t.app, waitlistApiPaths.leaveWaitlist, { entry_id: first.entryId }, first.guest.token)
    ).json();
    expect(left).toMatchObject({ status: 200, data: { status: 'left', restaurant_id: r.publicId } });
    const backwards = (
      await post(
        t.app,
        waitlistApiPaths.joinWaitlist,
        { restaurant_id: r.publicId, date: TOMORROW, covers: '2', earliest: '21:00', latest: '20:00' },
        first.guest.token,
      )
    ).json();
    expect(backwards).toMatchObject({ status: 201, code: 'WAITLIST_WINDOW_INVALID', field: 'latest' });
  });
});
