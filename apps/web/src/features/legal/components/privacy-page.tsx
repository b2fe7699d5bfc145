import { normalizeLocale } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import privacyEn from '../content/privacy.en.json';
import privacyFr from '../content/privacy.fr.json';
import { LegalDocumentView } from './legal-document-view';

/** /privacypolicy, in French and in English. */
export function PrivacyPage() {
  const { i18n } = useTranslation();
  return <LegalDocumentView document={normalizeLocale(i18n.language) === 'en' ? privacyEn : privacyFr} />;
}
