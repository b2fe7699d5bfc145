import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { verifiedCustomer } from '../../modules/customers/customer-helper.js';
import { approvedPartner, buildTestApp, newPartnerForm, post, type TestApp } from '../../helper.js';
import { CUSTOMER_ROUTES } from './customer-attacks.js';
import { anonymousRequest, METRICS_TOKEN, protectedRoutesOf, VERIFICATION_ROUTES } from './route-table.js';

/**
 * Every route that is not in the public list refuses a missing, forged, tampered or revoked
 * token with 401, before it reads the request, and a token of the wrong kind of account too.
 */

let t: TestApp;
let a: Awaited<ReturnType<typeof approvedPartner>>;
let protectedRoutes: string[];
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN });
  a = await approvedPartner(t, { name: 'Chez A' });
  protectedRoutes = protectedRoutesOf(t);
});
afterAll(async () => t.close());

describe('every protected route without a valid token of its kind', () => {
  it('refuses every protected route without a token, with a garbage token, and with a bad body: 401 before validation', async () => {
    for (const route of protectedRoutes) {
      for (const headers of [{}, { token: 'not-a-token' }, { authorization: 'Bearer nope' }] as Array<
        Record<string, string>
      >) {
        const res = await t.app.inject(anonymousRequest(route, headers));
        expect(res.statusCode, route).toBe(401);
        expect(res.json(), route).toMatchObject({ status: 201, code: 'UNAUTHORIZED' });
      }
    }
  });

  it('refuses a tampered token (payload or signature changed) on every protected route', async () => {
    const [header, payload, signature] = a.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sid: 'someone-else' })).toString('base64url');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const token of [
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${header}.${payload}.`,
    ]) {
      for (const route of protectedRoutes) {
        expect((await t.app.inject(anonymousRequest(route, { token }))).statusCode, route).toBe(401);
      }
    }
  });

  it('refuses a revoked token and a verification token on every partner route', async () => {
    const c = await approvedPartner(t);
    expect((await post(t.app, apiPaths.logout, {}, c.token)).json()).toMatchObject({ status: 200 });
    const verification = (await post(t.app, apiPaths.signup, newPartnerForm())).json().token as string;
    for (const route of protectedRoutes.filter((r) => !VERIFICATION_ROUTES.has(r))) {
      for (const token of [c.token, verification]) {
        expect((await t.app.inject(anonymousRequest(route, { token }))).statusCode, route).toBe(401);
      }
    }
    // The verification route takes no partner token either.
    for (const route of VERIFICATION_ROUTES) {
      expect((await t.app.inject(anonymousRequest(route, { token: a.token }))).statusCode, route).toBe(401);
    }
  });

  it('opens no customer call with a partner token and no partner call with a customer token', async () => {
    const customer = await verifiedCustomer(t);
    for (const route of protectedRoutes) {
      const token = CUSTOMER_ROUTES.has(route) ? a.token : customer.token;
      const res = await t.app.inject(anonymousRequest(route, { token }));
      expect(res.statusCode, route).toBe(401);
    }
  });
});
