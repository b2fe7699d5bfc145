import { describe, expect, it } from 'vitest';
import { apiPaths, type TOrder, customerApiPaths } from '@portal/contract';
import { dropJournalGuards } from '../../../src/db/migrations/0012_journal_v2.js';
import { canonicalCompensationV2, compensationHashV2 } from '../../../src/modules/orders/journal-hashing.js';
import type { CompensationInput } from '../../../src/modules/orders/journal-kinds.js';
import { appOfFile, dialectUnderTest, post, runAdminCommand } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { orderBody, openRestaurant as openRestaurantIn, type Restaurant } from './orders-helper.js';

/*
 * No-show charges and their refunds in the sales journal: their own entry kinds,
 * chained with the orders' entries, verified, listed by the journal's export, and kept out of the
 * closings' sales, TVA and grand total (compensation, not a sale).
 */

const t = appOfFile();

const place = async (r: Restaurant, token: string) =>
  (await post(t.app, customerApiPaths.placeOrder, orderBody(r), token)).json().data as TOrder;
const changeStatus = (token: string, order_id: number, status: number) =>
  post(t.app, apiPaths.changeOrderStatus, { order_id, status }, token).then((res) => res.json());

const record = (input: Omit<CompensationInput, 'at'>) =>
  t.app.infra.db
    .transaction()
    .execute((trx) => t.app.orders.journal.recordCompensation(trx, { ...input, at: t.clock.current }));

describe('the compensation entry’s canonical form (known answer)', () => {
  it('pins the version-2 form of a charge: its reference and amount, no order nor lines', () => {
    const entry = {
      restaurant_id: 7,
      seq: 43,
      kind: 'compensation',
      order_id: 5,
      order_number: 0,
      total_cents: 4000,
      by_rate_json: '{}',
      created_at: Date.parse('2026-11-25T21:30:00Z'),
    };
    expect(canonicalCompensationV2(entry)).toBe(
      '{"v":2,"restaurant_id":7,"seq":43,"kind":"compensation","reference":"charge:5","amount_cents":4000,"created_at":1795642200000}',
    );
    expect(compensationHashV2('0'.repeat(64), entry)).toBe(
      '73ecd37ebaa9a32c06f85fec5bac1b923890e5260d2dc501ecb26b798583317b',
    );
    // The refund's reference is the refund's, so the same id never passes for the charge.
    expect(canonicalCompensationV2({ ...entry, kind: 'compensation_refund' })).toContain('"reference":"refund:5"');
  });
});

