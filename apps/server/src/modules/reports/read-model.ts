import { declareReadModel, type ReadModelView } from '../../db/read-model.js';

/**
 * What the earnings report reads of tables other modules own: the completed orders' lines and
 * the running totals the orders module keeps when it completes an order (in the completing
 * transaction, so they never disagree with the lines), and the journal's closings. The report
 * owns these read queries (`report-repository.ts`): a year of sales is summed from the small
 * per-day tables and paged from one index, which a service call per order could not do.
 */
export const readModel = declareReadModel({
  order_lines: {
    owner: 'orders',
    columns: [
      'id',
      'order_id',
      'sale_restaurant_id',
      'sold_at',
      'fr_name',
      'en_name',
      'size_fr',
      'size_en',
      'quantity',
      'addons_json',
      'line_total_cents',
      'savings_cents',
      'tva_bp',
      'tva_cents',
      'search_text',
    ],
    indexes: [
      // A page of rows, newest sale first, with no sort.
      ['sale_restaurant_id', 'sold_at', 'id'],
      // A search: only the lines of the dishes it matched, by their folded words.
      ['sale_restaurant_id', 'search_text', 'sold_at', 'id', 'order_id'],
    ],
    why: 'The report lists completed lines (stamped with their restaurant and sale time when the order is completed) and exports them in keyset batches; a sale never changes once completed.',
  },
  orders: {
    owner: 'orders',
    columns: ['id', 'restaurant_id', 'order_number'],
    indexes: [['restaurant_id', 'order_number']],
    why: "Each line shows its order's number, and a search by order number finds that order's lines.",
  },
  sales_days: {
    owner: 'orders',
    columns: ['restaurant_id', 'day', 'orders', 'lines'],
    indexes: [['restaurant_id', 'day']],
    why: "A period's orders and lines (and the page count) are summed from the per-day totals, not counted from the lines.",
  },
  sales_day_rates: {
    owner: 'orders',
    columns: ['restaurant_id', 'day', 'tva_bp', 'sales_cents', 'tva_cents', 'savings_cents'],
    indexes: [['restaurant_id', 'day']],
    why: "A period's sales and TVA per rate, and the per-day chart, come from the per-day totals.",
  },
  sales_day_items: {
    owner: 'orders',
    columns: [
      'restaurant_id',
      'day',
      'fr_name',
      'en_name',
      'tva_bp',
      'search_text',
      'lines',
      'quantity',
      'sales_cents',
      'tva_cents',
      'savings_cents',
    ],
    indexes: [['restaurant_id', 'day']],
    why: "Best sellers and a search's totals come from the per-dish totals of each day, matched by the same folded words as the lines.",
  },
  journal_closings: {
    owner: 'orders',
    columns: [
      'id',
      'restaurant_id',
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
    ],
    indexes: [['restaurant_id', 'kind', 'period']],
    why: "The partner's screen lists the journal's day, month and year closings, newest first; the closings are written by the journal and never change.",
  },
  journal_entries: {
    owner: 'orders',
    columns: ['restaurant_id', 'kind', 'total_cents', 'created_at'],
    indexes: [['restaurant_id', 'kind', 'created_at']],
    why: "No-show compensation (charges and refunds) is in the journal only, as entries of its own kinds: the report sums the period's, apart from sales and TVA.",
  },
  partners: {
    owner: 'auth',
    columns: ['id', 'name', 'address'],
    indexes: [['id']],
    why: "The sales statement's header names the restaurant and its address, read once per export.",
  },
});

/** The tables the report's queries see: the declared columns only. */
export type ReportsView = ReadModelView<typeof readModel>;
