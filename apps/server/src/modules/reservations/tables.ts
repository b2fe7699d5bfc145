import type { Generated, Selectable } from 'kysely';
import type { TableShape } from '@portal/contract';

/**
 * The tables this module owns: only its code writes them (test/architecture checks it).
 * Times are epoch milliseconds and flags 0/1 integers, identical on SQLite and PostgreSQL.
 */

/** One row per restaurant, created by the first save; absent: the defaults (bookings off). */
export interface ReservationSettingsTable {
  restaurant_id: number;
  enabled: number;
  slot_minutes: number;
  min_notice_minutes: number;
  max_advance_days: number;
  max_party_online: number;
  duration_minutes: number;
  /** JSON `[{ max_covers, minutes }]`, sorted by party size. */
  durations_by_party: string;
  auto_confirm_max_covers: number | null;
  imprint_per_cover_cents: number;
  imprint_min_party: number;
  updated_at: number;
}

/**
 * The version of a restaurant's settings, services and tables, bumped in the transaction of any
 * write to them: what a process's copy of them is checked against. No row: version 0.
 */
export interface ReservationVersionsTable {
  restaurant_id: number;
  version: number;
}

/** A service: the days and arrival times of a sitting, its capacity and pacing. */
export interface ReservationServicesTable {
  id: Generated<number>;
  restaurant_id: number;
  name: string;
  fr_name: string;
  /** "1,5,6": Monday 1 … Sunday 7. */
  weekdays: string;
  /** First and last arrival "HH:MM"; a last slot before the first runs past midnight. */
  first_slot: string;
  last_slot: string;
  capacity_covers: number;
  pacing_covers: number | null;
  created_at: number;
  updated_at: number;
}

export type ServiceRow = Selectable<ReservationServicesTable>;

