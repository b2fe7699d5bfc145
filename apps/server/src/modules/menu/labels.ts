import type { Locale, TReferenceOption } from '@portal/contract';
import { pick } from '../../core/localized.js';

export { pick, storedAllergens } from '../../core/localized.js';

export function options(
  rows: Array<{ id: number; fr_label: string; en_label: string }> | undefined,
  lang: Locale,
): TReferenceOption[] {
  return (rows ?? []).map((r) => ({ id: r.id, label: pick(lang, r.fr_label, r.en_label) }));
}
