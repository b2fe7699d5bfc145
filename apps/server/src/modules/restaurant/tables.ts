import type { Generated, Selectable } from 'kysely';

/**
 * The tables this module owns: only its code writes them (test/architecture checks it).
 * Times are epoch milliseconds and flags 0/1 integers, identical on SQLite and PostgreSQL.
 */

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
  /** The team member who started that pause; null: the owner (or a pause from before this was kept). */
  paused_by_member: number | null;
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

/** The restaurant's profile, gallery, hours, closures and chosen lists. */
export interface RestaurantTables {
  restaurant_profiles: RestaurantProfilesTable;
  restaurant_gallery: RestaurantGalleryTable;
  restaurant_weekday_hours: RestaurantWeekdayHoursTable;
  restaurant_closures: RestaurantClosuresTable;
  restaurant_cuisines: RestaurantCuisinesTable;
  restaurant_service_types: RestaurantServiceTypesTable;
  restaurant_food_choices: RestaurantFoodChoicesTable;
  restaurant_payment_methods: RestaurantPaymentMethodsTable;
}

export type RestaurantProfileRow = Selectable<RestaurantProfilesTable>;
