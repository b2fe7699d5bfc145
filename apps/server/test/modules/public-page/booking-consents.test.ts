import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_TEXT_VERSION } from '@portal/contract';
import { appOfFile } from '../../helper.js';
import { bookingRestaurant } from '../reservations/reservations-helper.js';
import { formPoster, stateOf } from './page-helper.js';

/*
 * The booking page asks, apart and unticked, whether the guest wants the restaurant's news by
 * e-mail, by SMS, and the platform's: a ticked box is saved with its proof (when, from the booking,
 * which text) only once the booking is made; an unticked one saves nothing. The clock starts on
 * Wednesday 25 November 2026, 11:00 in Paris.
 */

const SATURDAY = '2026-11-28';
const t = appOfFile();
let counter = 0;

beforeEach(() => {
  t.clock.current = Date.parse('2026-11-25T10:00:00Z');
});

const postForm = formPoster(t);
const boxes = (html: string) => html.match(/<input type="checkbox"[^>]*>/g) ?? [];

/** A guest books Saturday 19:00 for two from the page with these boxes: their phone and the consents saved. */
async function bookWith(publicId: string, ticked: Record<string, string>) {
  counter += 1;
  const typed = `069${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`;
  const phone = `+33${typed.slice(1)}`;
  const details = await t.app.inject({
    method: 'GET',
    url: `/r/${publicId}/book/details?covers=2&date=${SATURDAY}&time=19:00`,
  });
  const form = {
    state: stateOf(details.body),
    lang: 'fr',
    last_name: 'Durand',
    country_code: '+33',
    mobileno: typed,
    note: '',
    ...ticked,
  };
  // A refused post draws the form again with the boxes as they were ticked.
  const refused = await postForm(`/r/${publicId}/book/details`, { ...form, first_name: '' });
  expect(boxes(refused.body).filter((box) => box.includes('checked'))).toHaveLength(Object.keys(ticked).length);
  const codePage = await postForm(`/r/${publicId}/book/details`, { ...form, first_name: 'Camille' });
  expect(codePage.body).toContain('name="otp"');
  const code = t.transport.sent.filter((m) => m.to === phone && m.code).at(0)!.code!;
  t.clock.current += 60_000;
  const booked = await postForm(`/r/${publicId}/book/code`, { state: stateOf(codePage.body), lang: 'fr', otp: code });
  expect(booked.statusCode).toBe(303);
  const consents = await t.app.infra.db
    .selectFrom('consents')
    .innerJoin('customers', 'customers.id', 'consents.customer_id')
    .select([
      'consents.restaurant_id',
      'consents.channel',
      'consents.granted',
      'consents.source',
      'consents.text_version',
      'consents.at',
    ])
    .where('customers.phone', '=', phone)
    .orderBy('consents.restaurant_id')
    .orderBy('consents.channel')
    .execute();
  return consents;
}

describe('the news boxes of the booking page', () => {
  it('offers three boxes, all unticked, named for the restaurant and the platform', async () => {
    const r = await bookingRestaurant(t);
    const details = await t.app.inject({
      method: 'GET',
      url: `/r/${r.publicId}/book/details?covers=2&date=${SATURDAY}&time=19:00&lang=en`,
    });
    expect(boxes(details.body).map((box) => /name="(\w+)"/.exec(box)?.[1])).toEqual([
      'news_email',
      'news_sms',
      'platform_email',
    ]);
    expect(boxes(details.body).some((box) => box.includes('checked'))).toBe(false);
    expect(details.body).toContain('News from the platform by e-mail');
  });

  it('saves the ticked boxes with their proof when the booking is made', async () => {
    const r = await bookingRestaurant(t);
    const consents = await bookWith(r.publicId, { news_sms: '1', platform_email: '1' });
    const at = t.clock.current;
    const proof = { granted: 1, source: 'booking', text_version: CONSENT_TEXT_VERSION, at };
    expect(consents).toEqual([
      { restaurant_id: 0, channel: 'email', ...proof },
      { restaurant_id: r.id, channel: 'sms', ...proof },
    ]);
  });

  it('saves nothing when no box is ticked', async () => {
    const r = await bookingRestaurant(t);
    expect(await bookWith(r.publicId, {})).toEqual([]);
  });
});
