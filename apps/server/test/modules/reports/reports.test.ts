import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type TOrder, type TReportResponse, customerApiPaths } from '@portal/contract';
import { parisPeriodBounds } from '../../../src/core/paris-time.js';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { openRestaurant, orderBody, type Restaurant } from '../orders/orders-helper.js';

// The test moves the clock over weeks: sessions must outlive it.
const t = appOfFile({ PARTNER_TOKEN_TTL_HOURS: '2160' });

/** A completed order at `at` (placed, accepted, confirmed and completed then). */
async function saleAt(r: Restaurant, customerToken: string, at: number, overrides: Record<string, unknown> = {}) {
  t.clock.current = at;
  const placed = (await post(t.app, customerApiPaths.placeOrder, orderBody(r, overrides), customerToken)).json();
  if (placed.status !== 200) throw new Error(`placeOrder: ${JSON.stringify(placed)}`);
  const order = placed.data as TOrder;
  for (const status of [1, 4, 5]) {
    await post(t.app, apiPaths.changeOrderStatus, { order_id: order.order_id, status }, r.partner.token);
  }
  return order;
}

const report = async (token: string, params: Record<string, string | number>) =>
  (await get(t.app, query(apiPaths.orderList, { lang: 'fr', ...params }), token)).json() as TReportResponse;

