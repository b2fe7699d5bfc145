import { i18n } from './i18n';
import { partnerEn } from './partner-en';
import { partnerFr } from './partner-fr';

/** Adds the partner screens' texts to both languages (once is enough; again changes nothing). */
export function addPartnerCatalogues(): void {
  i18n.addResourceBundle('fr', 'translation', partnerFr, true, true);
  i18n.addResourceBundle('en', 'translation', partnerEn, true, true);
}
