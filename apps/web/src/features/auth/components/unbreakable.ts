/** A phone number is read as one word: "+33 6 12 34 56 78" must not break across lines. */
export function unbreakable(text: string): string {
  return text.replace(/ /g, '\u00a0');
}
