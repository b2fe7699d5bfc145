import { describe, expect, it } from 'vitest';
import { apiPaths, customerApiPaths, PROMO_CHECKS_PER_HOUR, promoApiPaths } from '@portal/contract';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { openRestaurant } from '../orders/orders-helper.js';
import { checkCode, listCodes, placeWith, saveCode } from './promo-helper.js';

const t = appOfFile();
const changeStatus = (token: string, order_id: number, status: number, reason?: string) =>
  post(t.app, apiPaths.changeOrderStatus, { order_id, status, ...(reason ? { reason } : {}) }, token);

describe('the restaurant’s promo codes', () => {
  it('saves a code in capitals, unique whatever its case, with the form’s refusals in both languages', async () => {
    const r = await openRestaurant(t);
    const saved = await saveCode(t, r.partner.token, { code: ' bienvenue10 ', budget: '30', max_uses: '100' });
    expect(saved).toMatchObject({ code: 'BIENVENUE10', kind: 'percent', value: 10, budget: 30, max_uses: 100 });
    expect(saved).toMatchObject({ status: 'active', uses: 0, savings: 0, service_types: [1, 2, 3] });
    const taken = await post(
      t.app,
      promoApiPaths.savePromoCode,
      { ...saved, code: 'Bienvenue10', promo_id: '' },
      r.partner.token,
    );
    expect(taken.json()).toMatchObject({ status: 201, code: 'PROMO_CODE_TAKEN', field: 'code' });
    const tooMuch = await post(
      t.app,
      promoApiPaths.savePromoCode,
      {
        code: 'GROS60',
        kind: 'percent',
        value: '60',
        applies_to: 'all',
        valid_from: '2026-11-01',
        valid_to: '2026-11-30',
        service_types: '1',
      },
      r.partner.token,
    );
    expect(tooMuch.json()).toMatchObject({
      code: 'PROMO_PERCENT_INVALID',
      field: 'value',
      fr_message: 'Choisissez un pourcentage entier de 5 à 50\u00a0%',
    });
    const amount = await saveCode(t, r.partner.token, {
      code: 'MOINS5',
      kind: 'amount',
      value: '5,00',
      applies_to: 'all',
    });
    expect(amount).toMatchObject({ kind: 'amount', value: 5 });
    // Another restaurant may hand out the same word.
    const other = await openRestaurant(t);
    expect((await saveCode(t, other.partner.token, { code: 'BIENVENUE10' })).code).toBe('BIENVENUE10');
    expect((await listCodes(t, r.partner.token)).map((c) => c.code).sort()).toEqual(['BIENVENUE10', 'MOINS5']);
  });

  it('prices an order with its code, shows code and savings on the order, and refuses its rules with their reasons', async () => {
    const r = await openRestaurant(t);
    await saveCode(t, r.partner.token, { code: 'BIENVENUE10' });
    const customer = await verifiedCustomer(t);
    // 3 pints (drinks, left out) + 2 burgers, one free: 10 % of 12,00 € = 1,20 €.
    const placed = await placeWith(t, r, customer.token, { promo_code: 'bienvenue10' });
    expect(placed.data).toMatchObject({ promo_code: 'BIENVENUE10', savings: 1.2, sub_total: 31.8, total: 31.8 });
    expect(placed.data.items.map((line) => [line.totalPrice, line.savings, line.TVA])).toEqual([
      [21, 0, 3.5],
      [10.8, 1.2, 0.98],
    ]);
    const again = await placeWith(t, r, customer.token, { promo_code: 'BIENVENUE10' });
    expect(again).toMatchObject({ code: 'PROMO_ALREADY_USED', field: 'promo_code' });

    await saveCode(t, r.partner.token, { code: 'MIDI', min_subtotal: '40', service_types: '2' });
    const other = await verifiedCustomer(t);
    expect(await placeWith(t, r, other.token, { promo_code: 'MIDI' })).toMatchObject({ code: 'PROMO_NOT_FOR_SERVICE' });
    expect(await placeWith(t, r, other.token, { promo_code: 'MIDI', service_type: 2 })).toMatchObject({
      code: 'PROMO_MIN_SUBTOTAL',
    });
    await saveCode(t, r.partner.token, { code: 'PREMIERE', first_order_only: '1', max_uses_per_customer: '5' });
    expect(await placeWith(t, r, customer.token, { promo_code: 'PREMIERE' })).toMatchObject({
      code: 'PROMO_FIRST_ORDER_ONLY',
    });
    await saveCode(t, r.partner.token, { code: 'NOEL', valid_from: '2026-12-20', valid_to: '2026-12-26' });
    expect(await placeWith(t, r, other.token, { promo_code: 'NOEL' })).toMatchObject({
      code: 'PROMO_EXPIRED',
      fr_message: 'Ce code n’est pas valable aujourd’hui',
    });
    // Nothing refused was written: the restaurant has the one coded order.
    expect((await listCodes(t, r.partner.token)).find((c) => c.code === 'BIENVENUE10')).toMatchObject({
      uses: 1,
      savings: 1.2,
    });
  });

  it('gives a use back when the order is refused or cancelled, never once completed; deleting a used code is refused', async () => {
    const r = await openRestaurant(t);
    const code = await saveCode(t, r.partner.token, { code: 'UNEFOIS', max_uses: '1', max_uses_per_customer: '3' });
    const customer = await verifiedCustomer(t);
    const first = await placeWith(t, r, customer.token, { promo_code: 'UNEFOIS' });
    expect(await placeWith(t, r, customer.token, { promo_code: 'UNEFOIS' })).toMatchObject({ code: 'PROMO_USED_UP' });
    await changeStatus(r.partner.token, first.data.order_id, 3, 'Plus de burgers');
    const second = await placeWith(t, r, customer.token, { promo_code: 'UNEFOIS' });
    expect(second.status).toBe(200);
    await post(t.app, customerApiPaths.cancelOrder, { order_id: second.data.order_id }, customer.token);
    const third = await placeWith(t, r, customer.token, { promo_code: 'UNEFOIS' });
    for (const status of [1, 4, 5]) await changeStatus(r.partner.token, third.data.order_id, status);
    expect((await listCodes(t, r.partner.token))[0]).toMatchObject({ uses: 1, savings: 1.2 });
    expect(await placeWith(t, r, customer.token, { promo_code: 'UNEFOIS' })).toMatchObject({ code: 'PROMO_USED_UP' });
    const refused = await post(t.app, promoApiPaths.deletePromoCode, { promo_id: code.id }, r.partner.token);
    expect(refused.json()).toMatchObject({ code: 'PROMO_IN_USE' });
    const unused = await saveCode(t, r.partner.token, { code: 'JAMAIS' });
    expect(
      (await post(t.app, promoApiPaths.deletePromoCode, { promo_id: unused.id }, r.partner.token)).json(),
    ).toMatchObject({ status: 200 });
  });
});

