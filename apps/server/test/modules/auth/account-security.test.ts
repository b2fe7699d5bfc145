import { describe, expect, it } from 'vitest';
import { apiPaths, customerApiPaths } from '@portal/contract';
import { appOfFile, approvedPartner, international, newPartnerForm, post, partnerRow } from '../../helper.js';
import { customerPhone, newCustomerForm, verifiedCustomer } from '../customers/customer-helper.js';
import { get } from '../menu/menu-helper.js';

/*
 * Account security: a code proves only the channel it went to, contact changes cannot pump text
 * messages, code checks and code requests say nothing of which phones have an account, and the
 * partner's draw cookie.
 */

const t = appOfFile();

const customerRow = (id: number) =>
  t.app.infra.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const phoneOf = (form: { mobileno: string }) => ({ mobileno: form.mobileno, country_code: '33' });
const smsTo = (phone: string) => t.transport.sent.filter((m) => m.to === phone && m.channel === 'sms');

describe('a code proves the channel it went to', () => {
  it('sends a customer different codes by SMS and e-mail; the e-mail code proves the e-mail only', async () => {
    const form = newCustomerForm();
    await post(t.app, customerApiPaths.customerRegistration, form);
    const bySms = t.transport.lastCodeFor(customerPhone(form));
    const byEmail = t.transport.lastCodeFor(form.email);
    expect(bySms).not.toBe(byEmail);
    const verified = (
      await post(t.app, customerApiPaths.verifyCustomer, { ...phoneOf(form), otp: byEmail, type: 'customer' })
    ).json();
    expect(verified).toMatchObject({ status: 200, data: { is_verified: 1 } });
    expect(await customerRow(verified.data.id)).toMatchObject({ email_verified: 1, phone_verified: 0 });
    // One confirmation per send: the SMS code of the same send is spent.
    const late = (
      await post(t.app, customerApiPaths.verifyCustomer, { ...phoneOf(form), otp: bySms, type: 'login' })
    ).json();
    expect(late).toMatchObject({ status: 201, code: 'INVALID_OTP' });
  });

  it('a partner confirmed by the SMS code has proven the phone, not the e-mail', async () => {
    const form = newPartnerForm();
    const signup = (await post(t.app, apiPaths.signup, form)).json();
    const bySms = t.transport.lastCodeFor(international(form));
    expect(bySms).not.toBe(t.transport.lastCodeFor(form.email.toLowerCase()));
    expect((await post(t.app, apiPaths.activate, { otp: bySms }, signup.token)).json()).toMatchObject({ status: 200 });
    const row = await t.app.infra.db
      .selectFrom('partners')
      .selectAll()
      .where('phone', '=', international(form))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_verified: 1, phone_verified: 1, email_verified: 0 });
  });

  it('a phone confirmed only by the e-mail copy goes to whoever proves it by SMS', async () => {
    const owner = await verifiedCustomer(t);
    // Someone registers with the owner's new number and confirms with the e-mail code.
    const newNumber = newCustomerForm();
    const squatter = newCustomerForm({ mobileno: newNumber.mobileno });
    await post(t.app, customerApiPaths.customerRegistration, squatter);
    const squat = (
      await post(t.app, customerApiPaths.verifyCustomer, {
        ...phoneOf(squatter),
        otp: t.transport.lastCodeFor(squatter.email),
        type: 'customer',
      })
    ).json();
    expect(squat).toMatchObject({ status: 200 });
    const change = { ...owner.form, ...phoneOf(newNumber), current_password: owner.form.password };
    const asked = (await post(t.app, customerApiPaths.customerEditDetails, change, owner.token)).json();
    expect(asked).toMatchObject({ status: 201, code: 'CONTACT_CODE_SENT' });
    const otp = t.transport.lastCodeFor(customerPhone(newNumber));
    const saved = (await post(t.app, customerApiPaths.customerEditDetails, { ...change, otp }, owner.token)).json();
    expect(saved).toMatchObject({ status: 200, data: { mobileno: newNumber.mobileno.replace(/^0/, '') } });
    expect(await customerRow(owner.id)).toMatchObject({ phone: customerPhone(newNumber), phone_verified: 1 });
    expect(await customerRow(squat.data.id)).toMatchObject({ phone: null });
  });
});

