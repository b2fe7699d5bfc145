import { normalizeLocale } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { termsEn } from '../content/terms.en';
import { termsFr } from '../content/terms.fr';
import { LegalDocumentView } from './legal-document-view';

/** /termscondition: A legal notice, B terms of use, C data protection — in both languages. */
export function TermsPage() {
  const { i18n } = useTranslation();
  return <LegalDocumentView document={normalizeLocale(i18n.language) === 'en' ? termsEn : termsFr} />;
}
