import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingApiPaths, guestApiPaths } from '@portal/contract';
import { appOfFile } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { bookingRestaurant, partnerCall, TOMORROW } from './reservations-helper.js';

const t = appOfFile();

/** The text of a PDF answer, as pdftotext lays it out. */
function pdfText(payload: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-book-'));
  try {
    const file = path.join(dir, 'book.pdf');
    writeFileSync(file, payload);
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Page size:\s+595\.2\d+ x 833\.3\d+ pts/);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function phoneBooking(token: string, form: Record<string, string>) {
  const base = { date: TOMORROW, covers: '2', last_name: '', phone: '', country_code: '33', source: 'phone' };
  const made = await partnerCall(t, bookingApiPaths.createBooking, { ...base, ...form }, token);
  expect(made, JSON.stringify(made)).toMatchObject({ status: 200 });
  return made.data as { id: number };
}

describe('the day’s book to print', () => {
  it('lists the day’s bookings by time with covers, tables, status, notes and the guest book’s allergies', async () => {
    const r = await bookingRestaurant(t);
    const other = await bookingRestaurant(t);
    await phoneBooking(r.token, {
      time: '21:00',
      first_name: 'Hugo',
      last_name: 'Petit',
      covers: '5',
      note: 'Poussette',
      phone: '0611111111',
    });
    await phoneBooking(r.token, {
      time: '19:30',
      first_name: 'Élodie',
      last_name: 'Roux',
      phone: '0612345678',
      note: 'Anniversaire',
    });
    // Another day and another restaurant stay off this book.
    await phoneBooking(r.token, {
      time: '20:00',
      first_name: 'Demain',
      last_name: 'Lendemain',
      date: '2026-11-27',
      phone: '0622222222',
    });
    await phoneBooking(other.token, { time: '20:00', first_name: 'Ailleurs', last_name: 'Autre', phone: '0633333333' });
    const guests = (await get(t.app, query(guestApiPaths.guestList, { searchval: 'Roux' }), r.token)).json();
    await partnerCall(
      t,
      guestApiPaths.saveGuestNotes,
      { guest_id: guests.data.guests[0].id, allergens: 'nuts,milk' },
      r.token,
    );

    const res = await get(t.app, query(bookingApiPaths.bookingBookPdf, { date: TOMORROW, lang: 'fr' }), r.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="reservations-${TOMORROW}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Carnet de réservations');
    expect(text).toContain('jeudi 26 novembre 2026');
    expect(text).toMatch(/19:30\s+Élodie Roux\s+2\s+Confirmée\s+Anniversaire\s+Lait, Fruits à coque/);
    expect(text).toMatch(/21:00\s+Hugo Petit\s+5\s+Confirmée\s+Poussette/);
    expect(text.indexOf('Élodie')).toBeLessThan(text.indexOf('Hugo'));
    // Each guest's phone as it is dialled in France.
    expect(text).toContain('06 11 11 11 11');
    expect(text).not.toContain('+33611111111');
    expect(text).toContain('2 réservations, 7 couverts');
    expect(text).not.toContain('Demain');
    expect(text).not.toContain('Ailleurs');

    const english = await get(t.app, query(bookingApiPaths.bookingBookPdf, { date: TOMORROW, lang: 'en' }), r.token);
    const englishText = pdfText(english.rawPayload);
    expect(englishText).toMatch(/19:30\s+Élodie Roux\s+2\s+Confirmed\s+Anniversaire\s+Milk, Nuts/);
    expect(englishText).toContain('2 bookings, 7 covers');
  });

  it('refuses a date that is not one, in the envelope', async () => {
    const r = await bookingRestaurant(t);
    const res = await get(t.app, query(bookingApiPaths.bookingBookPdf, { date: '2026-02-30' }), r.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 201, field: 'date' });
  });
});
