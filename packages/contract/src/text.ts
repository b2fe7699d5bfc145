/**
 * Search text: lower case, accents stripped (NFD), ligatures spelled out, every run of
 * punctuation or spaces turned into one space. "Crème brûlée" and "creme BRULEE" both give
 * "creme brulee"; "Bœuf" gives "boeuf" because nobody types "œ" on a phone keyboard.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .replaceAll('ß', 'ss')
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/** The words of a search box: every one must appear (in any order). At most 8 are kept. */
export function searchTerms(text: string): string[] {
  const normalized = normalizeSearchText(text);
  return normalized ? [...new Set(normalized.split(' '))].slice(0, 8) : [];
}
