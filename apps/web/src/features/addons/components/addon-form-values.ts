import { eurosToCents, formatAmount, type Locale, type TAddon } from '@portal/contract';
import { randomId } from '@mantine/hooks';
import type { AddonFields } from '../api/addons';

export interface AddonOptionValue {
  /** React key of the row. */
  key: string;
  subaddonNameFr: string;
  subaddonNameEn: string;
  price: string;
  /** Allergen codes. */
  allergens: string[];
}

export interface AddonFormValues {
  /** '' for a new add-on. */
  items_addon_id: string;
  fr_name: string;
  name: string;
  price: string;
  /** Number inputs give a number, or '' when emptied. */
  choiceoff: number | string;
  min_choice: number | string;
  /** '1' required, '0' optional. */
  isrequired: '0' | '1';
  subaddon: AddonOptionValue[];
}

export const emptyOption = (): AddonOptionValue => ({
  key: randomId(),
  subaddonNameFr: '',
  subaddonNameEn: '',
  price: '',
  allergens: [],
});

export function emptyAddonValues(): AddonFormValues {
  return {
    items_addon_id: '',
    fr_name: '',
    name: '',
    price: '',
    choiceoff: 1,
    min_choice: 0,
    isrequired: '0',
    subaddon: [emptyOption()],
  };
}

/** A stored add-on as the form shows it. */
export function addonValues(addon: TAddon, locale: Locale): AddonFormValues {
  return {
    items_addon_id: String(addon.items_addon_id),
    fr_name: addon.fr_name,
    name: addon.en_name,
    price: addon.price ? formatAmount(eurosToCents(addon.price), locale) : '',
    choiceoff: addon.choiceoff,
    min_choice: addon.min_choice,
    isrequired: addon.isrequired === 1 ? '1' : '0',
    subaddon:
      addon.subaddon.length > 0
        ? addon.subaddon.map((option) => ({
            key: randomId(),
            subaddonNameFr: option.subaddonNameFr,
            subaddonNameEn: option.subaddonNameEn,
            price: option.price ? formatAmount(eurosToCents(option.price), locale) : '',
            allergens: option.allergens.map((allergen) => allergen.code),
          }))
        : [emptyOption()],
  };
}

/** The form as saveAddon reads it (and the contract's checkAddonForm checks it). */
export function addonFields(values: AddonFormValues, lang: Locale): AddonFields {
  return {
    items_addon_id: values.items_addon_id,
    name: values.name.trim(),
    fr_name: values.fr_name.trim(),
    price: values.price.trim(),
    choiceoff: String(values.choiceoff).trim(),
    min_choice: String(values.min_choice).trim(),
    isrequired: values.isrequired,
    subaddon: JSON.stringify(
      values.subaddon.map((option) => ({
        subaddonNameEn: option.subaddonNameEn.trim(),
        subaddonNameFr: option.subaddonNameFr.trim(),
        price: option.price.trim(),
        allergens: option.allergens.join(','),
      })),
    ),
    lang,
  };
}

/** Where a problem on a server field shows in this form. */
export function addonFieldOf(serverField: string, code: string | undefined): keyof AddonFormValues | null {
  if (serverField === 'name' && code === 'ADDON_TITLE_REQUIRED') return 'fr_name';
  if (serverField === 'items_addon_id') return null;
  if (serverField in emptyAddonValues()) return serverField as keyof AddonFormValues;
  return null;
}

/** The input that takes the focus for a field in error. */
export function addonFocusPath(field: string): string {
  return field === 'subaddon' ? 'subaddon.0.subaddonNameFr' : field;
}
