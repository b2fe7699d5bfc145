import { z } from 'zod';
import type { ErrorCode } from './errors/index.js';
import { freeTextProblem, type TextLayout, zText } from './text-fields.js';

/*
 * Form values other than free text (ids, lists, flags), and the shape of a form check that
 * reports only its first problem. Shared by every domain's forms.
 */

/** Ids are PostgreSQL `integer`s. */
export const MAX_ID = 2_147_483_647;
/** The longest list of ids a reorder call accepts; far more than any restaurant's menu holds. */
const MAX_ORDER_IDS = 500;

/** "3,1,2", "[3,1,2]", ["3","1"], [3,1] or 3 → ["3","1","2"]; the tokens are checked later. */
function asList(value: unknown): unknown {
  const values = Array.isArray(value) ? value : [value];
  const tokens: string[] = [];
  for (const v of values) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'number') {
      tokens.push(String(v));
      continue;
    }
    if (typeof v !== 'string') return value;
    for (const token of v.replace(/^\s*\[|\]\s*$/g, '').split(',')) {
      const t = token
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim();
      if (t) tokens.push(t);
    }
  }
  return tokens;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date "YYYY-MM-DD" (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A whole number from `min` to `max` typed as text (at most 6 digits); null otherwise. */
export function parseWhole(value: string, min: number, max: number): number | null {
  const text = value.trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/** A list sent comma-separated or as repeated fields. */
export const zFormList = () => z.preprocess(asList, z.array(z.string()));

/** "42" → 42; null for anything that cannot be an id. */
export function parseId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** For `.transform()`: what `parse` reads from the value, or the issue `code` when it reads nothing. */
export const parsedOr =
  <In, Out>(parse: (value: In) => Out | null, code: ErrorCode) =>
  (value: In, ctx: z.core.$RefinementCtx<In>): Out => {
    const parsed = parse(value);
    if (parsed === null) {
      ctx.issues.push({ code: 'custom', message: code, input: value });
      return z.NEVER;
    }
    return parsed;
  };

/**
 * The text of a whole number (an id, a count): an integer as its digits, text as typed, an absent
 * value as ''. A boolean or a fraction is no number anyone typed (`true` would otherwise read as
 * 1): `code`. What the text may hold is checked after.
 */
export const zWholeText = (code: ErrorCode) =>
  z.preprocess((value, ctx) => {
    if (typeof value === 'boolean' || (typeof value === 'number' && !Number.isSafeInteger(value))) {
      ctx.issues.push({ code: 'custom', message: code, input: value });
      return z.NEVER;
    }
    return value;
  }, zText());

/** A whole number, sent as an integer or its digits (at most 10); `code` for anything else. */
export const zWholeNumber = (code: ErrorCode) =>
  zWholeText(code).pipe(
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, code)
      .transform(Number),
  );

/** A required id (query parameter or field). A malformed id cannot exist: NOT_FOUND. */
export const zId = () =>
  zWholeText('NOT_FOUND').pipe(z.string().trim().min(1, 'REQUIRED').transform(parsedOr(parseId, 'NOT_FOUND')));

/** Comma-separated ids giving a new order: each once, at least one. */
export const zIdOrder = () =>
  zFormList().transform((tokens, ctx) => {
    if (tokens.length === 0) {
      ctx.issues.push({ code: 'custom', message: 'REQUIRED', input: tokens });
      return z.NEVER;
    }
    const ids = tokens.map(parseId);
    if (ids.some((id) => id === null)) {
      ctx.issues.push({ code: 'custom', message: 'NOT_FOUND', input: tokens });
      return z.NEVER;
    }
    if (new Set(ids).size !== ids.length || ids.length > MAX_ORDER_IDS) {
      ctx.issues.push({ code: 'custom', message: 'ORDER_INVALID', input: tokens });
      return z.NEVER;
    }
    return ids as number[];
  });

/** A page number from text: 1 when empty or absent. */
export const zPage = () =>
  zText()
    .pipe(
      z
        .string()
        .trim()
        .refine((v) => v === '' || /^\d{1,6}$/.test(v), 'VALIDATION')
        .transform((v) => (v === '' ? 1 : Math.max(1, Number(v)))),
    )
    .optional()
    .transform((v) => v ?? 1);

/** '1' → 1, '0' → 0, anything else VALIDATION. */
export const zOnOff = () =>
  zText().pipe(z.enum(['0', '1'], { error: 'VALIDATION' }).transform((v) => (v === '1' ? 1 : 0)));

/** A checkbox as forms send it: '1', 'true', 'on', 'yes' or '0', 'false', 'off', 'no', ''. */
export function parseFlag(value: string): 0 | 1 | null {
  const v = value.trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false' || v === 'off' || v === 'no') return 0;
  if (v === '1' || v === 'true' || v === 'on' || v === 'yes') return 1;
  return null;
}

export interface FieldError {
  code: ErrorCode;
  field: string;
}

export type FormCheck<T> = { ok: true; value: T } | { ok: false; error: FieldError };

export const fieldFailure = (code: ErrorCode, field: string): { ok: false; error: FieldError } => ({
  ok: false,
  error: { code, field },
});

/** Turns the first broken rule into a zod issue under its field (route and form validation). */
export function reportFirstProblem<T>(check: FormCheck<T>, ctx: z.RefinementCtx, input: unknown): T {
  if (check.ok) return check.value;
  ctx.issues.push({ code: 'custom', message: check.error.code, path: [check.error.field], input });
  return z.NEVER;
}

/** A free-text field of a form, already trimmed. */
type FreeTextField = [field: string, text: string, layout: TextLayout, maxLength: number];

/** The first of these fields with a problem (its characters, then its length), in the order given. */
export function firstFreeTextFailure(fields: FreeTextField[]): { ok: false; error: FieldError } | null {
  for (const [field, text, layout, maxLength] of fields) {
    const problem = freeTextProblem(text, layout, maxLength);
    if (problem) return fieldFailure(problem, field);
  }
  return null;
}

/**
 * A list sent as a JSON string (form fields) or as an array (JSON bodies): an empty string or
 * nothing is an empty list; anything else that is not a list is null.
 */
export function parseJsonList(value: unknown): unknown[] | null {
  let list = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (list === undefined || list === null) return [];
  return Array.isArray(list) ? list : null;
}

/** A cell of such a list as text: strings trimmed, numbers as typed, anything else empty. */
export function cellText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** Codes sent as "a,b", as an array of strings or as one string per entry. */
export function cellList(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((entry) => cellList(entry));
  return cellText(value)
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
}
