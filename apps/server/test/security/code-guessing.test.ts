import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, customerApiPaths } from '@portal/contract';
import { approvedPartner, buildTestApp, international, newPartnerForm, post, type TestApp } from '../helper.js';
import { customerPhone, newCustomerForm } from '../modules/customers/customer-helper.js';
import { OTP_POLICY } from '../../src/modules/auth/otp-service.js';
import { partnerCall } from './security-helper.js';

/**
 * What an attacker who holds a client would try with the codes sent by text message: a hundred
 * guesses at once, racing the count of allowed checks. Every case is a real request.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

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
    expect((await partnerCall(t, partner.token)).json()).toMatchObject({ status: 200 });
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
