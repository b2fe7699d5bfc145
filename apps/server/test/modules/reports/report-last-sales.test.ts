import { describe, expect, it } from 'vitest';
import { apiPaths, customerApiPaths, type TOrder, type TReportResponse } from '@portal/contract';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { openRestaurant, orderBody, type Restaurant } from '../orders/orders-helper.js';

/*
 * The report's last day with sales, on which the screen opens when the current period has none,
 * and `at`, which shows the week, month or year of that day; the exports follow the same period.
 */
// The test moves the clock over weeks: sessions must outlive it.
const t = appOfFile({ PARTNER_TOKEN_TTL_HOURS: '2160' });

async function saleAt(r: Restaurant, customerToken: string, at: number) {
  t.clock.current = at;
  const order = (await post(t.app, customerApiPaths.placeOrder, orderBody(r), customerToken)).json().data as TOrder;
  for (const status of [1, 4, 5]) {
    await post(t.app, apiPaths.changeOrderStatus, { order_id: order.order_id, status }, r.partner.token);
  }
}

const report = async (token: string, params: Record<string, string | number>) =>
  (await get(t.app, query(apiPaths.orderList, { lang: 'fr', ...params }), token)).json() as TReportResponse;

describe('the last period with sales', () => {
  it('names the last day with a sale whatever the period, and shows its week, month or year with `at`', async () => {
    const r = await openRestaurant(t);
    const customer = await verifiedCustomer(t);
    // Sales on Tuesday 10 and Wednesday 18 November (22:30 in Paris), then none until Monday 7 December.
    await saleAt(r, customer.token, Date.parse('2026-11-10T12:00:00Z'));
    await saleAt(r, customer.token, Date.parse('2026-11-18T21:30:00Z'));
    t.clock.current = Date.parse('2026-12-07T10:00:00Z');

    const thisWeek = await report(r.partner.token, { period: 1 });
    expect(thisWeek.data.totals.orders).toBe(0);
    expect(thisWeek.data.last_sale_day).toBe('2026-11-18');
    expect(thisWeek.data.from).toBe(Date.parse('2026-12-06T23:00:00Z'));

    const thatWeek = await report(r.partner.token, { period: 1, at: '2026-11-18' });
    expect(thatWeek.data.totals.orders).toBe(1);
    expect(thatWeek.data.from).toBe(Date.parse('2026-11-15T23:00:00Z')); // Monday 16 November
    expect(thatWeek.data.to).toBe(Date.parse('2026-11-22T23:00:00Z'));
    expect(thatWeek.data.complete_report_data.map((row) => row.date)).toEqual(['2026-11-18', '2026-11-18']);

    const thatMonth = await report(r.partner.token, { period: 2, at: '2026-11-18' });
    expect(thatMonth.data.totals.orders).toBe(2);
    // Everything stays everything; a search leaves the last day with sales as it is.
    expect((await report(r.partner.token, { period: 0, at: '2026-11-18' })).data.totals.orders).toBe(2);
    expect((await report(r.partner.token, { period: 1, searchval: 'nothing' })).data.last_sale_day).toBe('2026-11-18');

    const csv = await get(
      t.app,
      query(apiPaths.reportCsv, { period: 1, at: '2026-11-18', lang: 'fr' }),
      r.partner.token,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('18/11/2026');
    expect(csv.body).not.toContain('10/11/2026');
  });

  it('has no last day for a restaurant that never sold, and refuses a day that is not one', async () => {
    const r = await openRestaurant(t);
    t.clock.current = Date.parse('2026-12-07T10:00:00Z');
    expect((await report(r.partner.token, { period: 1 })).data.last_sale_day).toBeNull();
    const wrong = await report(r.partner.token, { period: 1, at: '2026-02-30' });
    expect(wrong).toMatchObject({ status: 201, fr_message: 'Veuillez vérifier le formulaire.' });
  });
});
