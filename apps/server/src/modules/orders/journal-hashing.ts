import { createHash } from 'node:crypto';
import { entryReference } from './journal-kinds.js';
import type { JournalClosing, JournalEntry, Order, OrderLine } from './tables.js';

/*
 * The canonical forms the journal's hashes cover, and the hashes. Each form is pinned by a known
 * answer in the tests: changing one breaks every chain written with it, so a new form is a new
 * version and the old ones stay as they are, for the entries written with them.
 */

export const GENESIS_HASH = '0'.repeat(64);

/** Sales and TVA per rate in basis points. */
type ByRate = Record<number, { sales_cents: number; tva_cents: number }>;

/** The same object always serialises the same way: rates in ascending order. */
export function canonicalByRate(byRate: ByRate): string {
  const rates = Object.keys(byRate)
    .map(Number)
    .sort((a, b) => a - b);
  return JSON.stringify(
    Object.fromEntries(
      rates.map((rate) => [
        String(rate),
        { sales_cents: byRate[rate]!.sales_cents, tva_cents: byRate[rate]!.tva_cents },
      ]),
    ),
  );
}

/**
 * Version 3 for every entry written now (migration 0026: the promo code and savings); version 2
 * entries were written from migration 0012 on, version 1 before it.
 */
export const CURRENT_HASH_VERSION = 3;

export type EntryFields = Pick<
  JournalEntry,
  'restaurant_id' | 'seq' | 'kind' | 'order_id' | 'order_number' | 'total_cents' | 'by_rate_json' | 'created_at'
>;

/** What of an order its entries' hashes cover: the sale's facts and amounts, never what may be blanked. */
export type HashedOrder = Pick<
  Order,
  | 'order_number'
  | 'created_at'
  | 'service_type'
  | 'payment_method'
  | 'subtotal_cents'
  | 'tva_cents'
  | 'service_charge_cents'
  | 'total_cents'
>;

/** What version 3 adds of an order: the promo code and what it saved. */
export type HashedOrderV3 = HashedOrder & Pick<Order, 'promo_code' | 'savings_cents'>;

/** What of a line the hashes cover: the line as sold. */
export type HashedLine = Pick<
  OrderLine,
  | 'position'
  | 'fr_name'
  | 'en_name'
  | 'size_fr'
  | 'size_en'
  | 'addons_json'
  | 'quantity'
  | 'unit_price_cents'
  | 'addons_unit_cents'
  | 'discount_percent'
  | 'buy_one_get_one'
  | 'tva_bp'
  | 'line_total_cents'
  | 'tva_cents'
>;

/** Version 1: the entry's own fields in a fixed order. */
export function canonicalEntryV1(entry: EntryFields): string {
  return JSON.stringify([
    entry.restaurant_id,
    entry.seq,
    entry.kind,
    entry.order_id,
    entry.order_number,
    entry.total_cents,
    entry.by_rate_json,
    entry.created_at,
  ]);
}

/** The chosen options in a fixed key order; anything but a list of options is refused. */
function canonicalOptions(addonsJson: string): unknown[] {
  const options: unknown = JSON.parse(addonsJson);
  if (!Array.isArray(options)) throw new Error('options are not a list');
  return options.map((option: Record<string, unknown>) => ({
    group_fr: String(option.group_fr),
    group_en: String(option.group_en),
    name_fr: String(option.fr_name),
    name_en: String(option.en_name),
    price_cents: Number(option.price_cents),
  }));
}

/**
 * Version 2: the entry, its order and its lines (in their order), as JSON with keys in a fixed
 * order. Changing this string breaks every chain written with it: a new form is a new version.
 */
export function canonicalEntryV2(entry: EntryFields, order: HashedOrder, lines: HashedLine[]): string {
  return JSON.stringify({
    v: 2,
    ...canonicalEntryFields(entry),
    order: canonicalOrder(order),
    lines: canonicalLines(lines),
  });
}

/** The entry's own fields, after `v` in versions 2 and 3 (the key order is part of the hash). */
function canonicalEntryFields(entry: EntryFields) {
  return {
    restaurant_id: entry.restaurant_id,
    seq: entry.seq,
    kind: entry.kind,
    order_id: entry.order_id,
    order_number: entry.order_number,
    total_cents: entry.total_cents,
    by_rate: entry.by_rate_json,
    created_at: entry.created_at,
  };
}

function canonicalOrder(order: HashedOrder) {
  return {
    order_number: order.order_number,
    placed_at: order.created_at,
    service_type: order.service_type,
    payment_method: order.payment_method,
    subtotal_cents: order.subtotal_cents,
    tva_cents: order.tva_cents,
    service_charge_cents: order.service_charge_cents,
    total_cents: order.total_cents,
  };
}

function canonicalLines(lines: HashedLine[]) {
  return [...lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({
      name_fr: line.fr_name,
      name_en: line.en_name,
      size_fr: line.size_fr,
      size_en: line.size_en,
      options: canonicalOptions(line.addons_json),
      quantity: line.quantity,
      unit_price_cents: line.unit_price_cents,
      options_unit_cents: line.addons_unit_cents,
      discount_percent: line.discount_percent,
      buy_one_get_one: line.buy_one_get_one,
      tva_bp: line.tva_bp,
      line_total_cents: line.line_total_cents,
      tva_cents: line.tva_cents,
    }));
}

