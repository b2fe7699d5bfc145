import { offerErrors, offerFieldLabels } from '@portal/contract';
import { addErrorTexts, addFieldLabels } from './error-texts';
import { lazyCatalogue } from './lazy-catalogue';

/* The offers screen's texts (/offers); no other screen downloads them. */
const loadOffersTexts = lazyCatalogue({
  fr: () => import('./offers-fr').then((module) => module.offersFr),
  en: () => import('./offers-en').then((module) => module.offersEn),
});

/**
 * Loads the offers texts of the language on screen, and of any language switched to later, and
 * adds the offers' refusals to the error texts (both languages: they are message pairs).
 */
export function addOffersTexts(): Promise<void> {
  addErrorTexts(offerErrors);
  addFieldLabels(offerFieldLabels);
  return loadOffersTexts();
}
