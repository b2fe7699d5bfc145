import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
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
import { customerPhone, newCustomerForm, verifiedCustomer } from '../modules/customers/customer-helper.js';
import { get, itemForm, query } from '../modules/menu/menu-helper.js';
import { orderBody, openRestaurant } from '../modules/orders/orders-helper.js';
import { profileForm, readProfile, saveProfile } from '../modules/restaurant/profile-helper.js';
import { OTP_POLICY } from '../../src/modules/auth/otp-service.js';
import { deriveKey } from '../../src/modules/auth/keys.js';

/**
 * What an attacker who holds a client and reads the API would try: forged and stale tokens,
 * fields the forms do not have, and guessing codes in parallel. Every case is a real request.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Partner = Awaited<ReturnType<typeof approvedPartner>>;
type Customer = Awaited<ReturnType<typeof verifiedCustomer>>;

const partnerCall = (token: string) => get(t.app, query(apiPaths.restaurantDetails, { lang: 'fr' }), token);
const customerCall = (token: string) => get(t.app, customerApiPaths.customerDetails, token);

/** A refusal as every client reads it: 401 in the API's envelope, in both languages. */
function expectUnauthorized(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, label).toBe(401);
  expect(res.json(), label).toMatchObject({
    status: 201,
    code: 'UNAUTHORIZED',
    message: expect.any(String),
    fr_message: expect.any(String),
  });
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** The token's claims signed again with `secret`, changed by `edit`, under `alg`. */
function resign(
  token: string,
  secret: string | Uint8Array,
  edit: Record<string, unknown> = {},
  alg: 'HS256' | 'HS384' | 'HS512' = 'HS256',
) {
  return new SignJWT({ ...claimsOf(token), ...edit })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(typeof secret === 'string' ? new TextEncoder().encode(secret) : secret);
}

/** The key the server signs its tokens with: derived from JWT_SECRET for that purpose. */
const serverKey = () => deriveKey(t.app.config.JWT_SECRET, 'token-signing');

