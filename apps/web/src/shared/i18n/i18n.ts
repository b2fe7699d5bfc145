import { DEFAULT_LOCALE, SUPPORTED_LOCALES, normalizeLocale, type Locale, type MessagePair } from '@portal/contract';
import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localePreference } from '../lib/preferences';
import { en } from './en';
import { fr } from './fr';

export const resources = {
  fr: { translation: fr },
  en: { translation: en },
} as const;

export const i18n = i18next.createInstance();

/** A year, renewed at every visit. */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 3600;

void i18n.use(initReactI18next).init({
  resources,
  lng: localePreference.get(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * The page's language, and the `locale` cookie: the server sends the public screens already drawn
 * in that language (a preference, not tracking: it holds nothing else).
 */
function syncDocument(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.cookie = `locale=${locale}; path=/; max-age=${LOCALE_COOKIE_SECONDS}; samesite=lax`;
}
syncDocument(localePreference.get());

/** The locale of the UI: English for en / en-*, French otherwise. */
export function currentLocale(): Locale {
  return normalizeLocale(i18n.language);
}

type LanguageHook = (locale: Locale) => Promise<void>;
const beforeLanguageChange: LanguageHook[] = [];

/** Work to finish before the UI switches language (texts loaded on demand for that language). */
export function onBeforeLanguageChange(hook: LanguageHook): void {
  if (!beforeLanguageChange.includes(hook)) beforeLanguageChange.push(hook);
}

/** Switches the UI language and keeps the choice (a preference: it survives logout). */
export async function changeLocale(locale: Locale): Promise<void> {
  await Promise.all(beforeLanguageChange.map((hook) => hook(locale)));
  localePreference.set(locale);
  syncDocument(locale);
  await i18n.changeLanguage(locale);
}

/** A catalogue text in both languages, for places that carry message pairs (errors, toasts). */
export function translatedPair(key: ParseKeys): MessagePair {
  return { en: i18n.getFixedT('en')(key), fr: i18n.getFixedT('fr')(key) };
}
