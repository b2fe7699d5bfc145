export { changeLocale, currentLocale, i18n, translatedPair } from './i18n';
export type { PublicCatalogue } from './fr';