describe('forged and stale tokens', () => {
  let a: Partner;
  let b: Partner;
  let customer: Customer;
  let otherCustomer: Customer;
  beforeAll(async () => {
    a = await approvedPartner(t);
    b = await approvedPartner(t);
    customer = await verifiedCustomer(t);
    otherCustomer = await verifiedCustomer(t);
  });

  /** Forgeries of a live token; each starts from the real token, which keeps working. */
  async function forgeries(token: string, otherAccountId: number): Promise<Array<[string, string]>> {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = claimsOf(token);
    const secret = serverKey();
    const nowSeconds = Math.floor(t.clock.now() / 1000);
    return [
      ['alg none, unsigned', `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`],
      ['alg none, original signature kept', `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`],
      ['signed with another key', await resign(token, `${t.app.config.JWT_SECRET}-not-quite`)],
      // Tokens are signed with a key derived for that purpose, never with the secret itself.
      ['signed with JWT_SECRET itself', await resign(token, t.app.config.JWT_SECRET)],
      ['the server’s key under HS512', await resign(token, secret, {}, 'HS512')],
      [
        'another account’s id in the payload, signature kept',
        `${header}.${b64({ ...claims, sub: String(otherAccountId) })}.${signature}`,
      ],
      [
        'a later expiry in the payload, signature kept',
        `${header}.${b64({ ...claims, exp: nowSeconds + 86_400 * 365 })}.${signature}`,
      ],
      // The session it names is live: only the expiry refuses it.
      [
        'the server’s key, a live session, expired an hour ago',
        await resign(token, secret, { exp: nowSeconds - 3600 }),
      ],
      ['the server’s key, a live session, another issuer', await resign(token, secret, { iss: 'someone-else' })],
    ];
  }

  it('refuses every forgery of a partner token with 401 in the envelope, while the real token works', async () => {
    for (const [label, forged] of await forgeries(a.token, b.id)) expectUnauthorized(await partnerCall(forged), label);
    // The same claims signed properly open the call: the refusals above are the forgery's, not the test's.
    const control = await resign(a.token, serverKey(), { exp: Math.floor(t.clock.now() / 1000) + 600 });
    expect((await partnerCall(control)).json()).toMatchObject({ status: 200, data: { id: a.id } });
    expect((await partnerCall(a.token)).json()).toMatchObject({ status: 200, data: { id: a.id } });
  });

  it('refuses every forgery of a customer token with 401 in the envelope, while the real token works', async () => {
    for (const [label, forged] of await forgeries(customer.token, otherCustomer.id)) {
      expectUnauthorized(await customerCall(forged), label);
    }
    const control = await resign(customer.token, serverKey(), {
      exp: Math.floor(t.clock.now() / 1000) + 600,
    });
    expect((await customerCall(control)).json()).toMatchObject({ status: 200, data: { id: customer.id } });
  });

  it('holds even a token signed with the server’s key to the account and kind of the session it names', async () => {
    const secret = serverKey();
    // A's live session naming B, and each live session presented as the other kind of account.
    expectUnauthorized(await partnerCall(await resign(a.token, secret, { sub: String(b.id) })), 'A’s session as B');
    expectUnauthorized(
      await customerCall(await resign(customer.token, secret, { sub: String(otherCustomer.id) })),
      'a customer’s session as another customer',
    );
    expectUnauthorized(await customerCall(await resign(a.token, secret, { scope: 'customer' })), 'partner as customer');
    expectUnauthorized(
      await partnerCall(await resign(customer.token, secret, { scope: 'partner' })),
      'customer as partner',
    );
    expect((await get(t.app, customerApiPaths.customerDetails, otherCustomer.token)).json().data.id).toBe(
      otherCustomer.id,
    );
  });

  it('ends partner and customer tokens when their lifetime has passed on the server’s clock', async () => {
    const kinds = [
      {
        kind: 'partner',
        hours: t.app.config.PARTNER_TOKEN_TTL_HOURS,
        token: async () => (await approvedPartner(t)).token,
        call: partnerCall,
      },
      {
        kind: 'customer',
        hours: t.app.config.CUSTOMER_TOKEN_TTL_HOURS,
        token: async () => (await verifiedCustomer(t)).token,
        call: customerCall,
      },
    ];
    for (const { kind, hours, token: open, call } of kinds) {
      const token = await open();
      t.clock.advance(hours * 3_600_000 - 60_000);
      expect((await call(token)).json().status, `${kind} token a minute before its end`).toBe(200);
      t.clock.advance(60_001);
      expectUnauthorized(await call(token), `${kind} token past its lifetime`);
    }
  });

  it('refuses a customer token after logout, and every token issued before a password reset', async () => {
    const buyer = await verifiedCustomer(t);
    await post(t.app, customerApiPaths.customerLogout, {}, buyer.token);
    expectUnauthorized(await customerCall(buyer.token), 'customer token after logout');

    // Partner: two devices signed in, then a reset from a third.
    const partner = await approvedPartner(t);
    const signIn = () =>
      post(t.app, apiPaths.login, { phone: partner.form.phone, country_code: '33', password: partner.form.password });
    const secondDevice = (await signIn()).json().token as string;
    await post(t.app, apiPaths.forgotPassword, { phone: partner.form.phone, country_code: '33' });
    const reset = await post(t.app, apiPaths.resetPassword, {
      phone: partner.form.phone,
      country_code: '33',
      otp: t.transport.lastCodeFor(partner.phone),
      password: 'a new partner secret',
    });
    expect(reset.json()).toMatchObject({ status: 200 });
    expectUnauthorized(await partnerCall(partner.token), 'partner token before reset');
    expectUnauthorized(await partnerCall(secondDevice), 'second partner device before reset');

    // Customer: the same.
    const other = await verifiedCustomer(t);
    const phone = { mobileno: other.form.mobileno, country_code: '33' };
    const otherDevice = (
      await post(t.app, customerApiPaths.loginCustomer, { ...phone, password: other.form.password })
    ).json().token as string;
    await post(t.app, customerApiPaths.forgotPassCustomer, phone);
    const changed = await post(t.app, customerApiPaths.forgotPasswordUpdate, {
      ...phone,
      otp: t.transport.lastCodeFor(other.phone),
      password: 'une nouvelle tarte',
    });
    expect(changed.json()).toMatchObject({ status: 200 });
    expectUnauthorized(await customerCall(other.token), 'customer token before reset');
    expectUnauthorized(await customerCall(otherDevice), 'second customer device before reset');
  });
});

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
    expectUnauthorized(await partnerCall(beforeCode.token), 'verification token of the new account');
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

