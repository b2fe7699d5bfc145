import { describe, expect, it } from 'vitest';
import { apiPaths, bookingApiPaths, customerApiPaths, loyaltyApiPaths, type TOrder } from '@portal/contract';
import { sql } from 'kysely';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get } from '../menu/menu-helper.js';
import { openRestaurant, orderBody } from '../orders/orders-helper.js';
import { bookAt, changeStatus, partnerCall, serviceForm, settingsForm } from '../reservations/reservations-helper.js';
import { ledgerOf, loyaltyCall, runProgramme, saveReward } from './loyalty-helper.js';

// The test clock starts on Wednesday 25 November 2026 at 11:00 in Paris.
const START = Date.parse('2026-11-25T10:00:00Z');
const FRIDAY = '2026-11-27';

const t = appOfFile();

/** A restaurant taking bookings and orders, running the programme, with a guest who has an account. */
async function programmeWithGuest() {
  t.clock.current = START;
  const r = await openRestaurant(t);
  const token = r.partner.token;
  await partnerCall(t, bookingApiPaths.saveReservationSettings, settingsForm(), token);
  await partnerCall(t, bookingApiPaths.saveService, serviceForm(), token);
  await runProgramme(t, token);
  const guest = await verifiedCustomer(t);
  return { r, token, guest };
}

