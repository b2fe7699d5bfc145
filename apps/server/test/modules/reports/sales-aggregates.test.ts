import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  basisPointsToTvaRate,
  centsToEuros,
  searchTerms,
  type TOrder,
  type TReportResponse,
  customerApiPaths,
} from '@portal/contract';
import { parisDate, parisPeriodBounds, type ParisPeriod } from '../../../src/core/paris-time.js';
import { connectDatabase } from '../../../src/db/connection.js';
import type { Database } from '../../../src/schema.js';
import { backfillSalesAggregates } from '../../../src/db/migrations/0010_sales_aggregates.js';
import { migrateToLatest, migrateUpTo } from '../../../src/db/migrator.js';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { openRestaurant, orderBody, type Restaurant } from '../orders/orders-helper.js';

// The test moves the clock over months: sessions, opened in August, must cover it.
const t = appOfFile({ PARTNER_TOKEN_TTL_HOURS: '2160', CUSTOMER_TOKEN_TTL_HOURS: '8760' });

const PERIODS: Record<number, ParisPeriod> = { 0: 'all', 1: 'week', 2: 'month', 3: 'year' };

/** Places an order at `at` and moves it through `statuses` (partner moves) at the same time. */
async function orderAt(
  r: Restaurant,
  customerToken: string,
  at: number,
  statuses: number[],
  overrides: Record<string, unknown> = {},
) {
  t.clock.current = at;
  const placed = (await post(t.app, customerApiPaths.placeOrder, orderBody(r, overrides), customerToken)).json();
  if (placed.status !== 200) throw new Error(`placeOrder: ${JSON.stringify(placed)}`);
  const order = placed.data as TOrder;
  for (const status of statuses) {
    const moved = (
      await post(
        t.app,
        apiPaths.changeOrderStatus,
        { order_id: order.order_id, status, ...(status === 3 ? { reason: 'Complet' } : {}) },
        r.partner.token,
      )
    ).json();
    if (moved.status !== 200) throw new Error(`changeOrderStatus: ${JSON.stringify(moved)}`);
  }
  return order;
}

/** What the report must say, summed here from the completed orders' lines themselves. */
async function direct(restaurantId: number, period: number, searchval: string | undefined, now: number) {
  const { start, end } = parisPeriodBounds(PERIODS[period]!, now);
  const text = searchval?.trim() ?? '';
  const digits = /^#?\s*(\d{1,9})$/.exec(text);
  const terms = digits ? [] : searchTerms(text);
  const lines = (
    await t.app.infra.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select([
        'l.id',
        'l.order_id',
        'o.order_number',
        'o.updated_at',
        'l.fr_name',
        'l.quantity',
        'l.line_total_cents',
        'l.tva_bp',
        'l.tva_cents',
        'l.search_text',
      ])
      .where('o.restaurant_id', '=', restaurantId)
      .where('o.status', '=', 5)
      .execute()
  ).filter(
    (line) =>
      (start === null || line.updated_at >= start) &&
      (end === null || line.updated_at < end) &&
      (digits ? line.order_number === Number(digits[1]) : terms.every((term) => line.search_text.includes(term))),
  );
  lines.sort((a, b) => b.updated_at - a.updated_at || b.id - a.id);
  const sales = lines.reduce((sum, line) => sum + line.line_total_cents, 0);
  const tva = lines.reduce((sum, line) => sum + line.tva_cents, 0);
  const byRate = new Map<number, number>();
  const days = new Map<string, { sales: number; tva: number }>();
  const items = new Map<string, { quantity: number; sales: number }>();
  for (const line of lines) {
    byRate.set(line.tva_bp, (byRate.get(line.tva_bp) ?? 0) + line.tva_cents);
    const day = days.get(parisDate(line.updated_at)) ?? { sales: 0, tva: 0 };
    day.sales += line.line_total_cents;
    day.tva += line.tva_cents;
    days.set(parisDate(line.updated_at), day);
    const item = items.get(line.fr_name) ?? { quantity: 0, sales: 0 };
    item.quantity += line.quantity;
    item.sales += line.line_total_cents;
    items.set(line.fr_name, item);
  }
  const orders = new Set(lines.map((line) => line.order_id)).size;
  return {
    lines: lines.length,
    rows: lines.map((line) => [`#${line.order_number}`, centsToEuros(line.line_total_cents)]),
    totals: {
      orders,
      sales: centsToEuros(sales),
      tva_by_rate: Object.fromEntries(
        [...byRate]
          .sort(([a], [b]) => a - b)
          .map(([bp, cents]) => [String(basisPointsToTvaRate(bp)), centsToEuros(cents)]),
      ),
      tva: centsToEuros(tva),
      earnings: centsToEuros(sales - tva),
      average_basket: orders === 0 ? 0 : centsToEuros(Math.round(sales / orders)),
      // These orders use no promo code.
      savings: 0,
    },
    per_day: [...days]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, day]) => ({ date, sales: centsToEuros(day.sales), earnings: centsToEuros(day.sales - day.tva) })),
    best_sellers: [...items]
      .sort(([an, a], [bn, b]) => b.quantity - a.quantity || b.sales - a.sales || (an < bn ? -1 : 1))
      .slice(0, 5)
      .map(([name, item]) => ({ item_name: name, quantity: item.quantity, sales: centsToEuros(item.sales) })),
  };
}

