import { ALLERGEN_CODES, ALLERGENS, type Locale } from '@portal/contract';

/** The 14 allergens in the regulation's order, labelled in the UI language (select and chip options). */
export function allergenOptions(locale: Locale): Array<{ value: string; label: string }> {
  return ALLERGEN_CODES.map((code) => ({ value: code, label: ALLERGENS[code][locale] }));
}
