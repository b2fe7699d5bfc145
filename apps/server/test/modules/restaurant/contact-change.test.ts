import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import {
  appOfFile,
  approvedPartner,
  international,
  newPartnerForm,
  partnerRow,
  post,
  type TestApp,
} from '../../helper.js';
import { profileForm, readProfile, saveProfile } from './profile-helper.js';

/*
 * A partner's new phone or e-mail through the profile form: the current password for a new
 * phone, on both calls; the address's budget of code requests; a bounded number of password tries.
 */

const TEN_MINUTES = 10 * 60_000;

/** A partner with a saved profile, ready to change its contacts. */
async function partnerWithProfile(t: TestApp) {
  const partner = await approvedPartner(t);
  const saved = (await saveProfile(t, partner.token, profileForm(partner))).json();
  if (saved.status !== 200) throw new Error(`profile save failed: ${JSON.stringify(saved)}`);
  return partner;
}

/** A national number no account uses, and its international form. */
function freshPhone() {
  const { phone } = newPartnerForm();
  return { phone, international: international({ phone, country_code: '+33' }) };
}

describe('a partner’s new phone', () => {
  const t = appOfFile();
  const textsTo = (phone: string) => t.transport.sent.filter((m) => m.to === phone && m.channel === 'sms');

  it('needs the current password on both calls; the code sent to the new number proves it', async () => {
    const partner = await partnerWithProfile(t);
    const next = freshPhone();
    const change = (fields: Record<string, unknown>) =>
      saveProfile(t, partner.token, profileForm(partner, { phone: next.phone, ...fields })).then((r) => r.json());

    expect(await change({})).toMatchObject({
      status: 201,
      code: 'CURRENT_PASSWORD_REQUIRED',
      field: 'current_password',
      message: 'Enter your current password to change your phone number',
      fr_message: 'Saisissez votre mot de passe actuel pour changer de numéro de téléphone',
    });
    expect(await change({ current_password: 'not the password' })).toMatchObject({
      status: 201,
      code: 'CURRENT_PASSWORD_WRONG',
      field: 'current_password',
    });
    expect(textsTo(next.international)).toHaveLength(0);

    expect(await change({ current_password: partner.form.password, name: 'Pas encore' })).toMatchObject({
      status: 201,
      code: 'CONTACT_CODE_SENT',
      field: 'otp',
    });
    expect(textsTo(next.international)).toHaveLength(1);
    // Nothing changed yet.
    expect(await readProfile(t, partner.token)).toMatchObject({
      name: 'Le Bouchon Test',
      phone: partner.form.phone.replace(/^0/, ''),
    });

    const otp = t.transport.lastCodeFor(next.international);
    // The code alone does not do: the password goes with it, and the code is not spent meanwhile.
    expect(await change({ otp })).toMatchObject({ status: 201, code: 'CURRENT_PASSWORD_REQUIRED' });
    expect(await change({ otp, current_password: partner.form.password, name: 'Enfin' })).toMatchObject({
      status: 200,
      data: { name: 'Enfin', phone: next.phone.replace(/^0/, '') },
    });
    expect(await partnerRow(t, partner.id)).toMatchObject({ phone: next.international, phone_verified: 1 });
  });

  it('refuses a number outside the countries served, before any code', async () => {
    const partner = await partnerWithProfile(t);
    const sent = t.transport.sent.length;
    const answer = (
      await saveProfile(
        t,
        partner.token,
        profileForm(partner, { phone: '7700900123', country_code: '44', current_password: partner.form.password }),
      )
    ).json();
    expect(answer).toMatchObject({ status: 201, code: 'PHONE_COUNTRY_NOT_SERVED', field: 'phone' });
    expect(t.transport.sent.length).toBe(sent);
    expect(await partnerRow(t, partner.id)).toMatchObject({ phone: partner.phone });
  });

  it('a new e-mail alone needs no password', async () => {
    const partner = await partnerWithProfile(t);
    const email = `new-${partner.form.email}`;
    expect((await saveProfile(t, partner.token, profileForm(partner, { email }))).json()).toMatchObject({
      status: 201,
      code: 'CONTACT_CODE_SENT',
    });
  });
});

describe('the address’s budget of code requests', () => {
  const t = appOfFile({ RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR: '4' });
  it('contact-change codes spend it, with sign-ups and resets; a save without a code does not', async () => {
    // The sign-up spends one of the four.
    const partner = await partnerWithProfile(t);
    const emails = [1, 2, 3, 4].map((n) => `new${n}-${partner.form.email}`);
    const ask = (email: string) => saveProfile(t, partner.token, profileForm(partner, { email }));
    for (const email of emails.slice(0, 3)) {
      expect((await ask(email)).json()).toMatchObject({ status: 201, code: 'CONTACT_CODE_SENT' });
    }
    const refused = await ask(emails[3]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(t.transport.sent.filter((m) => m.to === emails[3])).toHaveLength(0);

    // One budget per address: a reset code is refused too.
    const reset = await post(t.app, apiPaths.forgotPassword, { phone: partner.form.phone, country_code: '33' });
    expect(reset.statusCode).toBe(429);

    // Confirming a code sent earlier, and saving without a contact change, cost nothing.
    const otp = t.transport.lastCodeFor(emails[2]!);
    expect((await saveProfile(t, partner.token, profileForm(partner, { email: emails[2], otp }))).json()).toMatchObject(
      { status: 200, data: { email: emails[2] } },
    );
    const plain = await saveProfile(t, partner.token, profileForm(partner, { email: emails[2], name: 'Le Canut' }));
    expect(plain.json()).toMatchObject({ status: 200, data: { name: 'Le Canut' } });
  });
});

describe('tries of the current password', () => {
  const t = appOfFile({ RATE_LIMIT_LOGIN_PER_10_MIN: '3' });
  it('are limited per restaurant, whatever the address', async () => {
    const partner = await partnerWithProfile(t);
    const next = freshPhone();
    const change = (current_password: string, ip: string) =>
      saveProfile(t, partner.token, profileForm(partner, { phone: next.phone, current_password }), [], undefined, ip);
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      expect((await change('guess', ip)).json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG' });
    }
    const blocked = await change(partner.form.password, '192.0.2.4');
    expect(blocked.statusCode).toBe(429);
    expect(t.transport.sent.filter((m) => m.to === next.international)).toHaveLength(0);

    t.clock.advance(TEN_MINUTES);
    expect((await change(partner.form.password, '192.0.2.4')).json()).toMatchObject({
      status: 201,
      code: 'CONTACT_CODE_SENT',
    });
  });
});
