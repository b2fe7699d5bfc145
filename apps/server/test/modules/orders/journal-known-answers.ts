/*
 * One order, its lines and a closing with the hashes they must give: the live journal
 * (journal.test.ts) and migration 0012's frozen copy (test/db/frozen-journal-hashes.test.ts)
 * are both pinned to them, so the two cannot drift apart.
 */

/** The hash an entry or a closing chains from. */
export const previousHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export const byRate = '{"1000":{"sales_cents":1200,"tva_cents":109},"2000":{"sales_cents":2100,"tva_cents":350}}';

/** The journal entry the known answers hash: order 17 completed, the 42nd of restaurant 7. */
export const entry = {
  restaurant_id: 7,
  seq: 42,
  kind: 'completed',
  order_id: 1234,
  order_number: 17,
  total_cents: 3300,
  by_rate_json: byRate,
  created_at: Date.parse('2026-11-25T10:30:00Z'),
};

export const order = {
  order_number: 17,
  created_at: Date.parse('2026-11-25T10:00:00Z'),
  service_type: 1,
  payment_method: 2,
  subtotal_cents: 3300,
  tva_cents: 459,
  service_charge_cents: 0,
  total_cents: 3300,
};

// Given out of order on purpose: the canonical form and the seal take them by position.
export const lines = [
  {
    position: 1,
    fr_name: 'Burger lyonnais',
    en_name: 'Lyon burger',
    size_fr: '',
    size_en: '',
    addons_json: '[]',
    quantity: 2,
    unit_price_cents: 1200,
    addons_unit_cents: 0,
    discount_percent: 0,
    buy_one_get_one: 1,
    tva_bp: 1000,
    line_total_cents: 1200,
    tva_cents: 109,
  },
  {
    position: 0,
    fr_name: 'Bière blonde',
    en_name: 'Lager',
    size_fr: 'Pinte',
    size_en: 'Pint',
    addons_json:
      '[{"group_fr":"Sirop","group_en":"Syrup","fr_name":"Grenadine","en_name":"Grenadine","price_cents":50}]',
    quantity: 3,
    unit_price_cents: 650,
    addons_unit_cents: 50,
    discount_percent: 0,
    buy_one_get_one: 0,
    tva_bp: 2000,
    line_total_cents: 2100,
    tva_cents: 350,
  },
];

export const closing = {
  restaurant_id: 7,
  seq: 3,
  kind: 'day',
  period: '2026-11-25',
  orders: 1,
  sales_cents: 3300,
  tva_cents: 459,
  by_rate_json: byRate,
  grand_total_cents: 125_000,
  last_seq: 42,
  chain_hash: 'f'.repeat(64),
  created_at: Date.parse('2026-11-26T10:00:00Z'),
};

/** `closing` chained from `previousHash`. */
export const closingKnownHash = 'ffcb51b874222c77c1df2f3cad3e5fc1af1333435aadd01473d2008903942853';
