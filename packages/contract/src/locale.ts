import { z } from 'zod';

export const SUPPORTED_LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** French is the default: English only for "en" or "en-…" ("en-US", "en-GB"), French for anything else. */
export function normalizeLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const lower = value.trim().toLowerCase();
  return lower === 'en' || lower.startsWith('en-') ? 'en' : 'fr';
}

export const ZLang = z.preprocess((value) => normalizeLocale(value), z.enum(SUPPORTED_LOCALES));
