/** A national phone number: digits only once spaces, dots, dashes, brackets and leading zeros are
 * gone, PHONE_MIN_DIGITS to PHONE_MAX_DIGITS of them. */
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 11;

/** "06 12 34 56 78" → "612345678"; null when the result breaks the rule. */
export function normalizeNationalNumber(value: string): string | null {
  const compact = value.replace(/[\s.\-()]/g, '');
  if (!/^\d+$/.test(compact)) return null;
  const digits = compact.replace(/^0+/, '');
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return null;
  return digits;
}

/** International form kept in storage: "+33" + "612345678" → "+33612345678". */
export function internationalPhone(dialCode: string, nationalDigits: string): string {
  return `${dialCode}${nationalDigits}`;
}

/** The national digits of a stored number: "+33" and "+33612345678" → "612345678"; null when it does not start with that code. */
export function nationalPhone(dialCode: string, international: string): string | null {
  return dialCode && international.startsWith(dialCode) ? international.slice(dialCode.length) : null;
}
