import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { apiPaths, type TOrder, customerApiPaths } from '@portal/contract';
import { buildApp } from '../../../src/app.js';
import { runAdminCommand as runAdmin } from '../../../src/admin/admin-commands.js';
import { loadConfig } from '../../../src/config.js';
import { connectDatabase } from '../../../src/db/connection.js';
import { dropJournalGuards } from '../../../src/db/migrations/0012_journal_v2.js';
import { priceOrder } from '../../../src/modules/orders/index.js';
import {
  canonicalClosing,
  canonicalEntryV1,
  canonicalEntryV2,
  closingHash,
  entryHash,
  entryHashV2,
} from '../../../src/modules/orders/journal-hashing.js';
import { appOfFile, dialectUnderTest, post, runAdminCommand } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { closing, closingKnownHash, entry, lines, order, previousHash } from './journal-known-answers.js';
import { orderBody, openRestaurant as openRestaurantIn, type Restaurant } from './orders-helper.js';

/*
 * Journal v2: hashes over the order and its lines, pinned by a known answer; the
 * database refusing changes; closings chained and checked against their entries; a journal
 * written by the previous release upgrading and verifying. Runs on SQLite and on PostgreSQL.
 */

describe('the canonical forms (known answers)', () => {
  it('pins the version-2 entry: its order and lines, in a fixed order, and its SHA-256', () => {
    expect(canonicalEntryV2(entry, order, lines)).toBe(
      '{"v":2,"restaurant_id":7,"seq":42,"kind":"completed","order_id":1234,"order_number":17,"total_cents":3300,' +
        '"by_rate":"{\\"1000\\":{\\"sales_cents\\":1200,\\"tva_cents\\":109},\\"2000\\":{\\"sales_cents\\":2100,\\"tva_cents\\":350}}",' +
        '"created_at":1795602600000,' +
        '"order":{"order_number":17,"placed_at":1795600800000,"service_type":1,"payment_method":2,"subtotal_cents":3300,' +
        '"tva_cents":459,"service_charge_cents":0,"total_cents":3300},' +
        '"lines":[{"name_fr":"Bière blonde","name_en":"Lager","size_fr":"Pinte","size_en":"Pint",' +
        '"options":[{"group_fr":"Sirop","group_en":"Syrup","name_fr":"Grenadine","name_en":"Grenadine","price_cents":50}],' +
        '"quantity":3,"unit_price_cents":650,"options_unit_cents":50,"discount_percent":0,"buy_one_get_one":0,' +
        '"tva_bp":2000,"line_total_cents":2100,"tva_cents":350},' +
        '{"name_fr":"Burger lyonnais","name_en":"Lyon burger","size_fr":"","size_en":"","options":[],' +
        '"quantity":2,"unit_price_cents":1200,"options_unit_cents":0,"discount_percent":0,"buy_one_get_one":1,' +
        '"tva_bp":1000,"line_total_cents":1200,"tva_cents":109}]}',
    );
    expect(entryHashV2(previousHash, entry, order, lines)).toBe(
      '26d4a79b70d35633c52aa8ec9ebadcc9350e9a48a10ce318d9c63b24c90353b0',
    );
    // Every field counts: one unit more on a line is another hash.
    const more = lines.map((line) => (line.position === 1 ? { ...line, quantity: 3 } : line));
    expect(entryHashV2(previousHash, entry, order, more)).not.toBe(entryHashV2(previousHash, entry, order, lines));
  });

  it('keeps the version-1 form that entries written before still verify with', () => {
    expect(canonicalEntryV1(entry)).toBe(
      '[7,42,"completed",1234,17,3300,' +
        '"{\\"1000\\":{\\"sales_cents\\":1200,\\"tva_cents\\":109},\\"2000\\":{\\"sales_cents\\":2100,\\"tva_cents\\":350}}",' +
        '1795602600000]',
    );
    expect(entryHash(previousHash, entry)).toBe('e5e146fe73bc9348648ea9e66843292d922db15c7d9edfc884e8f6464552eb18');
  });

  it('pins the closing form of the closings’ chain', () => {
    expect(canonicalClosing(closing)).toBe(
      '{"v":1,"restaurant_id":7,"seq":3,"kind":"day","period":"2026-11-25","orders":1,"sales_cents":3300,"tva_cents":459,' +
        '"by_rate":"{\\"1000\\":{\\"sales_cents\\":1200,\\"tva_cents\\":109},\\"2000\\":{\\"sales_cents\\":2100,\\"tva_cents\\":350}}",' +
        `"grand_total_cents":125000,"last_seq":42,"chain_hash":"${'f'.repeat(64)}","created_at":1795687200000}`,
    );
    expect(closingHash(previousHash, closing)).toBe(closingKnownHash);
  });
});

