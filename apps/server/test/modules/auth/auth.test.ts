import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { appOfFile, approvedPartner, newPartnerForm, post } from '../../helper.js';
import { signup } from './auth-helper.js';

const t = appOfFile();

describe('start-up token', () => {
  it('hands out a token before sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.startToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, token: expect.stringMatching(/^ey/) });
  });
});

describe('sign-up', () => {
  it('creates the account, sends a 6-digit code by SMS and e-mail, and returns a verification token', async () => {
    const { body, phone, form } = await signup(t);
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
    const { phone } = await signup(t, { phone: '06 55 44 33 22' });
    expect(phone).toBe('+33655443322');
    const row = await t.admin.findByPhone('+33655443322');
    expect(row?.phone).toBe('+33655443322');
  });

  it('refuses an e-mail already used, under the e-mail field, in both languages', async () => {
    const first = await signup(t);
    const { body } = await signup(t, { email: first.form.email.toUpperCase() });
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
      const { body, phone } = await signup(t, { [field]: value });
      expect(body).toMatchObject({ status: 201, code: 'TEXT_INVALID_CHARACTERS', field });
      expect(body.fr_message).toBe('Retirez les caractères invisibles ou de contrôle de ce champ.');
      const saved = await t.app.infra.db.selectFrom('partners').select('id').where('phone', '=', phone).execute();
      expect(saved).toEqual([]);
    }
  });

  it('refuses a phone already used', async () => {
    const first = await signup(t);
    const { body } = await signup(t, { phone: first.form.phone });
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
    const { body } = await signup(t, overrides);
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
    const signupAs = (contentType: string, payload: string) =>
      t.app.inject({ method: 'POST', url: apiPaths.signup, headers: { 'content-type': contentType }, payload });
    const xml = await signupAs('application/xml', '<a/>');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ status: 201, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const huge = await post(t.app, apiPaths.signup, { ...newPartnerForm(), name: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const broken = await signupAs('application/json', '{"name":');
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
    const { body, phone } = await signup(t);
    const res = (await post(t.app, apiPaths.activate, { otp: t.transport.lastCodeFor(phone) }, body.token)).json();
    expect(res).toMatchObject({ status: 200, admin_aproval: 0 });
    const row = await t.admin.findByPhone(phone);
    expect(row).toMatchObject({ is_verified: 1, admin_aproval: 0 });
  });

  it('says the code is incorrect, under the code field', async () => {
    const { body, phone } = await signup(t);
    const wrong = t.transport.lastCodeFor(phone) === '000000' ? '111111' : '000000';
    const res = (await post(t.app, apiPaths.activate, { otp: wrong }, body.token)).json();
    expect(res).toMatchObject({ status: 201, field: 'otp', message: 'Verification code entered is incorrect' });
  });

  it('kills the code after 5 wrong checks: the 6th check fails even with the right code', async () => {
    const { body, phone } = await signup(t);
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
    const { body, phone } = await signup(t);
    const right = t.transport.lastCodeFor(phone);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(right) + i + 1) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(guesses.map((otp) => post(t.app, apiPaths.activate, { otp }, body.token)));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'INVALID_OTP')).toHaveLength(5);
    expect(codes.filter((c) => c === 'OTP_LOCKED')).toHaveLength(7);
  });

  it('refuses a code after 10 minutes', async () => {
    const { body, phone } = await signup(t);
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
    const { form, phone } = await signup(t); // send 1
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
    const { form, phone, body } = await signup(t);
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
    const { form } = await signup(t);
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
