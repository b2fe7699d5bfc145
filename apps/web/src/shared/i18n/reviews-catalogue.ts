import { reviewErrors, reviewFieldLabels } from '@portal/contract';
import { lazyCatalogue } from './lazy-catalogue';
import type reviewsFr from './reviews-fr.json';

/**
 * The reviews screen's own texts (/reviews): `reviews-fr.json`, and `reviews-en.json` with the
 * same keys. The sidebar's entry is in partner-fr.json; the moderation reasons come from the
 * contract (reviewRejectionReasonLabels).
 */
export type ReviewsCatalogue = typeof reviewsFr;

/** Loads the reviews texts (no other screen downloads them) and the reviews' refusals. */
export const addReviewsTexts = lazyCatalogue<ReviewsCatalogue>(
  { fr: () => import('./reviews-fr.json'), en: () => import('./reviews-en.json') },
  {
    errors: [reviewErrors],
    // The report's reason, named as the bookings' reasons are ("Saisissez le motif").
    labels: { ...reviewFieldLabels, reason: { en: 'reason', fr: 'le motif' } },
  },
);
