import type { Database } from '../../schema.js';

/*
 * Where a person is, table by table: every table of the database is listed here, either with the
 * rows a customer's or a partner's archive takes from it (which column names the person, which
 * columns go out), or with why it holds no one. A table added to the database does not compile
 * until it is listed (and test/architecture checks the list against the tables' owners).
 */

export type PersonKind = 'customer' | 'partner';

/** What names the person in a row: their account's id, phone, or `<kind>:<id>` account label. */
export type PersonKey = 'id' | 'phone' | 'account';

export interface ArchiveSection {
  /** The column that names the person. */
  by: string;
  key: PersonKey;
  /** Rows only of this account kind (the credentials keyed by kind), in `account_kind`. */
  ofKind?: boolean;
  /** What the archive shows: secrets (password and code hashes, tokens) stay out. */
  columns: readonly string[];
}

export type ArchiveRule = { owner: string; customer?: ArchiveSection; partner?: ArchiveSection } | { none: string };

const byAccount = (columns: readonly string[]): ArchiveSection => ({
  by: 'account_id',
  key: 'id',
  ofKind: true,
  columns,
});
const sessions = byAccount(['created_at', 'expires_at', 'revoked_at', 'scope']);
const codes = byAccount(['purpose', 'channel', 'created_at', 'consumed_at']);
const messages = byAccount(['destination', 'purpose', 'channel', 'created_at']);
const requests = byAccount(['created_at', 'deadline_at', 'extended_at', 'extension_reason', 'answered_at']);
const catalogue = 'a reference list or a restaurant’s menu: no person';
const restaurantSetup = 'a restaurant’s set-up: no person';
const orderPart = 'a part of an order, whose row (exported) names the customer; no other person';
const bookingPart = 'a part of a booking, whose row (exported) names the guest; no other person';
const money = 'amounts of the restaurant’s sales: no person';

