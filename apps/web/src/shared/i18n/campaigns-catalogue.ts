import { privacyErrors, privacyFieldLabels } from '@portal/contract';
import type campaignsFr from './campaigns-fr.json';
import { lazyCatalogue } from './lazy-catalogue';

/** The campaigns screen's own texts (/campaigns): `campaigns-fr.json`, and `campaigns-en.json` with the same keys. */
export type CampaignsCatalogue = typeof campaignsFr;

/** Loads the campaigns texts (no other screen downloads them) and the campaigns' refusals. */
export const addCampaignsTexts = lazyCatalogue<CampaignsCatalogue>(
  { fr: () => import('./campaigns-fr.json'), en: () => import('./campaigns-en.json') },
  { errors: [privacyErrors], labels: privacyFieldLabels },
);
