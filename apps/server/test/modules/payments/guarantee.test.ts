import { describe, expect, it, vi } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { ReservationsRepository } from '../../../src/modules/reservations/reservations-repository.js';
import { appOfFile } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { bookAt, book, bookingRestaurant, bookOfDay, partnerCall } from '../reservations/reservations-helper.js';
import { confirmGuarantee, enterCard, guaranteedBooking, partnerDetail, setupOf } from './guarantee-helper.js';

const START = Date.parse('2026-11-25T10:00:00Z');
const MINUTE = 60_000;

describe('payments: the booking waits for its card', () => {
  const t = appOfFile();

  it('asks a party from the imprint size for a card, then confirms it once the card is saved', async () => {
    t.clock.current = START;
    const { restaurant, guest, booking, answer } = await guaranteedBooking(t);
    expect(answer.message).toContain('enter your card');
    expect(booking.status).toBe('awaiting_guarantee');
    expect(booking.setup_client_secret).toMatch(/_secret_/);
    // A party below the imprint's size is confirmed at once, without a card.
    const two = await bookAt(t, guest.token, restaurant, '2026-11-28', '12:00', '1');
    expect(two.data.status).toBe('confirmed');
    expect(two.data.setup_client_secret).toBeUndefined();

    await enterCard(t, booking.id, { brand: 'mastercard', last4: '4444' });
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data.status).toBe('confirmed');
    expect(detail.data.guarantee_detail).toMatchObject({
      state: 'card_saved',
      brand: 'mastercard',
      last4: '4444',
      exp_month: 8,
      exp_year: 2028,
      per_cover: '20.00',
      per_cover_cents: 2000,
      amount_due_cents: 0,
      chargeable_kind: null,
      window_closes_at: booking.meal_at + 7 * 24 * 60 * MINUTE,
    });
    expect(detail.data.history.map((h: { change: string }) => h.change)).toEqual(['created', 'guarantee']);
    // The guest sees the card too; the confirmation goes out once the card is saved.
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: `${bookingApiPaths.customerBookingDetail}?booking_id=${booking.id}`,
        headers: { token: guest.token },
      })
    ).json();
    expect(mine.data.guarantee_detail).toMatchObject({ brand: 'mastercard', last4: '4444', per_cover: '20.00' });
    const confirmed = await confirmGuarantee(t, guest.token, booking.id);
    expect(confirmed).toMatchObject({
      status: 200,
      message: 'Your card is saved: your booking is held.',
      data: { status: 'confirmed' },
    });
  });

  it('confirms through confirmBookingGuarantee when the provider has the card but its event has not come', async () => {
    t.clock.current = START;
    const { guest, booking } = await guaranteedBooking(t);
    expect((await confirmGuarantee(t, guest.token, booking.id)).code).toBe('CARD_NOT_SAVED_YET');
    const setup = await setupOf(t, booking.id);
    // The card is saved at the provider, its event lost on the way.
    const deliver = t.app.payments.simulated!.deliver;
    t.app.payments.simulated!.deliver = async () => undefined;
    try {
      await t.app.payments.simulated!.confirmSetup(setup.setupIntentId, setup.clientSecret, {
        brand: 'visa',
        last4: '4242',
        expMonth: 8,
        expYear: 2028,
      });
    } finally {
      t.app.payments.simulated!.deliver = deliver;
    }
    const confirmed = await confirmGuarantee(t, guest.token, booking.id);
    expect(confirmed).toMatchObject({ status: 200, data: { status: 'confirmed' } });
    expect(confirmed.data.guarantee_detail).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('refuses an American Express card: detached, the booking keeps waiting and the guest is asked for another', async () => {
    t.clock.current = START;
    const { restaurant, guest, booking } = await guaranteedBooking(t);
    await enterCard(t, booking.id, { brand: 'amex', last4: '0005' });
    const refused = await confirmGuarantee(t, guest.token, booking.id);
    expect(refused).toMatchObject({ status: 201, code: 'CARD_BRAND_NOT_ACCEPTED' });
    expect(refused.fr_message).toContain('Visa et Mastercard');
    expect(refused.setup_client_secret).toMatch(/_secret_/);
    expect((await partnerDetail(t, restaurant.token, booking.id)).data.status).toBe('awaiting_guarantee');
    // Another card, a Visa, on the new card request.
    await enterCard(t, booking.id, { brand: 'visa', last4: '4242' });
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data).toMatchObject({ status: 'confirmed', guarantee_detail: { brand: 'visa', last4: '4242' } });
  });

  it('applies setup_intent.succeeded delivered three times and after an older failure once: one change of the booking', async () => {
    t.clock.current = START;
    const { restaurant, booking } = await guaranteedBooking(t);
    const setup = await setupOf(t, booking.id);
    const succeeded = {
      id: `evt_saved_${booking.id}`,
      type: 'setup_intent.succeeded' as const,
      createdAt: START + 2 * MINUTE,
      objectId: setup.setupIntentId,
      providerCustomerId: setup.providerCustomerId,
      card: { paymentMethodId: `pm_test_${booking.id}`, brand: 'visa', last4: '1881', expMonth: 1, expYear: 2030 },
    };
    const olderFailure = {
      id: `evt_failed_${booking.id}`,
      type: 'setup_intent.setup_failed' as const,
      createdAt: START + MINUTE,
      objectId: setup.setupIntentId,
    };
    const outcomes = [];
    outcomes.push(await t.app.payments.applyEvent(succeeded));
    outcomes.push(...(await Promise.all([t.app.payments.applyEvent(succeeded), t.app.payments.applyEvent(succeeded)])));
    outcomes.push(await t.app.payments.applyEvent(olderFailure));
    expect(outcomes).toEqual(['applied', 'already_applied', 'already_applied', 'applied']);
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data.status).toBe('confirmed');
    expect(detail.data.guarantee_detail).toMatchObject({ state: 'card_saved', last4: '1881' });
    expect(detail.data.history.filter((h: { change: string }) => h.change === 'guarantee')).toHaveLength(1);
  });

  it('releases the covers of a booking still without a card 15 minutes later, by the job', async () => {
    t.clock.current = START;
    const { restaurant, guest, booking } = await guaranteedBooking(t, { date: '2026-11-29', covers: '8' });
    expect((await bookOfDay(t, restaurant.token, '2026-11-29')).data.expected_covers).toBe(0);
    t.clock.current = START + 15 * MINUTE - 1;
    await t.app.infra.jobs.runner.runDue();
    expect((await partnerDetail(t, restaurant.token, booking.id)).data.status).toBe('awaiting_guarantee');
    t.clock.current = START + 15 * MINUTE;
    await t.app.infra.jobs.runner.runDue();
    const detail = await partnerDetail(t, restaurant.token, booking.id);
    expect(detail.data).toMatchObject({ status: 'cancelled_by_platform', guarantee_detail: { state: 'released' } });
    // The 8 covers are free again: another party of 8 books the same time.
    const again = await bookAt(t, guest.token, restaurant, '2026-11-29', '19:00', '8');
    expect(again.data.status).toBe('awaiting_guarantee');
    // A card saved after the release confirms nothing.
    expect((await confirmGuarantee(t, guest.token, booking.id)).code).toBe('GUARANTEE_EXPIRED');
  });
});