/** Every row of the sales tables and the sale columns of the lines, in a fixed order. */
/** The days' sales by TVA rate in `db`, restaurant by restaurant, day by day. */
const dayRates = (db: Kysely<Database>) =>
  db
    .selectFrom('sales_day_rates')
    .select(['restaurant_id', 'day', 'tva_bp', 'sales_cents', 'tva_cents'])
    .orderBy('restaurant_id')
    .orderBy('day')
    .orderBy('tva_bp')
    .execute();

async function snapshot() {
  const { db } = t.app.infra;
  return {
    days: await db.selectFrom('sales_days').selectAll().orderBy('restaurant_id').orderBy('day').execute(),
    rates: await dayRates(db),
    items: (await db.selectFrom('sales_day_items').selectAll().execute())
      .map((row) => ({ ...row, quantity: Number(row.quantity) }))
      .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)),
    lines: await db.selectFrom('order_lines').select(['id', 'sale_restaurant_id', 'sold_at']).orderBy('id').execute(),
  };
}

describe('the report’s running totals', () => {
  let r: Restaurant;
  let other: Restaurant;
  const numbers: string[] = [];
  let startedAt: number;
  beforeAll(async () => {
    startedAt = t.clock.current;
    t.clock.current = Date.parse('2026-08-15T10:00:00Z');
    r = await openRestaurant(t);
    other = await openRestaurant(t);
    const customer = await verifiedCustomer(t, { first_name: 'Léa' });
    const tart = { items: [{ item_id: r.tart, quantity: 3 }] };
    // Two lines of the same dish as sold: one per-dish row, added twice.
    const mixedOf = (of: Restaurant) => ({
      items: [
        { item_id: of.tart, quantity: 1 },
        { item_id: of.beer, size_id: of.half, quantity: 2, addons: [{ items_addon_id: of.syrup, options: [1] }] },
        { item_id: of.beer, size_id: of.half, quantity: 1, addons: [{ items_addon_id: of.syrup, options: [1] }] },
      ],
    });
    const mixed = mixedOf(r);
    const sale = [1, 4, 5];
    const at = (iso: string) => Date.parse(iso);
    // Around the Paris midnight of Saturday 28 March and the start of summer time (29 March,
    // 02:00 → 03:00, at 01:00 UTC), then around its end (25 October, 03:00 → 02:00).
    for (const [when, overrides] of [
      ['2025-12-31T22:59:00Z', {}], // 23:59 on 31 December 2025 in Paris
      ['2025-12-31T23:00:00Z', tart], // 00:00 on 1 January 2026
      ['2026-03-28T22:59:00Z', mixed], // Saturday 23:59 (UTC+1)
      ['2026-03-28T23:00:00Z', {}], // Sunday 00:00
      ['2026-03-29T00:59:00Z', tart], // 01:59, the last minute of winter time
      ['2026-03-29T01:00:00Z', mixed], // 03:00, summer time
      ['2026-03-29T21:59:59Z', {}], // Sunday 23:59:59 (UTC+2)
      ['2026-03-29T22:00:00Z', tart], // Monday 30 March 00:00, a new week
      ['2026-10-25T00:30:00Z', mixed], // 02:30, summer time
      ['2026-10-25T01:30:00Z', {}], // 02:30 again, winter time
      ['2026-10-25T22:59:00Z', tart], // Sunday 23:59 (UTC+1)
      ['2026-10-25T23:00:00Z', mixed], // Monday 26 October 00:00
    ] as const) {
      numbers.push((await orderAt(r, customer.token, at(when), sale, overrides)).order_number);
    }
    // Money that is not a sale: refused, cancelled, or still in the kitchen.
    await orderAt(r, customer.token, at('2026-10-26T10:00:00Z'), [3]);
    const cancelled = await orderAt(r, customer.token, at('2026-10-26T11:00:00Z'), []);
    await post(t.app, customerApiPaths.cancelOrder, { order_id: cancelled.order_id }, customer.token);
    await orderAt(r, customer.token, at('2026-10-26T12:00:00Z'), [1, 4]);
    // An order accepted before midnight and completed after it is a sale of the later day.
    t.clock.current = at('2026-10-26T22:30:00Z');
    const late = (await post(t.app, customerApiPaths.placeOrder, orderBody(r, tart), customer.token)).json()
      .data as TOrder;
    await post(t.app, apiPaths.changeOrderStatus, { order_id: late.order_id, status: 1 }, r.partner.token);
    await post(t.app, apiPaths.changeOrderStatus, { order_id: late.order_id, status: 4 }, r.partner.token);
    t.clock.current = at('2026-10-26T23:10:00Z');
    await post(t.app, apiPaths.changeOrderStatus, { order_id: late.order_id, status: 5 }, r.partner.token);
    // A busy Monday: 150 more lines, so that a rare dish is a sparse search (paged by its words).
    const burgers = { items: Array.from({ length: 50 }, () => ({ item_id: r.burger, quantity: 1 })) };
    for (const when of ['2026-10-26T13:00:00Z', '2026-10-26T13:05:00Z', '2026-10-26T13:10:00Z']) {
      await orderAt(r, customer.token, at(when), sale, burgers);
    }
    // Another restaurant sells on the same days.
    await orderAt(other, customer.token, at('2026-03-29T01:00:00Z'), sale, mixedOf(other));
    await orderAt(other, customer.token, at('2026-10-25T23:00:00Z'), sale);
  });
  afterAll(() => {
    // Back to the fixed instant the file started at, never to the time the test runs.
    t.clock.current = startedAt;
  });

  it('equal a direct sum over the lines for every period and search, across midnights and summer time', async () => {
    const checked: string[] = [];
    for (const now of [
      Date.parse('2026-03-29T12:00:00Z'), // the week and month of the spring change
      Date.parse('2026-03-30T08:00:00Z'), // the next week
      Date.parse('2026-10-25T12:00:00Z'), // the week of the autumn change
      Date.parse('2026-10-27T12:00:00Z'),
      Date.parse('2026-01-01T09:00:00Z'), // the first day of the year
    ]) {
      t.clock.current = now;
      for (const period of [1, 2, 3, 0]) {
        for (const searchval of [undefined, 'tarte', 'peche', 'biere demi', 'grenadine', numbers[5]!, 'nothing']) {
          const expected = await direct(r.partner.id, period, searchval, now);
          // Every page (small ones for a search, so that its paging is checked too).
          const perPage = searchval ? 10 : 100;
          const rows: TReportResponse['data']['complete_report_data'] = [];
          let res: TReportResponse;
          for (let page = 1; ; page += 1) {
            res = (
              await get(
                t.app,
                query(apiPaths.orderList, {
                  lang: 'fr',
                  period,
                  page,
                  per_page: perPage,
                  ...(searchval ? { searchval } : {}),
                }),
                r.partner.token,
              )
            ).json() as TReportResponse;
            rows.push(...res.data.complete_report_data);
            if (page >= res.data.pagination.pages) break;
          }
          const label = `${new Date(now).toISOString()} period ${period} search ${searchval ?? '-'}`;
          expect({ label, totals: res.data.totals }).toEqual({ label, totals: expected.totals });
          expect({ label, per_day: res.data.per_day }).toEqual({ label, per_day: expected.per_day });
          expect({ label, best: res.data.best_sellers }).toEqual({ label, best: expected.best_sellers });
          expect({ label, total: res.data.pagination.total }).toEqual({ label, total: expected.lines });
          expect({ label, rows: rows.map((row) => [row.order_number, row.price]) }).toEqual({
            label,
            rows: expected.rows,
          });
          if (expected.lines > 0) checked.push(label);
        }
      }
    }
    // The cases are not all empty: each period found sales, searches included.
    expect(checked.length).toBeGreaterThan(60);
  });

  it('are rebuilt by the migration’s backfill exactly as the completions wrote them', async () => {
    const live = await snapshot();
    expect(live.days.length).toBeGreaterThan(5);
    const { db } = t.app.infra;
    await db.deleteFrom('sales_day_items').execute();
    await db.deleteFrom('sales_day_rates').execute();
    await db.deleteFrom('sales_days').execute();
    await db.updateTable('order_lines').set({ sale_restaurant_id: null, sold_at: null }).execute();
    await backfillSalesAggregates(db);
    expect(await snapshot()).toEqual(live);
  });
});

