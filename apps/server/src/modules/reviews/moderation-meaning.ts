import {
  BOILERPLATE_PHRASES,
  COMMON_WORDS,
  COUNTERFEIT_BORDERLINE_PHRASES,
  OFF_TOPIC_WORDS,
  RESTAURANT_WORDS,
} from './moderation-lexicon.js';
import { type Check, containsAny, fold, phrases, wordSet, wordsOf } from './moderation-text.js';

/*
 * The checks of whether a text reads as a review at all (see moderation.ts for their order):
 * counterfeit (boilerplate, pasted again and again), gibberish (keyboard mashing, no words), and
 * unrelated (no word of a meal out, or mostly another subject).
 */

// ---------------------------------------------------------------------------------------------
// Counterfeit and gibberish

const BOILERPLATE = phrases(BOILERPLATE_PHRASES);
const COUNTERFEIT_BORDERLINE = phrases(COUNTERFEIT_BORDERLINE_PHRASES);

/** How many times the most repeated sentence (of three words or more) appears. */
function mostRepeatedSentence(folded: string): { count: number; words: number } {
  const counts = new Map<string, number>();
  let best = { count: 0, words: 0 };
  for (const sentence of folded.split(/[.!?;\n…]+/u)) {
    const words = wordsOf(sentence);
    if (words.length < 3) continue;
    const key = words.join(' ');
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count > best.count) best = { count, words: words.length };
  }
  return best;
}

/**
 * The share of the text's six-word runs that come back three times or more (a paragraph pasted
 * again and again without full stops). Runs of fewer than four distinct words ("bon bon bon")
 * are left to the gibberish check.
 */
function repeatedRunShare(words: readonly string[]): number {
  const size = 6;
  if (words.length < size * 3) return 0;
  const counts = new Map<string, number>();
  const runs: string[] = [];
  for (let i = 0; i + size <= words.length; i++) {
    const key = words.slice(i, i + size).join(' ');
    runs.push(key);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const pasted = new Set(
    [...counts].filter(([key, count]) => count >= 3 && new Set(key.split(' ')).size >= 4).map(([key]) => key),
  );
  if (pasted.size === 0) return 0;
  const repeated = runs.filter((key) => pasted.has(key)).length;
  return repeated / runs.length;
}

export const checkCounterfeit: Check = ({ folded, line, words }) => {
  const sentence = mostRepeatedSentence(folded);
  return {
    rejected: containsAny(line, BOILERPLATE) || sentence.count >= 3 || repeatedRunShare(words) > 0.5,
    pending: containsAny(line, COUNTERFEIT_BORDERLINE) || (sentence.count === 2 && sentence.words >= 5),
  };
};

const COMMON = new Set(COMMON_WORDS.map(fold));
const VOWEL = /[aeiouy]/;
const KEYBOARD_ROWS = ['azertyuiop', 'qsdfghjklm', 'wxcvbn', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
/** Four keys in a row that no French or English word holds ("erty" is in "liberty": five for those). */
const KEYBOARD_RUNS = new Set<string>();
for (const row of KEYBOARD_ROWS) {
  for (const text of [row, [...row].reverse().join('')]) {
    for (let i = 0; i + 5 <= text.length; i++) KEYBOARD_RUNS.add(text.slice(i, i + 5));
  }
}
for (const run of [
  'qsdf',
  'sdfg',
  'dfgh',
  'fghj',
  'ghjk',
  'hjkl',
  'jklm',
  'asdf',
  'wxcv',
  'xcvb',
  'cvbn',
  'vbnm',
  'zxcv',
  'qwer',
  'uiop',
]) {
  KEYBOARD_RUNS.add(run);
}
const KEYBOARD_RUN = new RegExp([...KEYBOARD_RUNS].join('|'));
const hasKeyboardRun = (word: string) => KEYBOARD_RUN.test(word);

function share(count: number, total: number): number {
  return total === 0 ? 0 : count / total;
}

export const checkGibberish: Check = ({ original, folded, words }) => {
  const printed = original.match(/\S/gu)?.length ?? 0;
  const letters = original.match(/\p{L}/gu)?.length ?? 0;
  const inLongRuns = (folded.replace(/\s+/gu, '').match(/(.)\1{3,}/gu) ?? []).join('').length;
  const longWords = words.filter((word) => word.length >= 4);
  const noVowel = longWords.filter((word) => !VOWEL.test(word)).length;
  const keyboard = words.filter(hasKeyboardRun).length;
  // Telegraphic reviews ("burrata crémeuse, service rapide, terrasse ombragée") have few short
  // words but many of the trade's.
  const known = words.filter((word) => COMMON.has(word) || RESTAURANT.has(word)).length;
  const distinct = new Set(words).size;
  const monster = words.some((word) => word.length > 35);
  const rejected =
    printed === 0 ||
    share(letters, printed) < 0.6 ||
    share(inLongRuns, printed) > 0.25 ||
    monster ||
    (longWords.length >= 3 && share(noVowel, longWords.length) > 0.25) ||
    (words.length >= 3 && share(keyboard, words.length) > 0.15) ||
    (words.length >= 15 && share(known, words.length) < 0.1) ||
    (words.length >= 15 && distinct < 8) ||
    (words.length >= 30 && share(distinct, words.length) < 0.2);
  return { rejected };
};

// ---------------------------------------------------------------------------------------------
// Unrelated

const RESTAURANT = wordSet(RESTAURANT_WORDS);
const OFF_TOPIC = wordSet(OFF_TOPIC_WORDS);
/** Words of a restaurant's name that say nothing by themselves ("Chez", "Le"). */
const NAME_FILLERS = new Set(['chez', 'le', 'la', 'les', 'l', 'de', 'du', 'des', 'the', 'and', 'et', 'au', 'aux', 'a']);

function topicCounts(
  line: string,
  words: readonly string[],
  restaurantName: string,
): { topic: number; offTopic: number } {
  const nameWords = new Set(
    wordsOf(fold(restaurantName)).filter((word) => word.length >= 3 && !NAME_FILLERS.has(word)),
  );
  const topic = new Set<string>();
  let offTopic = 0;
  for (const word of words) {
    const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
    if (RESTAURANT.has(word) || RESTAURANT.has(singular) || nameWords.has(word)) topic.add(word);
    if (OFF_TOPIC.has(word)) offTopic++;
  }
  // Off-topic names of two words ("le pen").
  for (const entry of OFF_TOPIC) if (entry.includes(' ') && line.includes(` ${entry} `)) offTopic++;
  return { topic: topic.size, offTopic };
}

export const checkUnrelated: Check = ({ line, words }, { restaurantName }) => {
  const { topic, offTopic } = topicCounts(line, words, restaurantName);
  return {
    rejected: topic === 0 && offTopic >= 2,
    pending: topic === 0 || (offTopic >= 3 && offTopic > 2 * topic),
  };
};
