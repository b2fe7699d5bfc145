import { guestErrors, guestFieldLabels } from '@portal/contract';
import { addErrorTexts, addFieldLabels } from './error-texts';
import { lazyCatalogue } from './lazy-catalogue';

/* The guest book's texts (/guests); no other screen downloads them. */
const loadGuestsTexts = lazyCatalogue({
  fr: () => import('./guests-fr').then((module) => module.guestsFr),
  en: () => import('./guests-en').then((module) => module.guestsEn),
});

/**
 * Loads the guest book's texts of the language on screen, and of any language switched to later, and
 * adds the guest book's refusals to the error texts (both languages: they are message pairs).
 */
export function addGuestsTexts(): Promise<void> {
  addErrorTexts(guestErrors);
  addFieldLabels(guestFieldLabels);
  return loadGuestsTexts();
}