describe('migration 0010', () => {
  it('stamps and sums the sales written before it, per day in France, sales only', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-sales-'));
    try {
      const handle = connectDatabase({ dataDir: dir });
      await migrateUpTo(handle.db, handle.dialect, '0009_restaurant_profile');
      for (const id of [1, 2]) {
        await sql`insert into partners (name, address, latitude, longitude, email, phone, country_code, password_hash, created_at, updated_at)
          values (${`R${id}`}, 'Lyon', 45.76, 4.83, ${`r${id}@example.fr`}, ${`+3361234567${id}`}, '33', 'x', 1, 1)`.execute(
          handle.db,
        );
      }
      // [restaurant, number, status, completed at, lines as [name, quantity, cents, tva_bp, tva]]
      const orders: Array<[number, number, number, string, Array<[string, number, number, number, number]>]> = [
        [
          1,
          1,
          5,
          '2026-03-28T22:59:00Z',
          [
            ['Tarte', 2, 1500, 1000, 136],
            ['Bière', 1, 650, 2000, 108],
          ],
        ],
        [1, 2, 5, '2026-03-28T23:00:00Z', [['Tarte', 1, 750, 1000, 68]]],
        [
          1,
          3,
          5,
          '2026-03-29T01:00:00Z',
          [
            ['Tarte', 1, 750, 1000, 68],
            ['Tarte', 1, 750, 1000, 68],
          ],
        ],
        [1, 4, 3, '2026-03-29T02:00:00Z', [['Tarte', 9, 6750, 1000, 614]]],
        [1, 5, 4, '2026-03-29T03:00:00Z', [['Tarte', 9, 6750, 1000, 614]]],
        [2, 1, 5, '2026-03-29T01:00:00Z', [['Bière', 3, 1950, 2000, 325]]],
      ];
      for (const [restaurant, number, status, when, lines] of orders) {
        const at = Date.parse(when);
        const total = lines.reduce((sum, line) => sum + line[2], 0);
        const order = await sql<{ id: number }>`insert into orders (restaurant_id, customer_id, order_number, status,
            service_type, no_of_people, payment_method, subtotal_cents, tva_cents, service_charge_cents, total_cents,
            created_at, updated_at)
          values (${restaurant}, 1, ${number}, ${status}, 1, 2, 2, ${total}, 0, 0, ${total}, ${at - 1_800_000}, ${at})
          returning id`.execute(handle.db);
        for (const [position, [name, quantity, cents, bp, tva]] of lines.entries()) {
          await sql`insert into order_lines (order_id, position, item_id, fr_name, en_name, quantity, unit_price_cents,
              discount_percent, buy_one_get_one, line_total_cents, tva_bp, tva_cents, addons_unit_cents, search_text)
            values (${order.rows[0]!.id}, ${position}, 1, ${name}, ${name}, ${quantity}, ${cents}, 0, 0, ${cents},
              ${bp}, ${tva}, 0, ${` ${name.toLowerCase()} `})`.execute(handle.db);
        }
      }
      expect(await migrateToLatest(handle.db, handle.dialect)).toContain('0010_sales_aggregates');
      const { db } = handle;
      expect(await db.selectFrom('sales_days').selectAll().orderBy('restaurant_id').orderBy('day').execute()).toEqual([
        { restaurant_id: 1, day: '2026-03-28', orders: 1, lines: 2 },
        { restaurant_id: 1, day: '2026-03-29', orders: 2, lines: 3 },
        { restaurant_id: 2, day: '2026-03-29', orders: 1, lines: 1 },
      ]);
      expect(await dayRates(db)).toEqual([
        { restaurant_id: 1, day: '2026-03-28', tva_bp: 1000, sales_cents: 1500, tva_cents: 136 },
        { restaurant_id: 1, day: '2026-03-28', tva_bp: 2000, sales_cents: 650, tva_cents: 108 },
        { restaurant_id: 1, day: '2026-03-29', tva_bp: 1000, sales_cents: 2250, tva_cents: 204 },
        { restaurant_id: 2, day: '2026-03-29', tva_bp: 2000, sales_cents: 1950, tva_cents: 325 },
      ]);
      expect(
        await db
          .selectFrom('sales_day_items')
          .select(['restaurant_id', 'day', 'fr_name', 'lines', 'quantity', 'sales_cents'])
          .where('restaurant_id', '=', 1)
          .where('fr_name', '=', 'Tarte')
          .orderBy('day')
          .execute(),
      ).toEqual([
        { restaurant_id: 1, day: '2026-03-28', fr_name: 'Tarte', lines: 1, quantity: 2, sales_cents: 1500 },
        { restaurant_id: 1, day: '2026-03-29', fr_name: 'Tarte', lines: 3, quantity: 3, sales_cents: 2250 },
      ]);
      // Only sales are stamped.
      const stamped = await db
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .select(['o.status', 'l.sale_restaurant_id', 'l.sold_at', 'o.restaurant_id', 'o.updated_at'])
        .execute();
      for (const line of stamped) {
        expect(line.sale_restaurant_id).toBe(line.status === 5 ? line.restaurant_id : null);
        expect(line.sold_at).toBe(line.status === 5 ? line.updated_at : null);
      }
      await handle.db.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
