import { reviewErrors, reviewFieldLabels } from '@portal/contract';
import { addErrorTexts, addFieldLabels } from './error-texts';
import { lazyCatalogue } from './lazy-catalogue';

/* The reviews screen's texts (/reviews); no other screen downloads them. */
const loadReviewsTexts = lazyCatalogue({
  fr: () => import('./reviews-fr').then((module) => module.reviewsFr),
  en: () => import('./reviews-en').then((module) => module.reviewsEn),
});

/**
 * Loads the reviews texts of the language on screen, and of any language switched to later, and
 * adds the reviews' refusals to the error texts (both languages: they are message pairs).
 */
export function addReviewsTexts(): Promise<void> {
  addErrorTexts(reviewErrors);
  // The report's reason, named as the bookings' reasons are ("Saisissez le motif").
  addFieldLabels({ ...reviewFieldLabels, reason: { en: 'reason', fr: 'le motif' } });
  return loadReviewsTexts();
}
