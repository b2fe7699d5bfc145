import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyApiPaths, UNSUBSCRIBE_PAGE_PATH } from '@portal/contract';
import { unsubscribeKey, unsubscribeToken } from '../../src/modules/privacy/index.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { verifiedCustomer } from '../modules/customers/customer-helper.js';
import { book, bookingRestaurant, partnerCall, TOMORROW } from '../modules/reservations/reservations-helper.js';

/*
 * The privacy pages outside /api, which the route fuzzing does not reach: the unsubscribe page
 * (its GET and one-click POST) and the booking page's news boxes. Generated and mutated tokens
 * and forms never get a 5xx, and withdraw or save no consent: only the one valid link withdraws,
 * and only a booking made saves a box.
 */

const SEED = 20_261_207;
const RUNS = 150;

describe('generated requests on the privacy pages', () => {
  let t: TestApp;
  let valid: string;
  let publicId: string;
  let guestId: number;
  /** A details form's signed step, so that generated posts reach the boxes, not only the expired step. */
  let state: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const r = await bookingRestaurant(t);
    publicId = r.publicId;
    const guest = await verifiedCustomer(t);
    guestId = guest.id;
    const booked = await book(t, guest.token, {
      restaurant_id: r.publicId,
      date: TOMORROW,
      time: '19:00',
      covers: '2',
      news_email: '1',
    });
    expect(booked.status).toBe(200);
    const saved = await partnerCall(
      t,
      privacyApiPaths.saveCampaign,
      { subject: 'News', fr_subject: 'Nouvelles', body: 'Hello', fr_body: 'Bonjour' },
      r.token,
    );
    expect((await partnerCall(t, privacyApiPaths.sendCampaign, { campaign_id: saved.data.id }, r.token)).status).toBe(
      200,
    );
    const recipient = await t.app.infra.db
      .selectFrom('campaign_recipients')
      .select('id')
      .where('customer_id', '=', guest.id)
      .executeTakeFirstOrThrow();
    const details = await t.app.inject({
      method: 'GET',
      url: `/r/${publicId}/book/details?covers=2&date=${TOMORROW}&time=20:00`,
    });
    state = /name="state" value="([^"]+)"/.exec(details.body)?.[1] ?? '';
    expect(state).not.toBe('');
    valid = unsubscribeToken(unsubscribeKey(t.app.config.JWT_SECRET), recipient.id);
  });
  afterAll(() => t.close());

  const consents = () =>
    t.app.infra.db.selectFrom('consents').select(['customer_id', 'restaurant_id', 'channel', 'granted']).execute();
  const mutated = fc.tuple(fc.nat(), fc.constantFrom('A', '_', '-', '.', '0', '9', '')).map(([at, char]) => {
    const index = at % valid.length;
    const changed = `${valid.slice(0, index)}${char}${valid.slice(index + 1)}`;
    return changed === valid ? `${valid}x` : changed;
  });
  const token = fc.oneof(
    mutated,
    fc.string({ maxLength: 80 }),
    fc.constantFrom('', 'u1.0.', 'u1.1.' + 'A'.repeat(43), 'u1.99999999999.' + 'A'.repeat(43), '%00', '\ud800'),
    fc.nat().map((id) => `u1.${id}.${'A'.repeat(43)}`),
  );
  const form = fc.dictionary(
    fc.constantFrom('token', 'List-Unsubscribe', 'news_email', 'news_sms', 'platform_email', 'state', 'otp'),
    fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('1', '0', 'on', 'true', '')),
    { maxKeys: 5 },
  );

  it('unsubscribe: no 5xx, and no consent withdrawn but by the valid link', async () => {
    const before = await consents();
    await fc.assert(
      fc.asyncProperty(token, fc.constantFrom('GET', 'POST'), form, async (asked, method, body) => {
        const res = await t.app.inject({
          method,
          url: `${UNSUBSCRIBE_PAGE_PATH}?${new URLSearchParams({ token: asked }).toString()}`,
          ...(method === 'POST'
            ? {
                payload: new URLSearchParams(body).toString(),
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
              }
            : {}),
        });
        expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
        expect(await consents()).toEqual(before);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    const withdrawn = await t.app.inject({ method: 'POST', url: `${UNSUBSCRIBE_PAGE_PATH}?token=${valid}` });
    expect(withdrawn.statusCode).toBe(200);
    expect((await consents()).filter((row) => row.customer_id === guestId)).toMatchObject([{ granted: 0 }]);
  });

  it('the booking page’s details: no 5xx, and no box saved before a booking', async () => {
    const before = await consents();
    await fc.assert(
      fc.asyncProperty(form, fc.string({ maxLength: 20 }), fc.boolean(), async (body, mobileno, signed) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/r/${publicId}/book/details`,
          payload: new URLSearchParams({
            ...body,
            ...(signed ? { state } : {}),
            first_name: 'Camille',
            last_name: 'Durand',
            mobileno,
            lang: 'fr',
          }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
        });
        expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
        expect(await consents()).toEqual(before);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
