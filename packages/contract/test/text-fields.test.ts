import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  ZAddDishTypeRequestSchema,
  ZChangeStatusRequestSchema,
  ZItemDetailQuerySchema,
  ZSignupRequestSchema,
  freeTextProblem,
  hasInvalidCharacters,
  zFormList,
  zFormText,
  zMultiLineText,
  zSingleLineText,
  zText,
} from '../src/index.js';
import { firstProblem } from './helpers.js';

describe('the text coercer', () => {
  it('is the one coercer under both names', () => {
    for (const input of ['a', 7, true, null, undefined, ['a', 'b'], {}]) {
      expect(zFormText().safeParse(input)).toEqual(zText().safeParse(input));
    }
  });

  it.each([
    ['text', 'Chez Paul', 'Chez Paul'],
    ['a number', 12.5, '12.5'],
    ['true', true, '1'],
    ['false', false, '0'],
    ['an absent field', undefined, ''],
    ['null', null, ''],
  ])('reads %s as text', (_, input, expected) => {
    expect(zText().parse(input)).toBe(expected);
  });

  it.each([
    ['a repeated field', ['a', 'b']],
    ['a repeated field with one value', ['a']],
    ['an empty list', []],
    ['an object', { a: 1 }],
  ])('refuses %s with VALIDATION rather than picking a value', (_, input) => {
    expect(firstProblem(zText(), input)).toEqual({ code: 'VALIDATION', path: [] });
  });

  it('refuses a repeated field inside a request, under that field', () => {
    expect(firstProblem(ZItemDetailQuerySchema, { id: ['3', '4'] })).toEqual({ code: 'VALIDATION', path: ['id'] });
    expect(firstProblem(ZChangeStatusRequestSchema, { status: ['0', '1'] })).toEqual({
      code: 'VALIDATION',
      path: ['status'],
    });
    expect(firstProblem(ZAddDishTypeRequestSchema, { typeofitemname: ['Tapas', 'Pizzas'] })).toEqual({
      code: 'VALIDATION',
      path: ['typeofitemname'],
    });
  });

  it('leaves list fields to zFormList, which takes repeated fields and comma-separated text alike', () => {
    expect(zFormList().parse(['3', '1'])).toEqual(['3', '1']);
    expect(zFormList().parse('3,1,2')).toEqual(['3', '1', '2']);
  });
});

/** Characters no free text may hold, single-line or multi-line. */
const refusedEverywhere: Array<[string, string]> = [
  ['NUL', 'Chez\u0000Paul'],
  ['a bell', 'Chez\u0007Paul'],
  ['an escape sequence', 'Chez \u001b[31mPaul'],
  ['DEL', 'Chez\u007fPaul'],
  ['a C1 control (NEL)', 'Chez\u0085Paul'],
  ['a lone carriage return', 'Chez\rPaul'],
  ['a right-to-left override', 'menu\u202Efdp.exe'],
  ['a left-to-right embedding', 'Chez \u202APaul\u202C'],
  ['a first-strong isolate', 'Chez \u2068Paul\u2069'],
  ['a right-to-left isolate', '\u2067Paul'],
  ['a left-to-right mark', 'Chez\u200EPaul'],
  ['a right-to-left mark', 'Chez\u200FPaul'],
  ['an Arabic letter mark', 'Chez\u061CPaul'],
  ['a line separator', 'Chez\u2028Paul'],
  ['a paragraph separator', 'Chez\u2029Paul'],
  ['a lone surrogate', 'Chez\uD800Paul'],
  ['zero-width spaces only', '\u200B\u200B'],
  ['zero-width joiners only', '\u200C\u200D'],
  ['a word joiner only', '\u2060'],
  ['a byte order mark and a zero-width space', '\uFEFF\u200B'],
  ['spaces around a zero-width space', ' \u200B \u00A0'],
  ['a Hangul filler only', '\u3164'],
  ['a blank Braille pattern only', '\u2800\u2800'],
];

/** Text people really type: accents, ligatures, curly quotes, emoji (with joiners and selectors). */
const acceptedEverywhere = [
  'Crème brûlée à l’ancienne',
  'Œufs mimosa, bœuf bourguignon',
  "L'Étoile d'Or — « spécial » ÇA !",
  'Prix\u00A0: 12,50\u202F€',
  'Pizza 🍕 & bière 🍺',
  'Menu famille 👨‍👩‍👧',
  'Fait avec ❤️',
  'Whisky 🏴󠁧󠁢󠁳󠁣󠁴󠁿',
  'Ñandú, Smørrebrød, Käsespätzle',
  'مطعم',
  '寿司',
  'Chez\u200BPaul',
];

