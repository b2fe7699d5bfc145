import { normalizeLocale, type Locale } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** The UI language ('fr' or 'en'); re-renders when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return normalizeLocale(i18n.language);
}
