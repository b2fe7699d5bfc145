import { guestErrors, guestFieldLabels } from '@portal/contract';
import { lazyCatalogue } from './lazy-catalogue';
import type guestsFr from './guests-fr.json';

/**
 * The guest book's own texts (/guests): `guests-fr.json`, and `guests-en.json` with the same keys.
 * The sidebar's entry is in partner-fr.json; the booking statuses and the allergens' names come from
 * the contract.
 */
export type GuestsCatalogue = typeof guestsFr;

/** Loads the guest book's texts (no other screen downloads them) and its refusals. */
export const addGuestsTexts = lazyCatalogue<GuestsCatalogue>(
  { fr: () => import('./guests-fr.json'), en: () => import('./guests-en.json') },
  { errors: [guestErrors], labels: guestFieldLabels },
);
