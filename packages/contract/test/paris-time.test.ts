import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateInWords,
  instantInWords,
  nextParisDayStart,
  parisDate,
  parisInstant,
  parisPeriodBounds,
  parisTime,
  parisTimeToEpoch,
} from '../src/paris-time.js';

/*
 * In 2026 Paris goes to summer time on Sunday 29 March at 01:00 UTC (02:00 becomes 03:00) and back
 * on Sunday 25 October at 01:00 UTC (03:00 becomes 02:00 again).
 */
describe('Paris wall-clock time', () => {
  it('reads the date and time in Paris, in winter and in summer', () => {
    expect(parisDate(Date.UTC(2026, 0, 15, 23, 30))).toBe('2026-01-16');
    expect(parisTime(Date.UTC(2026, 0, 15, 23, 30))).toBe('00:30');
    expect(parisDate(Date.UTC(2026, 6, 14, 21, 59))).toBe('2026-07-14');
    expect(parisTime(Date.UTC(2026, 6, 14, 21, 59))).toBe('23:59');
    expect(parisDate(Date.UTC(2026, 6, 14, 22, 0))).toBe('2026-07-15');
    expect(parisTime(Date.UTC(2026, 6, 14, 22, 0))).toBe('00:00');
  });

  it('skips the hour the clocks go forward in March', () => {
    expect(parisTime(Date.UTC(2026, 2, 29, 0, 59))).toBe('01:59');
    expect(parisTime(Date.UTC(2026, 2, 29, 1, 0))).toBe('03:00');
    expect(parisTimeToEpoch(2026, 3, 28, 4)).toBe(Date.UTC(2026, 2, 28, 3, 0));
    expect(parisTimeToEpoch(2026, 3, 29, 4)).toBe(Date.UTC(2026, 2, 29, 2, 0));
    expect(parisInstant('2026-03-29', '12:30')).toBe(Date.UTC(2026, 2, 29, 10, 30));
  });

  it('goes through the hour the clocks go back in October twice', () => {
    expect(parisTime(Date.UTC(2026, 9, 25, 0, 30))).toBe('02:30');
    expect(parisTime(Date.UTC(2026, 9, 25, 1, 30))).toBe('02:30');
    expect(parisDate(Date.UTC(2026, 9, 25, 1, 30))).toBe('2026-10-25');
    expect(parisInstant('2026-10-24', '19:30')).toBe(Date.UTC(2026, 9, 24, 17, 30));
    expect(parisInstant('2026-10-25', '19:30')).toBe(Date.UTC(2026, 9, 25, 18, 30));
  });

  it('reads "24:00" as the next midnight, in the offset of that midnight', () => {
    expect(parisInstant('2026-10-24', '24:00')).toBe(Date.UTC(2026, 9, 24, 22, 0));
    expect(parisInstant('2026-10-25', '24:00')).toBe(Date.UTC(2026, 9, 25, 23, 0));
    expect(parisInstant('2026-12-31', '24:00')).toBe(Date.UTC(2026, 11, 31, 23, 0));
  });

  it('starts the next business day at 04:00 in Paris, strictly after now, across both changes', () => {
    expect(nextParisDayStart(Date.UTC(2026, 0, 15, 2, 59))).toBe(Date.UTC(2026, 0, 15, 3, 0));
    expect(nextParisDayStart(Date.UTC(2026, 0, 15, 3, 0))).toBe(Date.UTC(2026, 0, 16, 3, 0));
    // Saturday 04:00 to Sunday 04:00 in March lasts 23 hours.
    expect(nextParisDayStart(Date.UTC(2026, 2, 28, 3, 0))).toBe(Date.UTC(2026, 2, 29, 2, 0));
    // Saturday 04:00 to Sunday 04:00 in October lasts 25 hours.
    expect(nextParisDayStart(Date.UTC(2026, 9, 24, 2, 0))).toBe(Date.UTC(2026, 9, 25, 3, 0));
    expect(nextParisDayStart(Date.UTC(2026, 9, 25, 1, 30))).toBe(Date.UTC(2026, 9, 25, 3, 0));
  });

  it('counts days on the calendar, across months, years and leap days', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-27', -29)).toBe('2026-10-29');
  });

  it('bounds a week from Monday, a month and a year at midnight in Paris', () => {
    // Tuesday 31 March 2026: the week began on Monday 30 March, in summer time.
    expect(parisPeriodBounds('week', Date.UTC(2026, 2, 31, 10))).toEqual({
      start: Date.UTC(2026, 2, 29, 22, 0),
      end: Date.UTC(2026, 3, 5, 22, 0),
    });
    // The week of the October change: Monday 19 in summer time, Monday 26 in winter time.
    expect(parisPeriodBounds('week', Date.UTC(2026, 9, 25, 12))).toEqual({
      start: Date.UTC(2026, 9, 18, 22, 0),
      end: Date.UTC(2026, 9, 25, 23, 0),
    });
    expect(parisPeriodBounds('month', Date.UTC(2026, 9, 15))).toEqual({
      start: Date.UTC(2026, 8, 30, 22, 0),
      end: Date.UTC(2026, 9, 31, 23, 0),
    });
    expect(parisPeriodBounds('year', Date.UTC(2026, 5, 1))).toEqual({
      start: Date.UTC(2025, 11, 31, 23, 0),
      end: Date.UTC(2026, 11, 31, 23, 0),
    });
    expect(parisPeriodBounds('all', Date.UTC(2026, 5, 1))).toEqual({ start: null, end: null });
  });

  it('writes a calendar date and an instant in words, in each language', () => {
    expect(calendarDateInWords('2026-11-28', 'fr-FR')).toBe('samedi 28 novembre 2026');
    expect(calendarDateInWords('2026-11-28', 'en-GB')).toBe('Saturday, 28 November 2026');
    expect(calendarDateInWords('2026-11-28', 'fr-FR', false)).toBe('samedi 28 novembre');
    const french = { intlLocale: 'fr-FR', dateAtTime: (day: string, time: string) => `${day} à ${time}` };
    expect(instantInWords(Date.UTC(2026, 10, 27, 18, 30), french)).toBe('vendredi 27 novembre 2026 à 19:30');
    expect(instantInWords(Date.UTC(2026, 2, 29, 1, 0), french, false)).toBe('dimanche 29 mars à 03:00');
  });
});
