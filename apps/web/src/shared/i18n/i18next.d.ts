import 'i18next';
import type { PublicCatalogue } from './fr';
import type { PartnerCatalogue } from './partner-fr';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The partner texts are added when the partner screens load (partner-catalogues.ts).
    resources: { translation: PublicCatalogue & PartnerCatalogue };
    returnNull: false;
  }
}
