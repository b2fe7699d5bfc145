import { reviewErrors, reviewFieldLabels, type Locale } from '@portal/contract';
import { addErrorTexts, addFieldLabels } from './error-texts';
import { currentLocale, i18n, onBeforeLanguageChange } from './i18n';

/*
 * The reviews screen's texts (/reviews), one language at a time, like the bookings' texts: the
 * language on screen loads with the screen, the other one only if the partner switches to it
 * (before the switch, so no key ever shows untranslated). The other partner screens never
 * download them.
 */
const loaders: Record<Locale, () => Promise<object>> = {
  fr: () => import('./reviews-fr').then((module) => module.reviewsFr),
  en: () => import('./reviews-en').then((module) => module.reviewsEn),
};
const loading = new Map<Locale, Promise<void>>();

function loadReviewsCatalogue(locale: Locale): Promise<void> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then((texts) => {
      i18n.addResourceBundle(locale, 'translation', texts, true, true);
    });
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * Loads the reviews texts of the language on screen, and of any language switched to later, and
 * adds the reviews' refusals to the error texts (both languages: they are message pairs).
 */
export function addReviewsTexts(): Promise<void> {
  addErrorTexts(reviewErrors);
  // The report's reason, named as the bookings' reasons are ("Saisissez le motif").
  addFieldLabels({ ...reviewFieldLabels, reason: { en: 'reason', fr: 'le motif' } });
  onBeforeLanguageChange(loadReviewsCatalogue);
  return loadReviewsCatalogue(currentLocale());
}
