import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile } from '../../helper.js';
import { backoffMs } from '../../../src/infra/jobs/index.js';

import { verifiedCustomer } from '../customers/customer-helper.js';
import { changeStatus, book, bookingRestaurant, type BookingRestaurant, partnerCall } from './reservations-helper.js';

/*
 * A booking's messages: the confirmation by e-mail (with the calendar event and
 * the manage link) and SMS when it is confirmed, the reminders the day before at 10:00 (e-mail)
 * and 3 hours before (SMS), each sent once through the durable jobs; a cancelled booking gets no
 * reminder, a moved one gets them at its new time only. The test clock starts on Wednesday
 * 25 November 2026 at 11:00 in Paris and is moved by hand; the jobs run when the test runs them.
 */

const SATURDAY = '2026-11-28';
const HOUR = 3_600_000;

const t = appOfFile();
let r: BookingRestaurant;

beforeAll(async () => {
  r = await bookingRestaurant(t, { settings: { auto_confirm_max_covers: '4' } });
});
beforeEach(() => {
  t.clock.current = Date.parse('2026-11-25T10:00:00Z');
});

const runJobs = () => t.app.infra.jobs.runner.runDue();

/** The messages sent to a guest so far. */
function sentTo(guest: { phone: string; form: { email: string } }) {
  return t.transport.sent.filter((m) => m.to === guest.phone || m.to === guest.form.email);
}

async function guestWithBooking(time: string, covers = '2', lang?: 'en', date = SATURDAY) {
  const guest = await verifiedCustomer(t, lang ? { lang } : {});
  const booked = await book(t, guest.token, { restaurant_id: r.publicId, date, time, covers });
  if (booked.status !== 200) throw new Error(`booking refused: ${JSON.stringify(booked)}`);
  // The codes the account's sign-up sent are not the booking's messages.
  t.transport.sent.splice(0);
  return { ...guest, booking: booked.data as { id: number; reference: string; status: string } };
}

