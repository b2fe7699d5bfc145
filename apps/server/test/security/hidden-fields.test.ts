import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type TOrder, customerApiPaths } from '@portal/contract';
import {
  approvedPartner,
  buildTestApp,
  international,
  newPartnerForm,
  partnerRow,
  post,
  type TestApp,
} from '../helper.js';
import { verifiedCustomer } from '../modules/customers/customer-helper.js';
import { get, itemForm, query } from '../modules/menu/menu-helper.js';
import { orderBody, openRestaurant } from '../modules/orders/orders-helper.js';
import { profileForm, readProfile, saveProfile } from '../modules/restaurant/profile-helper.js';
import { expectUnauthorized, partnerCall } from './security-helper.js';

/**
 * What an attacker who holds a client and reads the API would send beyond the forms: the
 * account's state, another account's or restaurant's ids, prices and totals of their own, and
 * another restaurant's dishes. Every case is a real request.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** Fields no form has, named as the tables and replies name them. */
const accountState = {
  status: 1,
  admin_aproval: 1,
  is_verified: 1,
  suspended: 0,
  current_status: 5,
};

describe('fields a form does not have', () => {
  it('ignores account state sent with the sign-up: the account still waits for its code and approval', async () => {
    const victim = await approvedPartner(t);
    const form = newPartnerForm({ ...accountState, id: victim.id, partner_id: victim.id, restaurant_id: victim.id });
    const signup = (await post(t.app, apiPaths.signup, form)).json();
    expect(signup).toMatchObject({ status: 200 });
    // Unverified: signing in asks for the code and gives no partner token.
    const beforeCode = (
      await post(t.app, apiPaths.login, { phone: form.phone, country_code: '33', password: form.password })
    ).json();
    expect(beforeCode).toMatchObject({ status: 201, code: 'ACCOUNT_NOT_VERIFIED', is_verified: 0, admin_aproval: 0 });
    expectUnauthorized(await partnerCall(t, beforeCode.token), 'verification token of the new account');
    const activated = (
      await post(t.app, apiPaths.activate, { otp: t.transport.lastCodeFor(international(form)) }, signup.token)
    ).json();
    expect(activated).toMatchObject({ status: 200, admin_aproval: 0 });
    const afterCode = (
      await post(t.app, apiPaths.login, { phone: form.phone, country_code: '33', password: form.password })
    ).json();
    expect(afterCode).toMatchObject({ status: 200, token: '', admin_aproval: 0 });
    // The account named by the ids is untouched, and still signs in with its own password.
    expect(await partnerRow(t, victim.id)).toMatchObject({ phone: victim.phone, email: victim.form.email });
    const victimLogin = (
      await post(t.app, apiPaths.login, {
        phone: victim.form.phone,
        country_code: '33',
        password: victim.form.password,
      })
    ).json();
    expect(victimLogin).toMatchObject({ status: 200, data: { id: victim.id } });
  });

  it('ignores account state and another restaurant’s ids in the profile save', async () => {
    const a = await approvedPartner(t);
    const b = await approvedPartner(t);
    const bBefore = await readProfile(t, b.token);
    const res = await saveProfile(
      t,
      a.token,
      profileForm(a, {
        ...accountState,
        id: b.id,
        restaurant_id: b.id,
        partner_id: b.id,
        restaurants_id: b.id,
        public_id: bBefore.public_id,
        logo_image: bBefore.logo_image || 'someone-else.webp',
        paused_until: 0,
        name: 'Chez A, renommé',
      }),
    );
    expect(res.json()).toMatchObject({ status: 200, data: { id: a.id, name: 'Chez A, renommé', status: 0 } });
    const aAfter = await readProfile(t, a.token);
    expect(aAfter).toMatchObject({ id: a.id, status: 0, logo_image: '', name: 'Chez A, renommé' });
    expect(aAfter.public_id).not.toBe(bBefore.public_id);
    expect(await partnerRow(t, a.id)).toMatchObject({ status: 0, admin_aproval: 1, suspended: 0 });
    expect(await readProfile(t, b.token)).toEqual(bBefore);
  });

  it('ignores status and restaurant ids in an item save: the item stays the caller’s, off the menu as it was', async () => {
    const a = await approvedPartner(t);
    const b = await approvedPartner(t);
    const listOf = async (token: string) => (await post(t.app, apiPaths.itemList, { lang: 'fr' }, token)).json();
    const bBefore = await listOf(b.token);
    const hostile = { ...accountState, restaurant_id: b.id, restaurants_id: b.id, partner_id: b.id, sold_out: 1 };
    const created = (
      await post(t.app, apiPaths.saveItem, itemForm({ ...hostile, status: 0, fr_item_name: 'Quenelle' }), a.token)
    ).json();
    expect(created).toMatchObject({ status: 200 });
    const id = created.data.id as number;
    // A new dish is on the menu and on sale, whatever the form claimed.
    const detail = async () => (await get(t.app, query(apiPaths.itemDetail, { id }), a.token)).json().data;
    expect(await detail()).toMatchObject({ id, status: 1, sold_out: 0 });
    await post(t.app, apiPaths.changeItemStatus, { id, status: 0 }, a.token);
    const saved = (
      await post(
        t.app,
        apiPaths.saveItem,
        itemForm({ ...hostile, id, status: 1, fr_item_name: 'Quenelle gratinée' }),
        a.token,
      )
    ).json();
    expect(saved).toMatchObject({ status: 200, data: { id, fr_item_name: 'Quenelle gratinée' } });
    expect(await detail()).toMatchObject({ status: 0, sold_out: 0, fr_item_name: 'Quenelle gratinée' });
    expect((await listOf(a.token)).data.map((item: { id: number }) => item.id)).toContain(id);
    expect(await listOf(b.token)).toEqual(bBefore);
  });

  it('prices an order from the menu and files it under the caller, whatever totals, prices and ids it carries', async () => {
    const r = await openRestaurant(t);
    const buyer = await verifiedCustomer(t, { first_name: 'Inès' });
    const bystander = await verifiedCustomer(t);
    const bystanderOrders = async () => (await get(t.app, customerApiPaths.myOrders, bystander.token)).json();
    const bystanderBefore = await bystanderOrders();
    const lies = {
      price: 0.01,
      unit_price: 0.01,
      totalPrice: 0.01,
      discount: 100,
      TVA: 0,
      TVA_per: 0,
      buy_one_get_one_offer: 1,
    };
    const clean = orderBody(r);
    const hostile = orderBody(r, {
      ...accountState,
      customer_id: bystander.id,
      id: 1,
      order_number: '#999',
      total: 0.01,
      sub_total: 0.01,
      total_amount: 0.01,
      discount: 100,
      service_charges: -50,
      tva_by_rate: { '0': 0 },
      items: clean.items.map((line) => ({ ...line, ...lies })),
    });
    const honest = (await post(t.app, customerApiPaths.placeOrder, clean, buyer.token)).json().data as TOrder;
    const placed = (await post(t.app, customerApiPaths.placeOrder, hostile, buyer.token)).json();
    expect(placed).toMatchObject({ status: 200 });
    const order = placed.data as TOrder;
    // Priced exactly as the same order without the lies.
    const money = (o: TOrder) => ({
      sub_total: o.sub_total,
      TVA: o.TVA,
      tva_by_rate: o.tva_by_rate,
      service_charges: o.service_charges,
      total: o.total,
      items: o.items,
    });
    expect(money(order)).toEqual(money(honest));
    expect(order.total).toBeGreaterThan(1);
    // Each line's unit price is the menu's, as the restaurant's own screen reads it.
    const detail = async (id: number) =>
      (await get(t.app, query(apiPaths.itemDetail, { id }), r.partner.token)).json().data;
    const beer = await detail(r.beer);
    const burger = await detail(r.burger);
    expect(order.items.map((line) => line.price)).toEqual([
      beer.sizes.find((size: { id: number }) => size.id === r.pint).price,
      burger.price,
    ]);
    expect(order.items.map((line) => line.discount)).toEqual([beer.discount, burger.discount]);
    // Waiting, numbered by the restaurant, and the caller's.
    expect(order).toMatchObject({ current_status: 0, customer_first_name: 'Inès' });
    expect(order.order_number).not.toBe('#999');
    expect(order.order_id).not.toBe(1);
    const mine = (await get(t.app, customerApiPaths.myOrders, buyer.token)).json().data as TOrder[];
    expect(mine.map((o) => o.order_id)).toContain(order.order_id);
    expect(await bystanderOrders()).toEqual(bystanderBefore);
  });
  it('refuses another restaurant’s dish, size or add-on in an order, and records nothing at either', async () => {
    const r = await openRestaurant(t);
    const elsewhere = await openRestaurant(t);
    const buyer = await verifiedCustomer(t);
    const refusals: Array<[label: string, items: unknown[], code: string]> = [
      ['a dish of another restaurant', [{ item_id: elsewhere.tart, quantity: 1 }], 'ITEM_UNAVAILABLE'],
      [
        'a size of another restaurant’s dish',
        [{ item_id: r.beer, size_id: elsewhere.half, quantity: 1 }],
        'SIZE_INVALID',
      ],
      [
        'an add-on of another restaurant',
        [
          {
            item_id: r.beer,
            size_id: r.pint,
            quantity: 1,
            addons: [{ items_addon_id: elsewhere.syrup, options: [0] }],
          },
        ],
        'OPTION_INVALID',
      ],
      [
        'an option past the end of the add-on',
        [{ item_id: r.beer, size_id: r.pint, quantity: 1, addons: [{ items_addon_id: r.syrup, options: [99] }] }],
        'OPTION_INVALID',
      ],
    ];
    for (const [label, items, code] of refusals) {
      const res = (await post(t.app, customerApiPaths.placeOrder, orderBody(r, { items }), buyer.token)).json();
      expect(res, label).toMatchObject({ status: 201, code });
    }
    for (const partner of [r.partner, elsewhere.partner]) {
      expect((await get(t.app, apiPaths.orderList, partner.token)).json().data.pagination.total).toBe(0);
    }
    expect((await get(t.app, customerApiPaths.myOrders, buyer.token)).json().data).toEqual([]);
  });
});