/**
 * Version 3: version 2 with the order's promo code and savings, and each line's share of them
 * (migration 0026). Pinned by its own known answer; versions 1 and 2 stay as they were.
 */
export function canonicalEntryV3(entry: EntryFields, order: HashedOrderV3, lines: HashedLineV3[]): string {
  const sorted = [...lines].sort((a, b) => a.position - b.position);
  return JSON.stringify({
    v: 3,
    ...canonicalEntryFields(entry),
    order: { ...canonicalOrder(order), promo_code: order.promo_code, savings_cents: order.savings_cents },
    lines: canonicalLines(sorted).map((line, i) => ({ ...line, savings_cents: sorted[i]!.savings_cents })),
  });
}

/** What version 3 adds of a line: its share of the savings. */
export type HashedLineV3 = HashedLine & Pick<OrderLine, 'savings_cents'>;

/**
 * The seal of an order written before migration 0012, whose version-1 entries do not cover its
 * lines: the order and its lines in the version-2 form, hashed once at the upgrade.
 */
export function canonicalOrderSeal(restaurantId: number, orderId: number, order: HashedOrder, lines: HashedLine[]) {
  return JSON.stringify({
    v: 1,
    restaurant_id: restaurantId,
    order_id: orderId,
    order: canonicalOrder(order),
    lines: canonicalLines(lines),
  });
}

export function orderSealHash(restaurantId: number, orderId: number, order: HashedOrder, lines: HashedLine[]) {
  return createHash('sha256')
    .update(canonicalOrderSeal(restaurantId, orderId, order, lines))
    .digest('hex');
}

/**
 * A compensation entry in version 2: the entry's own fields, its reference and amount (it has
 * no order nor lines). Pinned by a known answer as the order form is.
 */
export function canonicalCompensationV2(entry: EntryFields, version: 2 | 3 = 2): string {
  return JSON.stringify({
    v: version,
    restaurant_id: entry.restaurant_id,
    seq: entry.seq,
    kind: entry.kind,
    reference: entryReference(entry),
    amount_cents: entry.total_cents,
    created_at: entry.created_at,
  });
}

/** The compensation form is unchanged in version 3 but for its version number. */
export function compensationHashV2(prevHash: string, entry: EntryFields, version: 2 | 3 = 2): string {
  return sha256(prevHash, canonicalCompensationV2(entry, version));
}

const sha256 = (prevHash: string, canonical: string) =>
  createHash('sha256').update(prevHash).update(canonical).digest('hex');

/** Version 1: hash = SHA-256(previous hash + the entry's fields in a fixed order). */
export function entryHash(prevHash: string, entry: EntryFields): string {
  return sha256(prevHash, canonicalEntryV1(entry));
}

/** Version 3: hash = SHA-256(previous hash + the entry with its order, lines and savings). */
export function entryHashV3(prevHash: string, entry: EntryFields, order: HashedOrderV3, lines: HashedLineV3[]): string {
  return sha256(prevHash, canonicalEntryV3(entry, order, lines));
}

/** Version 2: hash = SHA-256(previous hash + the entry with its order and lines). */
export function entryHashV2(prevHash: string, entry: EntryFields, order: HashedOrder, lines: HashedLine[]): string {
  return sha256(prevHash, canonicalEntryV2(entry, order, lines));
}

/** The figures a closing freezes, each checked against what its entries give. */
export const CLOSING_FIELDS = [
  'kind',
  'period',
  'orders',
  'sales_cents',
  'tva_cents',
  'by_rate_json',
  'grand_total_cents',
  'last_seq',
  'chain_hash',
  'created_at',
] as const satisfies ReadonlyArray<keyof JournalClosing>;

/** What the entries alone say a closing must hold: the figures compared one by one. */
export type ExpectedClosing = Pick<JournalClosing, (typeof CLOSING_FIELDS)[number]>;

type ClosingFields = ExpectedClosing & Pick<JournalClosing, 'restaurant_id' | 'seq'>;

/** A closing's canonical form (one version so far): every figure it freezes, in a fixed order. */
export function canonicalClosing(closing: ClosingFields): string {
  return JSON.stringify({
    v: 1,
    restaurant_id: closing.restaurant_id,
    seq: closing.seq,
    kind: closing.kind,
    period: closing.period,
    orders: closing.orders,
    sales_cents: closing.sales_cents,
    tva_cents: closing.tva_cents,
    by_rate: closing.by_rate_json,
    grand_total_cents: closing.grand_total_cents,
    last_seq: closing.last_seq,
    chain_hash: closing.chain_hash,
    created_at: closing.created_at,
  });
}

/** The closings' chain: hash = SHA-256(previous closing's hash + the closing). */
export function closingHash(prevHash: string, closing: ClosingFields): string {
  return sha256(prevHash, canonicalClosing(closing));
}