describe('free-text characters', () => {
  it.each(refusedEverywhere)('refuses %s in one-line and multi-line texts', (_, text) => {
    expect(hasInvalidCharacters(text, 'single-line')).toBe(true);
    expect(hasInvalidCharacters(text, 'multi-line')).toBe(true);
  });

  it.each(acceptedEverywhere)('accepts %s', (text) => {
    expect(hasInvalidCharacters(text, 'single-line')).toBe(false);
    expect(hasInvalidCharacters(text, 'multi-line')).toBe(false);
  });

  it.each([
    ['a line feed', 'Entrée\nPlat'],
    ['a CRLF line break', 'Entrée\r\nPlat'],
    ['a tab', 'Entrée\tPlat'],
  ])('allows %s in a multi-line text only', (_, text) => {
    expect(hasInvalidCharacters(text, 'multi-line')).toBe(false);
    expect(hasInvalidCharacters(text, 'single-line')).toBe(true);
  });

  it('accepts the empty text: whether a field is required is another rule', () => {
    expect(hasInvalidCharacters('', 'single-line')).toBe(false);
  });

  it('reports the characters before the length', () => {
    expect(freeTextProblem('\u0000'.repeat(20), 'single-line', 10)).toBe('TEXT_INVALID_CHARACTERS');
    expect(freeTextProblem('a'.repeat(11), 'single-line', 10)).toBe('TEXT_TOO_LONG');
    expect(freeTextProblem('a'.repeat(10), 'single-line', 10)).toBeNull();
  });
});

describe('free-text fields', () => {
  const name = zSingleLineText({ required: true, maxLength: 20 });
  const description = zMultiLineText({ maxLength: 50 });

  it('trims, then reports REQUIRED, TEXT_INVALID_CHARACTERS and TEXT_TOO_LONG in that order', () => {
    expect(name.parse('  Chez Paul  ')).toBe('Chez Paul');
    expect(firstProblem(name, '   ')?.code).toBe('REQUIRED');
    expect(firstProblem(name, '\u200B')?.code).toBe('TEXT_INVALID_CHARACTERS');
    expect(firstProblem(name, `${'a'.repeat(30)}\u0000`)?.code).toBe('TEXT_INVALID_CHARACTERS');
    expect(firstProblem(name, 'a'.repeat(21))?.code).toBe('TEXT_TOO_LONG');
  });

  it('keeps the line breaks inside a description, and trims the ones around it', () => {
    expect(description.parse('\nEntrée\r\nPlat\tDessert\n')).toBe('Entrée\r\nPlat\tDessert');
    expect(firstProblem(description, 'Entrée\u0000')?.code).toBe('TEXT_INVALID_CHARACTERS');
  });

  it('refuses a line break inside a name, but trims one at its end', () => {
    expect(firstProblem(name, 'Chez\nPaul')?.code).toBe('TEXT_INVALID_CHARACTERS');
    expect(name.parse('Chez Paul\n')).toBe('Chez Paul');
  });

  it('accepts an empty optional field', () => {
    expect(zSingleLineText({ maxLength: 5 }).parse(undefined)).toBe('');
  });

  it('is a zod schema like any other', () => {
    expect(z.object({ name }).parse({ name: 'Café' })).toEqual({ name: 'Café' });
  });
});

describe('sign-up fields', () => {
  const signup = {
    name: 'Le Bouchon Lyonnais',
    address: '12 rue Mercière, 69002 Lyon',
    latitude: '45.76',
    longitude: '4.83',
    email: 'contact@bouchon.fr',
    phone: '06 12 34 56 78',
    country_code: '+33',
    password: 'motdepasse',
  };

  it('accepts a French business with accents and emoji in its name', () => {
    const parsed = ZSignupRequestSchema.parse({ ...signup, name: 'Crêperie « Chez Loïc » 🥞' });
    expect(parsed.name).toBe('Crêperie « Chez Loïc » 🥞');
    expect(parsed.phone).toBe('612345678');
  });

  it.each([
    ['name', 'Chez\u202EPaul'],
    ['name', '\u200B\u200D'],
    ['name', 'Chez\nPaul'],
    ['address', '12 rue Mercière\n69002 Lyon'],
    ['address', '12 rue\tMercière'],
    ['email', 'contact\u202E@bouchon.fr'],
    ['phone', '06 12\n34 56 78'],
  ])('refuses invisible or control characters in %s (%j)', (field, value) => {
    expect(firstProblem(ZSignupRequestSchema, { ...signup, [field]: value })).toEqual({
      code: 'TEXT_INVALID_CHARACTERS',
      path: [field],
    });
  });

  it('still reports REQUIRED and EMAIL_INVALID as before', () => {
    expect(firstProblem(ZSignupRequestSchema, { ...signup, name: '' })).toEqual({ code: 'REQUIRED', path: ['name'] });
    expect(firstProblem(ZSignupRequestSchema, { ...signup, email: 'contact' })).toEqual({
      code: 'EMAIL_INVALID',
      path: ['email'],
    });
    // A zero-width space inside visible text is allowed as text, but no e-mail address holds one.
    expect(firstProblem(ZSignupRequestSchema, { ...signup, email: 'contact\u200B@bouchon.fr' })).toEqual({
      code: 'EMAIL_INVALID',
      path: ['email'],
    });
    expect(firstProblem(ZSignupRequestSchema, { ...signup, email: `${'a'.repeat(250)}@b.fr` })).toEqual({
      code: 'EMAIL_INVALID',
      path: ['email'],
    });
  });
});