describe(`no-show compensation in the journal (${dialectUnderTest})`, () => {
  /**
   * Monday 23 November: a sale of 30,00 € + 24,00 €… (whatever the menu prices), a no-show
   * charge of 40,00 € and a refund of 15,00 €; Tuesday: an order placed, which closes Monday.
   */
  async function aDayWithCompensation() {
    t.clock.current = Date.parse('2026-11-23T11:00:00Z');
    const r = await openRestaurantIn(t);
    const customer = await verifiedCustomer(t);
    const sold = await place(r, customer.token);
    for (const status of [1, 4, 5]) await changeStatus(r.partner.token, sold.order_id, status);
    t.clock.current = Date.parse('2026-11-23T20:00:00Z');
    await record({ restaurantId: r.partner.id, kind: 'compensation', reference: 'charge:41', amountCents: 4000 });
    t.clock.current = Date.parse('2026-11-23T21:00:00Z');
    await record({ restaurantId: r.partner.id, kind: 'compensation_refund', reference: 'refund:9', amountCents: 1500 });
    t.clock.current = Date.parse('2026-11-24T10:00:00Z');
    await place(r, customer.token);
    return { r, sold };
  }

  it('chains the charge and the refund, verifies, and lists them in the journal’s export', async () => {
    const { r, sold } = await aDayWithCompensation();
    expect(await t.app.orders.journal.verify(r.partner.id)).toMatchObject({ entries: 5, closings: 1, problem: null });
    const exported = await t.app.orders.journal.entries(r.partner.id);
    expect(
      exported.map(({ seq, kind, reference, order_number, amount_cents }) => ({
        seq,
        kind,
        reference,
        order_number,
        amount_cents,
      })),
    ).toEqual([
      {
        seq: 1,
        kind: 'placed',
        reference: `order:${sold.order_id}`,
        order_number: 1,
        amount_cents: expect.any(Number),
      },
      {
        seq: 2,
        kind: 'completed',
        reference: `order:${sold.order_id}`,
        order_number: 1,
        amount_cents: expect.any(Number),
      },
      { seq: 3, kind: 'compensation', reference: 'charge:41', order_number: null, amount_cents: 4000 },
      { seq: 4, kind: 'compensation_refund', reference: 'refund:9', order_number: null, amount_cents: 1500 },
      {
        seq: 5,
        kind: 'placed',
        reference: expect.stringMatching(/^order:/),
        order_number: 2,
        amount_cents: expect.any(Number),
      },
    ]);
    // Each entry links to the one before it.
    for (let i = 1; i < exported.length; i += 1) expect(exported[i]!.prev_hash).toBe(exported[i - 1]!.hash);
    const run = await runAdminCommand(t, 'verify-journal', r.partner.phone);
    expect(run.code).toBe(0);
  });

  it('closes the day with the sale alone: compensation is not in sales, TVA or the grand total', async () => {
    const { r } = await aDayWithCompensation();
    const completed = await t.app.infra.db
      .selectFrom('journal_entries')
      .select(['total_cents', 'by_rate_json'])
      .where('restaurant_id', '=', r.partner.id)
      .where('kind', '=', 'completed')
      .executeTakeFirstOrThrow();
    const rates = JSON.parse(completed.by_rate_json) as Record<string, { tva_cents: number }>;
    const tva = Object.values(rates).reduce((sum, rate) => sum + rate.tva_cents, 0);
    const closing = await t.app.infra.db
      .selectFrom('journal_closings')
      .selectAll()
      .where('restaurant_id', '=', r.partner.id)
      .executeTakeFirstOrThrow();
    expect(closing).toMatchObject({
      kind: 'day',
      period: '2026-11-23',
      orders: 1,
      sales_cents: completed.total_cents,
      tva_cents: tva,
      grand_total_cents: completed.total_cents,
      // The closing still seals the compensation entries: its hash is the last of the day's.
      last_seq: 4,
    });
  });

  it('with its guards removed, names a charge whose amount was changed', async () => {
    const { r } = await aDayWithCompensation();
    const db = t.app.infra.db;
    await dropJournalGuards(db, t.database.dialect);
    await db
      .updateTable('journal_entries')
      .set({ total_cents: 400 })
      .where('restaurant_id', '=', r.partner.id)
      .where('kind', '=', 'compensation')
      .execute();
    expect(await t.app.orders.journal.verify(r.partner.id)).toMatchObject({
      firstBroken: 3,
      problem: 'entry 3 altered (charge:41)',
    });
  });

  it('refuses a reference that is not its kind’s, and an amount that is not positive cents', async () => {
    const r = await openRestaurantIn(t);
    await expect(
      record({ restaurantId: r.partner.id, kind: 'compensation', reference: 'refund:3', amountCents: 100 }),
    ).rejects.toThrow(/charge:<id>/);
    await expect(
      record({ restaurantId: r.partner.id, kind: 'compensation_refund', reference: 'refund:3', amountCents: 0 }),
    ).rejects.toThrow(/positive/);
    await expect(
      record({ restaurantId: r.partner.id, kind: 'compensation', reference: 'charge:3', amountCents: 12.5 }),
    ).rejects.toThrow(/positive/);
    expect(await t.app.orders.journal.entries(r.partner.id)).toEqual([]);
  });
});
