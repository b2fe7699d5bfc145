import { describe, expect, it } from 'vitest';
import { apiPaths, customerApiPaths } from '@portal/contract';
import { appOfFile, approvedPartner, buildTestApp, post } from '../../helper.js';
import { get } from '../menu/menu-helper.js';
import { customerPhone, newCustomerForm, verifiedCustomer } from './customer-helper.js';

const t = appOfFile();

const phoneOf = (form: { mobileno: string }) => ({ mobileno: form.mobileno, country_code: '33' });
const details = async (token: string) => get(t.app, customerApiPaths.customerDetails, token);
/** A new password for the account of `form`'s number, with a code sent to it. */
const newPassword = async (form: { mobileno: string }, otp: string, password: string) =>
  (await post(t.app, customerApiPaths.forgotPasswordUpdate, { ...phoneOf(form), otp, password })).json();
const sentTo = (to: string) => t.transport.sent.filter((message) => message.to === to);

describe('registration and confirmation', () => {
  it('registers, sends the code by SMS and e-mail, and the code confirms the account and signs in', async () => {
    const form = newCustomerForm();
    const registered = (await post(t.app, customerApiPaths.customerRegistration, form)).json();
    expect(registered).toMatchObject({ status: 200, fr_message: expect.stringContaining('Votre compte a été créé') });
    const phone = customerPhone(form);
    expect(sentTo(phone).map((message) => message.channel)).toEqual(['sms']);
    expect(sentTo(form.email).map((message) => message.channel)).toEqual(['email']);

    const verified = (
      await post(t.app, customerApiPaths.verifyCustomer, { ...phoneOf(form), otp: t.transport.lastCodeFor(phone) })
    ).json();
    expect(verified).toMatchObject({
      status: 200,
      message: 'Your account is confirmed. Welcome!',
      data: {
        first_name: 'Camille',
        last_name: 'Martin',
        email: form.email,
        mobileno: form.mobileno.replace(/^0/, ''),
        country_code: '33',
        birth_date: '1990-05-31',
        is_verified: 1,
        has_password: 1,
      },
    });
    expect((await details(verified.token)).json()).toMatchObject({ status: 200, data: { email: form.email } });
  });

  it('refuses anyone under 18 on the day, and accepts them on their 18th birthday (in France)', async () => {
    const before = t.clock.current;
    t.clock.current = Date.parse('2026-05-30T21:59:00Z'); // 23:59 on 30 May in Paris
    const tooYoung = (
      await post(t.app, customerApiPaths.customerRegistration, newCustomerForm({ birth_date: '2008-05-31' }))
    ).json();
    expect(tooYoung).toMatchObject({
      status: 201,
      code: 'CUSTOMER_TOO_YOUNG',
      field: 'birth_date',
      fr_message: 'Vous devez avoir au moins 18 ans pour créer un compte',
    });
    t.clock.current = Date.parse('2026-05-30T22:00:00Z'); // midnight, 31 May in Paris
    const adult = (
      await post(t.app, customerApiPaths.customerRegistration, newCustomerForm({ birth_date: '31/05/2008' }))
    ).json();
    expect(adult).toMatchObject({ status: 200 });
    // The next tests go on from the fixed instant they started at.
    t.clock.current = before;
  });

  it('refuses a missing or impossible birth date, a taken e-mail or phone, and a short password', async () => {
    const taken = await verifiedCustomer(t);
    // Only an e-mail its holder proved is taken (see contact-claims.test.ts).
    const provenEmail = await verifiedCustomer(t, {}, 'email');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ birth_date: '' }, 'BIRTH_DATE_REQUIRED', 'birth_date'],
      [{ birth_date: '2001-02-30' }, 'BIRTH_DATE_INVALID', 'birth_date'],
      [{ birth_date: 'hier' }, 'BIRTH_DATE_INVALID', 'birth_date'],
      [{ email: provenEmail.form.email }, 'EMAIL_EXISTS', 'email'],
      [{ mobileno: taken.form.mobileno }, 'PHONE_EXISTS', 'mobileno'],
      [{ password: 'court' }, 'PASSWORD_TOO_SHORT', 'password'],
      [{ first_name: '' }, 'REQUIRED', 'first_name'],
    ];
    for (const [overrides, code, field] of cases) {
      const res = (await post(t.app, customerApiPaths.customerRegistration, newCustomerForm(overrides))).json();
      expect(res, code).toMatchObject({ status: 201, code, field });
      expect(res.fr_message, code).not.toBe(res.message);
    }
  });
});

