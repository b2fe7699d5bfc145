import { normalizeLocale } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { withIdentities } from '../content/identities';
import termsEn from '../content/terms.en.json';
import termsFr from '../content/terms.fr.json';
import { LegalDocumentView } from './legal-document-view';

/* Filled in once: the identities are settings of the build. */
const terms = { fr: withIdentities(termsFr), en: withIdentities(termsEn) };

/** /termscondition: A legal notice, B terms of use, C data protection — in both languages. */
export function TermsPage() {
  const { i18n } = useTranslation();
  return <LegalDocumentView document={terms[normalizeLocale(i18n.language)]} />;
}
