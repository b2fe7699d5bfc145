import type { Locale, MessagePair } from '@portal/contract';
import { addErrorTexts, addFieldLabels } from './error-texts';
import { currentLocale, i18n, onBeforeLanguageChange } from './i18n';

/** A catalogue file as a dynamic import gives it (a JSON resource's default export). */
type CatalogueModule<T> = Promise<{ default: T }>;

/** The contract's refusals a screen may show, added to the error texts with its catalogue. */
interface ScreenErrors {
  errors?: ReadonlyArray<Readonly<Record<string, MessagePair>>>;
  labels?: Readonly<Record<string, MessagePair>>;
}

/**
 * A screen's texts, one language at a time: the language on screen loads with the screen, the
 * other one only if the partner switches to it (before the switch, so no key ever shows
 * untranslated). Screens that do not show them never download them. Both loaders give the same
 * type, so the English file must have every key of the French one.
 *
 * Returns what the screen calls (once or more) to have its texts: it resolves once the texts of
 * the language on screen are in, and keeps the other language coming with a switch. The screen's
 * refusals (message pairs, both languages at once) are added on the first call.
 */
export function lazyCatalogue<T extends object>(
  loaders: Record<Locale, () => CatalogueModule<T>>,
  { errors = [], labels = {} }: ScreenErrors = {},
): () => Promise<void> {
  const loading = new Map<Locale, Promise<void>>();
  const load = (locale: Locale): Promise<void> => {
    let pending = loading.get(locale);
    if (!pending) {
      pending = loaders[locale]().then((texts) => {
        i18n.addResourceBundle(locale, 'translation', texts.default, true, true);
      });
      loading.set(locale, pending);
    }
    return pending;
  };
  return () => {
    addErrorTexts(...errors);
    addFieldLabels(labels);
    onBeforeLanguageChange(load);
    return load(currentLocale());
  };
}
