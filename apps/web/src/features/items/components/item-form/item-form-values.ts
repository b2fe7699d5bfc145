import { DEFAULT_TVA_RATE, type Locale, type TItem, eurosToCents, formatAmount } from '@portal/contract';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import type { ItemFields } from '../../api/item-form';

export interface ServiceSlotValue {
  /** React key of the row. */
  key: string;
  /** "HH:MM". */
  open: string;
  close: string;
}

export interface SizeValue {
  /** React key of the row. */
  key: string;
  /** The stored size's id ('' for a new one): orders refer to it. */
  id: string;
  fr_name: string;
  name: string;
  price: string;
}

/** What the item form holds: every field of the saveItem call, as typed. */
export interface ItemFormValues {
  fr_item_name: string;
  item_name: string;
  fr_description: string;
  description: string;
  price: string;
  discount: string;
  buy_one_get_one_offer: boolean;
  preparation_time: string;
  tva_rate: string;
  type_of_service_id: string[];
  type_of_item_id: string[];
  type_of_cuisines_id: string[];
  food_choice_id: string[];
  types_of_addon_id: string[];
  slots: ServiceSlotValue[];
  sizes: SizeValue[];
  max_per_order: string;
  /** Allergen codes. */
  allergens: string[];
  /** New photos, not sent yet. */
  file_name: File[];
}

export const emptySize = (): SizeValue => ({ key: randomId(), id: '', fr_name: '', name: '', price: '' });

export const emptySlot = (): ServiceSlotValue => ({ key: randomId(), open: '', close: '' });

export function emptyItemValues(): ItemFormValues {
  return {
    fr_item_name: '',
    item_name: '',
    fr_description: '',
    description: '',
    price: '',
    discount: '',
    buy_one_get_one_offer: false,
    preparation_time: '',
    tva_rate: String(DEFAULT_TVA_RATE),
    type_of_service_id: [],
    type_of_item_id: [],
    type_of_cuisines_id: [],
    food_choice_id: [],
    types_of_addon_id: [],
    slots: [emptySlot()],
    sizes: [],
    max_per_order: '',
    allergens: [],
    file_name: [],
  };
}

const splitTimes = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A stored item as the edit form shows it (prices the way the UI language writes them). */
export function itemValues(item: TItem, locale: Locale): ItemFormValues {
  const opens = splitTimes(item.service_open_time);
  const closes = splitTimes(item.service_close_time);
  const slots = opens.map((open, index) => ({ key: randomId(), open, close: closes[index] ?? '' }));
  const ids = (options: Array<{ id: number }>) => options.map((option) => String(option.id));
  return {
    fr_item_name: item.fr_item_name,
    item_name: item.en_item_name,
    fr_description: item.fr_description,
    description: item.en_description,
    price: formatAmount(eurosToCents(item.price), locale),
    discount: item.discount ? String(item.discount) : '',
    buy_one_get_one_offer: item.buy_one_get_one_offer === 1,
    preparation_time: item.preparation_time ? String(item.preparation_time) : '',
    tva_rate: String(item.tva_rate),
    type_of_service_id: ids(item.type_of_service),
    type_of_item_id: ids(item.type_of_item),
    type_of_cuisines_id: ids(item.type_of_cuisines),
    food_choice_id: ids(item.food_choices),
    types_of_addon_id: item.type_of_addon.map((addon) => String(addon.value)),
    slots: slots.length > 0 ? slots : [emptySlot()],
    sizes: item.sizes.map((size) => ({
      key: randomId(),
      id: String(size.id),
      fr_name: size.fr_name,
      name: size.name,
      price: formatAmount(eurosToCents(size.price), locale),
    })),
    max_per_order: item.max_per_order === null ? '' : String(item.max_per_order),
    allergens: item.allergens.map((allergen) => allergen.code),
    file_name: [],
  };
}

/**
 * The form as the server reads it (and as the contract's checkItemForm checks it): text as
 * typed, lists comma-separated, blank service rows left out.
 */
export function itemFields(values: ItemFormValues, id: number | null, lang: Locale): ItemFields {
  const slots = values.slots.filter((slot) => slot.open.trim() || slot.close.trim());
  return {
    id: id ? String(id) : '',
    item_name: values.item_name.trim(),
    fr_item_name: values.fr_item_name.trim(),
    description: values.description.trim(),
    fr_description: values.fr_description.trim(),
    type_of_service_id: values.type_of_service_id.join(','),
    food_choice_id: values.food_choice_id.join(','),
    type_of_item_id: values.type_of_item_id.join(','),
    type_of_cuisines_id: values.type_of_cuisines_id.join(','),
    types_of_addon_id: values.types_of_addon_id.join(','),
    price: values.price.trim(),
    discount: values.discount.trim(),
    buy_one_get_one_offer: values.buy_one_get_one_offer ? '1' : '0',
    preparation_time: values.preparation_time.trim(),
    service_open_time: slots.map((slot) => slot.open.trim()).join(','),
    service_close_time: slots.map((slot) => slot.close.trim()).join(','),
    tva_rate: values.tva_rate,
    sizes: JSON.stringify(
      values.sizes.map((size) => ({
        ...(size.id ? { id: size.id } : {}),
        name: size.name.trim(),
        fr_name: size.fr_name.trim(),
        price: size.price.trim(),
      })),
    ),
    max_per_order: values.max_per_order.trim(),
    allergens: values.allergens.join(','),
    lang,
  };
}

/** Where a problem reported on a server field shows in this form. */
export function formFieldOf(serverField: string, code: string | undefined): keyof ItemFormValues | null {
  if (serverField === 'item_name' && code === 'ITEM_NAME_REQUIRED') return 'fr_item_name';
  if (serverField === 'service_open_time' || serverField === 'service_close_time') return 'slots';
  // With sizes, the price is the first size's: a price problem is theirs.
  if (serverField === 'price' && code === 'SIZE_PRICE_INVALID') return 'sizes';
  if (serverField in emptyItemValues()) return serverField as keyof ItemFormValues;
  return null;
}

/** The input that takes the focus for a field in error. */
export function focusPathOf(field: string): string {
  if (field === 'slots') return 'slots.0.open';
  if (field === 'sizes') return 'sizes.0.fr_name';
  return field;
}

/** The item form, as its sections receive it. */
export type ItemFormState = UseFormReturnType<ItemFormValues>;
