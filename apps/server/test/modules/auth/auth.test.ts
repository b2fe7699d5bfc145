import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import {
  approvedPartner,
  buildTestApp,
  international,
  newPartnerForm,
  post,
  type TestApp,
  partnerRow,
} from '../../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function signup(overrides: Record<string, unknown> = {}) {
  const form = newPartnerForm(overrides);
  const body = (await post(t.app, apiPaths.signup, form)).json();
  return { form, body, phone: international(form) };
}

describe('start-up token', () => {
  it('hands out a token before sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.startToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, token: expect.stringMatching(/^ey/) });
  });
});

describe('sign-up', () => {
  it('creates the account, sends a 6-digit code by SMS and e-mail, and returns a verification token', async () => {
    const { body, phone, form } = await signup();
    expect(body).toMatchObject({ status: 200, token: expect.any(String) });
    expect(body.fr_message).toContain('code');
    const sms = t.transport.sent.filter((m) => m.to === phone);
    const mail = t.transport.sent.filter((m) => m.to === form.email);
    expect(sms).toHaveLength(1);
    expect(mail).toHaveLength(1);
    expect(sms[0]!.code).toMatch(/^\d{6}$/);
    expect(sms[0]!.text).toContain(sms[0]!.code);
  });

  it('stores the phone in international form without the leading zero', async () => {
    const { phone } = await signup({ phone: '06 55 44 33 22' });
    expect(phone).toBe('+33655443322');
    const row = await t.admin.findByPhone('+33655443322');
    expect(row?.phone).toBe('+33655443322');
  });

  it('refuses an e-mail already used, under the e-mail field, in both languages', async () => {
    const first = await signup();
    const { body } = await signup({ email: first.form.email.toUpperCase() });
    expect(body).toMatchObject({ status: 201, code: 'EMAIL_EXISTS', field: 'email', message: 'E-mail Already Exists' });
    expect(body.fr_message).toBe('Cette adresse e-mail est déjà utilisée');
  });

  it('refuses control characters, bidirectional overrides and invisible-only names, saving nothing', async () => {
    for (const [field, value] of [
      ['name', 'Chez Paul\u001b[2J\u001b[H Approved'],
      ['name', 'Paul\u0000'],
      ['address', '12 Rue \u202eereicreM, 69002 Lyon'],
      ['name', '\u200b\u2060'],
    ] as const) {
      const { body, phone } = await signup({ [field]: value });
      expect(body).toMatchObject({ status: 201, code: 'TEXT_INVALID_CHARACTERS', field });
      expect(body.fr_message).toBe('Retirez les caractères invisibles ou de contrôle de ce champ.');
      const saved = await t.app.infra.db.selectFrom('partners').select('id').where('phone', '=', phone).execute();
      expect(saved).toEqual([]);
    }
  });

  it('refuses a phone already used', async () => {
    const first = await signup();
    const { body } = await signup({ phone: first.form.phone });
    expect(body).toMatchObject({
      status: 201,
      code: 'PHONE_EXISTS',
      field: 'phone',
      message: 'Mobile No. already Exists',
    });
  });

  it.each([
    [{ name: '' }, 'name', 'REQUIRED', 'Saisissez le nom de l’établissement'],
    [{ email: 'not-an-email' }, 'email', 'EMAIL_INVALID', 'Saisissez une adresse e-mail valide'],
    [{ phone: '1234' }, 'phone', 'PHONE_INVALID', 'Le numéro de téléphone n’est pas valide'],
    [{ phone: '06123456789012' }, 'phone', 'PHONE_INVALID', 'Le numéro de téléphone n’est pas valide'],
    [{ country_code: '+999' }, 'country_code', 'COUNTRY_CODE_INVALID', 'L’indicatif pays n’est pas valide'],
    [{ password: 'short' }, 'password', 'PASSWORD_TOO_SHORT', 'Le mot de passe doit contenir au moins 8 caractères'],
    [{ latitude: '' }, 'latitude', 'ADDRESS_NOT_CHOSEN', 'Choisissez l’adresse parmi les suggestions'],
  ])('rejects %o with a translated message under %s', async (overrides, field, code, frMessage) => {
    const { body } = await signup(overrides);
    expect(body).toMatchObject({ status: 201, field, code, fr_message: frMessage });
    expect(body.message).not.toBe(body.fr_message);
  });

  it('accepts an application/x-www-form-urlencoded post', async () => {
    const form = newPartnerForm();
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.signup,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(Object.entries(form).map(([k, v]): [string, string] => [k, String(v)])).toString(),
    });
    expect(res.json()).toMatchObject({ status: 200 });
  });

  it('answers 415 for a content type it does not read and 413 for a huge body, never a 5xx', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: apiPaths.signup,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ status: 201, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const huge = await post(t.app, apiPaths.signup, { ...newPartnerForm(), name: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const broken = await t.app.inject({
      method: 'POST',
      url: apiPaths.signup,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 201 });
  });

  it('matches API paths case-insensitively', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.startToken.toUpperCase().replace('/API', '/api') });
    expect(res.json()).toMatchObject({ status: 200 });
  });
});

