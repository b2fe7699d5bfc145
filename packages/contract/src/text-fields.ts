import { z } from 'zod';
import type { ErrorCode } from './errors/index.js';

/*
 * Text fields. Values arrive as JSON, urlencoded or multipart fields, so a field meant to hold one
 * text may come as a string, a number, a boolean, nothing, or an array when a client repeats it.
 * zText is the one coercion of such a value to text; the free-text builders below add the
 * character rules of names, addresses and descriptions on top of it.
 */

/**
 * A single-value form field as text: numbers as their digits, booleans as '1' / '0', an absent
 * field (undefined or null) as ''. A repeated field (an array) is refused with VALIDATION rather
 * than reduced to its first or last value: a proxy, a log and this code could each pick a
 * different one, and no client that means well repeats a single-value field. Fields that hold
 * several values are read with zFormList.
 */
export const zText = () =>
  z.preprocess(
    (value, ctx) => {
      if (Array.isArray(value)) {
        ctx.issues.push({ code: 'custom', message: 'VALIDATION', input: value });
        return z.NEVER;
      }
      if (value === undefined || value === null) return '';
      if (typeof value === 'number') return String(value);
      if (typeof value === 'boolean') return value ? '1' : '0';
      return value;
    },
    z.string({ error: 'VALIDATION' }),
  );

/** zText under the name the menu forms have used; the same coercer, the same rule. */
export const zFormText = () => zText();

/** A name or an address fits on one line; a description may hold tabs and line breaks. */
export type TextLayout = 'single-line' | 'multi-line';

/** Control characters (NUL, escape, C1 controls…), tabs and line breaks included. */
const ANY_CONTROL = /\p{Cc}/u;
/** Control characters other than a tab, "\n" or the "\r\n" pair. */
const CONTROL_BUT_LINE_BREAK_OR_TAB = /(?![\t\n]|\r\n)\p{Cc}/u;
/**
 * Refused in every text: the bidirectional marks, embeddings, overrides and isolates, which make
 * text show in another order than it is stored (a name could read as someone else's); the
 * Unicode line and paragraph separators, which break lines where no line break is allowed; and
 * lone surrogates, which are no text at all and cannot be stored as UTF-8.
 */
const REORDERING_OR_BROKEN = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]|\p{Cs}/u;
/**
 * Only characters that show nothing: white space, zero-width characters (U+200B–U+200D, U+2060,
 * U+FEFF and the other default-ignorable code points) and the blank Braille pattern. Inside
 * visible text these are kept: emoji sequences need U+200D.
 */
const NOTHING_VISIBLE = /^[\s\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/**
 * True when a free text holds a character it may not: a control character (except tabs and line
 * breaks in a multi-line text), a bidirectional control, a line separator, a lone surrogate, or
 * nothing visible at all. The empty text is fine here: whether a field is required is its own rule.
 */
export function hasInvalidCharacters(text: string, layout: TextLayout): boolean {
  const controls = layout === 'multi-line' ? CONTROL_BUT_LINE_BREAK_OR_TAB : ANY_CONTROL;
  return controls.test(text) || REORDERING_OR_BROKEN.test(text) || (text !== '' && NOTHING_VISIBLE.test(text));
}

/**
 * The first problem of a free text already trimmed, in the order the forms report them:
 * characters, then length. Null when it is fine.
 */
export function freeTextProblem(
  text: string,
  layout: TextLayout,
  maxLength: number,
): 'TEXT_INVALID_CHARACTERS' | 'TEXT_TOO_LONG' | null {
  if (hasInvalidCharacters(text, layout)) return 'TEXT_INVALID_CHARACTERS';
  if (text.length > maxLength) return 'TEXT_TOO_LONG';
  return null;
}

export interface FreeTextRules {
  /** Longest accepted text, after trimming; no bound when absent. */
  maxLength?: number;
  /** An empty text (after trimming) is refused with REQUIRED. */
  required?: boolean;
  /** The code of a text over maxLength, when a field has a better one than TEXT_TOO_LONG. */
  tooLongCode?: ErrorCode;
}

/** Trimmed text; REQUIRED, then TEXT_INVALID_CHARACTERS, then the length, first one reported. */
function zFreeText(layout: TextLayout, { maxLength, required = false, tooLongCode = 'TEXT_TOO_LONG' }: FreeTextRules) {
  let text = z.string().trim();
  if (required) text = text.min(1, 'REQUIRED');
  text = text.refine((value) => !hasInvalidCharacters(value, layout), 'TEXT_INVALID_CHARACTERS');
  if (maxLength !== undefined) text = text.max(maxLength, tooLongCode);
  return zText().pipe(text);
}

/** A one-line free text: a name, an address, an e-mail address, a phone number. */
export const zSingleLineText = (rules: FreeTextRules = {}) => zFreeText('single-line', rules);

/** A free text that may span lines (tabs, "\n" and "\r\n" allowed): a description. */
export const zMultiLineText = (rules: FreeTextRules = {}) => zFreeText('multi-line', rules);