describe('codes', () => {
  async function registered() {
    const form = newCustomerForm();
    await post(t.app, customerApiPaths.customerRegistration, form);
    return { form, phone: customerPhone(form) };
  }

  it('refuses a wrong code, then locks the code after 5 checks even if the 6th is right', async () => {
    const { form, phone } = await registered();
    const right = t.transport.lastCodeFor(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = (await post(t.app, customerApiPaths.verifyCustomer, { ...phoneOf(form), otp: wrong })).json();
      expect(res).toMatchObject({ status: 201, code: 'INVALID_OTP', field: 'otp' });
    }
    // A locked code gets the answer of a wrong one (and of an unknown phone).
    const locked = (await post(t.app, customerApiPaths.verifyCustomer, { ...phoneOf(form), otp: right })).json();
    expect(locked).toMatchObject({ status: 201, code: 'INVALID_OTP', field: 'otp' });
  });

  it('refuses an expired code and a replayed one', async () => {
    const { form, phone } = await registered();
    const code = t.transport.lastCodeFor(phone);
    t.clock.advance(10 * 60_000 + 1);
    expect((await post(t.app, customerApiPaths.verifyCustomer, { ...phoneOf(form), otp: code })).json()).toMatchObject({
      code: 'INVALID_OTP',
    });
    await post(t.app, customerApiPaths.customerResendOtp, { ...phoneOf(form), type: 'customer' });
    const fresh = t.transport.lastCodeFor(phone);
    expect((await post(t.app, customerApiPaths.verifyCustomer, { ...phoneOf(form), otp: fresh })).json().status).toBe(
      200,
    );
    const replayed = (await post(t.app, customerApiPaths.verifyCustomer, { ...phoneOf(form), otp: fresh })).json();
    expect(replayed).toMatchObject({ status: 201, code: 'INVALID_OTP' });
  });

  it('waits 60 s between two sends and allows 5 per 10 minutes, answering as for an unknown phone', async () => {
    const { form, phone } = await registered();
    const sent = () => t.transport.sent.filter((m) => m.to === phone).length;
    const unknown = (
      await post(t.app, customerApiPaths.customerResendOtp, {
        mobileno: '0799999998',
        country_code: '33',
        type: 'customer',
      })
    ).json();
    const early = (
      await post(t.app, customerApiPaths.customerResendOtp, { ...phoneOf(form), type: 'customer' })
    ).json();
    expect(early).toEqual(unknown);
    expect(sent()).toBe(1);
    for (let count = 1; count < 5; count += 1) {
      t.clock.advance(61_000);
      expect(
        (await post(t.app, customerApiPaths.customerResendOtp, { ...phoneOf(form), type: 'customer' })).json().status,
      ).toBe(200);
    }
    t.clock.advance(61_000);
    const capped = (
      await post(t.app, customerApiPaths.customerResendOtp, { ...phoneOf(form), type: 'customer' })
    ).json();
    expect(capped).toEqual(unknown);
    expect(sent()).toBe(5);
  });

  it('keeps the codes of each purpose apart: a sign-in code does not confirm an account', async () => {
    const customer = await verifiedCustomer(t);
    await post(t.app, customerApiPaths.loginCustomer, phoneOf(customer.form));
    const loginCode = t.transport.lastCodeFor(customer.phone);
    const asReset = await newPassword(customer.form, loginCode, 'nouveau mot de passe');
    expect(asReset).toMatchObject({ status: 201, code: 'INVALID_OTP' });
    const signedIn = (
      await post(t.app, customerApiPaths.loginVerify, { ...phoneOf(customer.form), otp: loginCode })
    ).json();
    expect(signedIn).toMatchObject({ status: 200, data: { id: customer.id } });
  });
});