describe('contact changes cannot pump text messages', () => {
  it('a new phone needs the current password and a number in the countries served', async () => {
    const customer = await verifiedCustomer(t);
    const next = newCustomerForm();
    const change = { ...customer.form, ...phoneOf(next) };
    const noPassword = (await post(t.app, customerApiPaths.customerEditDetails, change, customer.token)).json();
    expect(noPassword).toMatchObject({ status: 201, code: 'CURRENT_PASSWORD_REQUIRED', field: 'current_password' });
    const wrong = (
      await post(
        t.app,
        customerApiPaths.customerEditDetails,
        { ...change, current_password: 'pas le bon' },
        customer.token,
      )
    ).json();
    expect(wrong).toMatchObject({ status: 201, code: 'CURRENT_PASSWORD_WRONG' });
    const abroad = (
      await post(
        t.app,
        customerApiPaths.customerEditDetails,
        { ...change, country_code: '44', mobileno: '7700900123', current_password: customer.form.password },
        customer.token,
      )
    ).json();
    expect(abroad).toMatchObject({ status: 201, code: 'PHONE_COUNTRY_NOT_SERVED' });
    expect(abroad.fr_message).toMatch(/outre-mer/);
    expect(smsTo(customerPhone(next))).toHaveLength(0);
    expect(smsTo('+447700900123')).toHaveLength(0);
  });

  it('an account may try three new numbers a day', async () => {
    const customer = await verifiedCustomer(t);
    const numbers = [newCustomerForm(), newCustomerForm(), newCustomerForm(), newCustomerForm()];
    const ask = (form: { mobileno: string }) =>
      post(
        t.app,
        customerApiPaths.customerEditDetails,
        { ...customer.form, ...phoneOf(form), current_password: customer.form.password },
        customer.token,
      ).then((res) => res.json());
    for (const form of numbers.slice(0, 3)) expect(await ask(form)).toMatchObject({ code: 'CONTACT_CODE_SENT' });
    expect(await ask(numbers[3]!)).toMatchObject({ status: 201, code: 'CONTACT_CHANGE_LIMIT' });
    expect(smsTo(customerPhone(numbers[3]!))).toHaveLength(0);
    t.clock.advance(24 * 60 * 60_000 + 1000);
    expect(await ask(numbers[3]!)).toMatchObject({ code: 'CONTACT_CODE_SENT' });
  });

  it('partner: a new phone needs the current password, then falls under the same rules', async () => {
    const partner = await approvedPartner(t);
    const { auth } = t.app;
    const next = international(newPartnerForm());
    await expect(
      auth.service.confirmContactChange(partner.id, { email: null, phone: next }, null, 'fr'),
    ).rejects.toMatchObject({ code: 'CURRENT_PASSWORD_REQUIRED' });
    await expect(
      auth.service.confirmContactChange(
        partner.id,
        { email: null, phone: '+15550100' },
        null,
        'fr',
        partner.form.password,
      ),
    ).rejects.toMatchObject({ code: 'PHONE_COUNTRY_NOT_SERVED' });
    // With the password: the code goes to the new phone first, then confirms the change.
    const change = (otp: string | null) =>
      auth.service.confirmContactChange(partner.id, { email: null, phone: next }, otp, 'fr', partner.form.password);
    expect(await change(null)).toMatchObject({ confirmed: false, reply: { code: 'CONTACT_CODE_SENT' } });
    expect(await change(t.transport.lastCodeFor(next))).toEqual({ confirmed: true });
    expect(await partnerRow(t, partner.id)).toMatchObject({ phone_verified: 1 });
  });
});

describe('one account or number uses a small share of the hourly SMS budget', () => {
  // A budget of 40 an hour: one account or number may use 2 of them.
  const small = appOfFile({ SMS_HOURLY_BUDGET: '40' });

  it('past its share, an account’s codes go by e-mail only', async () => {
    const customer = await verifiedCustomer(small);
    const sms = () => small.transport.sent.filter((m) => m.to === customer.phone && m.channel === 'sms').length;
    expect(sms()).toBe(1);
    for (let i = 0; i < 3; i += 1) {
      small.clock.advance(61_000);
      expect((await post(small.app, customerApiPaths.loginCustomer, phoneOf(customer.form))).json()).toMatchObject({
        status: 200,
      });
    }
    expect(sms()).toBe(2);
    expect(small.transport.sent.filter((m) => m.to === customer.form.email).length).toBe(4);
  });
});