describe('a customer checking a code', () => {
  it('answers a paused code exactly as one that never existed, and refuses the 11th check of the hour', async () => {
    const r = await openRestaurant(t);
    const code = await saveCode(t, r.partner.token, { code: 'BIENVENUE10' });
    const customer = await verifiedCustomer(t);
    const ask = (c: string) => checkCode(t, customer.token, { restaurant_id: r.publicId, code: c, subtotal: '24,50' });
    expect((await ask('bienvenue10')).json()).toMatchObject({
      status: 200,
      data: { code: 'BIENVENUE10', kind: 'percent', value: 10, applies_to: 'food', savings: 2.45 },
    });
    await post(t.app, promoApiPaths.changePromoCodeStatus, { promo_id: code.id, status: 'paused' }, r.partner.token);
    const paused = (await ask('BIENVENUE10')).json();
    const never = (await ask('JAMAISVU')).json();
    expect(paused).toMatchObject({ code: 'PROMO_UNKNOWN', fr_message: 'Ce code n’est pas valable dans ce restaurant' });
    expect(never).toEqual(paused);
    for (let i = 3; i < PROMO_CHECKS_PER_HOUR; i += 1) expect((await ask(`ESSAI${i}`)).statusCode).toBe(200);
    const eleventh = await ask('BIENVENUE10');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // An hour later, checks are open again.
    t.clock.current += 3_600_000;
    expect((await ask('JAMAISVU')).json()).toMatchObject({ code: 'PROMO_UNKNOWN' });
  });
});
