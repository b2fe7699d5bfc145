/** "+33" → "33": every call but sign-up sends the country code without its plus. */
export function dialDigits(countryCode: string): string {
  return countryCode.trim().replace(/^\+/, '');
}

/** "+33" + "612345678" → "+33 6 12 34 56 78" style, for screens ("sent to …"). */
export function displayPhone(countryCode: string, phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const groups =
    digits.length % 2 === 1
      ? [digits.slice(0, 1), ...(digits.slice(1).match(/\d{2}/g) ?? [])]
      : (digits.match(/\d{2}/g) ?? []);
  return `${countryCode} ${groups.join(' ')}`.trim();
}
