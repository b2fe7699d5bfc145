import { normalizeLocale, type Locale } from '@portal/contract';
import { readStored, writeStored } from './local-storage';

/**
 * The browser user's choices: they outlive the session (logout and an expired session keep them)
 * and belong to no account. Each preference names the local-storage keys it owns; `clearSession`
 * leaves those keys alone.
 */
interface Preference<T> {
  get: () => T;
  set: (value: T) => void;
}

const preferenceKeys = new Set<string>();

/**
 * A preference stored under `keys`: written to each of them, read from the first one present
 * (the original portal kept some choices under two names).
 */
function definePreference<T>(definition: {
  keys: readonly [string, ...string[]];
  read: (stored: string | null) => T;
  write: (value: T) => string;
}): Preference<T> {
  for (const key of definition.keys) preferenceKeys.add(key);
  return {
    get: () => definition.read(definition.keys.map(readStored).find((stored) => stored !== null) ?? null),
    set: (value) => {
      const stored = definition.write(value);
      for (const key of definition.keys) writeStored(key, stored);
    },
  };
}

/** Whether a local-storage key holds a preference (kept when the session is cleared). */
export function isPreferenceKey(key: string): boolean {
  return preferenceKeys.has(key);
}

/** The UI language, under `locale` and `lang`: English for en / en-*, French otherwise. */
export const localePreference: Preference<Locale> = definePreference({
  keys: ['locale', 'lang'],
  read: normalizeLocale,
  write: (locale) => locale,
});

/** The orders screen's ring is muted on this device (kept across sessions, like the language). */
export const mutePreference: Preference<boolean> = definePreference({
  keys: ['ordersMuted'],
  read: (stored) => stored === '1',
  write: (muted) => (muted ? '1' : '0'),
});
