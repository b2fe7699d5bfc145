import { menuErrors, orderErrors, restaurantErrors, teamErrors } from '@portal/contract';
import { lazyCatalogue } from './lazy-catalogue';
import type partnerFr from './partner-fr.json';

/**
 * The partner screens' texts: `partner-fr.json`, and `partner-en.json` with the same keys (the
 * menu's under `menu`, the profile's under `account`). The table card's `scanFrench` and
 * `scanEnglish` are printed in both languages whatever the screen's: customers of either language
 * scan it.
 */
export type PartnerCatalogue = typeof partnerFr;

/**
 * Loads the partner texts of the language on screen, and of any language switched to later (never
 * on the public pages), and adds the error texts of the partner's domains (menu, restaurant,
 * orders, team) to the public ones.
 */
export const addPartnerCatalogues = lazyCatalogue<PartnerCatalogue>(
  { fr: () => import('./partner-fr.json'), en: () => import('./partner-en.json') },
  { errors: [menuErrors, restaurantErrors, orderErrors, teamErrors] },
);