const t = appOfFile();

const openRestaurant = () => openRestaurantIn(t);
const place = async (r: Restaurant, token: string) =>
  (await post(t.app, customerApiPaths.placeOrder, orderBody(r), token)).json().data as TOrder;
const changeStatus = (token: string, order_id: number, status: number) =>
  post(t.app, apiPaths.changeOrderStatus, { order_id, status }, token).then((res) => res.json());

/** A restaurant that sold one order yesterday and has one placed today: entries 1–3, one day closed. */
async function restaurantWithAClosedDay() {
  t.clock.current = Date.parse('2026-11-24T11:00:00Z');
  const r = await openRestaurant();
  const customer = await verifiedCustomer(t);
  const sold = await place(r, customer.token);
  for (const status of [1, 4, 5]) await changeStatus(r.partner.token, sold.order_id, status);
  t.clock.current = Date.parse('2026-11-25T10:00:00Z');
  const waiting = await place(r, customer.token);
  return { r, sold, waiting };
}

describe(`the journal guarded by the database (${dialectUnderTest})`, () => {
  it('hashes new entries with their order and lines, and refuses to change or remove entries, closings, lines and amounts', async () => {
    const { r, sold } = await restaurantWithAClosedDay();
    const db = t.app.infra.db;
    const entries = await db
      .selectFrom('journal_entries')
      .select(['seq', 'kind', 'hash_version'])
      .where('restaurant_id', '=', r.partner.id)
      .orderBy('seq')
      .execute();
    expect(entries).toEqual([
      { seq: 1, kind: 'placed', hash_version: 3 },
      { seq: 2, kind: 'completed', hash_version: 3 },
      { seq: 3, kind: 'placed', hash_version: 3 },
    ]);
    const refused = /append-only/;
    await expect(
      db.updateTable('journal_entries').set({ total_cents: 1 }).where('restaurant_id', '=', r.partner.id).execute(),
    ).rejects.toThrow(refused);
    await expect(db.deleteFrom('journal_entries').where('restaurant_id', '=', r.partner.id).execute()).rejects.toThrow(
      refused,
    );
    await expect(
      db.updateTable('journal_closings').set({ sales_cents: 1 }).where('restaurant_id', '=', r.partner.id).execute(),
    ).rejects.toThrow(refused);
    await expect(db.deleteFrom('journal_closings').where('restaurant_id', '=', r.partner.id).execute()).rejects.toThrow(
      refused,
    );
    await expect(
      db.updateTable('order_lines').set({ quantity: 1 }).where('order_id', '=', sold.order_id).execute(),
    ).rejects.toThrow(refused);
    await expect(db.deleteFrom('order_lines').where('order_id', '=', sold.order_id).execute()).rejects.toThrow(refused);
    await expect(
      db.updateTable('orders').set({ total_cents: 1 }).where('id', '=', sold.order_id).execute(),
    ).rejects.toThrow(refused);
    await expect(db.updateTable('orders').set({ status: 4 }).where('id', '=', sold.order_id).execute()).rejects.toThrow(
      refused,
    );
    await expect(db.deleteFrom('orders').where('id', '=', sold.order_id).execute()).rejects.toThrow(refused);
    // What the portal itself changes still changes: a closed customer's first name and note.
    await db.updateTable('orders').set({ customer_first_name: '', note: '' }).where('id', '=', sold.order_id).execute();
    expect(await t.app.orders.journal.verify(r.partner.id)).toMatchObject({ entries: 3, closings: 1, problem: null });
  });

  it('with its guards removed, names the entry of a completed order whose line quantity was changed', async () => {
    const { r, sold } = await restaurantWithAClosedDay();
    const db = t.app.infra.db;
    // An attacker holding the database file can remove the triggers; the chain still tells.
    await dropJournalGuards(db, t.database.dialect);
    await db
      .updateTable('order_lines')
      .set({ quantity: 2 })
      .where('order_id', '=', sold.order_id)
      .where('position', '=', 0)
      .execute();
    expect(await t.app.orders.journal.verify(r.partner.id)).toMatchObject({
      firstBroken: 1,
      reason: 'altered',
      problem: 'entry 1 altered (order 1)',
    });
    const run = await runAdminCommand(t, 'verify-journal', r.partner.phone);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/BROKEN .*: entry 1 altered \(order 1\)/);
  });

  it('with its guards removed, names a closing whose total was changed, even with its hash rewritten', async () => {
    const { r } = await restaurantWithAClosedDay();
    const db = t.app.infra.db;
    await dropJournalGuards(db, t.database.dialect);
    const closing = await db
      .selectFrom('journal_closings')
      .selectAll()
      .where('restaurant_id', '=', r.partner.id)
      .executeTakeFirstOrThrow();
    expect(closing).toMatchObject({ seq: 1, kind: 'day', period: '2026-11-24', orders: 1 });
    const forged = { ...closing, sales_cents: closing.sales_cents - 1000 };
    await db
      .updateTable('journal_closings')
      .set({ sales_cents: forged.sales_cents })
      .where('id', '=', closing.id)
      .execute();
    expect(await t.app.orders.journal.verify(r.partner.id)).toMatchObject({
      firstBroken: null,
      brokenClosing: 1,
      problem: 'closing 1 (day 2026-11-24) altered',
    });
    // Rewriting the closing's hash and the head does not help: its entries give another total.
    const hash = closingHash(closing.prev_hash, forged);
    await db.updateTable('journal_closings').set({ hash }).where('id', '=', closing.id).execute();
    await db
      .updateTable('order_counters')
      .set({ last_closing_hash: hash })
      .where('restaurant_id', '=', r.partner.id)
      .execute();
    expect((await t.app.orders.journal.verify(r.partner.id)).problem).toBe(
      `closing 1 (day 2026-11-24) sales_cents is ${forged.sales_cents}, its entries give ${closing.sales_cents}`,
    );
    const run = await runAdminCommand(t, 'verify-journal', r.partner.phone);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/BROKEN .*: closing 1 \(day 2026-11-24\) sales_cents is/);
  });

  it('never dates an entry before the previous one: a clock set back gives the previous entry’s time', async () => {
    const r = await openRestaurant();
    const customer = await verifiedCustomer(t);
    const first = await place(r, customer.token);
    const firstAt = t.clock.current;
    t.clock.current -= 60 * 60_000;
    await post(
      t.app,
      apiPaths.changeOrderStatus,
      { order_id: first.order_id, status: 3, reason: 'Complet' },
      r.partner.token,
    );
    const times = await t.app.infra.db
      .selectFrom('journal_entries')
      .select(['seq', 'kind', 'created_at'])
      .where('restaurant_id', '=', r.partner.id)
      .orderBy('seq')
      .execute();
    expect(times).toEqual([
      { seq: 1, kind: 'placed', created_at: firstAt },
      { seq: 2, kind: 'rejected', created_at: firstAt },
    ]);
    expect((await t.app.orders.journal.verify(r.partner.id)).problem).toBeNull();
  });
});