describe('report periods in France', () => {
  it('starts weeks on Monday and cuts at midnight Paris time, across the end of summer time', () => {
    // Wednesday 28 October 2026, after the change of 25 October.
    const { start, end } = parisPeriodBounds('week', Date.parse('2026-10-28T10:00:00Z'));
    expect(new Date(start!).toISOString()).toBe('2026-10-25T23:00:00.000Z'); // Monday 26, 00:00 (UTC+1)
    expect(new Date(end!).toISOString()).toBe('2026-11-01T23:00:00.000Z');
    // The week of the change: Monday 19 (summer) to Monday 26 (winter) — 7 days and 1 hour.
    const change = parisPeriodBounds('week', Date.parse('2026-10-25T12:00:00Z'));
    expect(new Date(change.start!).toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect(change.end! - change.start!).toBe(7 * 24 * 3_600_000 + 3_600_000);
  });

  it('ends the year at midnight on 31 December in Paris, not in London', () => {
    const { start, end } = parisPeriodBounds('year', Date.parse('2026-12-31T23:30:00Z')); // already 2027 in Paris
    expect(new Date(start!).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(new Date(end!).toISOString()).toBe('2027-12-31T23:00:00.000Z');
    const month = parisPeriodBounds('month', Date.parse('2026-03-15T12:00:00Z'));
    expect(new Date(month.start!).toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(new Date(month.end!).toISOString()).toBe('2026-03-31T22:00:00.000Z'); // April starts in summer time
  });
});

describe('the earnings report', () => {
  let r: Restaurant;
  let other: Restaurant;
  const sales: TOrder[] = [];
  beforeAll(async () => {
    t.clock.current = Date.parse('2026-12-20T10:00:00Z');
    r = await openRestaurant(t);
    other = await openRestaurant(t);
    const customer = await verifiedCustomer(t, { first_name: 'Léa' });
    // Last year, this year (December), this month, this week (Monday 28 Dec), and a refusal.
    sales.push(await saleAt(r, customer.token, Date.parse('2025-11-10T12:00:00Z')));
    sales.push(await saleAt(r, customer.token, Date.parse('2026-06-10T12:00:00Z')));
    sales.push(await saleAt(r, customer.token, Date.parse('2026-12-02T19:00:00Z')));
    sales.push(
      await saleAt(r, customer.token, Date.parse('2026-12-28T11:00:00Z'), {
        items: [{ item_id: r.tart, quantity: 3 }],
      }),
    );
    const refused = (await post(t.app, customerApiPaths.placeOrder, orderBody(r), customer.token)).json()
      .data as TOrder;
    await post(
      t.app,
      apiPaths.changeOrderStatus,
      { order_id: refused.order_id, status: 3, reason: 'Complet' },
      r.partner.token,
    );
    await saleAt(other, customer.token, Date.parse('2026-12-28T12:00:00Z'));
    t.clock.current = Date.parse('2026-12-30T15:00:00Z'); // Wednesday
    // Today's first orders (still waiting) close the days before them in each journal.
    await post(t.app, customerApiPaths.placeOrder, orderBody(r), customer.token);
    await post(t.app, customerApiPaths.placeOrder, orderBody(other), customer.token);
  });

  it('selects the week, the month, the year or everything, sales only, newest first', async () => {
    const numbers = async (period: number) => [
      ...new Set(
        (await report(r.partner.token, { period, per_page: 100 })).data.complete_report_data.map(
          (row) => row.order_number,
        ),
      ),
    ];
    expect(await numbers(1)).toEqual(['#4']);
    expect(await numbers(2)).toEqual(['#4', '#3']);
    expect(await numbers(3)).toEqual(['#4', '#3', '#2']);
    expect(await numbers(0)).toEqual(['#4', '#3', '#2', '#1']);
  });

  /*
   * This year's sales: #2 (10 June) and #3 (2 December) are the usual order, 3 pints with a syrup
   * (3 × (6,50 + 0,50) = 21,00 € at 20 %: TVA 21,00 − 21,00 / 1,2 = 3,50) and 2 burgers, the second
   * free (12,00 € at 10 %: TVA 12,00 − 12,00 / 1,1 = 1,0909… → 1,09); #4 (28 December) is 3 tartlets
   * at 7,50 € (22,50 € at 10 %: TVA 2,0454… → 2,05). #1 was last year.
   */
  it('totals the selection per TVA rate, equal to the sum of its rows and of the journal closings', async () => {
    const year = await report(r.partner.token, { period: 3, per_page: 100 });
    const rows = year.data.complete_report_data;
    expect(rows.map((row) => [row.order_number, row.item_name, row.price, row.TVA])).toEqual([
      ['#4', 'Tarte aux pralines', 22.5, 2.05],
      ['#3', 'Burger lyonnais', 12, 1.09],
      ['#3', 'Bière blonde (Pinte)', 21, 3.5],
      ['#2', 'Burger lyonnais', 12, 1.09],
      ['#2', 'Bière blonde (Pinte)', 21, 3.5],
    ]);
    expect(year.data.totals).toEqual({
      orders: 3,
      sales: 88.5, // 33 + 33 + 22,50
      tva_by_rate: { '10': 4.23, '20': 7 }, // 1,09 + 1,09 + 2,05 and 3,50 + 3,50
      tva: 11.23,
      earnings: 77.27,
      average_basket: 29.5,
      savings: 0,
    });
    // Pints are sold by 6, burgers by 4 (2 of them free), the 3 tartlets at 7,50 € this week.
    expect(year.data.best_sellers).toEqual([
      { item_name: 'Bière blonde', quantity: 6, sales: 42 },
      { item_name: 'Burger lyonnais', quantity: 4, sales: 24 },
      { item_name: 'Tarte aux pralines', quantity: 3, sales: 22.5 },
    ]);
    expect(year.data.per_day).toEqual([
      { date: '2026-06-10', sales: 33, earnings: 28.41 },
      { date: '2026-12-02', sales: 33, earnings: 28.41 },
      { date: '2026-12-28', sales: 22.5, earnings: 20.45 },
    ]);

    const closings = await t.app.infra.db
      .selectFrom('journal_closings')
      .select(['period', 'sales_cents'])
      .where('restaurant_id', '=', r.partner.id)
      .where('kind', '=', 'day')
      .execute();
    const closed = closings
      .filter((closing) => closing.period.startsWith('2026'))
      .reduce((sum, c) => sum + c.sales_cents, 0);
    expect(closed).toBe(8850);
  });

  it('lists the journal’s day closings with their totals, grand total and hash', async () => {
    const closings = (await get(t.app, query(apiPaths.journalClosings, { kind: 'day' }), r.partner.token)).json();
    expect(closings.status).toBe(200);
    expect(closings.data.map((c: { period: string }) => c.period)).toEqual([
      '2026-12-28',
      '2026-12-02',
      '2026-06-10',
      '2025-11-10',
    ]);
    // The grand total counts every sale so far: 3 usual orders of 33,00 € and the tartlets.
    expect(closings.data[0]).toEqual({
      kind: 'day',
      period: '2026-12-28',
      orders: 1,
      sales: 22.5,
      tva: 2.05,
      tva_by_rate: { '10': 2.05 },
      grand_total: 121.5,
      last_seq: expect.any(Number),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The other restaurant sold once on 28 December too: its journal has that day alone, its own figures.
    const theirs = (await get(t.app, query(apiPaths.journalClosings, { kind: 'day' }), other.partner.token)).json();
    expect(
      theirs.data.map((c: { period: string; orders: number; sales: number; grand_total: number }) => [
        c.period,
        c.orders,
        c.sales,
        c.grand_total,
      ]),
    ).toEqual([['2026-12-28', 1, 33, 33]]);
  });

  it('searches by dish (accents ignored) or order number, and pages the rows', async () => {
    const found = await report(r.partner.token, { period: 0, searchval: 'tarte aux pralines' });
    expect(found.data.complete_report_data.map((row) => row.order_number)).toEqual(['#4']);
    const byNumber = await report(r.partner.token, { period: 0, searchval: '#2' });
    expect(byNumber.data.complete_report_data.map((row) => [row.order_number, row.item_name])).toEqual([
      ['#2', 'Burger lyonnais'],
      ['#2', 'Bière blonde (Pinte)'],
    ]);
    // 7 rows in all: two lines for each usual order (#1, #2, #3), one for the tartlets (#4).
    const page = await report(r.partner.token, { period: 0, per_page: 10, page: 1 });
    expect(page.data.pagination).toEqual({ page: 1, per_page: 10, total: 7, pages: 1 });
    expect(page.data.complete_report_data.map((row) => row.order_number)).toEqual([
      '#4',
      '#3',
      '#3',
      '#2',
      '#2',
      '#1',
      '#1',
    ]);
  });

  it('keeps each restaurant’s rows, totals and exports to itself, whatever restaurants_id says', async () => {
    const mine = await report(other.partner.token, { period: 0, restaurants_id: r.partner.id, per_page: 100 });
    // Its one sale, the usual order of 33,00 €, in two lines.
    expect(mine.data.totals).toMatchObject({ orders: 1, sales: 33 });
    expect(mine.data.complete_report_data.map((row) => [row.order_number, row.item_name])).toEqual([
      ['#1', 'Burger lyonnais'],
      ['#1', 'Bière blonde (Pinte)'],
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: query(apiPaths.reportCsv, { period: 0, restaurants_id: r.partner.id }),
      headers: { token: other.partner.token },
    });
    expect(csv.body.split('\r\n').filter((line) => line.startsWith('#'))).toEqual([
      '#1;28/12/2026;13:00;Bière blonde (Pinte);3;Grenadine;21,00;0,00;3,50;20;17,50',
      '#1;28/12/2026;13:00;Burger lyonnais;2;;12,00;0,00;1,09;10;10,91',
    ]);
  });

  it('exports a CSV French Excel opens: BOM, semicolons, decimal commas, TVA per rate', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: query(apiPaths.reportCsv, { period: 3 }),
      headers: { token: r.partner.token },
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Commande;Date;Heure;Article;Quantité;Options;Prix TTC;Remise code promo;TVA;Taux TVA;Gains');
    // Oldest first, Paris time (12:00 UTC is 14:00 in June, 19:00 UTC is 20:00 in December).
    expect(lines.slice(1)).toEqual([
      '#2;10/06/2026;14:00;Bière blonde (Pinte);3;Grenadine;21,00;0,00;3,50;20;17,50',
      '#2;10/06/2026;14:00;Burger lyonnais;2;;12,00;0,00;1,09;10;10,91',
      '#3;02/12/2026;20:00;Bière blonde (Pinte);3;Grenadine;21,00;0,00;3,50;20;17,50',
      '#3;02/12/2026;20:00;Burger lyonnais;2;;12,00;0,00;1,09;10;10,91',
      '#4;28/12/2026;12:00;Tarte aux pralines;3;;22,50;0,00;2,05;10;20,45',
      '',
      'Totaux',
      'Commandes;3',
      'Ventes TTC;88,50',
      'Remises des codes promo (déjà déduites des ventes);0,00',
      'TVA 10 %;4,23',
      'TVA 20 %;7,00',
      'Gains (ventes − TVA);77,27',
      '',
    ]);
  });

  it('streams Invoice.pdf: A4 210 × 294 mm, the statement’s title, every row, totals and page numbers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: query(apiPaths.reportPdf, { period: 0 }),
      headers: { token: r.partner.token },
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Invoice.pdf"');
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-pdf-'));
    try {
      const file = path.join(dir, 'Invoice.pdf');
      writeFileSync(file, res.rawPayload);
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      // 595.28 × 833.39 points = 210 × 294 mm.
      expect(info).toMatch(/Page size:\s+595\.2\d+ x 833\.3\d+ pts/);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Relevé des ventes');
      expect(text).toContain('Page 1');
      for (const number of ['#1', '#2', '#3', '#4']) expect(text).toContain(number);
      expect(text).toContain('Ventes TTC');
      expect(text).toMatch(/TVA 20 %\s+\d+,\d{2} €/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes as many pages as the rows need, the header and the page number on each', async () => {
    const busy = await openRestaurant(t);
    const customer = await verifiedCustomer(t);
    const fifty = Array.from({ length: 50 }, () => ({ item_id: busy.tart, quantity: 1 }));
    for (let i = 0; i < 2; i += 1)
      await saleAt(busy, customer.token, Date.parse('2026-12-30T12:00:00Z') + i, { items: fifty });
    t.clock.current = Date.parse('2026-12-30T15:00:00Z');
    const res = await t.app.inject({
      method: 'GET',
      url: query(apiPaths.reportPdf, { period: 0 }),
      headers: { token: busy.partner.token },
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-pdf-'));
    try {
      const file = path.join(dir, 'Invoice.pdf');
      writeFileSync(file, res.rawPayload);
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
      expect(pages).toBeGreaterThanOrEqual(2);
      for (let page = 1; page <= pages; page += 1) {
        const text = execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-'], {
          encoding: 'utf8',
        });
        expect(text, `page ${page}`).toContain('Relevé des ventes');
        expect(text, `page ${page}`).toContain(`Page ${page}`);
        expect(text, `page ${page}`).toContain('Prix TTC');
      }
      const all = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(all.match(/Tarte aux pralines/g)).toHaveLength(100);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
