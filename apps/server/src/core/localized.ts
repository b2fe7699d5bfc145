import { type AllergenCode, isAllergenCode, type Locale, parseAllergenCodes } from '@portal/contract';

/** The text in the caller's language, or the other language when that one is empty. */
export function pick(lang: Locale, fr: string, en: string): string {
  return lang === 'fr' ? fr || en : en || fr;
}

/** Stored allergen codes ("milk,eggs"), known ones only: a code retired later is dropped, not answered. */
export function storedAllergens(text: string): AllergenCode[] {
  return parseAllergenCodes(text.split(',').filter(isAllergenCode)) ?? [];
}
