import type { Locale, TReferenceOption } from '@portal/contract';

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
