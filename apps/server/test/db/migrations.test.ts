import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { connectDatabase } from '../../src/db/connection.js';
import { migrateToLatest, migrateUpTo } from '../../src/db/migrator.js';
import { loadConfig, ConfigError } from '../../src/config.js';

/** Every migration of this release, in the order they run. */
const MIGRATIONS = [
  '0001_partners_and_codes',
  '0002_menu',
  '0003_message_channel',
  '0004_menu_completion',
  '0005_customers',
  '0006_orders',
  '0007_report_search',
  '0008_sales_index',
  '0009_restaurant_profile',
  '0010_sales_aggregates',
  '0011_proven_channels',
  '0012_journal_v2',
  '0013_team',
  '0014_jobs',
  '0015_reservations',
  '0016_reservation_versions',
  '0017_reviews',
  '0018_payments',
  '0019_guests',
  '0020_offers',
  '0021_finished_jobs',
  '0022_retention_indexes',
  '0023_pause_author',
  '0024_sms_budget_and_guest_codes',
  '0025_cancellation_time_and_consent',
  '0026_promotions',
  '0027_personal_data',
  '0028_privacy_retention',
  '0029_offer_lateness',
  '0030_loyalty',
  '0031_floor_plan',
  '0032_waitlist',
];

/** Runs `run` in a new empty data directory, removed afterwards. */
async function inNewDataDir(prefix: string, run: (dir: string) => unknown): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    await run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('migrations', () => {
  it('apply once and are idempotent on restart', async () => {
    await inNewDataDir('portal-migrate-', async (dir) => {
      const handle = connectDatabase({ dataDir: dir });
      expect(await migrateToLatest(handle.db, handle.dialect)).toEqual(MIGRATIONS);
      expect(await migrateToLatest(handle.db, handle.dialect)).toEqual([]);
      await handle.db.destroy();
    });
  });

  it('keeps the partners signed in across the move of sessions to account_sessions (0005), their channels unproven (0011)', async () => {
    await inNewDataDir('portal-upgrade-', async (dir) => {
      const handle = connectDatabase({ dataDir: dir });
      await migrateUpTo(handle.db, handle.dialect, '0004_menu_completion');
      await sql`insert into partners (name, address, latitude, longitude, email, phone, country_code, password_hash, created_at, updated_at)
        values ('Bouchon', '1 rue Mercière', 45.76, 4.83, 'b@example.fr', '+33612345678', '33', 'x', 1, 1)`.execute(
        handle.db,
      );
      await sql`insert into sessions (id, partner_id, scope, created_at, expires_at, revoked_at)
        values ('live-session', 1, 'partner', 1, 9999999999999, null)`.execute(handle.db);
      expect(await migrateToLatest(handle.db, handle.dialect)).toEqual(
        MIGRATIONS.slice(MIGRATIONS.indexOf('0005_customers')),
      );
      const sessions = await handle.db.selectFrom('account_sessions').selectAll().execute();
      expect(sessions).toMatchObject([
        { id: 'live-session', account_kind: 'partner', account_id: 1, scope: 'partner' },
      ]);
      // One code sent to both channels proved neither (0011): the partner starts with both unproven.
      const partner = await sql<{ phone_verified: number; email_verified: number }>`
        select phone_verified, email_verified from partners where id = 1`.execute(handle.db);
      expect(partner.rows).toEqual([{ phone_verified: 0, email_verified: 0 }]);
      await handle.db.destroy();
    });
  });

  it('a failed migration stops start-up with a non-zero exit', async () => {
    await inNewDataDir('portal-broken-', async (dir) => {
      // A table in the way of the first migration makes it fail.
      const handle = connectDatabase({ dataDir: dir });
      await sql`create table partners (id integer)`.execute(handle.db);
      await handle.db.destroy();
      const serverDir = path.resolve(import.meta.dirname, '../..');
      const result = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('Migration 0001_partners_and_codes failed');
    });
  });
});

describe('configuration', () => {
  it('names the bad variable and refuses to start', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: tmpdir() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: tmpdir() })).toThrow(/PORT/);
    expect(() => loadConfig({ SMS_SENDER: 'a sender with spaces', DATA_DIR: tmpdir() })).toThrow(/SMS_SENDER/);
  });

  it('keeps a generated token secret across restarts', async () => {
    await inNewDataDir('portal-config-', async (dir) => {
      const first = loadConfig({ DATA_DIR: dir });
      const second = loadConfig({ DATA_DIR: dir });
      expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
      expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
      expect(first.MESSAGE_TRANSPORT).toBe('console');
    });
  });
});
