import { menuErrors, orderErrors, restaurantErrors, teamErrors, type Locale } from '@portal/contract';
import { addErrorTexts } from './error-texts';
import { currentLocale, i18n, onBeforeLanguageChange } from './i18n';

/*
 * The partner screens' texts, one language at a time: the language on screen loads with the
 * first partner screen, the other one only if the partner switches to it (before the switch, so
 * no key ever shows untranslated).
 */
const loaders: Record<Locale, () => Promise<object>> = {
  fr: () => import('./partner-fr').then((module) => module.partnerFr),
  en: () => import('./partner-en').then((module) => module.partnerEn),
};
const loading = new Map<Locale, Promise<void>>();

function loadPartnerCatalogue(locale: Locale): Promise<void> {
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
 * Loads the partner texts of the language on screen, and of any language switched to later, and
 * adds the error texts of the partner's domains (menu, restaurant, orders, team) to the public ones.
 */
export function addPartnerCatalogues(): Promise<void> {
  addErrorTexts(menuErrors, restaurantErrors, orderErrors, teamErrors);
  onBeforeLanguageChange(loadPartnerCatalogue);
  return loadPartnerCatalogue(currentLocale());
}