describe('code verification', () => {
  it('verifies with the code sent and leaves the account awaiting approval', async () => {
    const { body, phone } = await signup();
    const res = (await post(t.app, apiPaths.activate, { otp: t.transport.lastCodeFor(phone) }, body.token)).json();
    expect(res).toMatchObject({ status: 200, admin_aproval: 0 });
    const row = await t.admin.findByPhone(phone);
    expect(row).toMatchObject({ is_verified: 1, admin_aproval: 0 });
  });

  it('says the code is incorrect, under the code field', async () => {
    const { body, phone } = await signup();
    const wrong = t.transport.lastCodeFor(phone) === '000000' ? '111111' : '000000';
    const res = (await post(t.app, apiPaths.activate, { otp: wrong }, body.token)).json();
    expect(res).toMatchObject({ status: 201, field: 'otp', message: 'Verification code entered is incorrect' });
  });

  it('kills the code after 5 wrong checks: the 6th check fails even with the right code', async () => {
    const { body, phone } = await signup();
    const right = t.transport.lastCodeFor(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await post(t.app, apiPaths.activate, { otp: wrong }, body.token)).json().code).toBe('INVALID_OTP');
    }
    const sixth = (await post(t.app, apiPaths.activate, { otp: right }, body.token)).json();
    expect(sixth).toMatchObject({ status: 201, code: 'OTP_LOCKED' });
    expect((await t.admin.findByPhone(phone))?.is_verified).toBe(0);
  });

  it('counts concurrent wrong guesses exactly: at most 5 are ever checked', async () => {
    const { body, phone } = await signup();
    const right = t.transport.lastCodeFor(phone);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(right) + i + 1) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(guesses.map((otp) => post(t.app, apiPaths.activate, { otp }, body.token)));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'INVALID_OTP')).toHaveLength(5);
    expect(codes.filter((c) => c === 'OTP_LOCKED')).toHaveLength(7);
  });

  it('refuses a code after 10 minutes', async () => {
    const { body, phone } = await signup();
    const code = t.transport.lastCodeFor(phone);
    t.clock.advance(10 * 60_000 + 1);
    const res = (await post(t.app, apiPaths.activate, { otp: code }, body.token)).json();
    expect(res).toMatchObject({ status: 201, code: 'OTP_EXPIRED' });
  });

  it('needs the verification token: no token is a 401', async () => {
    const res = await post(t.app, apiPaths.activate, { otp: '123456' });
    expect(res.statusCode).toBe(401);
  });
});

