import { beforeEach, describe, expect, it } from 'vitest';
import { bookingApiPaths, waitlistApiPaths } from '@portal/contract';
import { appOfFile, TEST_START } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { partnerCall, TOMORROW } from '../reservations/reservations-helper.js';
import { fullDinner } from '../reservations/waitlist-helper.js';
import { formPoster, stateOf, visibleText } from './page-helper.js';

/*
 * Joining the day's waitlist from the restaurant's page when no time fits: the window, then the
 * booking's own steps (name and phone, the code the phone receives), and the entry made for the
 * customer the code proves.
 */

const t = appOfFile();

beforeEach(() => {
  t.clock.current = TEST_START;
});

const open = (url: string) => t.app.inject({ method: 'GET', url });
const postForm = formPoster(t);

describe('the restaurant’s page: joining the waitlist', () => {
  it('offers the waitlist on a full day and joins it through the details and the code', async () => {
    const { r } = await fullDinner(t);
    // Lunch would still have times: the day is the full dinner alone.
    await partnerCall(t, bookingApiPaths.deleteService, { service_id: r.lunchId }, r.token);
    const day = await open(`/r/${r.publicId}/book?date=${TOMORROW}&covers=2`);
    expect(day.statusCode).toBe(200);
    expect(day.body).toContain('Rejoindre la liste d’attente');

    const details = await open(
      `/r/${r.publicId}/book/details?waitlist=1&date=${TOMORROW}&covers=2&earliest=19:00&latest=21:00`,
    );
    expect(details.statusCode).toBe(200);
    expect(visibleText(details.body)).toContain('19:00–21:00');
    const codePage = await postForm(`/r/${r.publicId}/book/details`, {
      state: stateOf(details.body),
      lang: 'fr',
      first_name: 'Léa',
      last_name: 'Roux',
      country_code: '+33',
      mobileno: '0695550101',
      note: '',
    });
    expect(codePage.body).toContain('name="otp"');
    const code = t.transport.lastCodeFor('+33695550101');
    const joined = await postForm(`/r/${r.publicId}/book/code`, {
      state: stateOf(codePage.body),
      lang: 'fr',
      otp: code,
    });
    expect(joined.statusCode).toBe(303);
    expect(joined.headers.location).toContain('/book/waitlist?');
    const page = await open(String(joined.headers.location));
    expect(visibleText(page.body)).toContain('Vous êtes sur la liste d’attente');

    const list = (await get(t.app, query(waitlistApiPaths.waitlistList, { date: TOMORROW }), r.token)).json();
    expect(list.data.entries).toEqual([
      expect.objectContaining({
        kind: 'waitlist',
        name: 'Léa Roux',
        covers: 2,
        phone: '+33695550101',
        earliest: '19:00',
        latest: '21:00',
        status: 'waiting',
      }),
    ]);
  });

  it('refuses a window whose earliest arrival comes after its latest', async () => {
    const { r } = await fullDinner(t);
    const details = await open(
      `/r/${r.publicId}/book/details?waitlist=1&date=${TOMORROW}&covers=2&earliest=21:00&latest=19:00`,
    );
    expect(details.statusCode).toBe(303);
    expect(details.headers.location).toContain('msg=WAITLIST_WINDOW_INVALID');
  });
});