describe('payments: the card request at the bank', () => {
  const t = appOfFile();
  const imprintRestaurant = () =>
    bookingRestaurant(t, { settings: { imprint_per_cover: '20', imprint_min_party: '2' } });

  it('a bank that cannot be reached refuses the booking and holds nothing: the next try goes through', async () => {
    t.clock.current = START;
    const restaurant = await imprintRestaurant();
    const guest = await verifiedCustomer(t);
    const createSetupIntent = vi
      .spyOn(t.app.payments.provider, 'createSetupIntent')
      .mockRejectedValueOnce(new Error('bank unreachable'));
    const party = { restaurant_id: restaurant.publicId, date: '2026-11-29', time: '19:00', covers: '8' };

    expect(await book(t, guest.token, party)).toMatchObject({ status: 201, code: 'CHARGE_PROVIDER_UNAVAILABLE' });
    expect((await bookOfDay(t, restaurant.token, '2026-11-29')).data.bookings).toEqual([]);
    // Nothing kept the 8 covers, nor the guest's evening: the same party books again, 10 minutes
    // later (on SQLite under the id the first try gave back).
    t.clock.current = START + 10 * MINUTE;
    const again = await book(t, guest.token, party);
    expect(again.data.status).toBe('awaiting_guarantee');
    expect(createSetupIntent).toHaveBeenCalledTimes(2);
    // Each try is a request of its own at the bank, whatever id the booking was given.
    const [first, second] = createSetupIntent.mock.calls.map(([input]) => input.idempotencyKey);
    expect(second).not.toBe(first);
    // The first try's hold went with it: the second booking has its own 15 minutes for its card.
    t.clock.current = START + 15 * MINUTE;
    await t.app.infra.jobs.runner.runDue();
    expect((await partnerDetail(t, restaurant.token, again.data.id)).data.status).toBe('awaiting_guarantee');
    t.clock.current = START + 25 * MINUTE;
    await t.app.infra.jobs.runner.runDue();
    expect((await partnerDetail(t, restaurant.token, again.data.id)).data.status).toBe('cancelled_by_platform');
  });

  it('a booking whose card request was never made (its server stopped meanwhile) is released by its hold', async () => {
    t.clock.current = START;
    const restaurant = await imprintRestaurant();
    const guest = await verifiedCustomer(t);
    // The server stops between the booking's commit and its card request: the booking stays.
    vi.spyOn(t.app.payments.provider, 'createSetupIntent').mockRejectedValueOnce(new Error('stopped'));
    vi.spyOn(ReservationsRepository.prototype, 'withdrawUnguaranteed').mockResolvedValueOnce(false);
    const party = { restaurant_id: restaurant.publicId, date: '2026-12-01', time: '19:00', covers: '4' };
    expect((await book(t, guest.token, party)).code).toBe('CHARGE_PROVIDER_UNAVAILABLE');
    const [left] = (await bookOfDay(t, restaurant.token, '2026-12-01')).data.bookings;
    expect(left).toMatchObject({ status: 'awaiting_guarantee', covers: 4 });

    t.clock.current = START + 15 * MINUTE;
    await t.app.infra.jobs.runner.runDue();
    expect((await partnerDetail(t, restaurant.token, left.id)).data).toMatchObject({
      status: 'cancelled_by_platform',
      guarantee_detail: null,
    });
  });

  it('waits for the bank after the day’s lock is given back: the restaurant books the same evening meanwhile', async () => {
    t.clock.current = START;
    const restaurant = await imprintRestaurant();
    const guest = await verifiedCustomer(t);
    const provider = t.app.payments.provider;
    const realRequest = provider.createSetupIntent.bind(provider);
    let answer!: () => void;
    const bankAnswers = new Promise<void>((resolve) => (answer = resolve));
    let asked!: () => void;
    const bankAsked = new Promise<void>((resolve) => (asked = resolve));
    vi.spyOn(provider, 'createSetupIntent').mockImplementationOnce(async (input) => {
      asked();
      await bankAnswers;
      return realRequest(input);
    });

    const online = bookAt(t, guest.token, restaurant, '2026-11-30', '19:00', '4');
    await bankAsked;
    const byPhone = await partnerCall(
      t,
      bookingApiPaths.createBooking,
      {
        date: '2026-11-30',
        time: '19:30',
        covers: '2',
        first_name: 'Jean',
        last_name: 'Dupont',
        phone: '0612345678',
        country_code: '33',
        source: 'phone',
      },
      restaurant.token,
    );
    expect(byPhone).toMatchObject({ status: 200, data: { status: 'confirmed' } });
    answer();
    const placed = await online;
    expect(placed.data).toMatchObject({
      status: 'awaiting_guarantee',
      setup_client_secret: expect.stringMatching(/_secret_/),
    });
    expect(await setupOf(t, placed.data.id)).toMatchObject({ setupIntentId: expect.any(String) });
  });
});
