import { describe, expect, it } from 'vitest';
import { frenchVatKey, isCalendarDate, parseFrenchVatNumber, parseSiret, parseWebsite } from '../src/index.js';

describe('legal identity', () => {
  it('accepts a SIRET with spaces or dots when its Luhn check holds, and refuses one wrong digit', () => {
    expect(parseSiret('732 829 320 00074')).toBe('73282932000074');
    expect(parseSiret('732.829.320.00074')).toBe('73282932000074');
    expect(parseSiret('73282932000075')).toBeNull();
    expect(parseSiret('7328293200007')).toBeNull();
    expect(parseSiret('7328293200007A')).toBeNull();
  });

  it('computes the TVA key from the SIREN and refuses a number whose key does not match', () => {
    expect(frenchVatKey('732829320')).toBe('44');
    expect(frenchVatKey('552100554')).toBe('96');
    expect(parseFrenchVatNumber('fr 44 732 829 320')).toBe('FR44732829320');
    expect(parseFrenchVatNumber('FR45732829320')).toBeNull();
    expect(parseFrenchVatNumber('DE44732829320')).toBeNull();
  });
});

describe('profile fields', () => {
  it('reads a website typed without its scheme, and refuses anything that is not a web page', () => {
    expect(parseWebsite('monresto.fr')).toBe('https://monresto.fr/');
    expect(parseWebsite('http://monresto.fr/carte')).toBe('http://monresto.fr/carte');
    expect(parseWebsite('')).toBe('');
    expect(parseWebsite('javascript:alert(1)')).toBeNull();
    expect(parseWebsite('ftp://monresto.fr')).toBeNull();
    expect(parseWebsite('mon resto')).toBeNull();
  });

  it('knows real calendar dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('24/12/2026')).toBe(false);
  });
});
