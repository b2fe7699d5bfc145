import { describe, expect, it } from 'vitest';
import { guestsEn } from '../guests-en';
import { guestsFr } from '../guests-fr';

/* The guest book's texts: every text in both languages, with the same placeholders. */
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === 'object' ? leaves(value, path) : [[path, value] as [string, unknown]];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('guest book texts', () => {
  const fr = leaves(guestsFr);
  const en = new Map(leaves(guestsEn));

  it('say every text in both languages, never empty, with the same placeholders', () => {
    expect([...en.keys()].sort()).toEqual(fr.map(([key]) => key).sort());
    for (const [key, text] of fr) {
      expect(String(text).trim(), key).not.toBe('');
      expect(String(en.get(key)).trim(), key).not.toBe('');
      expect(placeholders(String(en.get(key))), key).toEqual(placeholders(String(text)));
    }
  });
});