describe('sign-in', () => {
  it('signs in with the password; a wrong one and an unknown phone get the same answer', async () => {
    const customer = await verifiedCustomer(t);
    const ok = (
      await post(t.app, customerApiPaths.loginCustomer, { ...phoneOf(customer.form), password: customer.form.password })
    ).json();
    expect(ok).toMatchObject({ status: 200, is_verified: 1, data: { id: customer.id } });
    const wrong = (
      await post(t.app, customerApiPaths.loginCustomer, { ...phoneOf(customer.form), password: 'pas le bon' })
    ).json();
    const unknown = (
      await post(t.app, customerApiPaths.loginCustomer, { mobileno: '799999999', country_code: '33', password: 'x' })
    ).json();
    expect(wrong).toMatchObject({ status: 201, code: 'INVALID_CREDENTIALS' });
    expect(unknown).toEqual(wrong);
  });

  it('sends an unverified account a fresh code instead of a token', async () => {
    const form = newCustomerForm();
    await post(t.app, customerApiPaths.customerRegistration, form);
    t.clock.advance(61_000);
    const res = (
      await post(t.app, customerApiPaths.loginCustomer, { ...phoneOf(form), password: form.password })
    ).json();
    expect(res).toMatchObject({ status: 201, code: 'CUSTOMER_NOT_VERIFIED', is_verified: 0 });
    expect(res.token).toBeUndefined();
    expect(sentTo(customerPhone(form))).toHaveLength(2);
  });

  it('without a password, sends a sign-in code that loginVerify takes, and tells nothing of unknown phones', async () => {
    const customer = await verifiedCustomer(t);
    const asked = (await post(t.app, customerApiPaths.loginCustomer, phoneOf(customer.form))).json();
    expect(asked).toMatchObject({ status: 200, message: 'A sign-in code was sent to your phone and e-mail.' });
    const before = t.transport.sent.length;
    const unknown = (
      await post(t.app, customerApiPaths.loginCustomer, { mobileno: '798765432', country_code: '33' })
    ).json();
    expect(unknown).toEqual(asked);
    expect(t.transport.sent.length).toBe(before);
    const signedIn = (
      await post(t.app, customerApiPaths.loginVerify, {
        ...phoneOf(customer.form),
        otp: t.transport.lastCodeFor(customer.phone),
      })
    ).json();
    expect(signedIn).toMatchObject({ status: 200, data: { id: customer.id } });
  });

  it('resets the password with the code: every earlier session ends, the new password signs in', async () => {
    const customer = await verifiedCustomer(t);
    await post(t.app, customerApiPaths.forgotPassCustomer, phoneOf(customer.form));
    const code = t.transport.lastCodeFor(customer.phone);
    const changed = await newPassword(customer.form, code, 'nouvelle tarte');
    expect(changed).toMatchObject({ status: 200 });
    expect((await details(customer.token)).statusCode).toBe(401);
    const again = (
      await post(t.app, customerApiPaths.loginCustomer, { ...phoneOf(customer.form), password: 'nouvelle tarte' })
    ).json();
    expect(again.status).toBe(200);
  });

  it('ends the session on logout', async () => {
    const customer = await verifiedCustomer(t);
    expect((await post(t.app, customerApiPaths.customerLogout, {}, customer.token)).json()).toMatchObject({
      status: 200,
    });
    expect((await details(customer.token)).statusCode).toBe(401);
  });

  it('keeps customer and partner tokens apart: neither opens the other’s calls', async () => {
    const customer = await verifiedCustomer(t);
    const partner = await approvedPartner(t);
    expect((await details(partner.token)).statusCode).toBe(401);
    expect((await post(t.app, apiPaths.itemList, { lang: 'fr' }, customer.token)).statusCode).toBe(401);
    expect((await post(t.app, apiPaths.changeStatus, { status: '1' }, customer.token)).statusCode).toBe(401);
  });

  it('throttles sign-in per account and per source address', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN_PER_10_MIN: '3', RATE_LIMIT_LOGIN_PER_IP_PER_10_MIN: '6' });
    try {
      const attempt = (mobileno: string) =>
        post(limited.app, customerApiPaths.loginCustomer, { mobileno, country_code: '33', password: 'devine' });
      for (let i = 0; i < 3; i += 1) expect((await attempt('712345678')).statusCode).toBe(200);
      const perAccount = await attempt('712345678');
      expect(perAccount.statusCode).toBe(429);
      expect(perAccount.headers['retry-after']).toBeDefined();
      // Other phones from the same address: the address budget runs out too.
      for (let i = 0; i < 2; i += 1) expect((await attempt(`71234567${i}`)).statusCode).toBe(200);
      expect((await attempt('712345699')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('own details', () => {
  it('changes the names at once, and a new e-mail only with the code sent to that e-mail', async () => {
    const customer = await verifiedCustomer(t);
    const newEmail = `nouvelle-${customer.form.email}`;
    const edit = (overrides: Record<string, unknown>) =>
      post(
        t.app,
        customerApiPaths.customerEditDetails,
        { ...customer.form, first_name: 'Camille-Anne', email: newEmail, ...overrides },
        customer.token,
      );
    const asked = (await edit({})).json();
    expect(asked).toMatchObject({ status: 201, code: 'CONTACT_CODE_SENT', field: 'otp' });
    // Nothing changed yet; the code went to the new address only.
    expect((await details(customer.token)).json().data).toMatchObject({
      first_name: 'Camille',
      email: customer.form.email,
    });
    expect(sentTo(newEmail)).toHaveLength(1);
    expect(sentTo(customer.phone)).toHaveLength(1);

    const code = t.transport.lastCodeFor(newEmail);
    // The code confirms that address, not another one.
    const other = (await edit({ email: `autre-${customer.form.email}`, otp: code })).json();
    expect(other).toMatchObject({ status: 201 });
    const saved = (await edit({ otp: code })).json();
    expect(saved).toMatchObject({ status: 200, data: { first_name: 'Camille-Anne', email: newEmail } });
  });

  it('changes the password only with the current one, and the change ends other sessions', async () => {
    const customer = await verifiedCustomer(t);
    const otherSession = (
      await post(t.app, customerApiPaths.loginCustomer, { ...phoneOf(customer.form), password: customer.form.password })
    ).json().token;
    const wrong = (
      await post(
        t.app,
        customerApiPaths.customerEditDetails,
        { ...customer.form, current_password: 'faux', new_password: 'un nouveau secret' },
        customer.token,
      )
    ).json();
    expect(wrong).toMatchObject({ status: 201, code: 'CURRENT_PASSWORD_WRONG', field: 'current_password' });
    const changed = (
      await post(
        t.app,
        customerApiPaths.customerEditDetails,
        { ...customer.form, current_password: customer.form.password, new_password: 'un nouveau secret' },
        customer.token,
      )
    ).json();
    expect(changed).toMatchObject({ status: 200, token: expect.any(String) });
    expect((await details(otherSession)).statusCode).toBe(401);
    expect((await details(changed.token)).statusCode).toBe(200);
  });

  it('closes the account with the password: personal details erased, the phone free again, the token dead', async () => {
    const customer = await verifiedCustomer(t);
    const refused = (
      await post(t.app, customerApiPaths.customerCloseAccount, { password: 'faux' }, customer.token)
    ).json();
    expect(refused).toMatchObject({ status: 201, code: 'INVALID_CREDENTIALS' });
    const closed = (
      await post(t.app, customerApiPaths.customerCloseAccount, { password: customer.form.password }, customer.token)
    ).json();
    expect(closed).toMatchObject({ status: 200, fr_message: expect.stringContaining('Votre compte est fermé') });
    expect((await details(customer.token)).statusCode).toBe(401);
    const row = await t.app.infra.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', customer.id)
      .executeTakeFirst();
    expect(row).toMatchObject({
      first_name: '',
      last_name: '',
      email: null,
      phone: null,
      birth_date: '',
      password_hash: '',
    });
    expect(row?.closed_at).toEqual(expect.any(Number));
    const again = (
      await post(t.app, customerApiPaths.customerRegistration, { ...customer.form, first_name: 'Camille' })
    ).json();
    expect(again.status).toBe(200);
  });
});
