import { offerErrors, offerFieldLabels, type Locale } from '@portal/contract';
import { addErrorTexts, addFieldLabels } from './error-texts';
import { currentLocale, i18n, onBeforeLanguageChange } from './i18n';

/*
 * The offers screen's texts (/offers), one language at a time, like the bookings' texts: the
 * language on screen loads with the screen, the other one only if the partner switches to it
 * (before the switch, so no key ever shows untranslated). The other partner screens never
 * download them.
 */
const loaders: Record<Locale, () => Promise<object>> = {
  fr: () => import('./offers-fr').then((module) => module.offersFr),
  en: () => import('./offers-en').then((module) => module.offersEn),
};
const loading = new Map<Locale, Promise<void>>();

function loadOffersCatalogue(locale: Locale): Promise<void> {
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
 * Loads the offers texts of the language on screen, and of any language switched to later, and
 * adds the offers' refusals to the error texts (both languages: they are message pairs).
 */
export function addOffersTexts(): Promise<void> {
  addErrorTexts(offerErrors);
  addFieldLabels(offerFieldLabels);
  onBeforeLanguageChange(loadOffersCatalogue);
  return loadOffersCatalogue(currentLocale());
}
