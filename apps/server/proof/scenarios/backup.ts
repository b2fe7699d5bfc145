import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { connectDatabase, type DatabaseHandle, type DialectName } from '../../src/db/connection.js';
import { withPg } from '../../bench/postgres.js';
import { onStore, type Row } from '../scenario.js';
import {
  admin,
  eventually,
  journalVerifies,
  missingAcknowledged,
  newAcknowledged,
  PG_URL,
  seed,
  startServer,
  startWriters,
} from '../support.js';

/** Backup under writes, restored and compared. */
export async function backup(dialect: DialectName): Promise<Row> {
  return onStore(dialect, { RATE_LIMIT_UPLOADS_PER_MINUTE: '1000000' }, async (store) => {
    const { base } = await startServer(store.env);
    const seeded = await seed(store, base, 500);
    const ack = newAcknowledged();
    const writers = startWriters(() => base, seeded, 6, ack);
    const failures: string[] = [];
    await eventually(() => ack.orders.size >= 30, 30_000);
    // Everything acknowledged before the backup starts must be in it.
    const before = { items: new Map(ack.items), orders: new Set(ack.orders) };
    const restoredDir = path.join(store.dataDir, 'restored');
    mkdirSync(restoredDir);
    const file = path.join(restoredDir, dialect === 'sqlite' ? 'portal.sqlite' : 'portal.dump');
    const result = await admin(store.env, 'backup', file);
    // A little more writing after it, so that the source moves on from the copy.
    const after = ack.orders.size + 20;
    await eventually(() => ack.orders.size >= after, 30_000);
    await writers.stop();
    failures.push(...writers.failures);
    if (result.code !== 0) {
      failures.push(`backup: ${result.stderr.trim()}`);
      return { scenario: 'backup under writes', dialect, figures: '-', failures };
    }

    let restored: DatabaseHandle;
    let restoredEnv: Record<string, string>;
    let dropRestored = async () => {};
    if (dialect === 'sqlite') {
      restored = connectDatabase({ dataDir: restoredDir });
      restoredEnv = { ...store.env, DATA_DIR: restoredDir };
    } else {
      // The dump holds the portal's schema; it is restored into a database of its own.
      const database = `proof_restore_${randomBytes(6).toString('hex')}`;
      await withPg(PG_URL, (client) => client.query(`create database ${database}`));
      const url = new URL(PG_URL);
      url.pathname = `/${database}`;
      const { execFile } = await import('node:child_process');
      await new Promise<void>((resolve, reject) =>
        execFile('pg_restore', ['--no-owner', `--dbname=${url.href}`, file], (error) =>
          error ? reject(error) : resolve(),
        ),
      );
      restored = connectDatabase({ dataDir: restoredDir, databaseUrl: url.href, pgSchema: store.env.DATABASE_SCHEMA! });
      restoredEnv = { ...store.env, DATABASE_URL: url.href };
      dropRestored = () => withPg(PG_URL, (client) => client.query(`drop database ${database} with (force)`)).then();
    }
    try {
      const journal = await journalVerifies(restoredEnv);
      if (!journal.ok) failures.push(`restored verify-journal: ${journal.output.trim()}`);
      const lost = await missingAcknowledged(restored, seeded, { items: before.items, orders: before.orders });
      if (lost.missingItems || lost.missingOrders) {
        failures.push(
          `acknowledged before the backup but not in it: ${lost.missingItems} dishes, ${lost.missingOrders} orders`,
        );
      }
      // The copy is the source as it was at one instant: each table's rows up to the copy's last id.
      const compared: string[] = [];
      for (const table of ['orders', 'items', 'journal_entries', 'order_lines'] as const) {
        const copy = await restored.db
          .selectFrom(table)
          .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.max('id').as('last')])
          .executeTakeFirstOrThrow();
        const source = await store.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('rows'))
          .where('id', '<=', Number(copy.last ?? 0))
          .executeTakeFirstOrThrow();
        if (Number(copy.rows) !== Number(source.rows)) {
          failures.push(`${table}: ${copy.rows} rows in the copy, ${source.rows} in the source up to the same id`);
        }
        compared.push(`${table} ${copy.rows}`);
      }
      // The journal's head in the copy is the very entry of the source at that position.
      const head = await restored.db
        .selectFrom('journal_entries')
        .select(['seq', 'hash'])
        .where('restaurant_id', '=', seeded.restaurantId)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const sourceEntry = await store.handle.db
        .selectFrom('journal_entries')
        .select('hash')
        .where('restaurant_id', '=', seeded.restaurantId)
        .where('seq', '=', head.seq)
        .executeTakeFirst();
      if (sourceEntry?.hash !== head.hash) failures.push(`journal head ${head.seq} differs from the source's`);
      const sourceOrders = await missingAcknowledged(store.handle, seeded, ack);
      return {
        scenario: 'backup under writes',
        dialect,
        figures:
          `${dialect === 'sqlite' ? 'VACUUM INTO' : 'pg_dump -n schema'}; copy: ${compared.join(', ')}, ` +
          `journal head #${head.seq} = source's; source went on to ${sourceOrders.orders} orders; restored journal ok`,
        failures,
      };
    } finally {
      await restored.db.destroy();
      await dropRestored();
    }
  });
}
