import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type TOrder, type TReportResponse } from '@portal/contract';
import { parisPeriodBounds } from '../../../src/core/paris-time.js';
import { buildTestApp, post, type TestApp } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { openRestaurant, orderBody, type Restaurant } from '../orders/orders-helper.js';

let t: TestApp;
beforeAll(async () => {
  // The test moves the clock over weeks: sessions must outlive it.
  t = await buildTestApp({ PARTNER_TOKEN_TTL_HOURS: '2160' });
});
afterAll(async () => t.close());

/** A completed order at `at` (placed, accepted, confirmed and completed then). */
async function saleAt(r: Restaurant, customerToken: string, at: number, overrides: Record<string, unknown> = {}) {
  t.clock.current = at;
  const placed = (await post(t.app, apiPaths.placeOrder, orderBody(r, overrides), customerToken)).json();
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
    const refused = (await post(t.app, apiPaths.placeOrder, orderBody(r), customer.token)).json().data as TOrder;
    await post(
      t.app,
      apiPaths.changeOrderStatus,
      { order_id: refused.order_id, status: 3, reason: 'Complet' },
      r.partner.token,
    );
    await saleAt(other, customer.token, Date.parse('2026-12-28T12:00:00Z'));
    t.clock.current = Date.parse('2026-12-30T15:00:00Z'); // Wednesday
    // Today's first order (still waiting) closes the days before it in the journal.
    await post(t.app, apiPaths.placeOrder, orderBody(r), customer.token);
  });
  afterAll(() => {
    t.clock.current = Date.now();
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

  it('totals the selection per TVA rate, equal to the sum of its rows and of the journal closings', async () => {
    const year = await report(r.partner.token, { period: 3, per_page: 100 });
    const rows = year.data.complete_report_data;
    const cents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);
    expect(Math.round(year.data.totals.sales * 100)).toBe(cents(rows.map((row) => row.price)));
    expect(Math.round(year.data.totals.tva * 100)).toBe(cents(rows.map((row) => row.TVA)));
    expect(year.data.totals).toMatchObject({
      orders: 3,
      tva_by_rate: { '10': expect.any(Number), '20': expect.any(Number) },
    });
    expect(year.data.totals.earnings).toBeCloseTo(year.data.totals.sales - year.data.totals.tva, 2);
    expect(year.data.totals.average_basket).toBeCloseTo(year.data.totals.sales / 3, 2);
    // 3 tartlets at 7,50 € this week.
    expect(year.data.best_sellers[0]).toMatchObject({ item_name: expect.any(String) });
    expect(year.data.per_day.map((day) => day.date)).toEqual(['2026-06-10', '2026-12-02', '2026-12-28']);

    const closings = await t.app.infra.db
      .selectFrom('journal_closings')
      .select(['period', 'sales_cents'])
      .where('restaurant_id', '=', r.partner.id)
      .where('kind', '=', 'day')
      .execute();
    const closed = closings
      .filter((closing) => closing.period.startsWith('2026'))
      .reduce((sum, c) => sum + c.sales_cents, 0);
    expect(closed).toBe(Math.round(year.data.totals.sales * 100));
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
    const last = closings.data[0];
    expect(last).toMatchObject({ orders: 1, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const year = await report(r.partner.token, { period: 0, per_page: 100 });
    expect(last.grand_total).toBeCloseTo(year.data.totals.sales, 2);
    const theirs = (await get(t.app, query(apiPaths.journalClosings, { kind: 'day' }), other.partner.token)).json();
    expect(theirs.data.every((c: { period: string }) => c.period !== '2026-12-02')).toBe(true);
  });

  it('searches by dish (accents ignored) or order number, and pages the rows', async () => {
    const found = await report(r.partner.token, { period: 0, searchval: 'tarte aux pralines' });
    expect(found.data.complete_report_data.map((row) => row.order_number)).toEqual(['#4']);
    expect(
      (await report(r.partner.token, { period: 0, searchval: '#2' })).data.complete_report_data.every(
        (row) => row.order_number === '#2',
      ),
    ).toBe(true);
    const page = await report(r.partner.token, { period: 0, per_page: 10, page: 1 });
    expect(page.data.pagination.total).toBeGreaterThanOrEqual(4);
  });

  it('keeps each restaurant’s rows, totals and exports to itself, whatever restaurants_id says', async () => {
    const mine = await report(other.partner.token, { period: 0, restaurants_id: r.partner.id, per_page: 100 });
    expect(mine.data.totals.orders).toBe(1);
    const csv = await t.app.inject({
      method: 'GET',
      url: query(apiPaths.reportCsv, { period: 0, restaurants_id: r.partner.id }),
      headers: { token: other.partner.token },
    });
    expect(csv.body.split('\r\n').filter((line) => line.startsWith('#'))).toHaveLength(
      mine.data.complete_report_data.length,
    );
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
    expect(lines[0]).toBe('Commande;Date;Heure;Article;Quantité;Options;Prix TTC;TVA;Taux TVA;Gains');
    const rows = lines.filter((line) => line.startsWith('#')).map((line) => line.split(';'));
    expect(rows).toHaveLength(
      (await report(r.partner.token, { period: 3, per_page: 100 })).data.complete_report_data.length,
    );
    expect(rows[0]![1]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(rows.every((row) => /^\d+,\d{2}$/.test(row[6]!))).toBe(true);
    expect(lines.some((line) => line.startsWith('TVA 20 %;'))).toBe(true);
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
