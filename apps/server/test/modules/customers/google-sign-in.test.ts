import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { customerApiPaths } from '@portal/contract';
import { buildTestApp, post, type TestApp } from '../../helper.js';
import { get } from '../menu/menu-helper.js';
import { verifiedCustomer } from './customer-helper.js';

/*
 * Google sign-in against a local key server that plays Google's published keys, with an RSA key
 * of this test's own: a token it signs is a "Google" token; anything else is a forgery.
 */

const CLIENT_ID = 'portal-app.apps.googleusercontent.com';
let keyServer: Server;
let google: Awaited<ReturnType<typeof generateKeyPair>>;
let impostor: Awaited<ReturnType<typeof generateKeyPair>>;
let t: TestApp;
let keyRequests = 0;

beforeAll(async () => {
  google = await generateKeyPair('RS256');
  impostor = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(google.publicKey)), kid: 'google-key-1', alg: 'RS256', use: 'sig' };
  keyServer = createServer((_request, response) => {
    keyRequests += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  const { port } = keyServer.address() as AddressInfo;
  t = await buildTestApp({ GOOGLE_CLIENT_IDS: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs` });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => keyServer.close(resolve));
});

let subject = 0;
/** An ID token as Google issues it, signed with `key` (Google's by default). */
async function idToken(claims: JWTPayload = {}, key = google.privateKey, kid = 'google-key-1'): Promise<string> {
  subject += 1;
  const now = Math.floor(t.clock.current / 1000);
  return new SignJWT({
    email: `google-user-${process.pid}-${subject}@gmail.com`,
    email_verified: true,
    given_name: 'Léa',
    family_name: 'Dubois',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setSubject(String(claims.sub ?? `google-${process.pid}-${subject}`))
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(key);
}

const signIn = (body: Record<string, unknown>) =>
  post(t.app, customerApiPaths.socialSiteLogin, { provider: 'google', ...body }).then((res) => res.json());

describe('Google sign-in', () => {
  it('creates an adult customer from a valid token, then signs the same person in again', async () => {
    const token = await idToken({ sub: 'google-lea' });
    const needsBirthDate = await signIn({ id_token: token });
    expect(needsBirthDate).toMatchObject({ status: 201, code: 'BIRTH_DATE_REQUIRED', field: 'birth_date' });
    const tooYoung = await signIn({ id_token: token, birth_date: '2015-01-01' });
    expect(tooYoung).toMatchObject({ status: 201, code: 'CUSTOMER_TOO_YOUNG' });

    const created = await signIn({ id_token: token, birth_date: '1994-07-14' });
    expect(created).toMatchObject({
      status: 200,
      data: { first_name: 'Léa', last_name: 'Dubois', is_verified: 1, has_password: 0, mobileno: null },
    });
    expect((await get(t.app, customerApiPaths.customerDetails, created.token)).statusCode).toBe(200);
    const again = await signIn({ id_token: await idToken({ sub: 'google-lea' }) });
    expect(again).toMatchObject({ status: 200, data: { id: created.data.id } });
  });

  it('links to the customer who proved, with the code sent to it, the e-mail Google confirms', async () => {
    const customer = await verifiedCustomer(t, {}, 'email');
    const linked = await signIn({ id_token: await idToken({ email: customer.form.email }) });
    expect(linked).toMatchObject({ status: 200, data: { id: customer.id, first_name: 'Camille' } });
  });

  it('refuses the takeover: an account that never proved the e-mail is not linked, and loses the e-mail to Google’s user', async () => {
    // The attacker registers with the victim's address, their own phone and password, and
    // confirms with the SMS code (the e-mail's code went to the victim's mailbox).
    const attacker = await verifiedCustomer(t, { email: `victim-${process.pid}@gmail.com` });
    const victimToken = await idToken({ sub: 'google-victim', email: attacker.form.email });
    const victim = await signIn({ id_token: victimToken, birth_date: '1990-01-01' });
    expect(victim).toMatchObject({ status: 200, data: { email: attacker.form.email } });
    expect(victim.data.id).not.toBe(attacker.id);
    const rows = await t.app.infra.db
      .selectFrom('customers')
      .select(['id', 'google_sub', 'email', 'email_verified'])
      .where((eb) => eb.or([eb('google_sub', '=', 'google-victim'), eb('id', '=', attacker.id)]))
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: attacker.id, google_sub: null, email: null, email_verified: 0 },
      { id: victim.data.id, google_sub: 'google-victim', email: attacker.form.email, email_verified: 1 },
    ]);
    // The attacker's password opens only the attacker's account, now without the address.
    const login = await post(t.app, customerApiPaths.loginCustomer, {
      mobileno: attacker.form.mobileno,
      country_code: '33',
      password: attacker.form.password,
    });
    expect(login.json()).toMatchObject({ status: 200, data: { id: attacker.id, email: null } });
  });

  it('requires exp and iat, and checks azp when the token names several clients', async () => {
    const now = Math.floor(t.clock.current / 1000);
    const base = () =>
      new SignJWT({ email: `claims-${process.pid}@gmail.com`, email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: 'google-key-1' })
        .setIssuer('https://accounts.google.com')
        .setSubject('google-claims');
    const noExp = await base().setAudience(CLIENT_ID).setIssuedAt(now).sign(google.privateKey);
    const noIat = await base()
      .setAudience(CLIENT_ID)
      .setExpirationTime(now + 3600)
      .sign(google.privateKey);
    // Meant for two clients at once: `azp` names the one it was issued to.
    const issuedTo = (azp: string) =>
      new SignJWT({ email: `claims-${process.pid}@gmail.com`, email_verified: true, azp })
        .setProtectedHeader({ alg: 'RS256', kid: 'google-key-1' })
        .setIssuer('https://accounts.google.com')
        .setSubject('google-claims')
        .setAudience([CLIENT_ID, 'other.apps.googleusercontent.com'])
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(google.privateKey);
    const otherParty = await issuedTo('other.apps.googleusercontent.com');
    for (const token of [noExp, noIat, otherParty]) {
      expect(await signIn({ id_token: token, birth_date: '1990-01-01' })).toMatchObject({
        status: 201,
        code: 'SOCIAL_TOKEN_INVALID',
      });
    }
    const ours = await issuedTo(CLIENT_ID);
    expect(await signIn({ id_token: ours, birth_date: '1990-01-01' })).toMatchObject({ status: 200 });
  });

  it('refuses a forged, expired, wrong-audience, wrong-issuer and alg:none token', async () => {
    const now = Math.floor(t.clock.current / 1000);
    const forged = await idToken({}, impostor.privateKey);
    const expired = await new SignJWT({ email: 'late@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-key-1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('google-late')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(google.privateKey);
    const otherApp = await new SignJWT({ email: 'other@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-key-1' })
      .setIssuer('https://accounts.google.com')
      .setAudience('someone-else.apps.googleusercontent.com')
      .setSubject('google-other')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(google.privateKey);
    const otherIssuer = await new SignJWT({ email: 'issuer@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-key-1' })
      .setIssuer('https://evil.example')
      .setAudience(CLIENT_ID)
      .setSubject('google-issuer')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(google.privateKey);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: 'google-none',
      email: 'none@gmail.com',
      email_verified: true,
      iat: now,
      exp: now + 3600,
    })}.`;
    for (const token of [forged, expired, otherApp, otherIssuer, unsigned, 'not-a-token']) {
      const res = await signIn({ id_token: token, birth_date: '1990-01-01' });
      expect(res, token.slice(0, 20)).toMatchObject({ status: 201, code: 'SOCIAL_TOKEN_INVALID', field: 'id_token' });
    }
    const count = await t.app.infra.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('google_sub', 'in', ['google-late', 'google-other', 'google-issuer', 'google-none'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('asks Google for its keys once, not for every sign-in', async () => {
    const before = keyRequests;
    for (let i = 0; i < 3; i += 1) await signIn({ id_token: await idToken(), birth_date: '1990-01-01' });
    expect(keyRequests - before).toBeLessThanOrEqual(1);
  });

  it('refuses an e-mail Google has not confirmed, and any other provider', async () => {
    const unconfirmed = await signIn({ id_token: await idToken({ email_verified: false }), birth_date: '1990-01-01' });
    expect(unconfirmed).toMatchObject({ status: 201, code: 'SOCIAL_EMAIL_UNVERIFIED' });
    const facebook = await signIn({ provider: 'facebook', id_token: 'whatever' });
    expect(facebook).toMatchObject({
      status: 201,
      code: 'SOCIAL_PROVIDER_NOT_SUPPORTED',
      field: 'provider',
      fr_message: expect.stringContaining('n’est pas pris en charge'),
    });
  });
});
