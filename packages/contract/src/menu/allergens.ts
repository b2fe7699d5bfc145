import { z } from 'zod';
import type { Locale } from '../locale.js';

/**
 * The 14 allergens that EU regulation 1169/2011 (annex II) requires a menu to declare, as codes
 * on the wire, with the regulation's French wording and the English names.
 */
export const ALLERGENS = {
  gluten: { fr: 'Céréales contenant du gluten', en: 'Cereals containing gluten' },
  crustaceans: { fr: 'Crustacés', en: 'Crustaceans' },
  eggs: { fr: 'Œufs', en: 'Eggs' },
  fish: { fr: 'Poissons', en: 'Fish' },
  peanuts: { fr: 'Arachides', en: 'Peanuts' },
  soybeans: { fr: 'Soja', en: 'Soybeans' },
  milk: { fr: 'Lait', en: 'Milk' },
  nuts: { fr: 'Fruits à coque', en: 'Nuts' },
  celery: { fr: 'Céleri', en: 'Celery' },
  mustard: { fr: 'Moutarde', en: 'Mustard' },
  sesame: { fr: 'Graines de sésame', en: 'Sesame seeds' },
  sulphites: { fr: 'Anhydride sulfureux et sulfites', en: 'Sulphur dioxide and sulphites' },
  lupin: { fr: 'Lupin', en: 'Lupin' },
  molluscs: { fr: 'Mollusques', en: 'Molluscs' },
} as const satisfies Record<string, Record<Locale, string>>;

export type AllergenCode = keyof typeof ALLERGENS;

/** In the regulation's order. */
export const ALLERGEN_CODES = Object.keys(ALLERGENS) as AllergenCode[];

/** An allergen in a reply: its code and its name in the reply's language. */
export const ZAllergenSchema = z.object({
  code: z.enum(ALLERGEN_CODES as [AllergenCode, ...AllergenCode[]]),
  label: z.string(),
});
export type TAllergen = z.infer<typeof ZAllergenSchema>;

export function isAllergenCode(code: string): code is AllergenCode {
  return Object.hasOwn(ALLERGENS, code);
}

/** Codes typed by a client (any case, duplicates, any order) in the regulation's order; null if one is unknown. */
export function parseAllergenCodes(tokens: readonly string[]): AllergenCode[] | null {
  const codes = tokens.map((token) => token.trim().toLowerCase()).filter((token) => token !== '');
  if (!codes.every(isAllergenCode)) return null;
  return ALLERGEN_CODES.filter((code) => codes.includes(code));
}

/** `[{ code, label }]` in the caller's language, as replies carry them. */
export function allergenLabels(codes: readonly AllergenCode[], lang: Locale): TAllergen[] {
  return codes.map((code) => ({ code, label: ALLERGENS[code][lang] }));
}