describe('booking messages', () => {
  it('confirms by e-mail with the calendar event and by SMS, then reminds the day before at 10:00 and 3 hours before, each once', async () => {
    const guest = await guestWithBooking('19:30');
    expect(guest.booking.status).toBe('confirmed');

    expect(await runJobs()).toBe(2);
    const [email, sms] = [
      sentTo(guest).find((m) => m.channel === 'email'),
      sentTo(guest).find((m) => m.channel === 'sms'),
    ];
    expect(email).toMatchObject({
      to: guest.form.email,
      subject: 'Réservation confirmée\u00a0: Le Bouchon Test, samedi 28 novembre 2026 à 19:30',
    });
    expect(email!.text).toContain(
      'Votre table pour 2 personnes chez Le Bouchon Test est confirmée le samedi 28 novembre 2026 à 19:30.',
    );
    expect(email!.text).toContain(`Référence\u00a0: ${guest.booking.reference}`);
    // The free change ends 12 hours before the meal, said in Paris time.
    expect(email!.text).toContain('sans frais jusqu’au samedi 28 novembre 2026 à 07:30');
    expect(email!.text).toMatch(/\/booking\/manage\?token=v1\.\d+\.\d+\.[\w-]{43}/);
    const [event] = email!.attachments!;
    expect(event).toMatchObject({
      filename: 'reservation.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    expect(event!.content).toContain('\r\nDTSTART:20261128T183000Z\r\n');
    expect(event!.content).toContain('\r\nDTEND:20261128T200000Z\r\n');
    expect(event!.content).toContain('SUMMARY:Table chez Le Bouchon Test (2 personnes)');
    expect(event!.content).toContain(`UID:booking-${guest.booking.id}-${guest.booking.reference}@espace-partenaires`);
    expect(sms).toMatchObject({ to: guest.phone });
    expect(sms!.text).toMatch(
      new RegExp(
        `^Le Bouchon Test\u00a0: table pour 2 personnes confirmée le samedi 28 novembre à 19:30\\. Réf\\. ${guest.booking.reference}\\. Modifier ou annuler\u00a0: http`,
      ),
    );

    // Nothing more until the day before at 10:00.
    t.clock.current = parisInstant('2026-11-27', '10:00') - 1;
    expect(await runJobs()).toBe(0);
    t.clock.current = parisInstant('2026-11-27', '10:00');
    expect(await runJobs()).toBe(1);
    const reminder = sentTo(guest).at(-1)!;
    expect(reminder).toMatchObject({
      channel: 'email',
      subject: 'Rappel\u00a0: votre table chez Le Bouchon Test, samedi 28 novembre 2026 à 19:30',
    });

    t.clock.current = parisInstant(SATURDAY, '16:30') - 1;
    expect(await runJobs()).toBe(0);
    t.clock.current = parisInstant(SATURDAY, '16:30');
    expect(await runJobs()).toBe(1);
    expect(sentTo(guest).at(-1)!.text).toMatch(
      /^Rappel\u00a0: Le Bouchon Test vous attend le samedi 28 novembre à 19:30/,
    );

    t.clock.current = parisInstant(SATURDAY, '23:00');
    expect(await runJobs()).toBe(0);
    expect(sentTo(guest).map((m) => m.channel)).toEqual(['email', 'sms', 'email', 'sms']);
  });

  it('writes to an English-speaking guest in English', async () => {
    const guest = await guestWithBooking('20:00', '1', 'en');
    await runJobs();
    const email = sentTo(guest).find((m) => m.channel === 'email')!;
    expect(email.subject).toBe('Booking confirmed: Le Bouchon Test, Saturday, 28 November 2026 at 20:00');
    expect(email.text).toContain(
      'Your table for 1 guest at Le Bouchon Test is confirmed on Saturday, 28 November 2026 at 20:00.',
    );
    expect(email.attachments![0]!.filename).toBe('booking.ics');
    expect(sentTo(guest).find((m) => m.channel === 'sms')!.text).toMatch(
      /^Le Bouchon Test: table for 1 guest confirmed on Saturday 28 November at 20:00/,
    );
  });

  it('a cancelled booking gets no reminder', async () => {
    const guest = await guestWithBooking('21:00');
    await runJobs();
    expect(sentTo(guest)).toHaveLength(2);
    const cancelled = await partnerCall(
      t,
      bookingApiPaths.cancelBooking,
      { booking_id: guest.booking.id },
      guest.token,
    );
    expect(cancelled).toMatchObject({ status: 200, data: { status: 'cancelled_by_customer' } });

    t.clock.current = parisInstant(SATURDAY, '20:00');
    await runJobs();
    expect(sentTo(guest)).toHaveLength(2);
  });

  it('a moved booking is confirmed again and reminded at its new time only', async () => {
    const guest = await guestWithBooking('19:00');
    await runJobs();
    const moved = await partnerCall(
      t,
      bookingApiPaths.modifyBooking,
      { booking_id: guest.booking.id, date: '2026-11-29', time: '20:30', covers: '2' },
      guest.token,
    );
    expect(moved).toMatchObject({ status: 200, data: { date: '2026-11-29', time: '20:30' } });
    await runJobs();
    const confirmations = sentTo(guest).filter((m) => m.channel === 'email');
    expect(confirmations.map((m) => m.subject)).toEqual([
      'Réservation confirmée\u00a0: Le Bouchon Test, samedi 28 novembre 2026 à 19:00',
      'Réservation confirmée\u00a0: Le Bouchon Test, dimanche 29 novembre 2026 à 20:30',
    ]);
    // The new event replaces the old one in the guest's calendar: same UID, a later sequence.
    const sequence = (content: string) => Number(/SEQUENCE:(\d+)/.exec(content)![1]);
    const [first, second] = confirmations.map((m) => m.attachments![0]!.content);
    expect(/UID:.*/.exec(first!)![0]).toBe(/UID:.*/.exec(second!)![0]);
    expect(sequence(second!)).toBeGreaterThan(sequence(first!));
    t.transport.sent.splice(0);

    // The old time's e-mail reminder comes due and finds the booking moved.
    t.clock.current = parisInstant('2026-11-27', '12:00');
    expect(await runJobs()).toBe(1);
    expect(sentTo(guest)).toEqual([]);
    // The new one goes the day before the new date; the old SMS reminder finds the booking moved too.
    t.clock.current = parisInstant(SATURDAY, '18:00');
    expect(await runJobs()).toBe(2);
    expect(sentTo(guest).map((m) => m.subject)).toEqual([
      'Rappel\u00a0: votre table chez Le Bouchon Test, dimanche 29 novembre 2026 à 20:30',
    ]);
    t.clock.current = parisInstant('2026-11-29', '17:30');
    expect(await runJobs()).toBe(1);
    expect(sentTo(guest).at(-1)!.text).toMatch(
      /^Rappel\u00a0: Le Bouchon Test vous attend le dimanche 29 novembre à 20:30/,
    );
    expect(sentTo(guest)).toHaveLength(2);
  });

  it('a booking waiting for the restaurant is confirmed by message once the restaurant confirms it', async () => {
    const guest = await guestWithBooking('12:30', '6');
    expect(guest.booking.status).toBe('pending');
    await runJobs();
    expect(sentTo(guest)).toEqual([]);

    const confirmed = await changeStatus(t, r.token, guest.booking.id, 'confirmed');
    expect(confirmed).toMatchObject({ status: 200, data: { status: 'confirmed' } });
    expect(await runJobs()).toBe(2);
    expect(
      sentTo(guest)
        .map((m) => m.channel)
        .sort(),
    ).toEqual(['email', 'sms']);
  });

  it('a booking made within 3 hours of its meal gets its confirmation and no reminder already past', async () => {
    t.clock.current = parisInstant(SATURDAY, '18:00');
    const guest = await guestWithBooking('20:00');
    expect(
      (
        await t.database.db
          .selectFrom('jobs')
          .select('kind')
          .where('dedupe_key', 'like', `booking:${guest.booking.id}:%`)
          .execute()
      )
        .map((job) => job.kind)
        .sort(),
    ).toEqual(['booking.confirmation-email', 'booking.confirmation-sms']);
    await runJobs();
    expect(
      sentTo(guest)
        .map((m) => m.channel)
        .sort(),
    ).toEqual(['email', 'sms']);
  });

  it('retries a message the provider refused, and sends it once', async () => {
    const guest = await guestWithBooking('22:00');
    t.transport.failNext = 1;
    expect(await runJobs()).toBe(2);
    expect(sentTo(guest)).toHaveLength(1);
    t.clock.advance(backoffMs(1));
    expect(await runJobs()).toBe(1);
    expect(await runJobs()).toBe(0);
    expect(
      sentTo(guest)
        .map((m) => m.channel)
        .sort(),
    ).toEqual(['email', 'sms']);
  });

  it('a booking made the day before, before 10:00, still gets its reminder at 10:00', async () => {
    t.clock.current = parisInstant('2026-11-27', '09:00');
    const guest = await guestWithBooking('19:00', '2', undefined, '2026-11-28');
    await runJobs();
    t.clock.current = parisInstant('2026-11-27', '10:00') + HOUR;
    await runJobs();
    expect(sentTo(guest).filter((m) => m.channel === 'email')).toHaveLength(2);
  });
});
