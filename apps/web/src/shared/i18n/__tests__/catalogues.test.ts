import { PASSWORD_MIN_LENGTH } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { fr } from '../fr';

/*
 * Every catalogue of the app comes as a French file and its English twin (`fr.ts` / `en.ts`,
 * `partner-fr.json` / `partner-en.json`, `bookings-fr.json` / `bookings-en.json`, ...): each pair says
 * every text in both languages, with the same placeholders and the same plural forms.
 */
type Tree = { [key: string]: string | Tree };

const moduleFiles = import.meta.glob<Record<string, Tree>>(['../*fr.ts', '../*en.ts'], { eager: true });
const jsonFiles = import.meta.glob<Tree>(['../*fr.json', '../*en.json'], { eager: true, import: 'default' });
const catalogueFiles = [...Object.keys(moduleFiles), ...Object.keys(jsonFiles)];

/** The catalogue a file holds: a JSON resource, or a module's one value (the types are gone at run time). */
function catalogueOf(file: string): Tree {
  if (jsonFiles[file]) return jsonFiles[file];
  const values = Object.values(moduleFiles[file] ?? {});
  expect(values, file).toHaveLength(1);
  return values[0]!;
}

const pairs = catalogueFiles
  .filter((file) => /fr\.(ts|json)$/.test(file))
  .map((frFile) => ({ name: frFile.slice(3), frFile, enFile: frFile.replace(/fr\.(ts|json)$/, 'en.$1') }));

function leaves(tree: Tree, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === 'object' ? leaves(value, path) : [[path, value] as [string, unknown]];
  });
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The plural forms of each key said with a count: "covers" → ["one", "other"]. */
function pluralForms(keys: string[]): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of keys) {
    const match = PLURAL.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    forms.set(base, [...(forms.get(base) ?? []), match[1] ?? ''].sort());
  }
  return forms;
}

describe('translation catalogues', () => {
  it('come in pairs, every French file with its English one', () => {
    // The public, partner, bookings, campaigns, guests, invitation, loyalty, offers, promo codes, reviews and team texts.
    expect(pairs.map((pair) => pair.name).sort()).toEqual([
      'bookings-fr.json',
      'campaigns-fr.json',
      'fr.ts',
      'guests-fr.json',
      'invite-fr.ts',
      'loyalty-fr.json',
      'offers-fr.json',
      'partner-fr.json',
      'promotions-fr.json',
      'reviews-fr.json',
      'team-fr.json',
    ]);
    for (const pair of pairs) expect(catalogueFiles, pair.name).toContain(pair.enFile);
  });

  describe.each(pairs)('$name and its English twin', ({ frFile, enFile }) => {
    const frLeaves = leaves(catalogueOf(frFile));
    const enLeaves = leaves(catalogueOf(enFile));
    const enByKey = new Map(enLeaves);

    it('have exactly the same keys, deeply', () => {
      expect(enLeaves.map(([key]) => key).sort()).toEqual(frLeaves.map(([key]) => key).sort());
    });

    it('have only non-empty strings', () => {
      for (const [key, value] of [...frLeaves, ...enLeaves]) {
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
      }
    });

    it('use the same interpolation placeholders in both languages', () => {
      for (const [key, value] of frLeaves) {
        expect(placeholders(String(enByKey.get(key))), key).toEqual(placeholders(String(value)));
      }
    });

    it('say each counted text in the same plural forms, a singular and a plural at least', () => {
      const frForms = pluralForms(frLeaves.map(([key]) => key));
      expect(pluralForms(enLeaves.map(([key]) => key))).toEqual(frForms);
      for (const [key, forms] of frForms) expect(forms, key).toEqual(expect.arrayContaining(['one', 'other']));
    });
  });

  it('state the password minimum that the contract enforces', () => {
    for (const catalogue of [fr, en]) {
      for (const label of [catalogue.auth.register.password, catalogue.auth.reset.newPassword]) {
        expect(label).toContain(`${PASSWORD_MIN_LENGTH} `);
      }
    }
  });
});
