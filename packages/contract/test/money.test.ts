import { describe, expect, it } from 'vitest';
import { eurosToCents, formatAmount, formatEuros, formatPrice, parsePrice } from '../src/money.js';

const intl = {
  fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};

describe('formatPrice', () => {
  it('writes prices as a French and an English reader expect them', () => {
    expect(formatPrice(1250, 'fr')).toBe('12,50\u00a0€');
    expect(formatPrice(1250, 'en')).toBe('€12.50');
    expect(formatPrice(123456789, 'fr')).toBe('1\u202f234\u202f567,89\u00a0€');
    expect(formatPrice(123456789, 'en')).toBe('€1,234,567.89');
    expect(formatPrice(-5, 'fr')).toBe('-0,05\u00a0€');
    expect(formatPrice(-5, 'en')).toBe('-€0.05');
    expect(formatPrice(0)).toBe('0,00\u00a0€');
  });

  it('writes exactly what Intl.NumberFormat writes, for every size of amount and both signs', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 999_999, 1_000_000, 9_999_999];
    for (let power = 1; power <= 12; power += 1) amounts.push(10 ** power - 1, 10 ** power, 7 * 10 ** power + 3);
    for (const cents of amounts.flatMap((amount) => (amount === 0 ? [0] : [amount, -amount]))) {
      for (const locale of ['fr', 'en'] as const) {
        expect(formatPrice(cents, locale), `${cents} (${locale})`).toBe(intl[locale].format(cents / 100));
      }
    }
  });

  it('rounds a fraction of a cent half away from zero, as Intl does', () => {
    expect(formatPrice(12.5, 'en')).toBe(intl.en.format(0.13));
    expect(formatPrice(-12.5, 'en')).toBe(intl.en.format(-0.13));
    expect(formatPrice(-0.4, 'fr')).toBe('0,00\u00a0€');
  });
});

describe('formatEuros', () => {
  it('writes the euros of the wire as formatPrice writes their cents, without floating-point drift', () => {
    expect(formatEuros(12.5, 'fr')).toBe('12,50\u00a0€');
    expect(formatEuros(12.5, 'en')).toBe('€12.50');
    expect(formatEuros(0.1 + 0.2, 'fr')).toBe('0,30\u00a0€');
    expect(formatEuros(1234.5)).toBe('1\u202f234,50\u00a0€');
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.99)).toBe(1999);
  });
});

describe('formatAmount', () => {
  it('writes an amount as it is typed in a field: no grouping, no sign, the language’s decimal mark', () => {
    expect(formatAmount(1250, 'fr')).toBe('12,50');
    expect(formatAmount(1250, 'en')).toBe('12.50');
    expect(formatAmount(0, 'fr')).toBe('0,00');
    expect(formatAmount(5, 'en')).toBe('0.05');
    expect(formatAmount(-5, 'en')).toBe('-0.05');
    expect(formatAmount(123456789, 'fr')).toBe('1234567,89');
  });

  it('writes in English what toFixed(2) writes of the euros, and parsePrice reads both forms back', () => {
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 999, 2000, 99_999, 1_000_000, 9_999_999, -1, -250]) {
      expect(formatAmount(cents, 'en'), String(cents)).toBe((cents / 100).toFixed(2));
      if (cents >= 0) {
        expect(parsePrice(formatAmount(cents, 'fr')), String(cents)).toBe(cents);
        expect(parsePrice(formatAmount(cents, 'en')), String(cents)).toBe(cents);
      }
    }
  });
});