describe('nothing tells which phones have an account', () => {
  it('a known phone with an expired, spent or locked code gets the answer of an unknown phone', async () => {
    const customer = await verifiedCustomer(t);
    await post(t.app, customerApiPaths.loginCustomer, phoneOf(customer.form));
    t.clock.advance(10 * 60_000 + 1);
    const unknown = newCustomerForm();
    for (const path of [customerApiPaths.loginVerify, customerApiPaths.verifyCustomer]) {
      const known = (await post(t.app, path, { ...phoneOf(customer.form), otp: '123456', type: 'login' })).json();
      const stranger = (await post(t.app, path, { ...phoneOf(unknown), otp: '123456', type: 'login' })).json();
      expect(known).toEqual(stranger);
      expect(known).toMatchObject({ status: 201, code: 'INVALID_OTP' });
    }
    const reset = (otpFor: { mobileno: string }) =>
      post(t.app, customerApiPaths.forgotPasswordUpdate, {
        ...phoneOf(otpFor),
        otp: '123456',
        password: 'un mot de passe neuf',
      });
    expect((await reset(customer.form)).json()).toEqual((await reset(unknown)).json());
    const partner = await approvedPartner(t);
    const partnerReset = (phone: string) =>
      post(t.app, apiPaths.resetPassword, {
        phone,
        country_code: '33',
        otp: '123456',
        password: 'un mot de passe neuf',
      });
    expect((await partnerReset(partner.form.phone)).json()).toEqual(
      (await partnerReset(newPartnerForm().phone)).json(),
    );
  });

  it('a second code-less sign-in answers alike for a known and an unknown phone', async () => {
    const customer = await verifiedCustomer(t);
    const unknown = newCustomerForm();
    const ask = (form: { mobileno: string }) =>
      post(t.app, customerApiPaths.loginCustomer, phoneOf(form)).then((r) => r.json());
    await ask(customer.form);
    await ask(unknown);
    expect(await ask(customer.form)).toEqual(await ask(unknown));
  });

  it('another customer’s phone or e-mail in editMyDetails is not told: a code goes to it', async () => {
    const customer = await verifiedCustomer(t);
    // An e-mail its holder proved stays theirs (one never proven goes to whoever proves it).
    const other = await verifiedCustomer(t, {}, 'email');
    const asked = (
      await post(
        t.app,
        customerApiPaths.customerEditDetails,
        { ...customer.form, email: other.form.email },
        customer.token,
      )
    ).json();
    expect(asked).toMatchObject({ status: 201, code: 'CONTACT_CODE_SENT' });
    // Only whoever holds that mailbox learns, with its code, that the address is taken.
    const otp = t.transport.lastCodeFor(other.form.email);
    const confirmed = (
      await post(
        t.app,
        customerApiPaths.customerEditDetails,
        { ...customer.form, email: other.form.email, otp },
        customer.token,
      )
    ).json();
    expect(confirmed).toMatchObject({ status: 201, code: 'EMAIL_EXISTS' });
    expect(await customerRow(other.id)).toMatchObject({ email: other.form.email });
  });
});

describe('per-address limits on code checks and code requests', () => {
  const limited = appOfFile({ RATE_LIMIT_CODES_PER_10_MIN: '5', RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR: '3' });

  it('checks of codes for many phones from one address are stopped', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const form = newCustomerForm();
      const path = [
        customerApiPaths.forgotPasswordUpdate,
        customerApiPaths.loginVerify,
        customerApiPaths.verifyCustomer,
      ][i % 3]!;
      const res = await post(limited.app, path, { ...phoneOf(form), otp: '123456', password: 'un mot de passe neuf' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const partnerReset = await post(limited.app, apiPaths.resetPassword, {
      phone: newPartnerForm().phone,
      country_code: '33',
      otp: '123456',
      password: 'un mot de passe neuf',
    });
    expect(partnerReset.statusCode).toBe(429);
  });

  it('code-less sign-ins spend the address’s budget of code requests', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await post(limited.app, customerApiPaths.loginCustomer, phoneOf(newCustomerForm()))).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // A sign-in with a password sends no code and is not counted there.
    const withPassword = await post(limited.app, customerApiPaths.loginCustomer, {
      ...phoneOf(newCustomerForm()),
      password: 'tarte aux pralines',
    });
    expect(withPassword.statusCode).toBe(200);
  });
});

describe('the draw cookie', () => {
  it('is set HttpOnly and SameSite=Strict at sign-in, opens no call, and ends with the session', async () => {
    const partner = await approvedPartner(t);
    const login = await post(t.app, apiPaths.login, {
      phone: partner.form.phone,
      country_code: '33',
      password: partner.form.password,
    });
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/^partner_session=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure'); // plain http here; over https it is Secure
    const drawToken = cookie.slice('partner_session='.length, cookie.indexOf(';'));
    const token = login.json().token as string;
    expect(drawToken).not.toBe(token);

    expect(await t.app.auth.approvedPartnerOfDrawToken(drawToken)).toMatchObject({ id: partner.id });
    // A partner token is not a draw token, and a draw token opens no call.
    expect(await t.app.auth.approvedPartnerOfDrawToken(token)).toBeNull();
    expect((await get(t.app, apiPaths.restaurantDetails, drawToken)).statusCode).toBe(401);

    const logout = await post(t.app, apiPaths.logout, {}, token);
    expect(String(logout.headers['set-cookie'])).toMatch(/^partner_session=; .*Max-Age=0/);
    expect(await t.app.auth.approvedPartnerOfDrawToken(drawToken)).toBeNull();
  });
});
