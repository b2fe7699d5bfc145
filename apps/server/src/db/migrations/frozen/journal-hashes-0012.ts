import { createHash } from 'node:crypto';

/*
 * The journal's hashes as migration 0012 computed them when it ran: the closings' chain and the
 * seals of the orders written before. Copied from the orders module at that release so that the
 * migration never changes with the live code; the live forms must keep giving the same hashes
 * (test/db/frozen-journal-hashes.test.ts compares them), or the seals written here stop verifying.
 */

export const GENESIS_HASH = '0'.repeat(64);

/** What of an order the seal covers. */
interface SealedOrder {
  order_number: number;
  created_at: number;
  service_type: number;
  payment_method: number;
  subtotal_cents: number;
  tva_cents: number;
  service_charge_cents: number;
  total_cents: number;
}

/** What of a line the seal covers. */
export interface SealedLine {
  position: number;
  fr_name: string;
  en_name: string;
  size_fr: string;
  size_en: string;
  addons_json: string;
  quantity: number;
  unit_price_cents: number;
  addons_unit_cents: number;
  discount_percent: number;
  buy_one_get_one: number;
  tva_bp: number;
  line_total_cents: number;
  tva_cents: number;
}

/** What of a closing its hash covers. */
interface ChainedClosing {
  restaurant_id: number;
  seq: number;
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

function canonicalOrder(order: SealedOrder) {
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

function canonicalLines(lines: SealedLine[]) {
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

function canonicalOrderSeal(restaurantId: number, orderId: number, order: SealedOrder, lines: SealedLine[]) {
  return JSON.stringify({
    v: 1,
    restaurant_id: restaurantId,
    order_id: orderId,
    order: canonicalOrder(order),
    lines: canonicalLines(lines),
  });
}

/** The seal of an order whose version-1 entries do not cover its lines. */
export function orderSealHash(restaurantId: number, orderId: number, order: SealedOrder, lines: SealedLine[]) {
  return createHash('sha256')
    .update(canonicalOrderSeal(restaurantId, orderId, order, lines))
    .digest('hex');
}

const sha256 = (prevHash: string, canonical: string) =>
  createHash('sha256').update(prevHash).update(canonical).digest('hex');

function canonicalClosing(closing: ChainedClosing): string {
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
export function closingHash(prevHash: string, closing: ChainedClosing): string {
  return sha256(prevHash, canonicalClosing(closing));
}