describe('sending codes', () => {
  it('enforces the 60 s cooldown and 5 sends per 10 minutes without telling a known phone apart', async () => {
    const { form, phone } = await signup(); // send 1
    const resend = () => post(t.app, apiPaths.resendOtp, { phone: form.phone, country_code: '33', type: 'partner' });
    const sent = () => t.transport.sent.filter((m) => m.to === phone).length;
    // The answer of an unknown phone: nothing goes out, and nothing says so.
    const tooSoon = (await resend()).json();
    expect(tooSoon).toEqual(
      (await post(t.app, apiPaths.resendOtp, { phone: '0799999999', country_code: '33' })).json(),
    );
    expect(sent()).toBe(1);
    for (let send = 2; send <= 5; send += 1) {
      t.clock.advance(61_000);
      expect((await resend()).json()).toMatchObject({ status: 200 });
    }
    t.clock.advance(61_000);
    expect((await resend()).json()).toEqual(tooSoon);
    expect(sent()).toBe(5);
    t.clock.advance(10 * 60_000);
    expect((await resend()).json()).toMatchObject({ status: 200 });
    expect(sent()).toBe(6);
  });

  it('only the newest code works after a resend', async () => {
    const { form, phone, body } = await signup();
    const first = t.transport.lastCodeFor(phone);
    t.clock.advance(61_000);
    await post(t.app, apiPaths.resendOtp, { phone: form.phone, country_code: '+33' });
    const second = t.transport.lastCodeFor(phone);
    if (first !== second) {
      expect((await post(t.app, apiPaths.activate, { otp: first }, body.token)).json().code).toBe('INVALID_OTP');
    }
    expect((await post(t.app, apiPaths.activate, { otp: second }, body.token)).json().status).toBe(200);
  });

  it('reports a code that could not be delivered on either channel', async () => {
    const { form } = await signup();
    t.clock.advance(61_000);
    t.transport.failNext = 2;
    const res = (await post(t.app, apiPaths.resendOtp, { phone: form.phone, country_code: '+33' })).json();
    expect(res).toMatchObject({ status: 201, code: 'CODE_NOT_DELIVERED' });
  });

  it('answers alike for an unknown phone and a verified account, and sends them nothing', async () => {
    const verified = await approvedPartner(t);
    const sentBefore = t.transport.sent.length;
    const unknown = (await post(t.app, apiPaths.resendOtp, { phone: '0799999999', country_code: '+33' })).json();
    const known = (await post(t.app, apiPaths.resendOtp, { phone: verified.form.phone, country_code: '+33' })).json();
    expect(unknown).toEqual(known);
    expect(unknown).toMatchObject({ status: 200 });
    const forgotUnknown = (
      await post(t.app, apiPaths.forgotPassword, { phone: '0799999998', country_code: '+33' })
    ).json();
    expect(forgotUnknown).toMatchObject({ status: 200, message: expect.any(String), fr_message: expect.any(String) });
    expect(t.transport.sent.length).toBe(sentBefore);
    const reset = (
      await post(t.app, apiPaths.resetPassword, {
        phone: '0799999998',
        country_code: '+33',
        otp: '123456',
        password: 'new password 1',
      })
    ).json();
    expect(reset).toMatchObject({ status: 201, code: 'INVALID_OTP', field: 'otp' });
  });
});

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
    const { form, phone } = await signup();
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
    const { form, phone, body } = await signup();
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
    const rejected = await signup();
    await t.admin.reject(rejected.phone, 'SIRET introuvable au registre');
    const r = (
      await post(t.app, apiPaths.login, {
        phone: rejected.form.phone,
        country_code: '33',
        password: rejected.form.password,
      })
    ).json();
    // The stated reason comes back with the refusal: the partner sees why.
    expect(r).toMatchObject({ status: 201, code: 'ACCOUNT_REJECTED', reason: 'SIRET introuvable au registre' });
    expect(r.message).toContain('Reason: SIRET introuvable au registre');
    expect(r.fr_message).toContain('Motif\u00a0: SIRET introuvable au registre');

    const suspended = await approvedPartner(t);
    await t.admin.suspend(suspended.phone, 'Commandes non honorées');
    expect((await post(t.app, apiPaths.changeStatus, { status: '1' }, suspended.token)).statusCode).toBe(401);
    const s = (
      await post(t.app, apiPaths.login, {
        phone: suspended.form.phone,
        country_code: '33',
        password: suspended.form.password,
      })
    ).json();
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
    const reset = (
      await post(t.app, apiPaths.resetPassword, {
        phone: form.phone,
        country_code: '33',
        otp: code,
        password: 'a brand new secret',
      })
    ).json();
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
    const reuse = (
      await post(t.app, apiPaths.resetPassword, {
        phone: form.phone,
        country_code: '33',
        otp: code,
        password: 'another secret!',
      })
    ).json();
    expect(reuse).toMatchObject({ status: 201, code: 'INVALID_OTP' });
  });

  it('a reset code can be asked for right after sign-up: the resend cooldown is per purpose', async () => {
    const { form, phone } = await signup();
    const sentBefore = t.transport.sent.filter((m) => m.to === phone).length;
    const ask = (await post(t.app, apiPaths.forgotPassword, { phone: form.phone, country_code: '33' })).json();
    expect(ask).toMatchObject({ status: 200 });
    const again = (await post(t.app, apiPaths.forgotPassword, { phone: form.phone, country_code: '33' })).json();
    expect(again).toEqual(ask);
    expect(t.transport.sent.filter((m) => m.to === phone)).toHaveLength(sentBefore + 1);
  });

  it('a sign-up code cannot reset a password', async () => {
    const { form, phone } = await signup();
    const res = (
      await post(t.app, apiPaths.resetPassword, {
        phone: form.phone,
        country_code: '33',
        otp: t.transport.lastCodeFor(phone),
        password: 'a brand new secret',
      })
    ).json();
    expect(res).toMatchObject({ status: 201, code: 'INVALID_OTP' });
  });

  it('requires at least 8 characters for the new password', async () => {
    const { form } = await signup();
    const res = (
      await post(t.app, apiPaths.resetPassword, {
        phone: form.phone,
        country_code: '33',
        otp: '123456',
        password: 'short',
      })
    ).json();
    expect(res).toMatchObject({ status: 201, code: 'PASSWORD_TOO_SHORT', field: 'password' });
  });
});
