import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Times are epoch milliseconds and flags 0/1 integers, identical on SQLite and PostgreSQL. */
export interface PartnersTable {
  id: Generated<number>;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  email: string;
  /** International form, e.g. "+33612345678". */
  phone: string;
  country_code: string;
  password_hash: string;
  logo_image: Generated<string>;
  /** 1 online, 0 offline. */
  status: Generated<number>;
  is_verified: Generated<number>;
  /** 0 awaiting approval, 1 approved, 2 rejected. */
  admin_aproval: Generated<number>;
  suspended: Generated<number>;
  lang: Generated<string>;
  device_id: Generated<string>;
  device_type: Generated<string>;
  device_token: Generated<string>;
  /** Why the account was rejected or suspended, as the partner was told; '' otherwise. */
  status_reason: Generated<string>;
  /** 1 once a code sent to the phone alone came back; the e-mail likewise. */
  phone_verified: Generated<number>;
  email_verified: Generated<number>;
  created_at: number;
  updated_at: number;
}

export const Approval = { pending: 0, approved: 1, rejected: 2 } as const;

/** Partners and customers share the sessions and codes tables; this says whose a row is. */
export type AccountKind = 'partner' | 'customer';

/**
 * What a token opens: 'partner' the back-office, 'verify' only the partner's code confirmation,
 * 'customer' the customer calls.
 */
export type TokenScope = 'partner' | 'verify' | 'customer';