describe('guessing codes in parallel', () => {
  const GUESSES = 100;

  /**
   * 100 wrong guesses at once, then the right code: at most the allowed checks count, and no 5xx.
   * `uniform`: a check addressed by phone answers a locked code as a wrong one (an unknown phone
   * gets that answer too), so only the refused right code shows the lock.
   */
  async function guessAtOnce(right: string, send: (otp: string) => Promise<LightMyRequestResponse>, uniform = false) {
    const guesses = Array.from({ length: GUESSES }, (_, i) =>
      String((Number(right) + i + 1) % 10 ** OTP_POLICY.digits).padStart(OTP_POLICY.digits, '0'),
    );
    const answers = await Promise.all(guesses.map(send));
    expect(answers.map((res) => res.statusCode).filter((code) => code !== 200)).toEqual([]);
    const codes = answers.map((res) => res.json().code as string);
    if (uniform) {
      expect(codes.filter((code) => code === 'INVALID_OTP')).toHaveLength(GUESSES);
    } else {
      expect(codes.filter((code) => code === 'INVALID_OTP')).toHaveLength(OTP_POLICY.maxChecks);
      expect(codes.filter((code) => code === 'OTP_LOCKED')).toHaveLength(GUESSES - OTP_POLICY.maxChecks);
    }
    const afterwards = await send(right);
    expect(afterwards.statusCode).toBe(200);
    expect(afterwards.json()).toMatchObject({
      status: 201,
      code: uniform ? 'INVALID_OTP' : 'OTP_LOCKED',
      field: 'otp',
    });
  }

  it('partner sign-up code: the account stays unverified', async () => {
    const form = newPartnerForm();
    const signup = (await post(t.app, apiPaths.signup, form)).json();
    const phone = international(form);
    await guessAtOnce(t.transport.lastCodeFor(phone), (otp) => post(t.app, apiPaths.activate, { otp }, signup.token));
    const login = (
      await post(t.app, apiPaths.login, { phone: form.phone, country_code: '33', password: form.password })
    ).json();
    expect(login).toMatchObject({ code: 'ACCOUNT_NOT_VERIFIED', is_verified: 0 });
  });

  it('partner reset code: the password is unchanged and every session lives on', async () => {
    const partner = await approvedPartner(t);
    await post(t.app, apiPaths.forgotPassword, { phone: partner.form.phone, country_code: '33' });
    await guessAtOnce(
      t.transport.lastCodeFor(partner.phone),
      (otp) =>
        post(t.app, apiPaths.resetPassword, {
          phone: partner.form.phone,
          country_code: '33',
          otp,
          password: 'taken over at last',
        }),
      true,
    );
    expect((await partnerCall(partner.token)).json()).toMatchObject({ status: 200 });
    const signIn = (password: string) =>
      post(t.app, apiPaths.login, { phone: partner.form.phone, country_code: '33', password });
    expect((await signIn('taken over at last')).json()).toMatchObject({ status: 201, code: 'INVALID_CREDENTIALS' });
    expect((await signIn(partner.form.password)).json()).toMatchObject({ status: 200 });
  });

  it('customer verification code: no token until the owner asks for a new code', async () => {
    const form = newCustomerForm();
    await post(t.app, customerApiPaths.customerRegistration, form);
    const phone = { mobileno: form.mobileno, country_code: '33' };
    await guessAtOnce(
      t.transport.lastCodeFor(customerPhone(form)),
      (otp) => post(t.app, customerApiPaths.verifyCustomer, { ...phone, otp, type: 'customer' }),
      true,
    );
    const login = (await post(t.app, customerApiPaths.loginCustomer, { ...phone, password: form.password })).json();
    expect(login.status).toBe(201);
    expect(login.token ?? '').toBe('');
    // The lock ends with that code: the owner asks for a new one and gets in.
    t.clock.advance(OTP_POLICY.resendCooldownMs + 1000);
    expect((await post(t.app, customerApiPaths.customerResendOtp, { ...phone, type: 'customer' })).json().status).toBe(
      200,
    );
    const fresh = t.transport.lastCodeFor(customerPhone(form));
    const verified = (
      await post(t.app, customerApiPaths.verifyCustomer, { ...phone, otp: fresh, type: 'customer' })
    ).json();
    expect(verified).toMatchObject({ status: 200, token: expect.any(String) });
  });
});
