import type { Locale } from '@portal/contract';
import { currentLocale, i18n, onBeforeLanguageChange } from './i18n';

/**
 * A screen's texts, one language at a time: the language on screen loads with the screen, the
 * other one only if the partner switches to it (before the switch, so no key ever shows
 * untranslated). Screens that do not show them never download them.
 *
 * Returns what the screen calls (once or more) to have its texts: it resolves once the texts of
 * the language on screen are in, and keeps the other language coming with a switch.
 */
export function lazyCatalogue(loaders: Record<Locale, () => Promise<object>>): () => Promise<void> {
  const loading = new Map<Locale, Promise<void>>();
  const load = (locale: Locale): Promise<void> => {
    let pending = loading.get(locale);
    if (!pending) {
      pending = loaders[locale]().then((texts) => {
        i18n.addResourceBundle(locale, 'translation', texts, true, true);
      });
      loading.set(locale, pending);
    }
    return pending;
  };
  return () => {
    onBeforeLanguageChange(load);
    return load(currentLocale());
  };
}
