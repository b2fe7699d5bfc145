import { describe, expect, it } from 'vitest';
import {
  normalizeSearchText,
  parsePrice,
  parseServiceSlots,
  parseTvaRate,
  searchTerms,
  tvaRateToBasisPoints,
} from '@portal/contract';

/** The contract's rules that both the server and the forms use. */
describe('parsePrice', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['0', 0],
    ['0,99', 99],
    ['12 €', 1200],
    ['1 250,00', 125000],
    ['1\u202f250,00\u00a0€', 125000],
    [12.5, 1250],
    [19.99, 1999],
  ])('%j → %i cents', (input, cents) => expect(parsePrice(input)).toBe(cents));

  it.each([['-1'], ['12,505'], ['abc'], [''], ['12,'], [',5'], ['1e3'], ['100000'], [Number.NaN], [null], [12.345]])(
    '%j is not a price',
    (input) => expect(parsePrice(input)).toBeNull(),
  );
});

describe('TVA', () => {
  it('accepts 5,5 / 10 / 20 the French or English way, stored in basis points', () => {
    expect(parseTvaRate('5,5')).toBe(5.5);
    expect(parseTvaRate('5.5 %')).toBe(5.5);
    expect(parseTvaRate(20)).toBe(20);
    expect(parseTvaRate('7')).toBeNull();
    expect(tvaRateToBasisPoints(5.5)).toBe(550);
  });
});

describe('search text', () => {
  it('strips accents, case and ligatures', () => {
    expect(normalizeSearchText('Crème Brûlée')).toBe('creme brulee');
    expect(normalizeSearchText('Bœuf  bourguignon, l’œuf')).toBe('boeuf bourguignon l oeuf');
    expect(searchTerms(' CRÈME  crème brûlée ')).toEqual(['creme', 'brulee']);
    expect(searchTerms('%_')).toEqual([]);
  });
});

describe('service slots', () => {
  it('pairs, normalises and sorts up to 3 slots', () => {
    expect(parseServiceSlots(['19:00', '9:30'], ['22:30', '11:00'])).toEqual({
      open: ['09:30', '19:00'],
      close: ['11:00', '22:30'],
    });
    expect(parseServiceSlots(['18h30'], ['24:00'])).toEqual({ open: ['18:30'], close: ['24:00'] });
  });
  it.each([
    [[], []],
    [['12:00'], []],
    [['14:00'], ['12:00']],
    [['12:00'], ['12:00']],
    [['24:00'], ['24:00']],
    [
      ['12:00', '13:00'],
      ['14:00', '15:00'],
    ],
    [
      ['06:00', '09:00', '12:00', '18:00'],
      ['08:00', '11:00', '14:00', '22:00'],
    ],
    [['12:60'], ['14:00']],
  ])('refuses %j – %j', (open, close) => expect(parseServiceSlots(open, close)).toBeNull());
});
