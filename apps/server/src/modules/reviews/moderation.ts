import { type ReviewRejectionReason, reviewLength, REVIEW_MIN_EXCLUSIVE_LENGTH } from '@portal/contract';
import {
  CONFLICT_BORDERLINE_PHRASES,
  CONFLICT_EXCEPTIONS,
  CONFLICT_PHRASES,
  FRAUD_PHRASES,
  INSULT_EXCEPTIONS,
  INSULT_PHRASES,
  INSULT_WORDS,
  MILD_INSULT_PHRASES,
  MILD_INSULT_WORDS,
  PROMO_CODE_PHRASES,
  ROLE_MAILBOXES,
  SPAM_PHRASES,
} from './moderation-lexicon.js';
import {
  asLine,
  fold,
  insultForm,
  insultPhrase,
  insultReading,
  tokensOf,
  type Check,
  containsAny,
  type ModerationContext,
  phrases,
  read,
} from './moderation-text.js';
import { checkCounterfeit, checkGibberish, checkUnrelated } from './moderation-meaning.js';

/*
 * Automatic moderation of a review: pure, no network, French and English.
 *
 * Order: the checks run in this order and the first that fires gives the reason, so an author
 * always hears one reason and the same text always gets the same one:
 *   too_short → personal_data → spam → insult → fraud → conflict_of_interest → counterfeit →
 *   gibberish → unrelated.
 * Personal data comes first because publishing it harms someone else. An e-mail address is
 * personal data when it looks like a person's (jean.dupont@…), spam when it is a business's
 * mailbox (contact@, info@, promo@… : advertising). Counterfeit comes before gibberish, since
 * lorem ipsum or a sentence pasted ten times also reads as nonsense; both before unrelated.
 *
 * Rejected (certain): every check above when its sign is plain — a strong insult, slur or
 * threat; a URL, a business mailbox, a promo code with its code; a phone number, an IBAN, a card
 * or account number, a street address; a "je suis le gérant"; a paid or swapped review; known
 * boilerplate or a sentence repeated three times or more; keyboard mashing; a text with no word
 * of a meal out that speaks of politics or another trade.
 * Pending (a person decides): only when nothing above was certain — a vulgar word that may be
 * fair anger ("merde", "shit"), a promo code named without a code, a tie to the owner ("je
 * connais le patron"), a sentence written twice or a text "already posted on" another site, a
 * text with no word of a meal out, or one mostly about something else.
 * The pending reason is the first borderline sign in the same order.
 * Criticism is no insult: "service très lent, plat froid, serveur désagréable" is published.
 *
 * A restaurant's response (`moderateResponse`) has no minimum length and no conflict-of-interest
 * or topic check (the restaurant speaks of itself, and a thank-you need not name a dish).
 */

export type ModerationOutcome =
  | { status: 'published' }
  | { status: 'rejected'; reason: ReviewRejectionReason }
  | { status: 'pending'; reason: ReviewRejectionReason };

// ---------------------------------------------------------------------------------------------
// Personal data and spam

// Bounded parts keep a long run of letters from making the search quadratic.
const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,4}\.[a-z]{2,24}/giu;
const ROLE_MAILBOX_SET = new Set(ROLE_MAILBOXES);
const FRENCH_PHONE = /(?:(?:\+|00)33[\s.-]?(?:\(0\)[\s.-]?)?|\b0)[1-9](?:[\s.-]?\d{2}){4}\b/;
const INTERNATIONAL_PHONE = /(?:\+|\b00)\d{1,3}(?:[\s.-]?\(?\d{1,4}\)?){2,6}/g;
/** Nine digits or more in one run (spaces, dots, dashes, brackets between): a phone, card or account. */
const LONG_NUMBER = /\d(?:[\s.\-()]{0,2}\d){8,}/;
const IBAN = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?\b/;
/** A street's kind as typed: "rue", "Rue" or "RUE" (no `i` flag, which would also let \\p{Lu} match "de"). */
const anyCase = (words: readonly string[]) =>
  words.map((word) => `(?:${word}|${word[0]!.toUpperCase()}${word.slice(1)}|${word.toUpperCase()})`).join('|');
