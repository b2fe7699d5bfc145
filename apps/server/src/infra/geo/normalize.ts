/**
 * Lower-case, accent-free words: "Rue du Bœuf, l'Église-Saint-Jean" → ["rue", "du", "boeuf", "l",
 * "eglise", "saint", "jean"]. Apostrophes and hyphens split words because people type them
 * either way; the ligatures are spelled out because nobody types "œ" on a phone keyboard.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .split(/[^\p{Letter}\p{Number}]+/u)
    .filter((word) => word.length > 0);
}