/**
 * A database written by the previous release (before migration 0012): the demo restaurant's year
 * of orders with its closings, made at 2026-11-25 11:00 in Paris. SQLite: the file, gzipped.
 * PostgreSQL: `pg_dump --inserts` of its schema `journal_v1_fixture` (psql's own commands taken
 * out), gzipped, loaded here under a schema of this run.
 */
const fixtures = path.resolve(import.meta.dirname, '../../fixtures');
const madeAt = Date.parse('2026-11-25T10:00:00Z');

async function openPreviousRelease(dataDir: string) {
  if (dialectUnderTest === 'sqlite') {
    writeFileSync(
      path.join(dataDir, 'portal.sqlite'),
      gunzipSync(readFileSync(path.join(fixtures, 'journal-v1.sqlite.gz'))),
    );
    return connectDatabase({ dataDir });
  }
  const pgUrl = process.env.TEST_DATABASE_URL!;
  const schema = `${inject('schemaPrefix')}v1_${randomBytes(4).toString('hex')}`;
  const dump = gunzipSync(readFileSync(path.join(fixtures, 'journal-v1.pg.sql.gz')))
    .toString('utf8')
    .replaceAll('journal_v1_fixture', schema);
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(dump);
  } finally {
    await client.end();
  }
  return connectDatabase({ dataDir, databaseUrl: pgUrl, pgSchema: schema });
}

