import {
  type AllergenCode,
  isAllergenCode,
  type Locale,
  parseAllergenCodes,
  type TReferenceOption,
} from '@portal/contract';

/** The text in the caller's language, or the other language when that one is empty. */
export function pick(lang: Locale, fr: string, en: string): string {
  return lang === 'fr' ? fr || en : en || fr;
}

export function options(
  rows: Array<{ id: number; fr_label: string; en_label: string }> | undefined,
  lang: Locale,
): TReferenceOption[] {
  return (rows ?? []).map((r) => ({ id: r.id, label: pick(lang, r.fr_label, r.en_label) }));
}

/** Stored allergen codes ("milk,eggs"), known ones only: a code retired later is dropped, not answered. */
export function storedAllergens(text: string): AllergenCode[] {
  return parseAllergenCodes(text.split(',').filter(isAllergenCode)) ?? [];
}
