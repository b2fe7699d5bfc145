import { describe, expect, it } from 'vitest';
import { parisDate as liveParisDate, parisInstant } from '../../src/core/paris-time.js';
import { parisDate as frozenParisDate } from '../../src/db/migrations/frozen/paris-date-0010.js';

const HOUR = 3_600_000;

describe('the Paris date frozen for migration 0010', () => {
  it('names the same day as the live helper for every hour of a year, both clock changes included', () => {
    const start = Date.UTC(2026, 0, 1);
    const differing: number[] = [];
    for (let at = start; at < start + 366 * 24 * HOUR; at += HOUR) {
      if (frozenParisDate(at) !== liveParisDate(at)) differing.push(at);
    }
    expect(differing).toEqual([]);
  });

  it('puts the hour after midnight in Paris on the next day, summer and winter', () => {
    // 00:30 in Paris is still the previous evening in UTC.
    expect(frozenParisDate(parisInstant('2026-07-14', '00:30'))).toBe('2026-07-14');
    expect(frozenParisDate(parisInstant('2026-12-25', '00:30'))).toBe('2026-12-25');
    expect(frozenParisDate(Date.UTC(2026, 2, 28, 23, 30))).toBe('2026-03-29');
  });
});
