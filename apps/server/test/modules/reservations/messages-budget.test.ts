import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingApiPaths, customerApiPaths } from '@portal/contract';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { book, bookingRestaurant, type BookingRestaurant, partnerCall } from './reservations-helper.js';

/*
 * Every text message goes through one budget, codes and booking messages alike, and a booking
 * changed again and again is confirmed once, where it settled. The test clock starts on
 * Wednesday 25 November 2026, 11:00 in Paris; the jobs run when the test runs them, as the runner
 * would every few seconds.
 */

const SLOTS = ['2026-11-28', '2026-11-29', '2026-11-30'].flatMap((date) =>
  ['19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00'].map((time) => ({ date, time })),
);

// 40 an hour: 2 per number and per account, so the shares are reached in a few messages.
const t = appOfFile({ SMS_HOURLY_BUDGET: '40' });
let r: BookingRestaurant;

beforeAll(async () => {
  r = await bookingRestaurant(t, { settings: { auto_confirm_max_covers: '8' } });
});
beforeEach(() => {
  t.clock.current = Date.parse('2026-11-25T10:00:00Z');
});

const runJobs = () => t.app.infra.jobs.runner.runDue();

async function guestWithBooking() {
  const guest = await verifiedCustomer(t);
  const booked = await book(t, guest.token, { restaurant_id: r.publicId, ...SLOTS[0], covers: '2' });
  if (booked.status !== 200) throw new Error(`booking refused: ${JSON.stringify(booked)}`);
  return { ...guest, bookingId: booked.data.id as number };
}

describe('one SMS budget for every text message', () => {
  it('a booking moved 20 times, 6 s apart, is confirmed once where it settled', async () => {
    const guest = await guestWithBooking();
    await runJobs();
    const smsTo = () => t.transport.sent.filter((m) => m.to === guest.phone && m.channel === 'sms');
    // The sign-up code and the booking's confirmation, sent at once.
    expect(smsTo()).toHaveLength(2);
    t.clock.current += 3 * 60 * 60_000;
    let settled = SLOTS[0]!;
    for (const slot of SLOTS.slice(1, 21)) {
      t.clock.current += 6_000;
      const moved = await partnerCall(
        t,
        bookingApiPaths.modifyBooking,
        { booking_id: guest.bookingId, ...slot, covers: '2' },
        guest.token,
      );
      if (moved.status === 200) settled = slot;
      await runJobs();
    }
    expect(settled).not.toBe(SLOTS[0]);
    expect(smsTo()).toHaveLength(2);
    t.clock.current += 2 * 60_000;
    await runJobs();
    const after = smsTo().slice(2);
    expect(after).toHaveLength(1);
    const day = Number(settled.date.slice(-2));
    expect(after[0]!.text).toMatch(new RegExp(`confirmée le \\S+ ${day} novembre à ${settled.time}`));
    // The e-mails went the same way: one confirmation of the settled booking.
    const emails = t.transport.sent.filter((m) => m.to === guest.form.email && m.subject?.startsWith('Réservation'));
    expect(emails).toHaveLength(2);
    expect(await t.app.infra.sms.counts(guest.phone, `customer:${guest.id}`)).toEqual({
      platform: expect.any(Number),
      number: 1,
      account: 1,
    });
  });

  it('codes and booking messages share one number’s budget: past it, the e-mail alone goes', async () => {
    const guest = await guestWithBooking();
    await runJobs();
    const smsTo = () => t.transport.sent.filter((m) => m.to === guest.phone && m.channel === 'sms');
    // The sign-up code and the confirmation spent the number's 2 of the hour.
    expect(smsTo()).toHaveLength(2);
    t.clock.current += 2 * 60_000;
    const login = (
      await post(t.app, customerApiPaths.loginCustomer, { mobileno: guest.form.mobileno, country_code: '33' })
    ).json();
    expect(login).toMatchObject({ status: 200 });
    expect(smsTo()).toHaveLength(2);
    const emailed = t.transport.sent.at(-1)!;
    expect(emailed).toMatchObject({ to: guest.form.email, channel: 'email', code: expect.any(String) });
    // A change's confirmation: by e-mail only.
    const moved = await partnerCall(
      t,
      bookingApiPaths.modifyBooking,
      { booking_id: guest.bookingId, ...SLOTS[3], covers: '2' },
      guest.token,
    );
    expect(moved).toMatchObject({ status: 200 });
    t.clock.current += 2 * 60_000;
    await runJobs();
    expect(smsTo()).toHaveLength(2);
    expect(
      t.transport.sent.filter((m) => m.to === guest.form.email && m.subject?.startsWith('Réservation')),
    ).toHaveLength(2);
    // An hour later the number has its share again.
    t.clock.current += 60 * 60_000;
    await post(t.app, customerApiPaths.loginCustomer, { mobileno: guest.form.mobileno, country_code: '33' });
    expect(smsTo()).toHaveLength(3);
  });
});