export interface AccountSessionsTable {
  id: string;
  account_kind: AccountKind;
  account_id: number;
  scope: TokenScope;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface AccountCodesTable {
  id: Generated<number>;
  account_kind: AccountKind;
  account_id: number;
  /** OtpPurpose for partners, CustomerCodePurpose for customers; 'contact:…' binds a code to a new e-mail or phone. */
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
  /** The channel the code went to, the one it proves: 'phone' or 'email'. */
  channel: Generated<string>;
}

export interface CustomersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  /** Null once the account is closed. */
  email: string | null;
  /** International form (+33…); null once closed, or for a Google account that has not given one. */
  phone: string | null;
  country_code: Generated<string>;
  /** '' for an account that only signs in with Google. */
  password_hash: Generated<string>;
  /** YYYY-MM-DD. */
  birth_date: Generated<string>;
  is_verified: Generated<number>;
  google_sub: string | null;
  lang: Generated<string>;
  /** 1 once a code sent to the phone alone came back (Google's confirmation proves the e-mail). */
  phone_verified: Generated<number>;
  email_verified: Generated<number>;
  closed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface MessageLogTable {
  id: Generated<number>;
  destination: string;
  purpose: string;
  /** 'sms', 'email', or 'unknown' for sends logged before channels were recorded. */
  channel: Generated<string>;
  /** Whose account the send was for ('' and 0 before this was recorded). */
  account_kind: Generated<string>;
  account_id: Generated<number>;
  created_at: number;
}

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

export interface OrdersTable {
  id: Generated<number>;
  restaurant_id: number;
  customer_id: number;
  /** The restaurant's own number, from 1. */
  order_number: number;
  /** current_status (OrderStatus). */
  status: number;
  service_type: number;
  no_of_people: number;
  payment_method: number;
  note: Generated<string>;
  customer_first_name: Generated<string>;
  subtotal_cents: number;
  tva_cents: number;
  service_charge_cents: number;
  total_cents: number;
  reject_reason: Generated<string>;
  search_text: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  item_id: number;
  size_id: number | null;
  fr_name: string;
  en_name: string;
  size_fr: Generated<string>;
  size_en: Generated<string>;
  quantity: number;
  unit_price_cents: number;
  discount_percent: number;
  buy_one_get_one: number;
  addons_json: Generated<string>;
  addons_unit_cents: number;
  line_total_cents: number;
  tva_bp: number;
  tva_cents: number;
  allergens: Generated<string>;
  /** Dish, size and options, accents folded (the report's search). */
  search_text: Generated<string>;
  /** The order's restaurant and completion time, set when it is completed (null before). */
  sale_restaurant_id: number | null;
  sold_at: number | null;
}

/** Completed orders and their lines per restaurant and day in France (the report's totals). */
export interface SalesDaysTable {
  restaurant_id: number;
  day: string;
  orders: number;
  lines: number;
}

/** Sales and TVA per restaurant, day in France and TVA rate (basis points). */
export interface SalesDayRatesTable {
  restaurant_id: number;
  day: string;
  tva_bp: number;
  sales_cents: number;
  tva_cents: number;
}

/** Sales per restaurant, day in France and dish as sold (names, rate, the line's folded words). */
export interface SalesDayItemsTable {
  restaurant_id: number;
  day: string;
  fr_name: string;
  en_name: string;
  tva_bp: number;
  search_text: string;
  lines: number;
  quantity: number;
  sales_cents: number;
  tva_cents: number;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: number;
  /** 'customer', 'partner' or 'system'. */
  actor: string;
  reason: Generated<string>;
  created_at: number;
}

export interface OrderCountersTable {
  restaurant_id: number;
  last_order_number: Generated<number>;
  last_journal_seq: Generated<number>;
  last_journal_hash: string;
}

export interface JournalEntriesTable {
  id: Generated<number>;
  restaurant_id: number;
  seq: number;
  /** 'placed', 'completed', 'cancelled' or 'rejected'. */
  kind: string;
  order_id: number;
  order_number: number;
  total_cents: number;
  by_rate_json: string;
  created_at: number;
  prev_hash: string;
  hash: string;
}

export interface JournalClosingsTable {
  id: Generated<number>;
  restaurant_id: number;
  /** 'day', 'month' or 'year'. */
  kind: string;
  period: string;
  orders: number;
  sales_cents: number;
  tva_cents: number;
  by_rate_json: string;
  grand_total_cents: number;
  last_seq: number;
  chain_hash: string;
  created_at: number;
}

/** The restaurant's profile: one row per restaurant, created by its first save. */
export interface RestaurantProfilesTable {
  restaurant_id: number;
  web_restro: Generated<string>;
  web_instagram: Generated<string>;
  web_facebook: Generated<string>;
  /** Minutes. */
  preparation_time: number | null;
  capacity: number | null;
  /** 1 (€) to 4 (€€€€). */
  price_range: number | null;
  parking: Generated<number>;
  description: Generated<string>;
  fr_description: Generated<string>;
  owner_details: Generated<string>;
  /** The usual hours of every day: comma-separated "HH:MM". */
  open_time: Generated<string>;
  close_time: Generated<string>;
  legal_name: Generated<string>;
  siret: Generated<string>;
  vat_number: Generated<string>;
  allergen_notice: Generated<string>;
  /** A timed pause ends at this time, by itself. */
  paused_until: number | null;
  /** Bumped by every change visitors of the public page could see. */
  version: Generated<number>;
  updated_at: number;
}

export interface RestaurantGalleryTable {
  id: Generated<number>;
  restaurant_id: number;
  file_name: string;
  thumb_name: string;
  created_at: number;
}

/** Hours of a weekday (1 Monday … 7 Sunday) that differ from the usual ones; empty: closed. */
export interface RestaurantWeekdayHoursTable {
  restaurant_id: number;
  weekday: number;
  open_time: string;
  close_time: string;
}

export interface RestaurantClosuresTable {
  id: Generated<number>;
  restaurant_id: number;
  /** YYYY-MM-DD (Paris), both days included. */
  start_date: string;
  end_date: string;
  reason: Generated<string>;
}

export interface RestaurantCuisinesTable {
  restaurant_id: number;
  cuisine_id: number;
  position: Generated<number>;
}
export interface RestaurantServiceTypesTable {
  restaurant_id: number;
  service_type_id: number;
  position: Generated<number>;
}
export interface RestaurantFoodChoicesTable {
  restaurant_id: number;
  food_choice_id: number;
  position: Generated<number>;
}
export interface RestaurantPaymentMethodsTable {
  restaurant_id: number;
  payment_method_id: number;
  position: Generated<number>;
}

export interface Database {
  partners: PartnersTable;
  account_sessions: AccountSessionsTable;
  account_codes: AccountCodesTable;
  customers: CustomersTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_history: OrderStatusHistoryTable;
  order_counters: OrderCountersTable;
  journal_entries: JournalEntriesTable;
  journal_closings: JournalClosingsTable;
  sales_days: SalesDaysTable;
  sales_day_rates: SalesDayRatesTable;
  sales_day_items: SalesDayItemsTable;
  message_log: MessageLogTable;
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
  restaurant_profiles: RestaurantProfilesTable;
  restaurant_gallery: RestaurantGalleryTable;
  restaurant_weekday_hours: RestaurantWeekdayHoursTable;
  restaurant_closures: RestaurantClosuresTable;
  restaurant_cuisines: RestaurantCuisinesTable;
  restaurant_service_types: RestaurantServiceTypesTable;
  restaurant_food_choices: RestaurantFoodChoicesTable;
  restaurant_payment_methods: RestaurantPaymentMethodsTable;
}

export type Partner = Selectable<PartnersTable>;
export type NewPartner = Insertable<PartnersTable>;
export type PartnerUpdate = Updateable<PartnersTable>;
export type AccountCode = Selectable<AccountCodesTable>;
export type Customer = Selectable<CustomersTable>;
export type Order = Selectable<OrdersTable>;
export type OrderLine = Selectable<OrderLinesTable>;
export type JournalEntry = Selectable<JournalEntriesTable>;
export type RestaurantProfileRow = Selectable<RestaurantProfilesTable>;
export type Item = Selectable<ItemsTable>;
export type ItemImage = Selectable<ItemImagesTable>;
export type ItemSize = Selectable<ItemSizesTable>;
export type Addon = Selectable<AddonsTable>;
export type AddonOption = Selectable<AddonOptionsTable>;
