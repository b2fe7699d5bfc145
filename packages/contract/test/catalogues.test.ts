import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorMessages, fieldLabels, successMessages, type MessagePair } from '../src/index.js';
import { guestFieldLabels } from '../src/errors/guests.js';
import { offerFieldLabels } from '../src/errors/offers.js';
import { paymentFieldLabels } from '../src/errors/payments.js';
import { privacyFieldLabels } from '../src/errors/privacy.js';
import { promotionFieldLabels } from '../src/errors/promotions.js';
import { reservationFieldLabels } from '../src/errors/reservations.js';
import { reviewFieldLabels } from '../src/errors/reviews.js';
import { waitlistFieldLabels } from '../src/errors/waitlist.js';

/*
 * The contract's texts are catalogues (src/messages/**\/*.json), each entry a code with its English
 * and its French text. Every entry says both, neither empty (unless both are, on purpose), with
 * the same {placeholders}. The contract sends its texts as they are: none may keep a placeholder.
 */
const messagesDir = fileURLToPath(new URL('../src/messages', import.meta.url));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? jsonFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

const catalogues = jsonFiles(messagesDir).map((file) => ({
  name: relative(messagesDir, file),
  entries: Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>),
}));

/** Codes whose texts are empty in both languages on purpose: the client shows nothing. */
const silent = new Set(['LOADED']);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('message catalogues', () => {
  it('are found', () => {
    expect(catalogues.map((catalogue) => catalogue.name)).toContain('success.json');
    expect(catalogues.length).toBeGreaterThan(20);
  });

  describe.each(catalogues)('$name', ({ entries }) => {
    it('holds codes, each with an English and a French text only', () => {
      expect(entries.length).toBeGreaterThan(0);
      for (const [code, pair] of entries) {
        expect(pair, code).toBeTypeOf('object');
        expect(Object.keys(pair as object).sort(), code).toEqual(['en', 'fr']);
        expect((pair as MessagePair).en, code).toBeTypeOf('string');
        expect((pair as MessagePair).fr, code).toBeTypeOf('string');
      }
    });

    it('says every text in both languages, with the same placeholders', () => {
      for (const [code, pair] of entries) {
        const { en, fr } = pair as MessagePair;
        if (silent.has(code)) {
          expect([en, fr], code).toEqual(['', '']);
          continue;
        }
        expect(en.trim(), `${code} (en)`).not.toBe('');
        expect(fr.trim(), `${code} (fr)`).not.toBe('');
        expect(placeholders(fr), code).toEqual(placeholders(en));
      }
    });
  });

  it('sends no placeholder in the tables the contract exports', () => {
    const tables: Record<string, Readonly<Record<string, MessagePair>>> = {
      errorMessages,
      successMessages,
      fieldLabels,
      guestFieldLabels,
      offerFieldLabels,
      paymentFieldLabels,
      privacyFieldLabels,
      promotionFieldLabels,
      reservationFieldLabels,
      reviewFieldLabels,
      waitlistFieldLabels,
    };
    for (const [table, pairs] of Object.entries(tables)) {
      for (const [code, { en, fr }] of Object.entries(pairs)) {
        expect(placeholders(en), `${table}.${code} (en)`).toEqual([]);
        expect(placeholders(fr), `${table}.${code} (fr)`).toEqual([]);
      }
    }
  });
});