const FRENCH_STREET_KINDS = anyCase([
  'rue',
  'avenue',
  'av\\.',
  'boulevard',
  'bd',
  'place',
  'impasse',
  'allée',
  'allee',
  'chemin',
  'quai',
  'route',
  'cours',
  'passage',
  'square',
  'faubourg',
]);
/** "14 rue des Lilas", "5 avenue Victor Hugo", "12 bis, rue de la Paix"; not "1 place de libre". */
const FRENCH_STREET = new RegExp(
  String.raw`\b\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:${FRENCH_STREET_KINDS})\s+(?:(?:de|du|des|la|le|DE|DU|DES|LA|LE)\s+|(?:d|l|D|L)['’])*\p{Lu}`,
  'u',
);
const ENGLISH_STREET =
  /\b\d{1,5}\s+(?:\p{Lu}[\p{L}'-]+\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Boulevard|Blvd|Close|Way|Court|Crescent|Terrace)\b/u;

function emailsOf(original: string): { personal: boolean; business: boolean } {
  let personal = false;
  let business = false;
  const emails = original.includes('@') ? (original.match(EMAIL) ?? []) : [];
  for (const email of emails) {
    const local = fold(email.split('@')[0] ?? '');
    if (ROLE_MAILBOX_SET.has(local.replace(/[._+-]?\d+$/, ''))) business = true;
    else personal = true;
  }
  return { personal, business };
}

const checkPersonalData: Check = ({ original }) => {
  const international = (original.match(INTERNATIONAL_PHONE) ?? []).some(
    (match) => match.replace(/\D/g, '').length >= 8,
  );
  return {
    rejected:
      emailsOf(original).personal ||
      FRENCH_PHONE.test(original) ||
      international ||
      LONG_NUMBER.test(original) ||
      IBAN.test(original) ||
      FRENCH_STREET.test(original) ||
      ENGLISH_STREET.test(original),
  };
};

const URL = /\bhttps?:\/\/|\bwww\.[\p{L}\p{N}-]+\./iu;
/** A link written so that a filter misses it: "monsite[.]fr", "monsite (dot) com", "monsite point fr". */
const HIDDEN_DOMAIN =
  /\b[\p{L}\p{N}-]{2,63}\s*(?:\[\s*(?:\.|dot|point)\s*\]|\(\s*(?:\.|dot|point)\s*\)|\s(?:dot|point)\s)\s*(?:com|fr|net|org|io|eu|shop)\b/iu;
/** A bare domain ("monresto.fr"): the extension in lower case, so "food.It was" is no link. */
const BARE_DOMAIN =
  /\b[\p{L}\p{N}-]{2,63}\.(?:com|fr|net|org|io|eu|info|biz|shop|store|online|site|xyz|app|ly|gl|co\.uk|ch)\b(?!\.\p{L})/u;
const SOCIAL_HANDLE = /(?:^|\s)@[\p{L}\p{N}_.]{3,}/u;
const SOCIAL_WORDS = /\b(?:instagram|insta|tiktok|youtube|snapchat|twitter|facebook|twitch)\b/iu;
const SPAM = phrases(SPAM_PHRASES);
const PROMO_CODE = phrases(PROMO_CODE_PHRASES);
/** A code as shops print them: capitals with digits ("MIAM20", "SUMMER-15"). */
const CODE_LIKE = /\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9-]{4,}\b/;

/** Sites a guest names to say where they booked or read about the place: no self-promotion. */
const KNOWN_PLATFORMS =
  /\b(?:booking|thefork|lafourchette|tripadvisor|google|ubereats|deliveroo|justeat|opentable|yelp)\.(?:com|fr|co\.uk)\b/giu;

const checkSpam: Check = ({ original, line }) => {
  const promoCode = containsAny(line, PROMO_CODE);
  const socialPromotion = SOCIAL_HANDLE.test(original) && SOCIAL_WORDS.test(original);
  return {
    rejected:
      URL.test(original) ||
      HIDDEN_DOMAIN.test(original) ||
      BARE_DOMAIN.test(original.replace(KNOWN_PLATFORMS, ' ')) ||
      emailsOf(original).business ||
      socialPromotion ||
      containsAny(line, SPAM) ||
      (promoCode && CODE_LIKE.test(original)),
    pending: promoCode,
  };
};

// ---------------------------------------------------------------------------------------------
// Insults

const STRONG_INSULTS = new Set(INSULT_WORDS.map(insultForm));
const MILD_INSULTS = new Set(MILD_INSULT_WORDS.map(insultForm));
const STRONG_INSULT_PHRASES = INSULT_PHRASES.map(insultPhrase);
const RUDE_PHRASES = MILD_INSULT_PHRASES.map(insultPhrase);
/** Each harmless phrase as a pattern over the folded text (any punctuation between its words). */
const INSULT_EXCEPTION_PATTERNS = INSULT_EXCEPTIONS.map(
  (phrase) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${tokensOf(fold(phrase)).join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`, 'gu'),
);

function hasWord(words: readonly string[], starred: readonly RegExp[], lexicon: ReadonlySet<string>): boolean {
  if (words.some((word) => lexicon.has(word))) return true;
  return starred.some((pattern) => [...lexicon].some((entry) => pattern.test(entry)));
}

const checkInsult: Check = ({ folded }) => {
  let text = folded;
  for (const exception of INSULT_EXCEPTION_PATTERNS) text = text.replace(exception, ' ');
  const { words, starred } = insultReading(text);
  const line = asLine(words);
  return {
    rejected: hasWord(words, starred, STRONG_INSULTS) || containsAny(line, STRONG_INSULT_PHRASES),
    pending: hasWord(words, starred, MILD_INSULTS) || containsAny(line, RUDE_PHRASES),
  };
};

// ---------------------------------------------------------------------------------------------
// Fraud and conflict of interest

const FRAUD = phrases(FRAUD_PHRASES);
const REVIEW_WORD = String.raw`(?:avis|commentaire|commentaires|note|notes|etoiles|etoile|review|reviews|rating|ratings|stars|star)`;
/** Words that may stand between "pour / if" and "avis / review" ("si on laissait un bon avis"). */
const FILLER = String.raw`(?: (?:chaque|each|every|any|un|une|cet|cette|ce|mon|ma|notre|le|la|l|des|de|d|bon|bons|bonne|bonnes|positif|positive|positifs|excellent|excellente|super|cinq|on|nous|je|j|laissait|laissions|laissais|laisse|laisser|laissant|mettait|mettions|mettre|mettant|ecrire|ecrivait|ecrivions|publier|publiait|a|an|this|my|our|the|good|great|positive|glowing|nice|five|leaving|writing|posting|giving|we|i|left|wrote|posted|gave|leave|write|post|give|them|you|vous|laissez|laissiez|mettez|\d+)){0,5}`;
const GIVEN_FR = String.raw`(?:offert|offerte|offerts|offertes|gratuit|gratuite|gratuits|gratuites|remise|reduction|rembourse|remboursee|rembourses|paye|payee|payes|remunere|cadeau|offre|offrir|offrent|offrait)`;
const GIVEN_EN = String.raw`(?:free|paid|discount|refund|refunded|voucher|comped|gift|gifted|offered|given|reward|rewarded|money|cash)`;
const REWARD = String.raw`(?:free|gratuit|gratuite|offert|offerte|discount|reduction|remise|dessert|drink|boisson|meal|repas|voucher|bon|cafe|coffee|digestif|bottle|bouteille)`;
/**
 * Something given or paid, for a review; a review, in exchange for something; "if you leave a
 * review … free".
 */
const FRAUD_PATTERNS = [
  new RegExp(
    String.raw` ${GIVEN_FR}(?: \S+){0,8}? (?:pour|contre|si|en echange d|en echange de|en echange du)${FILLER} ${REVIEW_WORD} `,
  ),
  new RegExp(String.raw` en echange (?:d|de|du)${FILLER} ${REVIEW_WORD} `),
  new RegExp(String.raw` ${GIVEN_EN}(?: \S+){0,8}? (?:for|if|in exchange for|in return for)${FILLER} ${REVIEW_WORD} `),
  new RegExp(String.raw` in (?:exchange|return) for${FILLER} ${REVIEW_WORD} `),
  new RegExp(
    String.raw` ${REVIEW_WORD} (?:in exchange for|in return for|en echange d|en echange de|en echange du|contre)(?: \S+){0,3}? ${REWARD} `,
  ),
  new RegExp(String.raw` (?:if|si)${FILLER} ${REVIEW_WORD}(?: \S+){0,8}? (?:${GIVEN_FR}|${GIVEN_EN}) `),
  new RegExp(String.raw` (?:pay|paid|paying|payed) (?:me |us |people |customers )?to (?:write|leave|post|give) `),
];

const checkFraud: Check = ({ line }) => ({
  rejected: containsAny(line, FRAUD) || FRAUD_PATTERNS.some((pattern) => pattern.test(line)),
});

const CONFLICT = phrases(CONFLICT_PHRASES);
const CONFLICT_NOT = phrases(CONFLICT_EXCEPTIONS);
const CONFLICT_BORDERLINE = phrases(CONFLICT_BORDERLINE_PHRASES);

const checkConflict: Check = ({ line }) => {
  let text = line;
  for (const exception of CONFLICT_NOT) text = text.split(exception).join(' ');
  return { rejected: containsAny(text, CONFLICT), pending: containsAny(text, CONFLICT_BORDERLINE) };
};

// ---------------------------------------------------------------------------------------------

const REVIEW_CHECKS: ReadonlyArray<[ReviewRejectionReason, Check]> = [
  ['personal_data', checkPersonalData],
  ['spam', checkSpam],
  ['insult', checkInsult],
  ['fraud', checkFraud],
  ['conflict_of_interest', checkConflict],
  ['counterfeit', checkCounterfeit],
  ['gibberish', checkGibberish],
  ['unrelated', checkUnrelated],
];

const RESPONSE_CHECKS = REVIEW_CHECKS.filter(([reason]) => reason !== 'conflict_of_interest' && reason !== 'unrelated');

function runChecks(
  text: string,
  context: ModerationContext,
  checks: ReadonlyArray<[ReviewRejectionReason, Check]>,
): ModerationOutcome {
  const reading = read(text);
  let borderline: ReviewRejectionReason | undefined;
  for (const [reason, check] of checks) {
    const verdict = check(reading, context);
    if (verdict.rejected) return { status: 'rejected', reason };
    if (verdict.pending && borderline === undefined) borderline = reason;
  }
  return borderline === undefined ? { status: 'published' } : { status: 'pending', reason: borderline };
}

/** The automatic check of a review's text on submission. */
export function moderateReview(text: string, context: ModerationContext): ModerationOutcome {
  // Invisible characters do not make a text longer: "Great food!" padded with zero-width spaces is short.
  if (reviewLength(text) <= REVIEW_MIN_EXCLUSIVE_LENGTH) {
    return { status: 'rejected', reason: 'too_short' };
  }
  return runChecks(text, context, REVIEW_CHECKS);
}

/** The automatic check of a restaurant's response: no minimum length, no conflict or topic check. */
export function moderateResponse(text: string, context: ModerationContext): ModerationOutcome {
  return runChecks(text, context, RESPONSE_CHECKS);
}
