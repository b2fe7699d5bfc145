import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { apiPaths, type TReportResponse } from '@portal/contract';
import { appOfFile, post, runAdminCommand } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { openRestaurant } from '../orders/orders-helper.js';
import { placeWith, saveCode } from './promo-helper.js';

const t = appOfFile();

describe('coded orders in the report and the journal', () => {
  it('sums sales net of the codes, TVA on the discounted base and the savings, and the journal verifies', async () => {
    const r = await openRestaurant(t);
    await saveCode(t, r.partner.token, { code: 'BIENVENUE10' });
    await saveCode(t, r.partner.token, { code: 'MOINS5', kind: 'amount', value: '5', applies_to: 'all' });
    const customer = await verifiedCustomer(t);
    const pint = { item_id: r.beer, size_id: r.pint, quantity: 1, addons: [{ items_addon_id: r.syrup, options: [0] }] };
    const orders = [
      // 7,00 € of beer (left out) + 12,00 € of burgers + 7,50 € of tart: 10 % of 19,50 € = 1,95 €.
      await placeWith(t, r, customer.token, {
        items: [pint, { item_id: r.burger, quantity: 2 }, { item_id: r.tart, quantity: 1 }],
        promo_code: 'BIENVENUE10',
      }),
      // 5 € over 12,00 € (10 %) and 3,50 € (20 %): 3,87 and 1,13.
      await placeWith(t, r, customer.token, {
        items: [
          { item_id: r.burger, quantity: 1 },
          { item_id: r.beer, size_id: r.half, quantity: 1 },
        ],
        promo_code: 'MOINS5',
      }),
      await placeWith(t, r, customer.token, { items: [{ item_id: r.tart, quantity: 1 }] }),
    ];
    expect(orders.map((o) => [o.data.sub_total, o.data.savings, o.data.TVA])).toEqual([
      [24.55, 1.95, 2.76],
      [10.5, 5, 1.14],
      [7.5, 0, 0.68],
    ]);
    for (const order of orders) {
      for (const status of [1, 4, 5]) {
        await post(t.app, apiPaths.changeOrderStatus, { order_id: order.data.order_id, status }, r.partner.token);
      }
    }
    const report = (await get(t.app, query(apiPaths.orderList, { period: 0, lang: 'fr' }), r.partner.token)).json()
      .data as TReportResponse['data'];
    expect(report?.totals).toEqual({
      orders: 3,
      sales: 42.55,
      savings: 6.95,
      tva_by_rate: { '10': 3.01, '20': 1.57 },
      tva: 4.58,
      earnings: 37.97,
      average_basket: 14.18,
    });
    const rows = report!.complete_report_data.map((row) => [row.item_name, row.price, row.savings, row.TVA]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Burger lyonnais', 10.8, 1.2, 0.98],
        ['Tarte aux pralines', 6.75, 0.75, 0.61],
        ['Bière blonde (Demi)', 2.37, 1.13, 0.4],
      ]),
    );
    const csv = await t.app.inject({
      method: 'GET',
      url: query(apiPaths.reportCsv, { period: 0 }),
      headers: { token: r.partner.token },
    });
    expect(csv.body).toContain('Remise code promo');
    expect(csv.body).toContain('Remises des codes promo (déjà déduites des ventes);6,95');

    const verified = await runAdminCommand(t, 'verify-journal', r.partner.phone);
    expect(verified.code).toBe(0);
    expect(verified.stdout).toMatch(/OK .*: 6 entries, chain intact/);
    // The database refuses to change a saving; one changed behind its guard is named by the check.
    const db = t.app.infra.db;
    const tamper = () =>
      db.updateTable('orders').set({ savings_cents: 0 }).where('id', '=', orders[1]!.data.order_id).execute();
    await expect(tamper()).rejects.toThrow(/append-only/);
    const on = t.database.dialect === 'postgres' ? ' on orders' : '';
    await sql.raw(`drop trigger orders_promo_no_update${on}`).execute(db);
    await tamper();
    const broken = await runAdminCommand(t, 'verify-journal', r.partner.phone);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/BROKEN .*: entry 2 altered \(order 2\)/);
  });
});
