import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrator.js';

/** The database file in a SQLite data directory, as src/db/connection.ts names it. */
export const SQLITE_FILE = 'portal.sqlite';

/** The schema of every test database on PostgreSQL (each app has a database of its own). */
export const TEST_SCHEMA = 'portal';

/**
 * Every test app starts on a database migrated once for the run. SQLite: a copy of the file
 * (15-20 ms where migrating takes 80-110). PostgreSQL: a database of its own, cloned from a
 * template (60 ms where migrating a fresh schema took over a second), that holds only its app's
 * schema, so no migration lists (or trips over) the schemas of other apps or other runs.
 * Databases and schemas (tests that load a fixture make a schema in the test database) are named
 * with this run's prefix and dropped when the whole run ends, or by the next run if it stopped.
 */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const prefix = `test_${randomBytes(4).toString('hex')}_`;
  const template = `${prefix}template`;
  project.provide('schemaPrefix', prefix);
  project.provide('pgTemplate', template);
  if (!pgUrl) {
    // SQLite: every test app starts from a copy of a database file migrated once for the run.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-template-'));
    const handle = connectDatabase({ dataDir });
    try {
      await migrateToLatest(handle.db, handle.dialect);
    } finally {
      // Closing the last connection writes the whole database into its file.
      await handle.db.destroy();
    }
    project.provide('sqliteTemplate', path.join(dataDir, SQLITE_FILE));
    return () => rmSync(dataDir, { recursive: true, force: true });
  }

  // Held until the run ends (or its process dies): a run whose lock is free left its
  // databases behind (stopped before its end), and the next run drops them.
  const runLock = new pg.Client({ connectionString: pgUrl });
  await runLock.connect();
  await runLock.query('SELECT pg_advisory_lock(hashtext($1))', [prefix]);
  await dropLeftovers(pgUrl);
  await runLock.query(`CREATE DATABASE ${template}`);
  const templateUrl = databaseUrl(pgUrl, template);
  const client = new pg.Client({ connectionString: templateUrl });
  await client.connect();
  await client.query(`CREATE SCHEMA ${TEST_SCHEMA}`);
  await client.end();
  const handle = connectDatabase({ dataDir: '', databaseUrl: templateUrl, pgSchema: TEST_SCHEMA });
  try {
    await migrateToLatest(handle.db, handle.dialect, TEST_SCHEMA);
  } finally {
    // A database is cloned only while no one else is connected to it.
    await handle.db.destroy();
  }

  return async () => {
    // Each dropped database waits for a checkpoint: several at once share them. A test worker
    // may still be dropping one of them as it ends: IF EXISTS, and every drop is tried.
    const cleanup = new pg.Pool({ connectionString: pgUrl, max: 8 });
    try {
      const databases = await cleanup.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2',
        [prefix, template],
      );
      const drops = await Promise.allSettled([
        ...databases.rows.map(({ datname }) => cleanup.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)),
        cleanup.query(`DROP DATABASE IF EXISTS ${template}`),
      ]);
      const schemas = await cleanup.query<{ nspname: string }>(
        'SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)',
        [prefix],
      );
      for (const { nspname } of schemas.rows) await cleanup.query(`DROP SCHEMA ${nspname} CASCADE`);
      const failed = drops.find((drop) => drop.status === 'rejected');
      if (failed) throw failed.reason;
    } finally {
      await cleanup.end();
      await runLock.end();
    }
  };
}

/** Drops the databases and schemas of earlier runs that ended before dropping them. */
async function dropLeftovers(pgUrl: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: pgUrl, max: 8 });
  try {
    const runs = await pool.query<{ prefix: string }>(
      `SELECT DISTINCT substring(datname FROM '^test_[0-9a-f]{8}_') AS prefix FROM pg_database
       WHERE datname ~ '^test_[0-9a-f]{8}_'`,
    );
    for (const { prefix } of runs.rows) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ ended: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ended', [
          prefix,
        ]);
        if (!rows[0]?.ended) continue;
        // A run started before runs held a lock: still running while anyone is connected.
        const connected = await client.query(
          'SELECT 1 FROM pg_stat_activity WHERE starts_with(datname, $1) AND pid <> pg_backend_pid()',
          [prefix],
        );
        if (connected.rowCount) {
          await client.query('SELECT pg_advisory_unlock(hashtext($1))', [prefix]);
          continue;
        }
        const databases = await client.query<{ datname: string }>(
          'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
          [prefix],
        );
        await Promise.allSettled(
          databases.rows.map(({ datname }) => pool.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)),
        );
        const schemas = await client.query<{ nspname: string }>(
          'SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)',
          [prefix],
        );
        for (const { nspname } of schemas.rows) await client.query(`DROP SCHEMA IF EXISTS ${nspname} CASCADE`);
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [prefix]);
      } finally {
        client.release();
      }
    }
  } finally {
    await pool.end();
  }
}

/** The same server's URL, naming another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
}

declare module 'vitest' {
  export interface ProvidedContext {
    schemaPrefix: string;
    /** PostgreSQL: the migrated database every test app's database is cloned from. */
    pgTemplate: string;
    /** SQLite: the migrated database file every test app's file is copied from. */
    sqliteTemplate: string;
  }
}
