import { REVIEW_REJECTION_REASONS, reviewLength } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { moderateResponse, moderateReview } from '../../../src/modules/reviews/moderation.js';
import { type Fixture, pendingFixtures, rejectedFixtures, RESTAURANT_NAME } from './moderation-fixtures.js';
import { publishedFixtures, responseFixtures } from './moderation-fixtures-published.js';

const context = { restaurantName: RESTAURANT_NAME };
const label = (fixture: Fixture) => `${fixture.language}: ${fixture.text.slice(0, 60)}…`;

/** A genuine review cut to exactly `length` code points as the rules count them. */
function reviewOfLength(length: number): string {
  const source = publishedFixtures
    .filter((fixture) => fixture.language === 'fr')
    .map((fixture) => fixture.text)
    .join(' ');
  const text = [...source].slice(0, length).join('').trim();
  return text + 'x'.repeat(length - reviewLength(text));
}

describe('the fixtures', () => {
  it('hold at least three French and three English texts for every reason', () => {
    for (const reason of REVIEW_REJECTION_REASONS) {
      const fixtures = rejectedFixtures[reason];
      expect(fixtures.filter((fixture) => fixture.language === 'fr').length, reason).toBeGreaterThanOrEqual(3);
      expect(fixtures.filter((fixture) => fixture.language === 'en').length, reason).toBeGreaterThanOrEqual(3);
    }
    expect(publishedFixtures.filter((fixture) => fixture.language === 'fr').length).toBeGreaterThanOrEqual(5);
    expect(publishedFixtures.filter((fixture) => fixture.language === 'en').length).toBeGreaterThanOrEqual(5);
  });

  it('are longer than 200 characters, except the too short ones', () => {
    const long = [
      ...REVIEW_REJECTION_REASONS.filter((reason) => reason !== 'too_short').flatMap(
        (reason) => rejectedFixtures[reason],
      ),
      ...pendingFixtures,
      ...publishedFixtures,
    ];
    for (const fixture of long) expect(reviewLength(fixture.text), label(fixture)).toBeGreaterThan(200);
    for (const fixture of rejectedFixtures.too_short) expect(reviewLength(fixture.text)).toBeLessThanOrEqual(200);
  });
});

