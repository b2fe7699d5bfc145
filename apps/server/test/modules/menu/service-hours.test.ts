import { describe, expect, it } from 'vitest';
import { nextServiceChange, servedAt } from '../../../src/modules/menu/service-hours.js';

/** Instants are written in UTC; Paris is UTC+1 in winter, UTC+2 in summer. */
const at = Date.parse;

describe('a dish’s own service hours (Europe/Paris)', () => {
  it('serves within a slot, from its opening included to its closing excluded', () => {
    const lunchAndDinner = ['12:00,19:00', '14:30,22:30'] as const;
    const served = (iso: string) => servedAt(...lunchAndDinner, at(iso));
    expect(served('2026-01-15T10:59:00Z')).toBe(false); // 11:59
    expect(served('2026-01-15T11:00:00Z')).toBe(true); // 12:00
    expect(served('2026-01-15T13:29:00Z')).toBe(true); // 14:29
    expect(served('2026-01-15T13:30:00Z')).toBe(false); // 14:30
    expect(served('2026-01-15T18:00:00Z')).toBe(true); // 19:00
    // The same wall-clock hours in summer time.
    expect(served('2026-07-15T10:00:00Z')).toBe(true); // 12:00 (UTC+2)
    expect(served('2026-07-15T09:59:00Z')).toBe(false); // 11:59
  });

  it('runs a slot past midnight, and reads 24:00 as the end of the day', () => {
    expect(servedAt('19:00', '02:00', at('2026-01-15T23:30:00Z'))).toBe(true); // 00:30
    expect(servedAt('19:00', '02:00', at('2026-01-16T00:59:00Z'))).toBe(true); // 01:59
    expect(servedAt('19:00', '02:00', at('2026-01-16T01:00:00Z'))).toBe(false); // 02:00
    expect(servedAt('19:00', '02:00', at('2026-01-15T17:59:00Z'))).toBe(false); // 18:59
    expect(servedAt('18:00', '24:00', at('2026-01-15T22:59:00Z'))).toBe(true); // 23:59
    expect(servedAt('18:00', '24:00', at('2026-01-15T23:00:00Z'))).toBe(false); // 00:00
  });

  it('serves a dish saved without hours at any time', () => {
    expect(servedAt('', '', at('2026-01-15T03:00:00Z'))).toBe(true);
    expect(nextServiceChange('', '', at('2026-01-15T03:00:00Z'))).toBeNull();
  });

  it('tells when the next slot opens or closes, for the public page to change by itself', () => {
    // 13:00 in Paris: the lunch slot closes at 14:30.
    expect(nextServiceChange('12:00,19:00', '14:30,22:30', at('2026-01-15T12:00:00Z'))).toBe(
      at('2026-01-15T13:30:00Z'),
    );
    // 23:00: tomorrow's 12:00.
    expect(nextServiceChange('12:00,19:00', '14:30,22:30', at('2026-01-15T22:00:00Z'))).toBe(
      at('2026-01-16T11:00:00Z'),
    );
    // 00:30 inside 19:00–02:00: it ends at 02:00 the same night.
    expect(nextServiceChange('19:00', '02:00', at('2026-01-15T23:30:00Z'))).toBe(at('2026-01-16T01:00:00Z'));
    // Across the start of summer time (29 March 2026, 02:00 → 03:00): 12:00 is then 10:00 UTC.
    expect(nextServiceChange('12:00', '14:30', at('2026-03-28T22:00:00Z'))).toBe(at('2026-03-29T10:00:00Z'));
  });
});
