import { describe, expect, it } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { fillConsentedAmounts } from '../../../src/db/migrations/0025_cancellation_time_and_consent.js';
import { appOfFile, post, TEST_START } from '../../helper.js';
import { manageLinkKey, manageToken } from '../../../src/modules/reservations/index.js';
import { chargeBooking, enterCard, guaranteedBooking, markNoShow, partnerDetail } from './guarantee-helper.js';

/*
 * A card is given for the amount the card page shows (20 € per cover × the party): a party raised
 * afterwards never raises what the restaurant may charge. Until the card is given, the amount
 * follows the party, as the page then shows it.
 */

const DATE = '2026-11-27';

describe('payments: the charge stays within the amount the guest agreed to', () => {
  const t = appOfFile();

  const consented = async (bookingId: number) =>
    (
      await t.app.infra.db
        .selectFrom('booking_guarantees')
        .select('consented_cents')
        .where('booking_id', '=', bookingId)
        .executeTakeFirstOrThrow()
    ).consented_cents;

  /** The guest changes the party of their booking, same day and time. */
  const changeParty = async (token: string, bookingId: number, covers: string) =>
    (
      await post(
        t.app,
        bookingApiPaths.modifyBooking,
        { booking_id: bookingId, date: DATE, time: '19:00', covers },
        token,
      )
    ).json();

  it('charges a no-show at most the 40 € shown for 2 covers after the guest raised the party to 6', async () => {
    t.clock.current = TEST_START;
    const { restaurant, guest, booking } = await guaranteedBooking(t, { date: DATE, covers: '2' });
    await enterCard(t, booking.id);
    expect(await consented(booking.id)).toBe(4000);
    const raised = await changeParty(guest.token, booking.id, '6');
    expect(raised).toMatchObject({ status: 200, data: { covers: 6 } });
    t.clock.current = parisInstant(DATE, '19:20');
    expect((await markNoShow(t, restaurant.token, booking.id)).data.status).toBe('no_show');
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data.guarantee_detail).toMatchObject({ chargeable_kind: 'no_show', amount_due_cents: 4000 });
    const above = await chargeBooking(t, restaurant.token, booking.id, 'no_show', '120', 'Absent, 6 couverts');
    expect(above).toMatchObject({ status: 201, code: 'CHARGE_ABOVE_DUE' });
    const done = await chargeBooking(t, restaurant.token, booking.id, 'no_show', '40', 'Absent, 6 couverts');
    expect(done).toMatchObject({ status: 200, data: { status: 'succeeded', amount_cents: 4000 } });
  });

  it('keeps the amount agreed to when the party grows through the manage link', async () => {
    t.clock.current = TEST_START;
    const { restaurant, booking } = await guaranteedBooking(t, { date: DATE, covers: '2' });
    await enterCard(t, booking.id);
    const link = { id: booking.id as number, restaurant_id: restaurant.id };
    const token = manageToken(manageLinkKey(t.app.config.JWT_SECRET), link);
    const body = { token, date: DATE, time: '19:00', covers: '5' };
    const raised = (await post(t.app, bookingApiPaths.manageBookingModify, body)).json();
    expect(raised).toMatchObject({ status: 200, data: { covers: 5 } });
    expect(await consented(booking.id)).toBe(4000);
  });

  it('follows the party until the card is given: the card page then shows the new amount', async () => {
    t.clock.current = TEST_START;
    const { guest, booking } = await guaranteedBooking(t, { date: DATE, covers: '2' });
    const raised = await changeParty(guest.token, booking.id, '4');
    expect(raised).toMatchObject({ status: 200, data: { covers: 4, status: 'awaiting_guarantee' } });
    expect(await consented(booking.id)).toBe(8000);
    await enterCard(t, booking.id);
    expect(await consented(booking.id)).toBe(8000);
  });

  it('gives guarantees saved before the amount was kept the amount of the party their card was given for', async () => {
    t.clock.current = TEST_START;
    const movedFirst = await guaranteedBooking(t, { date: DATE, covers: '2' });
    const before = { booking_id: movedFirst.booking.id, date: DATE, time: '19:00', covers: '4' };
    await post(t.app, bookingApiPaths.modifyBooking, before, movedFirst.guest.token);
    await enterCard(t, movedFirst.booking.id);
    await post(t.app, bookingApiPaths.modifyBooking, { ...before, covers: '6' }, movedFirst.guest.token);
    const untouched = (await guaranteedBooking(t, { date: DATE, covers: '3' })).booking;
    await enterCard(t, untouched.id);
    const raisedLater = await guaranteedBooking(t, { date: DATE, covers: '5' });
    await enterCard(t, raisedLater.booking.id);
    const later = { booking_id: raisedLater.booking.id, date: DATE, time: '19:00', covers: '3' };
    await post(t.app, bookingApiPaths.modifyBooking, later, raisedLater.guest.token);
    await post(t.app, bookingApiPaths.modifyBooking, { ...later, covers: '6' }, raisedLater.guest.token);
    await t.app.infra.db.updateTable('booking_guarantees').set({ consented_cents: 0 }).execute();
    await fillConsentedAmounts(t.app.infra.db);
    // Moved to 4 before the card: 4 covers; never moved: its party; its party when the card was
    // given not recorded: the smallest it is known to have had.
    expect(await consented(movedFirst.booking.id)).toBe(8000);
    expect(await consented(untouched.id)).toBe(6000);
    expect(await consented(raisedLater.booking.id)).toBe(6000);
  });
});
