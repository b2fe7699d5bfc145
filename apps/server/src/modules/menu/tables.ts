import type { Generated, Selectable } from 'kysely';

/**
 * The tables this module owns: only its code writes them (test/architecture checks it).
 * Times are epoch milliseconds and flags 0/1 integers, identical on SQLite and PostgreSQL.
 */

/** A reference list entry (cuisines, food choices, service types, payment methods). */
export interface ReferenceTable {
  id: Generated<number>;
  fr_label: string;
  en_label: string;
  sort_order: number;
  created_at: number;
}

/** Dish types: the platform list (restaurant_id NULL) and restaurants' own ones. */
export interface DishTypesTable extends ReferenceTable {
  restaurant_id: number | null;
}

export interface ItemsTable {
  id: Generated<number>;
  restaurant_id: number;
  en_name: string;
  fr_name: string;
  en_description: string;
  fr_description: string;
  /** TVA included. */
  price_cents: number;
  discount_percent: number;
  buy_one_get_one: number;
  preparation_minutes: number;
  /** 1 on the menu, 0 off. */
  status: Generated<number>;
  /** Basis points: 550, 1000, 2000. */
  tva_bp: number;
  /** "12:00,19:00". */
  service_open_time: string;
  service_close_time: string;
  /** Names and descriptions, lower case without accents (normalizeSearchText). */
  search_text: string;
  /** How many one order may hold; null: no limit. */
  max_per_order: number | null;
  /** Allergen codes, comma-separated, in the regulation's order ('' for none). */
  allergens: Generated<string>;
  /** Epoch ms: sold out until then (the next 04:00 Paris time when marked); null: on sale. */
  sold_out_until: number | null;
  created_at: number;
  updated_at: number;
}

export interface ItemSizesTable {
  id: Generated<number>;
  item_id: number;
  position: number;
  en_name: string;
  fr_name: string;
  price_cents: number;
}

export interface ItemImagesTable {
  id: Generated<number>;
  item_id: number;
  restaurant_id: number;
  file_name: string;
  thumb_name: string;
  position: number;
  created_at: number;
}

export interface AddonsTable {
  id: Generated<number>;
  restaurant_id: number;
  en_name: string;
  fr_name: string;
  price_cents: number;
  choose_upto: number;
  min_choice: number;
  is_required: number;
  position: number;
  created_at: number;
  updated_at: number;
}

export interface AddonOptionsTable {
  id: Generated<number>;
  addon_id: number;
  en_name: string;
  fr_name: string;
  price_cents: number;
  position: number;
  /** Allergen codes, comma-separated, in the regulation's order ('' for none). */
  allergens: Generated<string>;
}

export interface ItemCuisinesTable {
  item_id: number;
  cuisine_id: number;
  position: number;
}

export interface ItemServiceTypesTable {
  item_id: number;
  service_type_id: number;
  position: number;
}

export interface ItemFoodChoicesTable {
  item_id: number;
  food_choice_id: number;
  position: number;
}

export interface ItemDishTypesTable {
  item_id: number;
  dish_type_id: number;
  position: number;
}

export interface ItemAddonsTable {
  item_id: number;
  addon_id: number;
  position: number;
}

/** A restaurant's dish types in its own order; hidden ones stay in the list. */
export interface RestaurantDishTypesTable {
  restaurant_id: number;
  dish_type_id: number;
  position: number;
  hidden: number;
}

/** Bumped in the transaction of every menu write; menu caches are keyed on it. */
export interface MenuVersionsTable {
  restaurant_id: number;
  version: number;
}

/** The menu: reference lists, dish types, items with their sizes, photos and add-ons, the menu's version. */
export interface MenuTables {
  cuisines: ReferenceTable;
  food_choices: ReferenceTable;
  service_types: ReferenceTable;
  payment_methods: ReferenceTable;
  dish_types: DishTypesTable;
  items: ItemsTable;
  item_images: ItemImagesTable;
  item_sizes: ItemSizesTable;
  addons: AddonsTable;
  addon_options: AddonOptionsTable;
  item_cuisines: ItemCuisinesTable;
  item_service_types: ItemServiceTypesTable;
  item_food_choices: ItemFoodChoicesTable;
  item_dish_types: ItemDishTypesTable;
  item_addons: ItemAddonsTable;
  restaurant_dish_types: RestaurantDishTypesTable;
  menu_versions: MenuVersionsTable;
}

export type Item = Selectable<ItemsTable>;
export type ItemImage = Selectable<ItemImagesTable>;
export type ItemSize = Selectable<ItemSizesTable>;
export type Addon = Selectable<AddonsTable>;
export type AddonOption = Selectable<AddonOptionsTable>;
