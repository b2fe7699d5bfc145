import { loyaltyErrors } from '@portal/contract';
import { lazyCatalogue } from './lazy-catalogue';
import type loyaltyFr from './loyalty-fr.json';

/** The loyalty screen's own texts (/loyalty): `loyalty-fr.json`, and `loyalty-en.json` with the same keys. */
export type LoyaltyCatalogue = typeof loyaltyFr;

/** Loads the loyalty texts (no other screen downloads them) and the programme's refusals. */
export const addLoyaltyTexts = lazyCatalogue<LoyaltyCatalogue>(
  { fr: () => import('./loyalty-fr.json'), en: () => import('./loyalty-en.json') },
  { errors: [loyaltyErrors] },
);
