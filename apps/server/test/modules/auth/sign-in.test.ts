import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { appOfFile, approvedPartner, buildTestApp, post, partnerRow } from '../../helper.js';
import { login, signup } from './auth-helper.js';

const t = appOfFile();

/** A new password for the French number `phone`, with the code the forgotten-password request sent. */
const resetPassword = async (phone: string, otp: string, password: string) =>
  (await post(t.app, apiPaths.resetPassword, { phone, country_code: '33', otp, password })).json();

describe('sign-in', () => {
  it('signs in an approved partner with the data the screens keep', async () => {
    const { form } = await approvedPartner(t);
    const res = (
      await post(t.app, apiPaths.login, { phone: form.phone, country_code: '33', password: form.password, lang: 'en' })
    ).json();
    expect(res).toMatchObject({
      status: 200,
      is_verified: 1,
      admin_aproval: 1,
      imageUrl: '/uploads/',
      data: { name: form.name, address: form.address, logo_image: '', status: 0, id: expect.any(Number) },
    });
    expect(res).not.toHaveProperty('data.password_hash');
  });

  it('says the credentials are wrong for a wrong password and for an unknown phone alike', async () => {
    const { form } = await approvedPartner(t);
    const wrong = (
      await post(t.app, apiPaths.login, { phone: form.phone, country_code: '33', password: 'wrong password' })
    ).json();
    const unknown = (
      await post(t.app, apiPaths.login, { phone: '0788888888', country_code: '33', password: 'whatever1' })
    ).json();
    for (const res of [wrong, unknown]) {
      expect(res).toMatchObject({ status: 201, field: 'password', message: 'Username and password is incorrect' });
    }
  });

  it('an unverified account gets status 201, is_verified 0, a fresh code and a verification-only token', async () => {
    const { form, phone } = await signup(t);
    t.clock.advance(61_000);
    const before = t.transport.sent.length;
    const res = (
      await post(t.app, apiPaths.login, { phone: form.phone, country_code: '33', password: form.password })
    ).json();
    expect(res).toMatchObject({ status: 201, is_verified: 0, code: 'ACCOUNT_NOT_VERIFIED' });
    expect(t.transport.sent.length).toBe(before + 2);
    const verified = (await post(t.app, apiPaths.activate, { otp: t.transport.lastCodeFor(phone) }, res.token)).json();
    expect(verified.status).toBe(200);
  });

  it('an unapproved account gets admin_aproval 0 and no token that opens any partner call', async () => {
    const { form, phone, body } = await signup(t);
    await post(t.app, apiPaths.activate, { otp: t.transport.lastCodeFor(phone) }, body.token);
    const res = (
      await post(t.app, apiPaths.login, { phone: form.phone, country_code: '33', password: form.password })
    ).json();
    expect(res).toMatchObject({ status: 200, admin_aproval: 0, is_verified: 1, token: '', data: null });
    for (const token of [res.token, body.token]) {
      const call = await post(t.app, apiPaths.changeStatus, { status: '1' }, token);
      expect(call.statusCode).toBe(401);
      expect(call.json()).toMatchObject({ status: 201, code: 'UNAUTHORIZED' });
    }
  });

  it('a rejected or suspended account cannot sign in, and suspension ends live sessions', async () => {
    const rejected = await signup(t);
    await t.admin.reject(rejected.phone, 'SIRET introuvable au registre');
    const r = await login(t, rejected.form);
    // The stated reason comes back with the refusal: the partner sees why.
    expect(r).toMatchObject({ status: 201, code: 'ACCOUNT_REJECTED', reason: 'SIRET introuvable au registre' });
    expect(r.message).toContain('Reason: SIRET introuvable au registre');
    expect(r.fr_message).toContain('Motif\u00a0: SIRET introuvable au registre');

    const suspended = await approvedPartner(t);
    await t.admin.suspend(suspended.phone, 'Commandes non honorées');
    expect((await post(t.app, apiPaths.changeStatus, { status: '1' }, suspended.token)).statusCode).toBe(401);
    const s = await login(t, suspended.form);
    expect(s).toMatchObject({ status: 201, code: 'ACCOUNT_SUSPENDED', reason: 'Commandes non honorées' });
  });

  it('limits sign-in attempts per phone number with a 429 and Retry-After', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN_PER_10_MIN: '3' });
    try {
      const attempt = () =>
        post(limited.app, apiPaths.login, { phone: '0611111111', country_code: '33', password: 'guess-guess' });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(200);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect(blocked.json()).toMatchObject({ status: 201, code: 'RATE_LIMITED' });
      const otherPhone = await post(limited.app, apiPaths.login, {
        phone: '0622222222',
        country_code: '33',
        password: 'guess-guess',
      });
      expect(otherPhone.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts failed sign-ins only, and says when to try again', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN_PER_10_MIN: '3' });
    try {
      const { form } = await approvedPartner(limited);
      const signIn = (password: string) =>
        post(limited.app, apiPaths.login, { phone: form.phone, country_code: '33', password });
      // Right passwords use none of the allowance, however many.
      for (let i = 0; i < 5; i += 1) expect((await signIn(form.password)).json()).toMatchObject({ status: 200 });
      limited.clock.advance(3 * 60_000);
      for (let i = 0; i < 3; i += 1) expect((await signIn('wrong password')).statusCode).toBe(200);
      const blocked = await signIn(form.password);
      expect(blocked.statusCode).toBe(429);
      // The window opened with the first sign-in, 7 minutes before it ends.
      expect(blocked.headers['retry-after']).toBe('420');
      expect(blocked.json()).toMatchObject({
        code: 'RATE_LIMITED',
        retry_after: 420,
        message: 'Too many attempts. Please try again in 7 minutes.',
        fr_message: 'Trop de tentatives. Réessayez dans 7\u00a0minutes.',
      });
    } finally {
      await limited.close();
    }
  });
});