describe(`a journal written by the previous release (${dialectUnderTest})`, () => {
  it('upgrades at start, verifies, goes on in the current version, and still names a line changed in an order of before', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-journal-v1-'));
    const handle = await openPreviousRelease(dataDir);
    let now = madeAt;
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        JWT_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO: '0',
        GEOCODER: 'offline',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
      }),
      database: handle,
      clock: () => now,
    });
    try {
      await app.ready();
      const [restaurantId, ...others] = await app.orders.journal.restaurants();
      expect(others).toEqual([]);
      const db = handle.db;
      const versions = await db
        .selectFrom('journal_entries')
        .select((eb) => ['hash_version', eb.fn.countAll<string | number>().as('n')])
        .groupBy('hash_version')
        .execute();
      expect(versions.map((row) => [row.hash_version, Number(row.n)])).toEqual([[1, 5102]]);
      expect(await app.orders.journal.verify(restaurantId!)).toMatchObject({
        entries: 5102,
        closings: 325,
        problem: null,
      });
      // The upgrade installed the guards.
      await expect(db.updateTable('journal_entries').set({ total_cents: 0 }).execute()).rejects.toThrow(/append-only/);

      // The next day: an order placed and completed is journalled in version 2, after closing the
      // last day of the previous release's entries.
      now = madeAt + 24 * 60 * 60_000;
      const items = await db.selectFrom('items').select('id').where('restaurant_id', '=', restaurantId!).execute();
      const menu = await app.menu.items.orderable(
        restaurantId!,
        items.map((item) => item.id),
      );
      const dish = [...menu.values()].find(
        (item) => item.status === 1 && item.addon_groups.every((group) => !group.is_required && group.min_choice === 0),
      )!;
      const priced = priceOrder(
        [{ item_id: dish.id, size_id: dish.sizes[0]?.id ?? null, quantity: 2, addons: [] }],
        menu,
        { serviceType: 1, serviceChargeCents: 0 },
      );
      const customer = await db.selectFrom('customers').selectAll().orderBy('id').executeTakeFirstOrThrow();
      const placed = await app.orders.placing.record(
        restaurantId!,
        customer,
        { service_type: 1, no_of_people: 2, payment_method: 1 },
        priced,
        now,
      );
      for (const status of [1, 4, 5]) await app.orders.handling.settle(restaurantId!, placed.id, status, '', now);
      const added = await db
        .selectFrom('journal_entries')
        .select(['seq', 'kind', 'hash_version'])
        .where('seq', '>', 5102)
        .orderBy('seq')
        .execute();
      expect(added).toEqual([
        { seq: 5103, kind: 'placed', hash_version: 3 },
        { seq: 5104, kind: 'completed', hash_version: 3 },
      ]);
      const closed = await db
        .selectFrom('journal_closings')
        .select(['seq', 'kind', 'period'])
        .where('seq', '>', 325)
        .execute();
      expect(closed).toEqual([{ seq: 326, kind: 'day', period: '2026-11-24' }]);

      let stdout = '';
      const code = await runAdmin(['verify-journal'], {
        database: handle,
        auth: app.auth,
        menu: app.menu,
        journal: app.orders.journal,
        out: (text) => {
          stdout += text;
        },
      });
      expect({ code, stdout }).toEqual({
        code: 0,
        stdout: 'OK      Le Bouchon des Canuts: 5104 entries, chain intact; 326 closings, chain intact, totals match\n',
      });

      // An order of the previous release, whose version-1 entries do not cover its lines, was
      // sealed at the upgrade: a quantity changed behind the guards names its first entry.
      await dropJournalGuards(db, handle.dialect);
      const old = await db
        .selectFrom('orders')
        .select(['id', 'order_number'])
        .where('status', '=', 5)
        .where('order_number', '=', 105)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('order_lines')
        .set((eb) => ({ quantity: eb('quantity', '+', 1) }))
        .where('order_id', '=', old.id)
        .where('position', '=', 0)
        .execute();
      const first = await db
        .selectFrom('journal_entries')
        .select('seq')
        .where('order_id', '=', old.id)
        .orderBy('seq')
        .executeTakeFirstOrThrow();
      expect(await app.orders.journal.verify(restaurantId!)).toMatchObject({
        firstBroken: first.seq,
        problem: `entry ${first.seq} altered (order 105)`,
      });
    } finally {
      await app.close();
      await handle.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
