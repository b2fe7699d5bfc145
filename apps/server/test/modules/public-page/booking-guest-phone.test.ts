import { beforeEach, describe, expect, it } from 'vitest';
import { customerApiPaths } from '@portal/contract';
import { appOfFile, post } from '../../helper.js';
import { newCustomerForm } from '../customers/customer-helper.js';
import { bookingRestaurant, bookOfDay } from '../reservations/reservations-helper.js';
import { formPoster, stateOf, visibleText } from './page-helper.js';

/*
 * The phone a guest types on a restaurant's booking page reserves nothing until its code comes
 * back: no account is made for it before, so its real owner can still register with it; and a
 * number of a country not served gets no code, and a clear refusal. The test clock starts on
 * Wednesday 25 November 2026, 11:00 in Paris.
 */

const SATURDAY = '2026-11-28';
const t = appOfFile();
let counter = 0;

beforeEach(() => {
  t.clock.current = Date.parse('2026-11-25T10:00:00Z');
});

const postForm = formPoster(t);

/** The details of a Saturday 19:00 table for two posted with this phone: the page answered. */
async function detailsPosted(publicId: string, country_code: string, mobileno: string) {
  const details = await t.app.inject({
    method: 'GET',
    url: `/r/${publicId}/book/details?covers=2&date=${SATURDAY}&time=19:00`,
  });
  return postForm(`/r/${publicId}/book/details`, {
    state: stateOf(details.body),
    lang: 'fr',
    first_name: 'Camille',
    last_name: 'Durand',
    country_code,
    mobileno,
    note: '',
  });
}

function customersOfPhone(phone: string) {
  return t.app.infra.db.selectFrom('customers').select(['id', 'phone_verified']).where('phone', '=', phone).execute();
}

describe('the phone typed on a booking page', () => {
  it('makes no account before its code comes back: its owner registers with it, then books with the code', async () => {
    const r = await bookingRestaurant(t);
    counter += 1;
    const typed = `068${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`;
    const phone = `+33${typed.slice(1)}`;
    const codePage = await detailsPosted(r.publicId, '+33', typed);
    expect(codePage.body).toContain('name="otp"');
    expect(await customersOfPhone(phone)).toEqual([]);
    // The phone's real owner registers with it: nothing holds it.
    const form = newCustomerForm({ mobileno: typed });
    expect((await post(t.app, customerApiPaths.customerRegistration, form)).json()).toMatchObject({ status: 200 });
    const registered = await customersOfPhone(phone);
    expect(registered).toEqual([{ id: expect.any(Number), phone_verified: 0 }]);
    // The page's code proves the phone: the account is made then (the unproven one lets it go).
    const code = t.transport.sent.filter((m) => m.to === phone && m.code).at(0)!.code!;
    t.clock.current += 60_000;
    const booked = await postForm(`/r/${r.publicId}/book/code`, {
      state: stateOf(codePage.body),
      lang: 'fr',
      otp: code,
    });
    expect(booked.statusCode).toBe(303);
    const now = await customersOfPhone(phone);
    expect(now).toEqual([{ id: expect.any(Number), phone_verified: 1 }]);
    expect(now[0]!.id).not.toBe(registered[0]!.id);
    expect((await bookOfDay(t, r.token, SATURDAY)).data.bookings).toHaveLength(1);
  });

  it('gets its code in the restaurant’s name, a new phone and an account’s alike', async () => {
    const r = await bookingRestaurant(t);
    counter += 1;
    const typed = `069${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`;
    const phone = `+33${typed.slice(1)}`;
    await detailsPosted(r.publicId, '+33', typed);
    const first = t.transport.sent.filter((m) => m.to === phone && m.code).at(-1)!;
    expect(first.text).toMatch(new RegExp(`^${r.form.name} : votre code est ${first.code}\\.`));
    expect(first.text).not.toContain('Espace partenaires');
    // Once the phone is an account's, its code still comes in the restaurant's name.
    t.clock.current += 60_000;
    const codePage = await detailsPosted(r.publicId, '+33', typed);
    await postForm(`/r/${r.publicId}/book/code`, {
      state: stateOf(codePage.body),
      lang: 'fr',
      otp: t.transport.lastCodeFor(phone),
    });
    t.clock.current += 120_000;
    await detailsPosted(r.publicId, '+33', typed);
    const again = t.transport.sent.filter((m) => m.to === phone && m.code).at(-1)!;
    expect(again.code).not.toBe(first.code);
    expect(again.text).toContain(`${r.form.name} : votre code est ${again.code}.`);
  });

  it('of a country not served gets no code and a clear refusal, and registration refuses it too', async () => {
    const r = await bookingRestaurant(t);
    const sentBefore = t.transport.sent.length;
    for (const [dial, number] of [
      ['+44', '7700900123'],
      ['+1', '2025550143'],
      ['+212', '612345678'],
    ] as const) {
      const page = await detailsPosted(r.publicId, dial, number);
      expect(page.statusCode).toBe(200);
      expect(visibleText(page.body)).toContain('Nous n’envoyons de SMS qu’aux numéros de France');
      expect(page.body).not.toContain('name="otp"');
    }
    expect(t.transport.sent.length).toBe(sentBefore);
    const refused = (
      await post(
        t.app,
        customerApiPaths.customerRegistration,
        newCustomerForm({ country_code: '44', mobileno: '7700900124' }),
      )
    ).json();
    expect(refused).toMatchObject({ status: 201, code: 'PHONE_COUNTRY_NOT_SERVED', field: 'mobileno' });
    expect(refused.message).toMatch(/France/);
    expect(t.transport.sent.length).toBe(sentBefore);
    expect(await customersOfPhone('+447700900124')).toEqual([]);
  });

  it('no text message leaves the platform for a number of a country not served, whoever sends it', async () => {
    const before = t.transport.sent.length;
    await t.app.infra.transport.send({ to: '+447700900125', channel: 'sms', text: 'Rappel' });
    await t.app.infra.transport.send({ to: 'guest@example.co.uk', channel: 'email', text: 'Rappel' });
    expect(t.transport.sent.slice(before).map((m) => m.channel)).toEqual(['email']);
  });
});
