import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type TOrder, type TReportResponse, customerApiPaths } from '@portal/contract';
import type { CompensationInput } from '../../../src/modules/orders/index.js';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { openRestaurant, orderBody, type Restaurant } from '../orders/orders-helper.js';

/*
 * "Indemnités no-show" in the earnings report, its CSV and Invoice.pdf: charges
 * minus refunds of the period, from the journal, apart from sales and TVA (compensation, not a
 * sale). Figures computed by hand:
 *   sale     Wed 10 June 2026   2 × Tarte aux pralines 7,50 = 15,00 € TTC, TVA 10 % = 1,36 €
 *   charge   Sat 30 May         20,00 €   (last month)
 *   charge   Fri 12 June        40,00 €
 *   charge   Mon 15 June        25,00 €   (this week: Saturday 20 June is "now")
 *   refund   Tue 16 June        15,00 €
 *   week  : 25,00 − 15,00 = 10,00      month: 65,00 − 15,00 = 50,00      all: 85,00 − 15,00 = 70,00
 * Sales stay 15,00 € and TVA 1,36 € whatever the period that holds the sale.
 */

// The clock moves over weeks: sessions must outlive it.
const t = appOfFile({ PARTNER_TOKEN_TTL_HOURS: '2160' });
let r: Restaurant;
let other: Restaurant;
const now = Date.parse('2026-06-20T10:00:00Z');

beforeAll(async () => {
  t.clock.current = Date.parse('2026-05-30T10:00:00Z');
  r = await openRestaurant(t);
  other = await openRestaurant(t);
  const customer = await verifiedCustomer(t);
  await compensate({ restaurantId: r.partner.id, kind: 'compensation', reference: 'charge:1', amountCents: 2000 });
  t.clock.current = Date.parse('2026-06-10T10:00:00Z');
  const placed = (
    await post(
      t.app,
      customerApiPaths.placeOrder,
      orderBody(r, { items: [{ item_id: r.tart, quantity: 2 }] }),
      customer.token,
    )
  ).json();
  const order = placed.data as TOrder;
  for (const status of [1, 4, 5]) {
    await post(t.app, apiPaths.changeOrderStatus, { order_id: order.order_id, status }, r.partner.token);
  }
  t.clock.current = Date.parse('2026-06-12T19:00:00Z');
  await compensate({ restaurantId: r.partner.id, kind: 'compensation', reference: 'charge:2', amountCents: 4000 });
  // Another restaurant's charge on the same evening is never in this one's books.
  await compensate({ restaurantId: other.partner.id, kind: 'compensation', reference: 'charge:3', amountCents: 9900 });
  t.clock.current = Date.parse('2026-06-15T19:00:00Z');
  await compensate({ restaurantId: r.partner.id, kind: 'compensation', reference: 'charge:4', amountCents: 2500 });
  t.clock.current = Date.parse('2026-06-16T08:00:00Z');
  await compensate({
    restaurantId: r.partner.id,
    kind: 'compensation_refund',
    reference: 'refund:1',
    amountCents: 1500,
  });
  t.clock.current = now;
});

function compensate(input: Omit<CompensationInput, 'at'>) {
  return t.app.infra.db
    .transaction()
    .execute((trx) => t.app.orders.journal.recordCompensation(trx, { ...input, at: t.clock.current }));
}

const report = async (token: string, period: number, extra: Record<string, string> = {}) =>
  (await get(t.app, query(apiPaths.orderList, { lang: 'fr', period, ...extra }), token)).json() as TReportResponse;

const csvLines = async (token: string, period: number, lang = 'fr') => {
  const res = await t.app.inject({
    method: 'GET',
    url: query(apiPaths.reportCsv, { period, lang }),
    headers: { token },
  });
  expect(res.statusCode).toBe(200);
  return res.body.replace(/^\uFEFF/, '').split('\r\n');
};

