import { offerErrors, offerFieldLabels } from '@portal/contract';
import { lazyCatalogue } from './lazy-catalogue';
import type offersFr from './offers-fr.json';

/** The offers screen's own texts (/offers): `offers-fr.json`, and `offers-en.json` with the same keys. */
export type OffersCatalogue = typeof offersFr;

/** Loads the offers texts (no other screen downloads them) and the offers' refusals. */
export const addOffersTexts = lazyCatalogue<OffersCatalogue>(
  { fr: () => import('./offers-fr.json'), en: () => import('./offers-en.json') },
  { errors: [offerErrors], labels: offerFieldLabels },
);