export const PERSONAL_DATA = {
  partners: {
    owner: 'auth',
    partner: {
      by: 'id',
      key: 'id',
      columns: ['name', 'address', 'email', 'phone', 'country_code', 'lang', 'created_at', 'updated_at'],
    },
  },
  account_sessions: { owner: 'auth', customer: sessions, partner: sessions },
  account_codes: { owner: 'auth', customer: codes, partner: codes },
  message_log: { owner: 'auth', customer: messages, partner: messages },
  customers: {
    owner: 'customers',
    customer: {
      by: 'id',
      key: 'id',
      columns: [
        'first_name',
        'last_name',
        'email',
        'phone',
        'birth_date',
        'lang',
        'google_sub',
        'created_at',
        'closed_at',
      ],
    },
  },
  pending_guests: { none: 'a phone typed before its code came back: no account yet, deleted a day later' },
  cuisines: { none: catalogue },
  food_choices: { none: catalogue },
  service_types: { none: catalogue },
  payment_methods: { none: catalogue },
  dish_types: { none: catalogue },
  items: { none: catalogue },
  item_images: { none: catalogue },
  item_sizes: { none: catalogue },
  addons: { none: catalogue },
  addon_options: { none: catalogue },
  item_cuisines: { none: catalogue },
  item_service_types: { none: catalogue },
  item_food_choices: { none: catalogue },
  item_dish_types: { none: catalogue },
  item_addons: { none: catalogue },
  restaurant_dish_types: { none: catalogue },
  menu_versions: { none: catalogue },
  orders: {
    owner: 'orders',
    customer: {
      by: 'customer_id',
      key: 'id',
      columns: ['restaurant_id', 'order_number', 'status', 'customer_first_name', 'note', 'total_cents', 'created_at'],
    },
  },
  order_lines: { none: orderPart },
  order_status_history: { none: orderPart },
  order_counters: { none: money },
  journal_entries: { none: money },
  journal_closings: { none: money },
  journal_order_seals: { none: money },
  sales_days: { none: money },
  sales_day_rates: { none: money },
  sales_day_items: { none: money },
  payment_provider_events: { none: 'the card provider’s event ids, kept 90 days against replays' },
  booking_guarantees: {
    owner: 'payments',
    customer: {
      by: 'customer_id',
      key: 'id',
      columns: ['booking_id', 'restaurant_id', 'state', 'card_brand', 'consented_cents', 'created_at'],
    },
  },
  booking_charges: { none: bookingPart },
  booking_refunds: { none: bookingPart },
  consents: {
    owner: 'privacy',
    customer: {
      by: 'customer_id',
      key: 'id',
      columns: ['restaurant_id', 'channel', 'granted', 'source', 'text_version', 'at'],
    },
  },
  campaigns: { none: 'a restaurant’s message to its guests: who received it is in campaign_recipients' },
  campaign_recipients: {
    owner: 'privacy',
    customer: {
      by: 'customer_id',
      key: 'id',
      columns: ['campaign_id', 'restaurant_id', 'state', 'sent_at', 'unsubscribed_at'],
    },
  },
  rights_requests: { owner: 'privacy', customer: requests, partner: requests },
  loyalty_settings: { none: 'a restaurant’s loyalty programme: no person' },
  loyalty_rewards: { none: 'a restaurant’s loyalty rewards: no person' },
  loyalty_members: {
    owner: 'loyalty',
    customer: { by: 'customer_id', key: 'id', columns: ['restaurant_id', 'balance', 'last_activity_at'] },
  },
  loyalty_ledger: {
    owner: 'loyalty',
    customer: {
      by: 'customer_id',
      key: 'id',
      columns: ['restaurant_id', 'delta', 'reason', 'note', 'balance_after', 'created_at'],
    },
  },
  loyalty_vouchers: {
    owner: 'loyalty',
    customer: {
      by: 'customer_id',
      key: 'id',
      columns: ['restaurant_id', 'code', 'fr_name', 'kind', 'value', 'points', 'state', 'valid_until', 'used_at'],
    },
  },
  promo_codes: { none: 'a restaurant’s promo codes: who used one is in promo_redemptions' },
  promo_redemptions: {
    owner: 'promotions',
    customer: { by: 'customer_id', key: 'id', columns: ['restaurant_id', 'order_id', 'savings_cents', 'created_at'] },
  },
  reservation_settings: { none: restaurantSetup },
  reservation_versions: { none: restaurantSetup },
  reservation_services: { none: restaurantSetup },
  reservation_tables: { none: restaurantSetup },
  table_combinations: { none: restaurantSetup },
  table_combination_members: { none: restaurantSetup },
  bookings: {
    owner: 'reservations',
    customer: {
      by: 'customer_id',
      key: 'id',
      columns: [
        'restaurant_id',
        'first_name',
        'last_name',
        'phone',
        'email',
        'date',
        'time',
        'covers',
        'status',
        'note',
        'created_at',
      ],
    },
  },
  booking_tables: { none: bookingPart },
  booking_history: { none: bookingPart },
  booking_modification_requests: { none: bookingPart },
  guests: {
    owner: 'reservations',
    customer: { by: 'phone', key: 'phone', columns: ['restaurant_id', 'notes', 'tags', 'allergens', 'created_at'] },
  },
  offers: { none: restaurantSetup },
  waitlist_entries: {
    owner: 'reservations',
    customer: {
      by: 'customer_id',
      key: 'id',
      columns: [
        'restaurant_id',
        'name',
        'phone',
        'email',
        'date',
        'covers',
        'earliest',
        'latest',
        'status',
        'created_at',
      ],
    },
  },
  restaurant_profiles: {
    owner: 'restaurant',
    partner: {
      by: 'restaurant_id',
      key: 'id',
      columns: ['owner_details', 'legal_name', 'siret', 'vat_number', 'updated_at'],
    },
  },
  restaurant_gallery: { none: restaurantSetup },
  restaurant_weekday_hours: { none: restaurantSetup },
  restaurant_closures: { none: restaurantSetup },
  restaurant_cuisines: { none: restaurantSetup },
  restaurant_service_types: { none: restaurantSetup },
  restaurant_food_choices: { none: restaurantSetup },
  restaurant_payment_methods: { none: restaurantSetup },
  reviews: {
    owner: 'reviews',
    customer: {
      by: 'customer_id',
      key: 'id',
      columns: ['restaurant_id', 'author_name', 'rating', 'text', 'status', 'visit_date', 'created_at', 'published_at'],
    },
  },
  review_responses: { none: 'a restaurant’s answer, under the review (exported)' },
  review_reports: { none: 'a restaurant’s report of a review to the moderators' },
  team_members: { none: 'each member is a person of their own, with their own account: not the partner’s data' },
  jobs: { none: 'work to run: ids only, never a person’s details' },
  sms_sends: {
    owner: 'infra',
    customer: { by: 'account', key: 'account', columns: ['destination', 'created_at'] },
    partner: { by: 'account', key: 'account', columns: ['destination', 'created_at'] },
  },
} as const satisfies Record<keyof Database, ArchiveRule>;

/** The tables an archive reads. */
export type ArchivedTable = {
  [T in keyof typeof PERSONAL_DATA]: (typeof PERSONAL_DATA)[T] extends { owner: string } ? T : never;
}[keyof typeof PERSONAL_DATA];

/** Each archived table with its sections, in the list's order. */
export const ARCHIVED = Object.entries(PERSONAL_DATA).flatMap(([table, rule]) =>
  'owner' in rule ? [{ table: table as ArchivedTable, rule: rule as Exclude<ArchiveRule, { none: string }> }] : [],
);
