export { changeLocale, currentLocale, i18n, translatedPair } from './i18n';
