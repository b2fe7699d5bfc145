export { changeLocale, currentLocale, i18n, loadPublicTexts, publicTextsReady } from './i18n';
