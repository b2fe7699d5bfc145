import { guestErrors, guestFieldLabels, type Locale } from '@portal/contract';
import { addErrorTexts, addFieldLabels } from './error-texts';
import { currentLocale, i18n, onBeforeLanguageChange } from './i18n';

/*
 * The guest book's texts (/guests), one language at a time, like the bookings' texts: the
 * language on screen loads with the screen, the other one only if the partner switches to it
 * (before the switch, so no key ever shows untranslated). The other partner screens never
 * download them.
 */
const loaders: Record<Locale, () => Promise<object>> = {
  fr: () => import('./guests-fr').then((module) => module.guestsFr),
  en: () => import('./guests-en').then((module) => module.guestsEn),
};
const loading = new Map<Locale, Promise<void>>();

function loadGuestsCatalogue(locale: Locale): Promise<void> {
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
 * Loads the guest book's texts of the language on screen, and of any language switched to later, and
 * adds the guest book's refusals to the error texts (both languages: they are message pairs).
 */
export function addGuestsTexts(): Promise<void> {
  addErrorTexts(guestErrors);
  addFieldLabels(guestFieldLabels);
  onBeforeLanguageChange(loadGuestsCatalogue);
  return loadGuestsCatalogue(currentLocale());
}
