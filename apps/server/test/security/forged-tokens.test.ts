import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, customerApiPaths } from '@portal/contract';
import { approvedPartner, buildTestApp, post, type TestApp } from '../helper.js';
import { verifiedCustomer } from '../modules/customers/customer-helper.js';
import { get } from '../modules/menu/menu-helper.js';
import { deriveKey } from '../../src/modules/auth/keys.js';
import { customerCall, expectUnauthorized, partnerCall } from './security-helper.js';

/**
 * What an attacker who holds a client and reads the API would try with tokens: forged, signed
 * with the wrong key or algorithm, another account's, expired, or issued before a logout or a
 * password reset. Every case is a real request.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Partner = Awaited<ReturnType<typeof approvedPartner>>;
type Customer = Awaited<ReturnType<typeof verifiedCustomer>>;

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
    for (const [label, forged] of await forgeries(a.token, b.id))
      expectUnauthorized(await partnerCall(t, forged), label);
    // The same claims signed properly open the call: the refusals above are the forgery's, not the test's.
    const control = await resign(a.token, serverKey(), { exp: Math.floor(t.clock.now() / 1000) + 600 });
    expect((await partnerCall(t, control)).json()).toMatchObject({ status: 200, data: { id: a.id } });
    expect((await partnerCall(t, a.token)).json()).toMatchObject({ status: 200, data: { id: a.id } });
  });

  it('refuses every forgery of a customer token with 401 in the envelope, while the real token works', async () => {
    for (const [label, forged] of await forgeries(customer.token, otherCustomer.id)) {
      expectUnauthorized(await customerCall(t, forged), label);
    }
    const control = await resign(customer.token, serverKey(), {
      exp: Math.floor(t.clock.now() / 1000) + 600,
    });
    expect((await customerCall(t, control)).json()).toMatchObject({ status: 200, data: { id: customer.id } });
  });

  it('holds even a token signed with the server’s key to the account and kind of the session it names', async () => {
    const secret = serverKey();
    // A's live session naming B, and each live session presented as the other kind of account.
    expectUnauthorized(await partnerCall(t, await resign(a.token, secret, { sub: String(b.id) })), 'A’s session as B');
    expectUnauthorized(
      await customerCall(t, await resign(customer.token, secret, { sub: String(otherCustomer.id) })),
      'a customer’s session as another customer',
    );
    expectUnauthorized(
      await customerCall(t, await resign(a.token, secret, { scope: 'customer' })),
      'partner as customer',
    );
    expectUnauthorized(
      await partnerCall(t, await resign(customer.token, secret, { scope: 'partner' })),
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
        call: (token: string) => partnerCall(t, token),
      },
      {
        kind: 'customer',
        hours: t.app.config.CUSTOMER_TOKEN_TTL_HOURS,
        token: async () => (await verifiedCustomer(t)).token,
        call: (token: string) => customerCall(t, token),
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
    expectUnauthorized(await customerCall(t, buyer.token), 'customer token after logout');

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
    expectUnauthorized(await partnerCall(t, partner.token), 'partner token before reset');
    expectUnauthorized(await partnerCall(t, secondDevice), 'second partner device before reset');

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
    expectUnauthorized(await customerCall(t, other.token), 'customer token before reset');
    expectUnauthorized(await customerCall(t, otherDevice), 'second customer device before reset');
  });
});
