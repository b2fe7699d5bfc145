import type { Generated, Selectable } from 'kysely';

/**
 * The tables this module owns: only its code writes them (test/architecture checks it).
 * Times are epoch milliseconds and flags 0/1 integers, identical on SQLite and PostgreSQL.
 */

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
  /** The promo code used, as the restaurant wrote it; null for none (migration 0026). */
  promo_code: Generated<string | null>;
  /** The loyalty voucher the order used (never with a promo code); its saving is in `savings_cents`. */
  voucher_code: Generated<string | null>;
  /** What the code saved; the lines and `subtotal_cents` are already net of it. */
  savings_cents: Generated<number>;
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
  /** What the customer pays for the line, after its share of the promo code. */
  line_total_cents: number;
  /** The line's share of the promo code's savings (0026). */
  savings_cents: Generated<number>;
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
  /** What promo codes saved on those sales (0026). */
  savings_cents: number;
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
  /** What promo codes saved on those sales (0026). */
  savings_cents: number;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: number;
  /** 'customer', 'partner' or 'system'. */
  actor: string;
  reason: Generated<string>;
  /** The team member who acted for the restaurant (null: the owner, the customer or the system). */
  member_id: Generated<number | null>;
  /** Their name at that moment: the history still names them once they have left. */
  member_name: Generated<string>;
  created_at: number;
}

export interface OrderCountersTable {
  restaurant_id: number;
  last_order_number: Generated<number>;
  last_journal_seq: Generated<number>;
  last_journal_hash: string;
  /** Head of the closings' own chain (migration 0012). */
  last_closing_seq: Generated<number>;
  last_closing_hash: Generated<string>;
}

export interface JournalEntriesTable {
  id: Generated<number>;
  restaurant_id: number;
  seq: number;
  /** 'placed', 'completed', 'cancelled', 'rejected', 'expired'; 'compensation' or 'compensation_refund' (journal.ts). */
  kind: string;
  order_id: number;
  order_number: number;
  total_cents: number;
  by_rate_json: string;
  created_at: number;
  prev_hash: string;
  hash: string;
  /** Canonical form the hash covers: 1 the entry alone, 2 the entry, its order and lines (0012), 3 with the promo code and savings (0026). */
  hash_version: Generated<number>;
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
  /** The closings' own gap-free sequence and chain per restaurant (0012). */
  seq: number;
  prev_hash: string;
  hash: string;
}

/** An order written before migration 0012 and its lines, hashed at the upgrade (version-1 entries do not cover lines). */
export interface JournalOrderSealsTable {
  order_id: number;
  restaurant_id: number;
  hash: string;
}

/** Orders, their lines and history, the restaurant's counters, the sales journal and the report's running totals. */
export interface OrdersTables {
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_history: OrderStatusHistoryTable;
  order_counters: OrderCountersTable;
  journal_entries: JournalEntriesTable;
  journal_closings: JournalClosingsTable;
  journal_order_seals: JournalOrderSealsTable;
  sales_days: SalesDaysTable;
  sales_day_rates: SalesDayRatesTable;
  sales_day_items: SalesDayItemsTable;
}

export type Order = Selectable<OrdersTable>;
export type OrderLine = Selectable<OrderLinesTable>;
export type JournalEntry = Selectable<JournalEntriesTable>;
export type JournalClosing = Selectable<JournalClosingsTable>;
