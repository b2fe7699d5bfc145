import { promotionErrors, promotionFieldLabels } from '@portal/contract';
import { lazyCatalogue } from './lazy-catalogue';
import type promotionsFr from './promotions-fr.json';

/** The promo codes screen's own texts (/promotions): `promotions-fr.json`, and `promotions-en.json` with the same keys. */
export type PromotionsCatalogue = typeof promotionsFr;

/** Loads the promo codes texts (no other screen downloads them) and the codes' refusals. */
export const addPromotionsTexts = lazyCatalogue<PromotionsCatalogue>(
  { fr: () => import('./promotions-fr.json'), en: () => import('./promotions-en.json') },
  { errors: [promotionErrors], labels: promotionFieldLabels },
);
