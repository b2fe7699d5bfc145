import type { ErrorCode } from '../errors/index.js';
import { fieldFailure, firstFreeTextFailure, parseId, type FormCheck } from '../form-fields.js';

/* What the menu's forms (a dish, an add-on) check first: the id of what they change, its two names. */

/** The id of what a form changes: '' or '0' is a new one (null); a malformed id cannot exist. */
export function checkFormId(text: string, field: string): FormCheck<number | null> {
  const idText = text.trim();
  if (idText === '' || idText === '0') return { ok: true, value: null };
  const id = parseId(idText);
  return id === null ? fieldFailure('NOT_FOUND', field) : { ok: true, value: id };
}

/**
 * A name in English and in French, trimmed: one of the two at least (else `required`, under the
 * English one), each on one line of at most `maxLength` characters.
 */
export function checkNamePair(
  [enField, enText]: [field: string, text: string],
  [frField, frText]: [field: string, text: string],
  maxLength: number,
  required: ErrorCode,
): FormCheck<{ en: string; fr: string }> {
  const en = enText.trim();
  const fr = frText.trim();
  if (!en && !fr) return fieldFailure(required, enField);
  const failure = firstFreeTextFailure([
    [enField, en, 'single-line', maxLength],
    [frField, fr, 'single-line', maxLength],
  ]);
  return failure ?? { ok: true, value: { en, fr } };
}
