import { DEFAULT_LOCALE, SUPPORTED_LOCALES, normalizeLocale, type Locale } from '@portal/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localePreference } from '../lib/preferences';
import { fr } from './fr';

/*
 * The public texts in French, the default language, come with the start-up; the English ones load
 * when English is on screen or chosen (before the switch, so no key ever shows untranslated).
 */
export const resources = {
  // Copies: the texts added later (the partner screens') merge into the store, not into the catalogues.
  fr: { translation: structuredClone(fr) },
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

let englishTexts: Promise<void> | undefined;

/** Loads the public texts of `locale` if the start-up did not bring them. */
export function loadPublicTexts(locale: Locale): Promise<void> {
  if (locale !== 'en') return Promise.resolve();
  englishTexts ??= import('./en').then(
    ({ en }) => {
      i18n.addResourceBundle('en', 'translation', structuredClone(en), true, true);
    },
    (error: unknown) => {
      englishTexts = undefined;
      throw error;
    },
  );
  return englishTexts;
}

/** Resolves once the public texts of the language on screen are there: the app renders after. */
export const publicTextsReady: Promise<void> = loadPublicTexts(normalizeLocale(localePreference.get()));

/**
 * The page's language, and the `locale` cookie: the server sends the public screens already drawn
 * in that language (a preference, not tracking: it holds nothing else).
 */
function syncDocument(locale: Locale, cookie: 'now' | 'once idle' = 'now'): void {
  if (typeof document === 'undefined') return;
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  const writeCookie = () => {
    document.cookie = `locale=${locale}; path=/; max-age=${LOCALE_COOKIE_SECONDS}; samesite=lax`;
  };
  if (cookie === 'now') writeCookie();
  else if (typeof requestIdleCallback === 'function') requestIdleCallback(writeCookie, { timeout: 5000 });
  else setTimeout(writeCookie, 1000);
}
// At start-up the page is already in its language (drawn from the cookie, or by the app): the
// cookie, renewed for another year, waits for an idle moment, as writing one waits on the
// browser's process while a phone is busiest.
syncDocument(localePreference.get(), 'once idle');

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
  await Promise.all([loadPublicTexts(locale), ...beforeLanguageChange.map((hook) => hook(locale))]);
  localePreference.set(locale);
  syncDocument(locale);
  await i18n.changeLanguage(locale);
}
