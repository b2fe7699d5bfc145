/**
 * Money and TVA. Prices are integer cents in storage and euros with up to two decimals on the
 * wire (12.5 = 12,50 €); menu prices include TVA, as French law requires.
 */

/** 99 999,99 € — a bound that keeps sums far from integer limits. */
export const MAX_PRICE_CENTS = 9_999_999;

/**
 * What people type, the French or the English way: "12,50", "12.50", "12,5", "12", "12 €",
 * "1 250,00" (grouping spaces). Returns cents, or null when it is not a price. Numbers are
 * accepted too (JSON clients send 12.5). Negative prices and more than 2 decimals are refused.
 */
export function parsePrice(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return null;
  }
  const compact = text
    .trim()
    .replace(/\s*(€|eur|euros?)$/i, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const euros = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = euros * 100 + cents;
  return total <= MAX_PRICE_CENTS ? total : null;
}

/** 1250 → 12.5 (the wire form). */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** 12.5 → 1250: euros of the wire back to cents, without floating-point drift (0.1 + 0.2 → 30). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Groups of three digits, from the right: "1234567" → ["1", "234", "567"]. */
function digitGroups(digits: string): string[] {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups;
}

/** An amount's parts: its sign, whole euros and cents, a fraction of a cent rounded half away from zero. */
function amountParts(cents: number): { sign: string; units: string; hundredths: string } {
  const whole = Math.round(Math.abs(cents));
  return {
    sign: cents < 0 && whole > 0 ? '-' : '',
    units: String(Math.floor(whole / 100)),
    hundredths: String(whole % 100).padStart(2, '0'),
  };
}

/**
 * 1250 → "12,50 €" (fr) or "€12.50" (en): exactly what Intl.NumberFormat writes for fr-FR and
 * en-GB euros (narrow no-break space between thousands and a no-break space before the sign in
 * French), written by hand because a page's first Intl.NumberFormat costs a phone's browser
 * 40–60 ms of locale data, on the dish list while the app takes it over. A test compares both.
 */
export function formatPrice(cents: number, locale: 'fr' | 'en' = 'fr'): string {
  const { sign, units, hundredths } = amountParts(cents);
  return locale === 'fr'
    ? `${sign}${digitGroups(units).join('\u202f')},${hundredths}\u00a0€`
    : `${sign}€${digitGroups(units).join(',')}.${hundredths}`;
}

/** 12.5 (euros, as the wire sends them) → "12,50 €" (fr) or "€12.50" (en). */
export function formatEuros(euros: number, locale: 'fr' | 'en' = 'fr'): string {
  return formatPrice(eurosToCents(euros), locale);
}

/**
 * 1250 → "12,50" (fr) or "12.50" (en): the amount alone, without grouping or sign, as it is typed
 * back into a field (parsePrice reads both). The English form is also the decimal text the API
 * writes where an amount is text (a booking's imprint per cover, a charge in its history).
 */
export function formatAmount(cents: number, locale: 'fr' | 'en'): string {
  const { sign, units, hundredths } = amountParts(cents);
  return `${sign}${units}${locale === 'fr' ? ',' : '.'}${hundredths}`;
}

/** TVA rates a dish may carry, in percent; 10 % is the rate of prepared food. */
export const TVA_RATES = [5.5, 10, 20] as const;
export type TvaRate = (typeof TVA_RATES)[number];
export const DEFAULT_TVA_RATE: TvaRate = 10;

/** "5,5", "5.5", 5.5, "10 %" → 5.5 / 10; null for a rate that is not one of TVA_RATES. */
export function parseTvaRate(value: unknown): TvaRate | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const compact = text.trim().replace(/\s*%$/, '').replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(compact)) return null;
  const rate = Number(compact);
  return TVA_RATES.find((r) => r === rate) ?? null;
}

/** Storage form: basis points (5.5 % → 550). */
export function tvaRateToBasisPoints(rate: TvaRate): number {
  return Math.round(rate * 100);
}

export function basisPointsToTvaRate(basisPoints: number): number {
  return basisPoints / 100;
}

/** "5,5 %" / "5.5%". */
export function tvaRateLabel(rate: number, locale: 'fr' | 'en'): string {
  return locale === 'fr' ? `${String(rate).replace('.', ',')} %` : `${rate}%`;
}
