import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerApiPaths } from '@portal/contract';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connection.js';
import { JournalRepository } from '../../src/modules/orders/index.js';
import { buildTestApp, dialectUnderTest, post, runAdminCommand, type TestApp } from '../helper.js';
import { verifiedCustomer } from '../modules/customers/customer-helper.js';
import { orderBody, openRestaurant, type Restaurant } from '../modules/orders/orders-helper.js';

let t: TestApp;
let r: Restaurant;
// Four customers in turn: one customer may leave at most three orders waiting at a restaurant.
const customerTokens: string[] = [];
let placed = 0;
beforeAll(async () => {
  t = await buildTestApp();
  r = await openRestaurant(t);
  for (let i = 0; i < 4; i += 1) customerTokens.push((await verifiedCustomer(t, { first_name: 'Léa' })).token);
});
afterAll(async () => t.close());

const placeOrder = async () => {
  const customerToken = customerTokens[placed++ % customerTokens.length]!;
  const reply = (await post(t.app, customerApiPaths.placeOrder, orderBody(r), customerToken)).json();
  expect(reply.status).toBe(200);
  return reply.data.order_id as number;
};

/** Opens the backup as a database of its own: SQLite opens the file, PostgreSQL restores the dump into a new database. */
async function openBackup(file: string): Promise<{ copy: DatabaseHandle; drop: () => Promise<void> }> {
  if (dialectUnderTest === 'sqlite') {
    return { copy: connectDatabase({ dataDir: path.dirname(file) }), drop: async () => {} };
  }
  const url = new URL(t.databaseEnv.DATABASE_URL!);
  const database = `restore_${randomBytes(6).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: url.href });
  await adminClient.connect();
  await adminClient.query(`create database ${database}`);
  const restoredUrl = new URL(url);
  restoredUrl.pathname = `/${database}`;
  await promisify(execFile)('pg_restore', ['--no-owner', `--dbname=${restoredUrl.href}`, file]);
  // Only the portal's own schema is in the dump.
  const restoredClient = new pg.Client({ connectionString: restoredUrl.href });
  await restoredClient.connect();
  const schemas = await restoredClient.query<{ nspname: string }>(
    `select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname not in ('information_schema', 'public')`,
  );
  await restoredClient.end();
  expect(schemas.rows.map((row) => row.nspname)).toEqual([t.databaseEnv.DATABASE_SCHEMA]);
  const copy = connectDatabase({
    dataDir: t.dataDir,
    databaseUrl: restoredUrl.href,
    pgSchema: t.databaseEnv.DATABASE_SCHEMA!,
  });
  return {
    copy,
    drop: async () => {
      await adminClient.query(`drop database ${database}`);
      await adminClient.end();
    },
  };
}

describe('admin backup', { timeout: 60_000 }, () => {
  it('copies the running database while orders are placed: the copy holds every order acknowledged before it, in a whole journal', async () => {
    // Another application's schema in the same PostgreSQL database stays out of the portal's backup.
    const unrelated = `unrelated_${randomBytes(6).toString('hex')}`;
    if (dialectUnderTest === 'postgres') {
      await sql`create schema ${sql.id(unrelated)}`.execute(t.app.infra.db);
      await sql`create table ${sql.id(unrelated, 'notes')} (id int)`.execute(t.app.infra.db);
    }
    const before = await Promise.all(Array.from({ length: 5 }, placeOrder));
    const folder = path.join(t.dataDir, `backup-${randomBytes(4).toString('hex')}`);
    mkdirSync(folder);
    // Named as the server names its database file, so that the copy opens as a data directory.
    const file = path.join(folder, dialectUnderTest === 'sqlite' ? 'portal.sqlite' : 'portal.dump');
    // Orders keep coming while the backup runs.
    const [result, during] = await Promise.all([
      runAdminCommand(t, 'backup', file),
      Promise.all(Array.from({ length: 5 }, placeOrder)),
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const after = await placeOrder();

    const { copy, drop } = await openBackup(file);
    try {
      const copied = (await copy.db.selectFrom('orders').select('id').execute()).map((row) => row.id);
      expect(copied).toEqual(expect.arrayContaining(before));
      expect(copied).not.toContain(after);
      // A snapshot of one instant: the copy holds exactly the source's orders up to its last one.
      const last = Math.max(...copied);
      const source = await t.app.infra.db.selectFrom('orders').select('id').where('id', '<=', last).execute();
      expect(copied.sort((a, b) => a - b)).toEqual(source.map((row) => row.id).sort((a, b) => a - b));
      expect(during.filter((id) => id <= last)).toEqual(during.filter((id) => copied.includes(id)));

      // Its journal verifies, and its head is the source's entry at the same position.
      const verified = await new JournalRepository(copy.db).verify(r.partner.id);
      expect(verified.firstBroken).toBeNull();
      expect(verified.entries).toBe(copied.length);
      const head = await copy.db
        .selectFrom('journal_entries')
        .select(['seq', 'hash'])
        .where('restaurant_id', '=', r.partner.id)
        .orderBy('seq', 'desc')
        .executeTakeFirstOrThrow();
      const sameInSource = await t.app.infra.db
        .selectFrom('journal_entries')
        .select(['seq', 'hash'])
        .where('restaurant_id', '=', r.partner.id)
        .where('seq', '=', head.seq)
        .executeTakeFirstOrThrow();
      expect(head).toEqual(sameInSource);
    } finally {
      await copy.db.destroy();
      await drop();
      if (dialectUnderTest === 'postgres') await sql`drop schema ${sql.id(unrelated)} cascade`.execute(t.app.infra.db);
    }
  });
});
