/*
 * How moderation reads a text: visible (NFKC, so full-width "ｃｏｎ" and "０６" read as "con" and
 * "06"; invisible characters removed, so "con\u200Bnard" is one word), then folded (lower case,
 * accents and ligatures removed, curly quotes straightened) so that "Gérant", "GERANT" and
 * "ge\u0301rant" are one word, and cut into words. Insults get a second reading that also undoes
 * leetspeak ("c0nn4rd"), look-alike Cyrillic letters ("сonnard"), starred letters ("enc*lé"),
 * spelled-out letters ("c.o.n.n.a.r.d") and stretched letters ("connnnard").
 */

/** Zero-width spaces and joiners, soft hyphens, word joiners, direction marks, BOM. */
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/gu;

export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

export function visible(text: string): string {
  return withoutInvisible(text.normalize('NFKC'));
}

export function fold(text: string): string {
  return visible(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[’‘`´ʼ]/g, "'");
}

/** Runs of letters and digits of a folded text ("j'y", "5 étoiles" → "j", "y", "5", "etoiles"). */
export function tokensOf(folded: string): string[] {
  return folded.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The tokens that hold at least one letter. */
export function wordsOf(folded: string): string[] {
  return tokensOf(folded).filter((token) => /\p{L}/u.test(token));
}

/**
 * A folded text as one line of words between single spaces, with a space at each end, so a
 * phrase (prepared by `asPhrase`) is found with `includes` at word boundaries only.
 */
export function asLine(tokens: readonly string[]): string {
  return ` ${tokens.join(' ')} `;
}

export function asPhrase(phrase: string): string {
  return asLine(tokensOf(fold(phrase)));
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '€': 'e',
  '!': 'i',
  '|': 'i',
};

const PLAIN_WORD = /^\p{L}{2,}$/u;
const LEET_CHARACTERS = /[0134578@$€!|]/g;
/** Cyrillic and Greek letters drawn like Latin ones. */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ѕ: 's',
  ј: 'j',
  к: 'k',
  м: 'm',
  т: 't',
  н: 'h',
  в: 'b',
  ο: 'o',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ρ: 'p',
  τ: 't',
  υ: 'u',
};
const LOOK_ALIKE_CHARACTERS = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/** "connnnard" and "conard" read alike: every run of one character counts once. */
function collapseRuns(word: string): string {
  return word.replace(/(.)\1+/gu, '$1');
}

/** The insult reading of one word of the lexicon (or of a phrase's words). */
export function insultForm(word: string): string {
  return collapseRuns(fold(word).replace(/[^\p{L}]/gu, ''));
}

export function insultPhrase(phrase: string): string {
  return asLine(tokensOf(fold(phrase)).map(insultForm));
}

export interface InsultReading {
  /** Each word as the lexicon is written (leetspeak undone, runs collapsed). */
  words: string[];
  /** Words with hidden letters ("f*ck", "enc**é"): a pattern where each star stands for 1–3 letters. */
  starred: RegExp[];
}

export function insultReading(folded: string): InsultReading {
  const latin = folded.replace(LOOK_ALIKE_CHARACTERS, (char) => LOOK_ALIKES[char] ?? char);
  const raw = latin.match(/[\p{L}\p{N}@$€*!|]+/gu) ?? [];
  const words: string[] = [];
  const starred: RegExp[] = [];
  const starredSeen = new Set<string>();
  let spelled = '';
  const flushSpelled = () => {
    // "c o n n a r d", "c.o.n.n.a.r.d": four or more single letters in a row are one word too.
    if (spelled.length >= 4) words.push(collapseRuns(spelled));
    spelled = '';
  };
  for (const token of raw) {
    if (PLAIN_WORD.test(token)) {
      // The common case: letters only, nothing to undo but stretched letters.
      flushSpelled();
      words.push(collapseRuns(token));
      continue;
    }
    const trimmed = token.replace(/^[!|*]+|[!|*]+$/g, '');
    if (!/\p{L}/u.test(trimmed)) {
      flushSpelled();
      continue;
    }
    const mapped = collapseRuns(trimmed.replace(LEET_CHARACTERS, (char) => LEET[char] ?? char));
    if (mapped.includes('*')) {
      const letters = mapped.replace(/\*/g, '');
      if (letters.length >= 2 && !starredSeen.has(mapped)) {
        starredSeen.add(mapped);
        starred.push(new RegExp(`^${mapped.split('*').join('\\p{L}{1,3}')}$`, 'u'));
      }
      flushSpelled();
      continue;
    }
    const letters = mapped.replace(/[^\p{L}]/gu, '');
    if (letters.length === 1) {
      spelled += letters;
      words.push(letters);
      continue;
    }
    flushSpelled();
    words.push(letters);
  }
  flushSpelled();
  return { words, starred };
}

/** What a moderation check reads of a text, read once for all of them. */
export interface Reading {
  /** As typed but for invisible characters (NFKC): patterns that need case (an IBAN, a street's name). */
  original: string;
  folded: string;
  /** Folded tokens (letters and digits) on one line between spaces, for phrases. */
  line: string;
  /** Folded words (tokens with a letter). */
  words: string[];
}

export function read(text: string): Reading {
  const original = visible(text);
  const folded = fold(original);
  return { original, folded, line: asLine(tokensOf(folded)), words: wordsOf(folded) };
}

export interface ModerationContext {
  restaurantName: string;
}

/** A check's finding: a plain sign (rejected), a borderline one (pending), or nothing. */
export interface Verdict {
  rejected?: boolean;
  pending?: boolean;
}

export type Check = (reading: Reading, context: ModerationContext) => Verdict;

export const phrases = (list: readonly string[]) => list.map(asPhrase);
export const wordSet = (list: readonly string[]) => new Set(list.map((word) => tokensOf(fold(word)).join(' ')));
export const containsAny = (line: string, list: readonly string[]) => list.some((phrase) => line.includes(phrase));