describe('no-show compensation in the earnings report', () => {
  it('shows charges − refunds of the week, the month and everything, apart from sales and TVA', async () => {
    const week = await report(r.partner.token, 1);
    const month = await report(r.partner.token, 2);
    const all = await report(r.partner.token, 0);
    expect(week.data.no_show_compensation).toEqual({ charged: 25, refunded: 15, net: 10 });
    expect(month.data.no_show_compensation).toEqual({ charged: 65, refunded: 15, net: 50 });
    expect(all.data.no_show_compensation).toEqual({ charged: 85, refunded: 15, net: 70 });
    // The sale alone makes the sales and TVA: 15,00 € at 10 %, whatever was charged.
    for (const withSale of [month, all]) {
      expect(withSale.data.totals).toEqual({
        orders: 1,
        sales: 15,
        tva_by_rate: { '10': 1.36 },
        tva: 1.36,
        earnings: 13.64,
        average_basket: 15,
        savings: 0,
      });
      expect(withSale.data.complete_report_data.map((row) => row.item_name)).toEqual(['Tarte aux pralines']);
    }
    // The week holds compensation and no sale.
    expect(week.data.totals).toMatchObject({ orders: 0, sales: 0, tva: 0 });
    expect(week.data.per_day).toEqual([]);
    // A search narrows the sales, not the period's compensation.
    const searched = await report(r.partner.token, 2, { searchval: 'burger' });
    expect(searched.data.totals.sales).toBe(0);
    expect(searched.data.no_show_compensation.net).toBe(50);
  });

  it('never counts another restaurant’s charges; a restaurant with none reads zero', async () => {
    expect((await report(other.partner.token, 2)).data.no_show_compensation).toEqual({
      charged: 99,
      refunded: 0,
      net: 99,
    });
    const none = await openRestaurant(t);
    expect((await report(none.partner.token, 0)).data.no_show_compensation).toEqual({
      charged: 0,
      refunded: 0,
      net: 0,
    });
  });
});

describe('no-show compensation in the CSV and Invoice.pdf', () => {
  it('writes the CSV’s compensation rows after the sales’ totals, in French Excel’s form', async () => {
    const lines = await csvLines(r.partner.token, 2);
    expect(lines.slice(lines.indexOf('Totaux'))).toEqual([
      'Totaux',
      'Commandes;1',
      'Ventes TTC;15,00',
      'Remises des codes promo (déjà déduites des ventes);0,00',
      'TVA 10 %;1,36',
      'Gains (ventes − TVA);13,64',
      '',
      'Indemnités d’absence (hors ventes, sans TVA)',
      'Indemnités prélevées;65,00',
      'Indemnités remboursées;15,00',
      'Indemnités d’absence;50,00',
      '',
    ]);
    const english = await csvLines(r.partner.token, 0, 'en');
    expect(english.slice(-5)).toEqual([
      'No-show compensation (not sales, no VAT)',
      'Compensation charged;85,00',
      'Compensation refunded;15,00',
      'No-show compensation;70,00',
      '',
    ]);
  });

  it('writes no compensation section for a period without charges nor refunds', async () => {
    t.clock.current = Date.parse('2026-07-20T10:00:00Z');
    try {
      const lines = await csvLines(r.partner.token, 2);
      expect(lines.join('\n')).not.toContain('Indemnités');
      expect(lines.slice(-2)).toEqual(['Gains (ventes − TVA);0,00', '']);
    } finally {
      t.clock.current = now;
    }
  });

  it('prints the compensation in Invoice.pdf, after the sales and their TVA', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: query(apiPaths.reportPdf, { period: 2, lang: 'fr' }),
      headers: { token: r.partner.token },
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-pdf-'));
    try {
      const file = path.join(dir, 'Invoice.pdf');
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toMatch(/Ventes TTC\s+15,0 €/);
      expect(text).toMatch(/TVA 10 %\s+1,36 €/);
      expect(text).toContain('Indemnités d’absence (hors ventes, sans TVA)');
      expect(text).toMatch(/Indemnités prélevées\s+65,00 €/);
      expect(text).toMatch(/Indemnités remboursées\s+15,00 €/);
      expect(text).toMatch(/Indemnités d’absence\s+50,00 €/);
      expect(text.indexOf('Indemnités')).toBeGreaterThan(text.indexOf('Gains (ventes'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
