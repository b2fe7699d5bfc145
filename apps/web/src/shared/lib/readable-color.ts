/**
 * Text darker than the palette's darkest shade where that shade reads below 4.5:1 on its own
 * light background (orange and green); the `.9` shade elsewhere.
 */
const DARKER_TEXT: Partial<Record<string, string>> = { orange: '#a8410d', green: '#236b33' };

/** The text colour of a light badge or banner of `color`. */
export function readableText(color: string): string {
  return DARKER_TEXT[color] ?? `${color}.9`;
}
