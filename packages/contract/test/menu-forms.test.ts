import { describe, expect, it } from 'vitest';
import {
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
  parseServiceSlots,
  ZAddDishTypeRequestSchema,
  ZSaveAddonRequestSchema,
  ZSaveItemRequestSchema,
} from '../src/index.js';
import { firstProblem } from './helpers.js';

const item = {
  item_name: 'Quiche',
  fr_item_name: 'Quiche lorraine',
  description: '',
  fr_description: '',
  type_of_service_id: '1',
  type_of_item_id: '2',
  price: '12,50',
  preparation_time: '15',
  service_open_time: '12:00',
  service_close_time: '14:00',
};

const addon = {
  name: 'Sauces',
  fr_name: 'Sauces',
  choiceoff: '1',
  isrequired: '0',
  subaddon: JSON.stringify([{ subaddonNameEn: 'Mayonnaise', subaddonNameFr: 'Mayonnaise', price: '0,50' }]),
};

describe('item form', () => {
  it('keeps line breaks and tabs in descriptions', () => {
    const parsed = ZSaveItemRequestSchema.parse({
      ...item,
      description: 'Eggs, cream\r\nand bacon',
      fr_description: 'Œufs, crème\n\t• lardons 🥓',
    });
    expect(parsed.description).toBe('Eggs, cream\r\nand bacon');
    expect(parsed.fr_description).toBe('Œufs, crème\n\t• lardons 🥓');
  });

  it.each([
    ['item_name', 'Quiche\nlorraine'],
    ['fr_item_name', 'Quiche\tlorraine'],
    ['fr_item_name', 'Quiche\u202Eenniarrol'],
    ['fr_item_name', '\u200B'],
    ['description', 'Eggs\u0000'],
    ['fr_description', 'Œufs\u2066crème'],
  ])('refuses invisible or control characters in %s (%j)', (field, value) => {
    expect(firstProblem(ZSaveItemRequestSchema, { ...item, [field]: value })).toEqual({
      code: 'TEXT_INVALID_CHARACTERS',
      path: [field],
    });
  });

  it('checks the names before the other fields, and the descriptions after the opening hours', () => {
    expect(firstProblem(ZSaveItemRequestSchema, { ...item, fr_item_name: 'a\u0000', price: 'free' })?.path).toEqual([
      'fr_item_name',
    ]);
    expect(firstProblem(ZSaveItemRequestSchema, { ...item, description: 'a\u0000', price: 'free' })?.path).toEqual([
      'price',
    ]);
  });

  it('still bounds names and descriptions by their limits', () => {
    expect(firstProblem(ZSaveItemRequestSchema, { ...item, item_name: 'a'.repeat(ITEM_NAME_MAX_LENGTH + 1) })).toEqual({
      code: 'TEXT_TOO_LONG',
      path: ['item_name'],
    });
    expect(
      firstProblem(ZSaveItemRequestSchema, { ...item, description: 'a'.repeat(ITEM_DESCRIPTION_MAX_LENGTH + 1) }),
    ).toEqual({ code: 'TEXT_TOO_LONG', path: ['description'] });
  });

  it('refuses a repeated single-value field, even through multipart', () => {
    expect(firstProblem(ZSaveItemRequestSchema, { ...item, price: ['12', '1'] })).toEqual({
      code: 'VALIDATION',
      path: ['price'],
    });
  });
});

describe('service slots', () => {
  it('may run past midnight, closing by 06:00 the next morning (a bar open 18:00–02:00)', () => {
    expect(parseServiceSlots(['18:00'], ['02:00'])).toEqual({ open: ['18:00'], close: ['02:00'] });
    expect(parseServiceSlots(['19:00', '11:30'], ['1:30', '14:30'])).toEqual({
      open: ['11:30', '19:00'],
      close: ['14:30', '01:30'],
    });
    expect(parseServiceSlots(['22:00'], ['06:00'])).not.toBeNull();
    expect(parseServiceSlots(['12:00'], ['24:00'])).not.toBeNull();
  });

  it.each([
    ['closing later than 06:00 the next day (a mistake, not a 22-hour service)', ['14:00'], ['12:00']],
    ['closing when it opens', ['18:00'], ['18:00']],
    ['overlapping the next slot', ['18:00', '23:00'], ['00:30', '23:30']],
    ['running into the next morning’s first slot', ['05:00', '20:00'], ['10:00', '05:30']],
  ])('refuses a slot %s', (_case, open, close) => {
    expect(parseServiceSlots(open, close)).toBeNull();
  });
});

describe('add-on form', () => {
  it('accepts accented titles and option names', () => {
    const parsed = ZSaveAddonRequestSchema.parse({ ...addon, fr_name: 'Sauces maison ’n’ épices 🌶️' });
    expect(parsed.fr_name).toBe('Sauces maison ’n’ épices 🌶️');
  });

  it.each([
    ['name', { name: 'Sauces\nmaison' }],
    ['fr_name', { fr_name: '\u2060\uFEFF' }],
    [
      'subaddon',
      { subaddon: JSON.stringify([{ subaddonNameEn: 'Mayo\u202E', subaddonNameFr: 'Mayonnaise', price: '0,50' }]) },
    ],
    ['subaddon', { subaddon: JSON.stringify([{ subaddonNameEn: 'Mayo', subaddonNameFr: '\u200B', price: '0,50' }]) }],
  ])('refuses invisible or control characters in %s', (field, change) => {
    expect(firstProblem(ZSaveAddonRequestSchema, { ...addon, ...change })).toEqual({
      code: 'TEXT_INVALID_CHARACTERS',
      path: [field],
    });
  });
});

describe('dish-type form', () => {
  it('accepts a French name alone', () => {
    expect(ZAddDishTypeRequestSchema.parse({ fr_typeofitemname: 'Spécialités lyonnaises' })).toMatchObject({
      typeofitemname: '',
      fr_typeofitemname: 'Spécialités lyonnaises',
    });
  });

  it('refuses a name made of invisible characters only, or split over lines', () => {
    expect(firstProblem(ZAddDishTypeRequestSchema, { fr_typeofitemname: '\u200B\u200C' })).toEqual({
      code: 'TEXT_INVALID_CHARACTERS',
      path: ['fr_typeofitemname'],
    });
    expect(firstProblem(ZAddDishTypeRequestSchema, { typeofitemname: 'Side\r\ndishes' })).toEqual({
      code: 'TEXT_INVALID_CHARACTERS',
      path: ['typeofitemname'],
    });
  });

  it('still asks for a name when both are empty', () => {
    expect(firstProblem(ZAddDishTypeRequestSchema, {})).toEqual({
      code: 'DISH_TYPE_NAME_REQUIRED',
      path: ['fr_typeofitemname'],
    });
  });
});
