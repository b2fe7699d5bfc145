import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { appOfFile } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { visibleText } from '../public-page/page-helper.js';
import { book, type BookingRestaurant, bookingRestaurant } from '../reservations/reservations-helper.js';
import { confirmSimulatedCard } from './guarantee-helper.js';

/*
 * The guest's card step: the page the booking's manage link opens while the
 * booking waits for its card shows the imprint before asking for anything, takes the card in a
 * form whose number never reaches the server, and the guarantee is confirmed by the token. The
 * test clock starts on Wednesday 25 November 2026, 11:00 in Paris; the meal is Saturday 19:30.
 */

const SATURDAY = '2026-11-28';

const t = appOfFile();
let r: BookingRestaurant;

beforeAll(async () => {
  r = await bookingRestaurant(t, {
    settings: { imprint_per_cover: '20', imprint_min_party: '2' },
    dinner: { capacity_covers: '60' },
  });
});
beforeEach(() => {
  t.clock.current = Date.parse('2026-11-25T10:00:00Z');
});

const open = (url: string) => t.app.inject({ method: 'GET', url });
const postJson = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

/** A party of 4 books (an imprint is asked); the card page's address the guest's app is given. */
async function bookedWaitingForCard() {
  const guest = await verifiedCustomer(t);
  const booked = await book(t, guest.token, { restaurant_id: r.publicId, date: SATURDAY, time: '19:30', covers: '4' });
  expect(booked).toMatchObject({ status: 200, data: { status: 'awaiting_guarantee' } });
  const link = (
    await get(t.app, query('/api/v1/customer/bookingCardPage', { booking_id: String(booked.data.id) }), guest.token)
  ).json();
  expect(link).toMatchObject({ status: 200 });
  const url = link.data.url as string;
  expect(url.startsWith('/booking/card?token=')).toBe(true);
  return {
    guest,
    id: booked.data.id as number,
    url,
    token: new URL(url, 'http://localhost').searchParams.get('token')!,
  };
}

/** The form's data the page's script reads: the intent and its client secret. */
function formData(html: string) {
  const intent = /data-intent="([^"]+)"/.exec(html)?.[1] ?? '';
  const secret = /data-secret="([^"]+)"/.exec(html)?.[1] ?? '';
  return { intent, secret };
}

async function statusOf(customerToken: string, bookingId: number) {
  return (
    await get(t.app, query(bookingApiPaths.customerBookingDetail, { booking_id: String(bookingId) }), customerToken)
  ).json().data.status as string;
}