export interface ReservationTablesTable {
  id: Generated<number>;
  restaurant_id: number;
  name: string;
  min_covers: number;
  max_covers: number;
  /** 1: offered to online bookings. */
  online: number;
  /** The room it stands in ("" for the main room), its place on the plan's 0–1000 grid, shape and turn. */
  area: Generated<string>;
  plan_x: Generated<number>;
  plan_y: Generated<number>;
  shape: Generated<TableShape>;
  rotation: Generated<number>;
  /** 1: out of service (a wobbly leg, a private party): no booking is given it. */
  blocked: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** Tables a restaurant puts together for a larger party; its tables in `table_combination_members`. */
export interface TableCombinationsTable {
  id: Generated<number>;
  restaurant_id: number;
  min_covers: number;
  max_covers: number;
  /** 1: offered to online bookings. */
  online: number;
  created_at: number;
  updated_at: number;
}

export interface TableCombinationMembersTable {
  combination_id: number;
  table_id: number;
}

export interface BookingsTable {
  id: Generated<number>;
  restaurant_id: number;
  /** Null for a booking taken by phone or a walk-in. */
  customer_id: number | null;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  /** The guest's language for messages ('fr' | 'en'). */
  lang: string;
  /**
   * The service's day in Paris, "YYYY-MM-DD": a time past midnight of a service running late
   * belongs to the evening it continues (Friday 00:30 is Saturday 00:30 by the clock).
   */
  date: string;
  /** Paris wall-clock arrival "HH:MM". */
  time: string;
  /** The arrival's instant. */
  meal_at: number;
  /** meal_at + the meal's duration for this party. */
  ends_at: number;
  covers: number;
  status: string;
  /** 'online' | 'phone' | 'walk_in'. */
  source: string;
  note: string;
  occasion: string;
  meal_voucher: number;
  service_id: number | null;
  reference: string;
  guarantee: string;
  fraud_reason_code: string | null;
  /** Why the restaurant refused or cancelled. */
  reason: string;
  created_at: number;
  updated_at: number;
  /** Bumped by every change: of two devices acting on one version, one wins. */
  version: number;
  /** When the booking was cancelled (by anyone); null while it is not. Never moved by later changes. */
  cancelled_at?: number | null;
  /** The offer taken, as it was then: the offer may change or go since. */
  offer_id?: number | null;
  offer_percent?: number | null;
  /** 'food' | 'all'. */
  offer_applies_to?: string | null;
  /** 1 once the party was seated more than 15 minutes late: the offer no longer applies. */
  offer_lost?: Generated<number>;
}
export type Booking = Selectable<BookingsTable>;

export interface BookingTablesTable {
  booking_id: number;
  table_id: number;
}

export interface BookingHistoryTable {
  id: Generated<number>;
  booking_id: number;
  at: number;
  /** The status after the change; null when the change kept it. */
  status: string | null;
  /** 'guest' | 'restaurant' | 'platform'. */
  actor_kind: string;
  /** The team member acting for the restaurant (null: the owner), with a copy of their name. */
  member_id: number | null;
  member_name: string;
  /** 'created' | 'status' | 'tables' | 'modified' | 'proposal'. */
  change: string;
  reason: string;
}

export interface BookingModificationRequestsTable {
  id: Generated<number>;
  booking_id: number;
  restaurant_id: number;
  state: string;
  date: string;
  time: string;
  covers: number;
  proposed_time: string | null;
  created_at: number;
  answered_at: number | null;
}
export type ModificationRequest = Selectable<BookingModificationRequestsTable>;

/**
 * A guest of the restaurant: one per phone in international form, never merged on
 * e-mail; the restaurant's own notes, tags and allergens. The figures come from the bookings.
 */
export interface GuestsTable {
  id: Generated<number>;
  restaurant_id: number;
  phone: string;
  notes: string;
  /** JSON array of the tags. */
  tags: string;
  /** Comma-separated allergen codes. */
  allergens: string;
  created_at: number;
  /** The last save of the notes, tags or allergens; null before any. */
  notes_updated_at: number | null;
}
export type Guest = Selectable<GuestsTable>;

/** An offer on table bookings: a percentage off, where and for whom, a cap per slot. */
export interface OffersTable {
  id: Generated<number>;
  restaurant_id: number;
  name: string;
  percent: number;
  /** 'food' | 'all'. */
  applies_to: string;
  /** "1,5,6": Monday 1 … Sunday 7. */
  weekdays: string;
  /** First and last arrival "HH:MM", the first no later than the last. */
  first_slot: string;
  last_slot: string;
  /** Paris dates "YYYY-MM-DD", both included. */
  valid_from: string;
  valid_to: string;
  max_covers_per_slot: number;
  min_party: number;
  /** 'active' | 'paused'. */
  status: string;
  created_at: number;
  updated_at: number;
}
export type Offer = Selectable<OffersTable>;

/** A party on a day's waitlist or in today's walk-in queue (`waitlist-repository.ts`). */
export interface WaitlistEntriesTable {
  id: Generated<number>;
  restaurant_id: number;
  /** 'waitlist' | 'walk_in'. */
  kind: string;
  customer_id: number | null;
  name: string;
  phone: string;
  email: string;
  lang: string;
  date: string;
  covers: number;
  earliest: string | null;
  latest: string | null;
  quoted_minutes: number | null;
  ready_notified_at: number | null;
  /** waiting | offered | booked | expired | left | seated. */
  status: string;
  offer_time: string | null;
  offer_expires_at: number | null;
  offers_made: number;
  booking_id: number | null;
  created_at: number;
  updated_at: number;
}
export type WaitlistEntry = Selectable<WaitlistEntriesTable>;

/** Table reservations. */
export interface ReservationsTables {
  reservation_settings: ReservationSettingsTable;
  reservation_versions: ReservationVersionsTable;
  reservation_services: ReservationServicesTable;
  reservation_tables: ReservationTablesTable;
  table_combinations: TableCombinationsTable;
  table_combination_members: TableCombinationMembersTable;
  bookings: BookingsTable;
  booking_tables: BookingTablesTable;
  booking_history: BookingHistoryTable;
  booking_modification_requests: BookingModificationRequestsTable;
  guests: GuestsTable;
  offers: OffersTable;
  waitlist_entries: WaitlistEntriesTable;
}