describe('moderateReview', () => {
  for (const reason of REVIEW_REJECTION_REASONS) {
    it(`rejects every ${reason} text with that reason, and publishes none`, () => {
      for (const fixture of rejectedFixtures[reason]) {
        expect(moderateReview(fixture.text, context), label(fixture)).toEqual({ status: 'rejected', reason });
      }
    });
  }

  it('publishes genuine reviews, harsh criticism included', () => {
    for (const fixture of publishedFixtures) {
      expect(moderateReview(fixture.text, context), label(fixture)).toEqual({ status: 'published' });
    }
  });

  it('keeps borderline texts pending for a person, with the reason in doubt', () => {
    for (const fixture of pendingFixtures) {
      expect(moderateReview(fixture.text, context), label(fixture)).toEqual({
        status: 'pending',
        reason: fixture.reason,
      });
    }
  });

  it('counts the length as the rules do: 200 is too short, 201 goes on', () => {
    const exactly200 = reviewOfLength(200);
    const exactly201 = reviewOfLength(201);
    expect(reviewLength(exactly200)).toBe(200);
    expect(moderateReview(exactly200, context)).toEqual({ status: 'rejected', reason: 'too_short' });
    expect(moderateReview(exactly201, context)).toEqual({ status: 'published' });
  });

  it('reads accents typed as a letter and a combining mark like precomposed ones', () => {
    const precomposed = rejectedFixtures.conflict_of_interest[0]!.text;
    const decomposed = precomposed.normalize('NFD');
    expect(decomposed).not.toBe(precomposed);
    expect(moderateReview(decomposed, context)).toEqual({ status: 'rejected', reason: 'conflict_of_interest' });
  });

  it('catches an insult in capitals, stretched, in leetspeak or spelled out', () => {
    const meal =
      ' Le plat du jour était tiède, le dessert correct et le service lent, mais ce n’est pas la question ici : on ne traite pas des clients de cette manière, quelle que soit la soirée.';
    const hidden = [
      'CONNARD',
      'connnnnnard',
      'c0nn4rd',
      'c.o.n.n.a.r.d',
      'c o n n a r d',
      'c-o-n-n-a-r-d',
      'enc*lé',
      'con\u200Bnard', // a zero-width space inside
      'ｃｏｎｎａｒｄ', // full-width letters
      '\u0441onn\u0430rd', // Cyrillic "с" and "а"
    ];
    for (const insult of hidden) {
      expect(moderateReview(`Le patron est un ${insult}.${meal}`, context), insult).toEqual({
        status: 'rejected',
        reason: 'insult',
      });
    }
  });

  it('tells a person’s e-mail address (personal data) from a business mailbox (spam)', () => {
    const meal =
      ' Les plats étaient bons, le service souriant et la terrasse agréable, nous avons passé une très bonne soirée entre amis autour de grandes assiettes à partager.';
    expect(moderateReview(`Écrivez à claire.martin@laposte.net pour les photos.${meal}`, context)).toEqual({
      status: 'rejected',
      reason: 'personal_data',
    });
    expect(moderateReview(`Écrivez à info@traiteur-martin.com pour vos fêtes.${meal}`, context)).toEqual({
      status: 'rejected',
      reason: 'spam',
    });
  });

  it('counts the restaurant’s name as talking about the visit', () => {
    const text =
      'Un moment au Zinc dont on se souviendra : nous étions venus fêter une promotion, tout le monde est reparti heureux, et les enfants parlent encore des bougies. Merci pour ces instants, vraiment, on n’oubliera jamais.';
    expect(moderateReview(text, context)).toEqual({ status: 'published' });
    expect(moderateReview(text, { restaurantName: 'Chez Paulette' })).toEqual({
      status: 'pending',
      reason: 'unrelated',
    });
  });

  it('finds a link or a number written to slip past a filter', () => {
    const meal =
      'Très bon dîner, le tartare était frais, les frites maison croustillantes et le serveur aux petits soins. Nous reviendrons avec plaisir, la carte change chaque saison et les desserts valent le détour. ';
    const outcome = (tail: string) => moderateReview(meal + tail, context);
    expect(outcome('Photos sur monsite[.]fr, allez voir.')).toEqual({ status: 'rejected', reason: 'spam' });
    expect(outcome('Photos sur monsite point fr, allez voir.')).toEqual({ status: 'rejected', reason: 'spam' });
    expect(outcome('Mon numéro : ０６ １２ ３４ ５６ ７８.')).toEqual({ status: 'rejected', reason: 'personal_data' });
    expect(outcome('Appelez le 06\u200B12\u200B34\u200B56\u200B78.')).toEqual({
      status: 'rejected',
      reason: 'personal_data',
    });
    expect(outcome('Elle habite au 3 RUE DES LILAS.')).toEqual({ status: 'rejected', reason: 'personal_data' });
    // A free seat, a full stop before "Fr…": no address, no link.
    expect(outcome('Il restait 1 place de libre en terrasse.')).toEqual({ status: 'published' });
    expect(outcome('Tout était au point. Franchement bien.')).toEqual({ status: 'published' });
  });

  it('does not count invisible characters towards the length', () => {
    expect(moderateReview(`Great food!${'\u200B'.repeat(300)}`, context)).toEqual({
      status: 'rejected',
      reason: 'too_short',
    });
  });

  it('answers any input without failing, nonsense as gibberish', () => {
    const odd = [
      '\uD800'.repeat(300), // lone surrogates
      '😀'.repeat(300),
      '\u202E' + 'a b '.repeat(100),
      '\u0000'.repeat(300),
      'x'.repeat(5_000),
      '1'.repeat(5_000),
      'a.'.repeat(2_500),
      'f*ck '.repeat(1_000),
    ];
    for (const text of odd) {
      const outcome = moderateReview(text, context);
      expect(outcome.status, text.slice(0, 10)).not.toBe('published');
    }
    expect(moderateReview('x'.repeat(5_000), context)).toEqual({ status: 'rejected', reason: 'gibberish' });
  });

  it('gives the same answer to the same text every time', () => {
    const fixture = pendingFixtures[0]!;
    expect(moderateReview(fixture.text, context)).toEqual(moderateReview(fixture.text, context));
  });

  it('publishes a long review made of many different paragraphs', () => {
    const long = publishedFixtures.map((fixture) => fixture.text).join('\n\n');
    expect(reviewLength(long)).toBeGreaterThan(3000);
    expect(moderateReview(long, context)).toEqual({ status: 'published' });
  });
});

describe('moderateResponse', () => {
  it('publishes short responses in which the restaurant speaks of itself', () => {
    for (const fixture of responseFixtures.published) {
      expect(moderateResponse(fixture.text, context), label(fixture)).toEqual({ status: 'published' });
    }
  });

  it('rejects insults, the guest’s personal data, advertising and bought reviews', () => {
    for (const fixture of responseFixtures.rejected) {
      expect(moderateResponse(fixture.text, context), label(fixture)).toEqual({
        status: 'rejected',
        reason: fixture.reason,
      });
    }
  });

  it('keeps a vulgar response pending', () => {
    for (const fixture of responseFixtures.pending) {
      expect(moderateResponse(fixture.text, context), label(fixture)).toEqual({
        status: 'pending',
        reason: fixture.reason,
      });
    }
  });
});