describe('the card page', () => {
  it('shows the restaurant, the meal, and the imprint × covers with the free-cancel deadline before the card form', async () => {
    const { url } = await bookedWaitingForCard();
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('stripe.com');
    expect(csp).toContain("connect-src 'self'");
    // One script, from this origin; none inline.
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/src="\/booking\/card-form\.js\?v=[0-9a-f]{12}"/);
    const text = visibleText(page.body);
    expect(text).toContain('Garantir ma réservation chez Le Bouchon Test');
    expect(text).toContain('samedi 28 novembre 2026');
    expect(text).toContain('4 personnes');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Empreinte bancaire : 20,00 € × 4 = 80,00 €, débitée seulement en cas d’absence ou d’annulation après le samedi 28 novembre 2026 à 07:30.',
    );
    expect(text.indexOf('Empreinte bancaire :')).toBeLessThan(text.indexOf('Numéro de carte'));
    // The card fields carry no name: a submit without the script sends none of them.
    for (const id of ['card-number', 'card-expiry', 'card-cvc']) {
      const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(page.body)?.[0] ?? '';
      expect(input, id).not.toBe('');
      expect(input, id).not.toContain('name=');
    }
    const { intent, secret } = formData(page.body);
    expect(intent).toMatch(/^seti_sim_/);
    expect(secret.startsWith(`${intent}_secret_`)).toBe(true);

    const english = visibleText((await open(`${url}&lang=en`)).body).replace(/\s+/g, ' ');
    expect(english).toContain(
      'Card guarantee: €20.00 × 4 = €80.00, charged only if you do not come or cancel after Saturday, 28 November 2026 at 07:30.',
    );
  });

  it('saves a card from the brand, last 4 digits and expiry alone, then says so; the booking is confirmed', async () => {
    const { guest, id, url, token } = await bookedWaitingForCard();
    // Nothing saved yet: the guarantee is not confirmed by the token alone.
    const early = (await postJson('/booking/card/confirm', { token })).json();
    expect(early).toMatchObject({ code: 'CARD_NOT_SAVED_YET' });

    const { intent, secret } = formData((await open(url)).body);
    const step = await confirmSimulatedCard(t, intent, secret);
    expect(step).toMatchObject({ status: 200, data: { status: 'succeeded' } });
    const confirmed = (await postJson('/booking/card/confirm', { token })).json();
    expect(confirmed).toMatchObject({
      status: 200,
      fr_message: expect.stringContaining('Votre carte est enregistrée'),
    });
    expect(await statusOf(guest.token, id)).toBe('confirmed');

    const after = await open(`${url}&msg=saved`);
    const text = visibleText(after.body).replace(/\s+/g, ' ');
    expect(text).toContain('Carte enregistrée. Votre réservation est garantie.');
    expect(text).toContain('Carte enregistrée : Visa •••• 4242.');
    expect(after.body).not.toContain('<script');
  });

  it('a card ending in 0002 is declined and the booking keeps waiting for a card', async () => {
    const { guest, id, url, token } = await bookedWaitingForCard();
    const { intent, secret } = formData((await open(url)).body);
    const step = await confirmSimulatedCard(t, intent, secret, '0002');
    expect(step).toMatchObject({
      status: 200,
      data: { status: 'requires_payment_method', decline_code: 'card_declined' },
    });
    expect((await postJson('/booking/card/confirm', { token })).json()).toMatchObject({ code: 'CARD_NOT_SAVED_YET' });
    expect(await statusOf(guest.token, id)).toBe('awaiting_guarantee');
  });

  it('leads back to the restaurant’s page and to the booking’s manage page, in both languages', async () => {
    const { url, token } = await bookedWaitingForCard();
    const manage = (lang: string) => `/booking/manage?${new URLSearchParams({ token, lang }).toString()}`;
    const fr = await open(url);
    expect(fr.body).toContain(`<a class="back" href="/r/${r.publicId}">`);
    expect(fr.body).toContain(`<a href="${manage('fr').replace(/&/g, '&amp;')}">Voir ma réservation</a>`);
    expect(visibleText(fr.body)).toContain('← Page du restaurant');
    const en = await open(`${url}&lang=en`);
    expect(en.body).toContain(`<a class="back" href="/r/${r.publicId}?lang=en">`);
    expect(en.body).toContain(`<a href="${manage('en').replace(/&/g, '&amp;')}">See my booking</a>`);
    expect(visibleText(en.body)).toContain('← Restaurant’s page');
    expect(en.body).toContain('placeholder="MM/YY"');
    // Both open: the restaurant's page and the booking, still waiting for its card.
    expect((await open(`/r/${r.publicId}?lang=en`)).statusCode).toBe(200);
    expect(visibleText((await open(manage('en'))).body)).toContain('Save my card');
  });

  it('the manage page sends a booking waiting for its card to the card page', async () => {
    const { token } = await bookedWaitingForCard();
    const manage = await open(`/booking/manage?${new URLSearchParams({ token }).toString()}`);
    expect(visibleText(manage.body)).toContain('Enregistrer ma carte');
    expect(manage.body).toContain(`href="/booking/card?token=${encodeURIComponent(token)}&amp;lang=fr"`);
  });

  it('gives the page’s address for the guest’s own booking only, and a link that opens nothing is a translated 404', async () => {
    const { id } = await bookedWaitingForCard();
    const other = await verifiedCustomer(t);
    const refused = (
      await get(t.app, query('/api/v1/customer/bookingCardPage', { booking_id: String(id) }), other.token)
    ).json();
    expect(refused).toMatchObject({ code: 'NOT_FOUND' });
    for (const url of ['/booking/card?token=v1.1.1.nope', '/booking/card', '/booking/pay?token=x']) {
      const page = await open(url);
      expect(page.statusCode, url).toBe(404);
      expect(visibleText(page.body)).toContain('Ce lien ne fonctionne plus');
    }
    expect((await postJson('/booking/card/confirm', { token: 'v1.1.1.nope' })).json()).toMatchObject({
      code: 'BOOKING_LINK_INVALID',
    });
  });

  it('serves its script from this origin, cached under its versioned address', async () => {
    const script = await open('/booking/card-form.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.headers['cache-control']).toContain('immutable');
    // What leaves the page: the brand, the last 4 digits and the expiry, never the number.
    expect(script.body).toContain('last4: number.slice(-4)');
    expect(script.body).not.toMatch(/number:\s*number\b/);
  });
});
