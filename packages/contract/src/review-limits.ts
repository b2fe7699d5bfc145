/*
 * The constants of reviews, alone, without any schema: the server's rules, the
 * partner's response editor (its live counter) and the public policy page read the same ones.
 */
import type { MessagePair } from './message-pair.js';

/** A review's text must be longer than this, in code points as `reviewLength` counts them. */
export const REVIEW_MIN_EXCLUSIVE_LENGTH = 200;
/** The longest text a review may hold (a response is bounded by its review's length). */
export const REVIEW_MAX_LENGTH = 5_000;
export const REVIEW_MIN_RATING = 1;
export const REVIEW_MAX_RATING = 5;
/** A booking may be reviewed this many days after the meal, not later. */
export const REVIEW_WINDOW_DAYS = 30;
/** Only a booking made online this long before the meal gives a right to review. */
export const REVIEW_BOOKED_AHEAD_MINUTES = 120;
/** The guest is invited to review this long after the booking is marked honoured. */
export const REVIEW_INVITATION_DELAY_MINUTES = 120;
/** The restaurant may respond within this many calendar months of publication (clamped to the month's end). */
export const RESPONSE_WINDOW_MONTHS = 3;
/** The policy page's promises: the longest wait before publication, and how long reviews are kept. */
export const REVIEW_MAX_PUBLICATION_DELAY_DAYS = 7;
export const REVIEW_RETENTION_MONTHS = 36;
export const REVIEW_REPORT_REASON_MAX_LENGTH = 500;
export const REVIEW_PAGE_SIZE = 20;

export const REVIEW_STATUSES = ['pending', 'published', 'rejected', 'deleted', 'withdrawn'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Why moderation refused or the provider removed a review (told to its author). */
export const REVIEW_REJECTION_REASONS = [
  'too_short',
  'insult',
  'gibberish',
  'unrelated',
  'conflict_of_interest',
  'personal_data',
  'spam',
  'fraud',
  'counterfeit',
] as const;
export type ReviewRejectionReason = (typeof REVIEW_REJECTION_REASONS)[number];

export const reviewRejectionReasonLabels: Record<ReviewRejectionReason, MessagePair> = {
  too_short: { en: 'the text is too short', fr: 'le texte est trop court' },
  insult: { en: 'insults or hateful words', fr: 'des injures ou des propos haineux' },
  gibberish: { en: 'a text that means nothing', fr: 'un texte sans signification' },
  unrelated: { en: 'not about this restaurant or this visit', fr: 'sans rapport avec ce restaurant ou cette visite' },
  conflict_of_interest: {
    en: 'written by someone with an interest in the restaurant',
    fr: 'écrit par une personne intéressée au restaurant',
  },
  personal_data: { en: 'personal data about someone', fr: 'des données personnelles sur quelqu’un' },
  spam: { en: 'advertising or links', fr: 'de la publicité ou des liens' },
  fraud: { en: 'a review that is not genuine', fr: 'un avis qui n’est pas sincère' },
  counterfeit: { en: 'copied from elsewhere', fr: 'copié d’ailleurs' },
};

/**
 * What shows nothing and takes no room: format characters (zero-width spaces and joiners, soft
 * hyphens, direction marks, BOM), the other default-ignorable code points (variation selectors,
 * Hangul fillers) and the blank Braille pattern.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * A text's length as the rules count it: the visible Unicode code points after NFC normalisation
 * and trimming, each run of whitespace counting as one (an `é` typed as `e` + accent is one; a
 * zero-width space counts for nothing).
 */
export function reviewLength(text: string): number {
  const normalised = text.normalize('NFC').replace(INVISIBLE, '').trim().replace(/\s+/gu, ' ');
  let count = 0;
  for (const _ of normalised) count++;
  return count;
}
