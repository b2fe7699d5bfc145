import { PASSWORD_MIN_LENGTH } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { fr } from '../fr';
import { partnerEn } from '../partner-en';
import { partnerFr } from '../partner-fr';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === 'object' ? leaves(value, path) : [[path, value] as [string, unknown]];
  });
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('translation catalogues', () => {
  const frLeaves = [...leaves(fr), ...leaves(partnerFr)];
  const enLeaves = [...leaves(en), ...leaves(partnerEn)];

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
    const enByKey = new Map(enLeaves);
    for (const [key, value] of frLeaves) {
      expect(placeholders(String(enByKey.get(key))), key).toEqual(placeholders(String(value)));
    }
  });

  it('state the password minimum that the contract enforces', () => {
    for (const catalogue of [fr, en]) {
      for (const label of [catalogue.auth.register.password, catalogue.auth.reset.newPassword]) {
        expect(label).toContain(`${PASSWORD_MIN_LENGTH} `);
      }
    }
  });
});
