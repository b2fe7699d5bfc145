import { describe, expect, it } from 'vitest';
import { calendarEvent } from '../../../src/modules/reservations/booking-calendar.js';

/*
 * The calendar event joined to a booking's confirmation (RFC 5545): what a phone's calendar reads
 * must hold the meal's instant and the texts exactly, whatever characters the restaurant's name
 * and address carry.
 */

const event = {
  uid: 'booking-7-R7K2QX@espace-partenaires',
  sequence: 3,
  stamp: Date.parse('2026-11-25T10:00:00Z'),
  start: Date.parse('2026-11-28T18:30:00Z'),
  end: Date.parse('2026-11-28T20:00:00Z'),
  summary: 'Table chez Le Bouchon; Vins, Fromages & Cie (2 personnes)',
  location: '12 Rue Mercière, 69002 Lyon',
  description: 'Référence R7K2QX\nhttps://portail.example.fr/booking/manage?token=v1.7.3.abc',
  url: 'https://portail.example.fr/booking/manage?token=v1.7.3.abc',
};

/** The lines as a calendar reads them: unfolded, CRLF-separated. */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('the booking as a calendar event', () => {
  it('holds the meal in UTC, its identity and its revision, with CRLF line ends', () => {
    const text = calendarEvent(event);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Espace partenaires//Reservations//FR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:booking-7-R7K2QX@espace-partenaires');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain('DTSTAMP:20261125T100000Z');
    expect(lines).toContain('DTSTART:20261128T183000Z');
    expect(lines).toContain('DTEND:20261128T200000Z');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('escapes the texts and folds long lines at 75 octets without splitting a character', () => {
    const text = calendarEvent({ ...event, location: `${'Passage des Écuries 🍷, '.repeat(6)}Paris` });
    const lines = unfold(text);
    expect(lines).toContain('SUMMARY:Table chez Le Bouchon\\; Vins\\, Fromages & Cie (2 personnes)');
    expect(lines).toContain(
      'DESCRIPTION:Référence R7K2QX\\nhttps://portail.example.fr/booking/manage?token=v1.7.3.abc',
    );
    expect(lines).toContain(`LOCATION:${'Passage des Écuries 🍷\\, '.repeat(6)}Paris`);
    for (const physical of text.split('\r\n')) {
      expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75);
      // Each physical line is whole UTF-8 on its own: no character (an emoji's pair) is cut.
      expect(Buffer.from(physical, 'utf8').toString('utf8')).toBe(physical);
      expect(physical).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
  });
});
