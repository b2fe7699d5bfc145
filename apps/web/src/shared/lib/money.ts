import { formatPrice, type Locale } from '@portal/contract';

/** Euros of the wire (12.5) → cents, without floating-point drift. */
function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** 12.5 → "12,50 €" (fr) or "€12.50" (en) (the contract's formatPrice). */
export function formatEuros(euros: number, locale: Locale): string {
  return formatPrice(eurosToCents(euros), locale);
}

/**
 * A price as it goes back into a text field: "12,50" in French, "12.50" in English (both are
 * read back by the contract's parsePrice).
 */
export function priceInputValue(euros: number, locale: Locale): string {
  const text = (eurosToCents(euros) / 100).toFixed(2);
  return locale === 'fr' ? text.replace('.', ',') : text;
}