describe('session', () => {
  it('switches the restaurant online and offline', async () => {
    const { token, id } = await approvedPartner(t);
    const online = (await post(t.app, apiPaths.changeStatus, { status: '1', lang: 'fr' }, token)).json();
    expect(online).toMatchObject({ status: 200, data: { status: 1 }, fr_message: 'Votre établissement est en ligne.' });
    expect((await partnerRow(t, id))?.status).toBe(1);
    const offline = (await post(t.app, apiPaths.changeStatus, { status: 0 }, token)).json();
    expect(offline).toMatchObject({ status: 200, data: { status: 0 } });
  });

  it('switches only the caller: a restaurants_id in the body is ignored', async () => {
    const a = await approvedPartner(t);
    const b = await approvedPartner(t);
    await post(t.app, apiPaths.changeStatus, { status: '1', restaurants_id: b.id, id: b.id }, a.token);
    expect((await partnerRow(t, a.id))?.status).toBe(1);
    expect((await partnerRow(t, b.id))?.status).toBe(0);
  });

  it('rejects forged, guest and garbage tokens', async () => {
    const guest = (await t.app.inject({ method: 'GET', url: apiPaths.startToken })).json().token;
    for (const token of [guest, 'garbage', `${guest}x`]) {
      expect((await post(t.app, apiPaths.changeStatus, { status: '1' }, token)).statusCode).toBe(401);
    }
  });

  it('logout revokes the token at once', async () => {
    const { token } = await approvedPartner(t);
    expect((await post(t.app, apiPaths.logout, {}, token)).json()).toMatchObject({ status: 200 });
    expect((await post(t.app, apiPaths.changeStatus, { status: '1' }, token)).statusCode).toBe(401);
  });
});

describe('forgot password', () => {
  it('resets the password with the code, revokes earlier tokens, and the new password signs in', async () => {
    const { form, phone, token } = await approvedPartner(t);
    t.clock.advance(61_000);
    const ask = (await post(t.app, apiPaths.forgotPassword, { phone: form.phone, country_code: '33' })).json();
    expect(ask).toMatchObject({ status: 200 });
    const code = t.transport.lastCodeFor(phone);
    const reset = await resetPassword(form.phone, code, 'a brand new secret');
    expect(reset).toMatchObject({ status: 200 });
    expect((await post(t.app, apiPaths.changeStatus, { status: '1' }, token)).statusCode).toBe(401);
    const oldLogin = (
      await post(t.app, apiPaths.login, { phone: form.phone, country_code: '33', password: form.password })
    ).json();
    expect(oldLogin.status).toBe(201);
    const newLogin = (
      await post(t.app, apiPaths.login, { phone: form.phone, country_code: '33', password: 'a brand new secret' })
    ).json();
    expect(newLogin.status).toBe(200);
    const reuse = await resetPassword(form.phone, code, 'another secret!');
    expect(reuse).toMatchObject({ status: 201, code: 'INVALID_OTP' });
  });

  it('a reset code can be asked for right after sign-up: the resend cooldown is per purpose', async () => {
    const { form, phone } = await signup(t);
    const sentBefore = t.transport.sent.filter((m) => m.to === phone).length;
    const ask = (await post(t.app, apiPaths.forgotPassword, { phone: form.phone, country_code: '33' })).json();
    expect(ask).toMatchObject({ status: 200 });
    const again = (await post(t.app, apiPaths.forgotPassword, { phone: form.phone, country_code: '33' })).json();
    expect(again).toEqual(ask);
    expect(t.transport.sent.filter((m) => m.to === phone)).toHaveLength(sentBefore + 1);
  });

  it('a sign-up code cannot reset a password', async () => {
    const { form, phone } = await signup(t);
    const res = await resetPassword(form.phone, t.transport.lastCodeFor(phone), 'a brand new secret');
    expect(res).toMatchObject({ status: 201, code: 'INVALID_OTP' });
  });

  it('requires at least 8 characters for the new password', async () => {
    const { form } = await signup(t);
    const res = await resetPassword(form.phone, '123456', 'short');
    expect(res).toMatchObject({ status: 201, code: 'PASSWORD_TOO_SHORT', field: 'password' });
  });
});
