import { menuErrors, orderErrors, restaurantErrors, teamErrors } from '@portal/contract';
import { addErrorTexts } from './error-texts';
import { lazyCatalogue } from './lazy-catalogue';

/* The partner screens' texts: they load with the first partner screen, never on the public pages. */
const loadPartnerTexts = lazyCatalogue({
  fr: () => import('./partner-fr').then((module) => module.partnerFr),
  en: () => import('./partner-en').then((module) => module.partnerEn),
});

/**
 * Loads the partner texts of the language on screen, and of any language switched to later, and
 * adds the error texts of the partner's domains (menu, restaurant, orders, team) to the public ones.
 */
export function addPartnerCatalogues(): Promise<void> {
  addErrorTexts(menuErrors, restaurantErrors, orderErrors, teamErrors);
  return loadPartnerTexts();
}
