import {
  CLOSED_ACCOUNT_ERASURE_DAYS,
  DATA_ARCHIVE_LINK_DAYS,
  MARKETING_RETENTION_YEARS,
  RIGHTS_ANSWER_MONTHS,
  RIGHTS_EXTENSION_MONTHS,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import privacyEn from '../../content/privacy.en.json';
import privacyFr from '../../content/privacy.fr.json';
import type { LegalDocument, LegalSection } from '../../content/types';

/*
 * The privacy policy says what the server's jobs do: how long marketing data and a closed
 * account's traces are kept, how long a data archive's link works, and the answer's deadline. A
 * figure changed in the contract without the text fails here.
 */

const textOf = (sections: LegalSection[]): string =>
  sections
    .map((section) =>
      [
        section.title,
        ...(section.paragraphs ?? []),
        ...(section.items ?? []),
        ...(section.after ?? []),
        textOf(section.sections ?? []),
      ].join(' '),
    )
    .join(' ')
    .replace(/\s+/g, ' ');

const words = { fr: { one: 'un', two: 'deux' }, en: { one: 'one', two: 'two' } };

describe.each([
  ['fr', privacyFr as LegalDocument, { years: 'ans', days: 'jours', month: 'mois' }],
  ['en', privacyEn as LegalDocument, { years: 'years', days: 'days', month: 'month' }],
] as const)('the privacy policy (%s)', (lang, document, units) => {
  const text = textOf(document.sections);

  it('says how long marketing data, a closed account’s traces and an archive are kept', () => {
    expect(text).toContain(`${MARKETING_RETENTION_YEARS} ${units.years}`);
    expect(text).toContain(`${CLOSED_ACCOUNT_ERASURE_DAYS} ${units.days}`);
    expect(text).toContain(`${DATA_ARCHIVE_LINK_DAYS} ${units.days}`);
  });

  it('says the answer’s deadline and its one extension, and how to ask for one’s data', () => {
    expect(RIGHTS_ANSWER_MONTHS).toBe(1);
    expect(RIGHTS_EXTENSION_MONTHS).toBe(2);
    expect(text).toContain(lang === 'fr' ? 'un mois' : `one ${units.month}`);
    expect(text).toContain(`${words[lang].two} ${lang === 'fr' ? 'mois' : 'months'}`);
    expect(text).toMatch(lang === 'fr' ? /JSON et en CSV/ : /JSON and CSV/);
  });
});
