import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingApiPaths, errorMessages } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { appOfFile, post, TEST_START } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { visibleText } from '../public-page/page-helper.js';
import { answerRequest, bookingRestaurant, bookingWithManageLink } from './reservations-helper.js';

/*
 * The restaurant's proposal on the manage page and by the manage link's call: the guest asked to
 * move to a full time, the restaurant proposed another time or a cancellation, and the guest
 * accepts or declines without signing in, by the customer call's own answer. The test clock
 * starts on Wednesday 25 November 2026, 11:00 in Paris.
 */

const SATURDAY = '2026-11-28';
const SITE = 'http://localhost';

const t = appOfFile();

beforeEach(() => {
  t.clock.current = TEST_START;
});

const plain = (text: string) => text.replace(/\s+/g, ' ');
const open = (url: string) => t.app.inject({ method: 'GET', url });
const pageOf = (token: string, lang = 'fr') =>
  open(`/booking/manage?${new URLSearchParams({ token, lang }).toString()}`);

function submit(path: string, fields: Record<string, string>, headers: Record<string, string> = { origin: SITE }) {
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** The answer form posted with the button pressed: '1' accepts, '0' declines. */
const answer = (token: string, accept: string, lang = 'fr', headers?: Record<string, string>) =>
  submit('/booking/manage/answer', { token, lang, accept }, headers);

async function followed(reply: LightMyRequestResponse) {
  expect(reply.statusCode).toBe(303);
  const location = new URL(reply.headers.location as string, SITE);
  expect(location.pathname).toBe('/booking/manage');
  const page = await open(`${location.pathname}${location.search}`);
  return { msg: location.searchParams.get('msg'), page, text: visibleText(page.body) };
}

/**
 * A guest's booking on Saturday at 19:00 at a new restaurant whose 21:00 is full: the guest asks
 * for 21:00 on the manage page, and the restaurant proposes `22:00` or a cancellation.
 */
async function proposed(kind: 'propose_time' | 'propose_cancellation', lang: 'fr' | 'en' = 'fr') {
  const r = await bookingRestaurant(t, { dinner: { capacity_covers: '4' } });
  const { booking, link } = await bookingWithManageLink(t, r, { date: SATURDAY, time: '19:00', lang });
  await bookingWithManageLink(t, r, { date: SATURDAY, time: '21:00', covers: '4' });
  const token = link.searchParams.get('token')!;
  const requested = await submit('/booking/manage/modify', { token, lang, date: SATURDAY, time: '21:00', covers: '2' });
  expect(new URL(requested.headers.location as string, SITE).searchParams.get('msg')).toBe('requested');
  const detail = (await get(t.app, query(bookingApiPaths.bookingDetail, { booking_id: booking.id }), r.token)).json();
  const answered = await answerRequest(
    t,
    r.token,
    detail.data.modification.id,
    kind,
    kind === 'propose_time' ? '22:00' : undefined,
  );
  expect(answered.status).toBe(200);
  const bookingNow = async () =>
    (await get(t.app, query(bookingApiPaths.bookingDetail, { booking_id: booking.id }), r.token)).json().data as {
      status: string;
      time: string;
    };
  return { r, token, bookingId: booking.id, bookingNow };
}

describe('the manage page: the restaurant’s proposal', () => {
  it('shows a proposed time with its two answers, in French and in English, and moves the booking on accepting', async () => {
    const guest = await proposed('propose_time');
    const fr = await pageOf(guest.token);
    const text = visibleText(fr.body);
    expect(text).toContain('Le restaurant vous fait une proposition');
    expect(text).toContain('Le restaurant vous propose un nouvel horaire : samedi 28 novembre à 22:00, 2 personnes.');
    expect(text).toContain('Votre réservation reste à son horaire actuel tant que vous n’avez pas accepté.');
    expect(fr.body).toContain('<form class="row" action="/booking/manage/answer" method="post">');
    expect(fr.body).toContain('<button type="submit" value="1" name="accept">Accepter le nouvel horaire</button>');
    expect(fr.body).toContain('<button type="submit" value="0" class="second" name="accept">Refuser</button>');
    expect(fr.body).not.toContain('<script');
    const en = visibleText((await pageOf(guest.token, 'en')).body);
    expect(en).toContain('The restaurant offers you a new time: Saturday 28 November at 22:00, 2 people.');
    expect(en).toContain('Accept the new time');
    expect(en).toContain('Decline');

    const after = await followed(await answer(guest.token, '1'));
    expect(after.msg).toBe('proposal_accepted');
    expect(after.text).toContain('Vous avez accepté le nouvel horaire : votre réservation est modifiée.');
    expect(after.text).toContain('Heure 22:00');
    expect(after.text).not.toContain('Le restaurant vous fait une proposition');
    expect(await guest.bookingNow()).toMatchObject({ status: 'confirmed', time: '22:00' });

    // Answered again (a second tab): nothing is waiting any more, and the page says so.
    const again = await followed(await answer(guest.token, '1', 'en'));
    expect(again.text).toContain(plain(errorMessages.NO_PROPOSAL_WAITING.en));
  });

  it('accepts a proposed cancellation, free even within 12 hours of the meal', async () => {
    const guest = await proposed('propose_cancellation', 'en');
    const page = await open(`/booking/manage?token=${encodeURIComponent(guest.token)}`);
    expect(page.body).toContain('<html lang="en">');
    const text = visibleText(page.body);
    expect(text).toContain('The restaurant cannot welcome you and suggests cancelling this booking.');
    expect(text).toContain('Accept the cancellation');
    const fr = visibleText((await pageOf(guest.token)).body);
    expect(fr).toContain('Le restaurant ne peut pas vous recevoir et vous propose d’annuler cette réservation.');
    expect(fr).toContain('Accepter l’annulation');
    expect(fr).toContain('Refuser');

    // Saturday 10:00, nine hours before the meal: the page no longer offers to cancel, but the proposal stands.
    t.clock.current = parisInstant(SATURDAY, '10:00');
    const late = visibleText((await pageOf(guest.token)).body);
    expect(late).toContain('la réservation ne peut plus être modifiée ni annulée en ligne');
    expect(late).toContain('Accepter l’annulation');
    const after = await followed(await answer(guest.token, '1', 'en'));
    expect(after.msg).toBe('proposal_cancelled');
    expect(after.text).toContain('You accepted the cancellation: your booking is cancelled, free of charge.');
    expect(after.text).toContain('Status Cancelled by the guest');
    expect(after.page.body).not.toContain('<form');
    expect((await guest.bookingNow()).status).toBe('cancelled_by_customer');
  });

  it('declines a proposal: the booking stays as it was and the proposal is gone', async () => {
    const guest = await proposed('propose_time');
    const after = await followed(await answer(guest.token, '0'));
    expect(after.msg).toBe('proposal_declined');
    expect(after.text).toContain('Vous avez refusé la proposition du restaurant : votre réservation reste inchangée.');
    expect(after.text).toContain('Heure 19:00');
    expect(after.text).not.toContain('Accepter le nouvel horaire');
    expect(await guest.bookingNow()).toMatchObject({ status: 'confirmed', time: '19:00' });
  });

  it('refuses an answer posted from another site, or with no answer, and changes nothing', async () => {
    const guest = await proposed('propose_cancellation');
    const foreign = await followed(await answer(guest.token, '1', 'fr', { origin: 'https://evil.example' }));
    expect(foreign.msg).toBe('elsewhere');
    const nothing = await followed(await answer(guest.token, 'maybe'));
    expect(nothing.msg).toBe('VALIDATION');
    expect((await guest.bookingNow()).status).toBe('confirmed');
    expect(visibleText((await pageOf(guest.token)).body)).toContain('Accepter l’annulation');
    const altered = await answer(`${guest.token.slice(0, -1)}${guest.token.endsWith('A') ? 'B' : 'A'}`, '1');
    expect(altered.statusCode).toBe(404);
    expect(visibleText(altered.body)).toContain('Ce lien ne fonctionne plus');
  });
});

describe('the answer form, whatever it is sent', () => {
  it('answers with a page or a redirect, never a server error, and changes nothing without a valid answer', async () => {
    const guest = await proposed('propose_time');
    const value = fc.oneof(
      fc.constantFrom(
        guest.token,
        `${guest.token}x`,
        '1 ',
        '01',
        '2',
        '-1',
        'true',
        'en',
        '__proto__',
        'é'.repeat(3000),
      ),
      fc.string({ maxLength: 40 }),
    );
    const fields = fc.dictionary(
      fc.constantFrom('token', 'accept', 'lang', 'msg', 'booking_id', '__proto__'),
      fc.oneof(value, fc.array(value, { maxLength: 2 })),
    );
    await fc.assert(
      fc.asyncProperty(fields, fc.constantFrom('form', 'json', 'text'), async (form, as) => {
        const params = new URLSearchParams();
        for (const [key, entry] of Object.entries(form))
          for (const one of [entry].flat()) params.append(key, String(one));
        const reply = await t.app.inject({
          method: 'POST',
          url: '/booking/manage/answer',
          headers: {
            origin: SITE,
            'content-type':
              as === 'form' ? 'application/x-www-form-urlencoded' : as === 'json' ? 'application/json' : 'text/plain',
          },
          payload: as === 'json' ? JSON.stringify(form) : params.toString(),
        });
        expect(reply.statusCode, JSON.stringify(form).slice(0, 200)).toBeLessThan(500);
        if (reply.statusCode === 303) expect(reply.headers.location).toMatch(/^\/booking\/manage\?token=/);
      }),
      { seed: 20_261_207, numRuns: 120 },
    );
    // Only '1' or '0' answers: the proposal still waits.
    expect(await guest.bookingNow()).toMatchObject({ status: 'confirmed', time: '19:00' });
  });
});

describe('the manage link’s call: the restaurant’s proposal', () => {
  const call = async (body: Record<string, unknown>) =>
    (await post(t.app, bookingApiPaths.manageBookingAnswer, body)).json();

  it('accepts a proposed time, answers as the customer call does, and refuses what opens nothing', async () => {
    const guest = await proposed('propose_time');
    expect(await call({ token: guest.token, accept: 'yes' })).toMatchObject({
      status: 201,
      code: 'VALIDATION',
      field: 'accept',
    });
    expect(await call({ token: `${guest.token}x`, accept: '1' })).toMatchObject({
      status: 201,
      code: 'BOOKING_LINK_INVALID',
      field: 'token',
    });
    const accepted = await call({ token: guest.token, accept: '1' });
    expect(accepted).toMatchObject({ status: 200, message: 'Booking saved', data: { time: '22:00', proposal: null } });
    expect(await call({ token: guest.token, accept: '1' })).toMatchObject({ status: 201, code: 'NO_PROPOSAL_WAITING' });
  });

  it('accepts a proposed cancellation, and declines another proposal', async () => {
    const cancelled = await proposed('propose_cancellation');
    expect(await call({ token: cancelled.token, accept: '1' })).toMatchObject({
      status: 200,
      data: { status: 'cancelled_by_customer' },
    });
    const declined = await proposed('propose_cancellation');
    expect(await call({ token: declined.token, accept: '0' })).toMatchObject({
      status: 200,
      message: 'Booking saved',
      data: { status: 'confirmed', time: '19:00', proposal: null },
    });
  });
});