describe('loyalty: points on a ledger nobody rewrites', () => {
  it('credits an honoured visit and a completed order once, takes a reward, gives it back, adjusts and expires, row by row', async () => {
    const { r, token, guest } = await programmeWithGuest();
    const coffee = await saveReward(t, token);
    const booking = (await bookAt(t, guest.token, r, FRIDAY, '19:00', '2')).data;
    t.clock.current = parisInstant(FRIDAY, '21:00');
    expect((await changeStatus(t, token, booking.id, 'honoured')).status).toBe(200);
    // 2 × 7,50 € = 15,00 € paid: 2 points a euro.
    const order = (
      await post(
        t.app,
        customerApiPaths.placeOrder,
        orderBody(r, { items: [{ item_id: r.tart, quantity: 2 }] }),
        guest.token,
      )
    ).json().data as TOrder;
    expect(order.total).toBe(15);
    for (const status of [1, 4, 5])
      await post(t.app, apiPaths.changeOrderStatus, { order_id: order.order_id, status }, token);
    // Crediting the same visit again adds nothing.
    await t.database.db
      .transaction()
      .execute((trx) =>
        t.app.loyalty.service.creditVisit({ id: booking.id, restaurant_id: r.partner.id, customer_id: guest.id }, trx),
      );
    const voucher = await loyaltyCall(t, loyaltyApiPaths.redeemReward, { reward_id: coffee.id }, guest.token);
    expect(voucher).toMatchObject({ status: 200, data: { state: 'active', points: 30, name: 'Café offert' } });
    expect(voucher.data.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const back = await loyaltyCall(t, loyaltyApiPaths.cancelVoucher, { voucher_id: voucher.data.id }, guest.token);
    expect(back).toMatchObject({ status: 200, data: { state: 'cancelled' } });
    const again = await loyaltyCall(t, loyaltyApiPaths.cancelVoucher, { voucher_id: voucher.data.id }, guest.token);
    expect(again).toMatchObject({ status: 201, code: 'VOUCHER_NOT_ACTIVE' });
    const tooMuch = await loyaltyCall(
      t,
      loyaltyApiPaths.adjustPoints,
      { customer_id: guest.id, delta: '-41', reason: 'Erreur' },
      token,
    );
    expect(tooMuch).toMatchObject({ status: 201, code: 'LOYALTY_NOT_ENOUGH_POINTS', field: 'delta' });
    const adjusted = await loyaltyCall(
      t,
      loyaltyApiPaths.adjustPoints,
      { customer_id: guest.id, delta: '-5', reason: 'Saisie en double' },
      token,
    );
    expect(adjusted).toMatchObject({ status: 200, data: { balance: 35 } });
    expect(adjusted.data.history[0]).toMatchObject({ reason: 'adjust', delta: -5, note: 'Saisie en double' });
    // Six months and a day without activity: the daily run takes the points.
    t.clock.current = parisInstant('2027-05-29', '04:00');
    expect(await t.app.loyalty.guests.expire()).toEqual({ balances: 1, vouchers: 0 });
    expect(await t.app.loyalty.guests.expire()).toEqual({ balances: 0, vouchers: 0 });
    // Back to a time the partner's session still runs, to read the guest's ledger.
    t.clock.current = START;
    expect((await ledgerOf(t, token, guest.id)).rows).toEqual([
      ['visit', 10, 10],
      ['order', 30, 40],
      ['redeem', -30, 10],
      ['refund', 30, 40],
      ['adjust', -5, 35],
      ['expire', -35, 0],
    ]);
  });

  it('refuses to change or delete a ledger row, in the database itself', async () => {
    const { r, token, guest } = await programmeWithGuest();
    await t.database.db
      .transaction()
      .execute((trx) =>
        t.app.loyalty.service.creditVisit({ id: 1, restaurant_id: r.partner.id, customer_id: guest.id }, trx),
      );
    await expect(sql`UPDATE loyalty_ledger SET delta = 1000`.execute(t.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM loyalty_ledger`.execute(t.database.db)).rejects.toThrow(/append-only/);
    expect((await ledgerOf(t, token, guest.id)).rows).toEqual([['visit', 10, 10]]);
  });

  it('issues exactly the vouchers a balance covers when twenty are asked at once, and uses a voucher once', async () => {
    const { r, token, guest } = await programmeWithGuest();
    await runProgramme(t, token, { points_per_visit: '30' });
    await t.database.db
      .transaction()
      .execute((trx) =>
        t.app.loyalty.service.creditVisit({ id: 1, restaurant_id: r.partner.id, customer_id: guest.id }, trx),
      );
    const reward = await saveReward(t, token, { points: '10' });
    const asked = await Promise.all(
      Array.from({ length: 20 }, () =>
        loyaltyCall(t, loyaltyApiPaths.redeemReward, { reward_id: reward.id }, guest.token),
      ),
    );
    const issued = asked.filter((answer) => answer.status === 200);
    expect(issued).toHaveLength(3);
    expect(asked.filter((answer) => answer.code === 'LOYALTY_NOT_ENOUGH_POINTS')).toHaveLength(17);
    const after = await ledgerOf(t, token, guest.id);
    expect(after.balance).toBe(0);
    expect(after.vouchers).toHaveLength(3);
    expect(after.rows).toEqual([
      ['visit', 30, 30],
      ['redeem', -10, 20],
      ['redeem', -10, 10],
      ['redeem', -10, 0],
    ]);
    const code = issued[0].data.code as string;
    const uses = await Promise.all([
      loyaltyCall(t, loyaltyApiPaths.useVoucher, { code: code.toLowerCase() }, token),
      loyaltyCall(t, loyaltyApiPaths.useVoucher, { code }, token),
    ]);
    expect(uses.map((answer) => answer.code ?? answer.data.state).sort()).toEqual(['VOUCHER_NOT_ACTIVE', 'used']);
    expect(await loyaltyCall(t, loyaltyApiPaths.useVoucher, { code: 'ZZZZZZZZ' }, token)).toMatchObject({
      code: 'VOUCHER_UNKNOWN',
      field: 'code',
    });
    const settings = (await get(t.app, loyaltyApiPaths.loyaltySettings, token)).json().data;
    expect(settings.cost).toEqual({ vouchers_used: 1, amount_used: 0, points_outstanding: 0, members: 1 });
  });

  it('deletes the benefits of a closed account with the closing: balance 0, vouchers void', async () => {
    const { r, token, guest } = await programmeWithGuest();
    await runProgramme(t, token, { points_per_visit: '50' });
    await t.database.db
      .transaction()
      .execute((trx) =>
        t.app.loyalty.service.creditVisit({ id: 1, restaurant_id: r.partner.id, customer_id: guest.id }, trx),
      );
    const reward = await saveReward(t, token, { points: '20' });
    const voucher = await loyaltyCall(t, loyaltyApiPaths.redeemReward, { reward_id: reward.id }, guest.token);
    const closed = await post(
      t.app,
      customerApiPaths.customerCloseAccount,
      { password: 'tarte aux pralines' },
      guest.token,
    );
    expect(closed.json().status).toBe(200);
    const after = await ledgerOf(t, token, guest.id);
    expect(after).toMatchObject({ balance: 0, vouchers: [] });
    expect(after.rows).toEqual([
      ['visit', 50, 50],
      ['redeem', -20, 30],
      ['closure', -30, 0],
    ]);
    expect(await loyaltyCall(t, loyaltyApiPaths.useVoucher, { code: voucher.data.code }, token)).toMatchObject({
      code: 'VOUCHER_NOT_ACTIVE',
    });
  });

  it('takes an amount voucher off an order once, gives it back when the order is refused, never with a code', async () => {
    const { r, token, guest } = await programmeWithGuest();
    await runProgramme(t, token, { points_per_visit: '100' });
    await t.database.db
      .transaction()
      .execute((trx) =>
        t.app.loyalty.service.creditVisit({ id: 1, restaurant_id: r.partner.id, customer_id: guest.id }, trx),
      );
    const fiveOff = await saveReward(t, token, { points: '40', kind: 'amount', value: '5' });
    const coffee = await saveReward(t, token, { points: '20' });
    const voucher = (await loyaltyCall(t, loyaltyApiPaths.redeemReward, { reward_id: fiveOff.id }, guest.token)).data;
    const dish = (await loyaltyCall(t, loyaltyApiPaths.redeemReward, { reward_id: coffee.id }, guest.token)).data;
    const tarts = (extra: Record<string, unknown>) =>
      orderBody(r, { items: [{ item_id: r.tart, quantity: 2 }], ...extra });
    const place = async (extra: Record<string, unknown>) =>
      (await post(t.app, customerApiPaths.placeOrder, tarts(extra), guest.token)).json();
    expect(await place({ voucher_code: voucher.code, promo_code: 'BIENVENUE10' })).toMatchObject({
      status: 201,
      code: 'VOUCHER_NOT_WITH_PROMO',
      field: 'voucher_code',
    });
    expect(await place({ voucher_code: dish.code })).toMatchObject({ code: 'VOUCHER_AT_TABLE_ONLY' });
    // Two orders at once on one voucher: one passes, 15,00 € − 5,00 €.
    const [a, b] = await Promise.all([
      place({ voucher_code: voucher.code.toLowerCase() }),
      place({ voucher_code: voucher.code }),
    ]);
    const placed = [a, b].find((answer) => answer.status === 200);
    expect([a, b].map((answer) => answer.code ?? 'placed').sort()).toEqual(['VOUCHER_NOT_ACTIVE', 'placed']);
    expect(placed.data).toMatchObject({ total: 10, savings: 5, voucher_code: voucher.code, promo_code: null });
    // Refused by the restaurant: the voucher is the guest's again.
    await post(
      t.app,
      apiPaths.changeOrderStatus,
      { order_id: placed.data.order_id, status: 3, reason: 'Complet' },
      token,
    );
    const again = await place({ voucher_code: voucher.code });
    expect(again).toMatchObject({ status: 200, data: { total: 10, voucher_code: voucher.code } });
  });

  it('shows the guest their programmes; a programme that is off takes no redemption', async () => {
    const { r, token, guest } = await programmeWithGuest();
    await t.database.db
      .transaction()
      .execute((trx) =>
        t.app.loyalty.service.creditVisit({ id: 1, restaurant_id: r.partner.id, customer_id: guest.id }, trx),
      );
    const cheap = await saveReward(t, token, {
      points: '5',
      kind: 'amount',
      value: '5',
      name: '5 € off',
      fr_name: '5 € offerts',
    });
    await saveReward(t, token, { points: '50' });
    const mine = (await get(t.app, loyaltyApiPaths.myBenefits, guest.token)).json();
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ restaurant_id: r.publicId, balance: 10 });
    expect(
      mine.data[0].rewards.map((reward: { points: number; within_reach: boolean; value: number }) => [
        reward.points,
        reward.value,
        reward.within_reach,
      ]),
    ).toEqual([
      [5, 5, true],
      [50, 0, false],
    ]);
    await runProgramme(t, token, { enabled: '0' });
    expect(await loyaltyCall(t, loyaltyApiPaths.redeemReward, { reward_id: cheap.id }, guest.token)).toMatchObject({
      status: 201,
      code: 'LOYALTY_NOT_ENABLED',
    });
  });
});
