import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DialectName } from './connection.js';
import type { Database } from '../schema.js';
import * as m0001 from './migrations/0001_partners_and_codes.js';
import * as m0002 from './migrations/0002_menu.js';
import * as m0003 from './migrations/0003_message_channel.js';
import * as m0004 from './migrations/0004_menu_completion.js';
import * as m0005 from './migrations/0005_customers.js';
import * as m0006 from './migrations/0006_orders.js';
import * as m0007 from './migrations/0007_report_search.js';
import * as m0008 from './migrations/0008_sales_index.js';
import * as m0009 from './migrations/0009_restaurant_profile.js';
import * as m0010 from './migrations/0010_sales_aggregates.js';
import * as m0011 from './migrations/0011_proven_channels.js';
import * as m0012 from './migrations/0012_journal_v2.js';
import * as m0013 from './migrations/0013_team.js';
import * as m0014 from './migrations/0014_jobs.js';
import * as m0015 from './migrations/0015_reservations.js';
import * as m0016 from './migrations/0016_reservation_versions.js';
import * as m0017 from './migrations/0017_reviews.js';
import * as m0018 from './migrations/0018_payments.js';
import * as m0019 from './migrations/0019_guests.js';
import * as m0020 from './migrations/0020_offers.js';
import * as m0021 from './migrations/0021_finished_jobs.js';
import * as m0022 from './migrations/0022_retention_indexes.js';
import * as m0023 from './migrations/0023_pause_author.js';
import * as m0024 from './migrations/0024_sms_budget_and_guest_codes.js';
import * as m0025 from './migrations/0025_cancellation_time_and_consent.js';
import * as m0026 from './migrations/0026_promotions.js';
import * as m0027 from './migrations/0027_personal_data.js';
import * as m0028 from './migrations/0028_privacy_retention.js';
import * as m0029 from './migrations/0029_offer_lateness.js';
import * as m0030 from './migrations/0030_loyalty.js';
import * as m0031 from './migrations/0031_floor_plan.js';
import * as m0032 from './migrations/0032_waitlist.js';

/** What a migration needs to know to write one schema for both dialects. */
export interface MigrationContext {
  dialect: DialectName;
  /** Auto-incrementing integer key. */
  idColumnType: 'integer' | 'serial';
  /** Epoch milliseconds. */
  timeType: 'bigint';
}

interface VersionedMigration {
  up(db: Kysely<unknown>, context: MigrationContext): Promise<void>;
  down(db: Kysely<unknown>, context: MigrationContext): Promise<void>;
}

/** In order; a name is never reused or edited once released. */
const migrations: Record<string, VersionedMigration> = {
  '0001_partners_and_codes': m0001,
  '0002_menu': m0002,
  '0003_message_channel': m0003,
  '0004_menu_completion': m0004,
  '0005_customers': m0005,
  '0006_orders': m0006,
  '0007_report_search': m0007,
  '0008_sales_index': m0008,
  '0009_restaurant_profile': m0009,
  '0010_sales_aggregates': m0010,
  '0011_proven_channels': m0011,
  '0012_journal_v2': m0012,
  '0013_team': m0013,
  '0014_jobs': m0014,
  '0015_reservations': m0015,
  '0016_reservation_versions': m0016,
  '0017_reviews': m0017,
  '0018_payments': m0018,
  '0019_guests': m0019,
  '0020_offers': m0020,
  '0021_finished_jobs': m0021,
  '0022_retention_indexes': m0022,
  '0023_pause_author': m0023,
  '0024_sms_budget_and_guest_codes': m0024,
  '0025_cancellation_time_and_consent': m0025,
  '0026_promotions': m0026,
  '0027_personal_data': m0027,
  '0028_privacy_retention': m0028,
  '0029_offer_lateness': m0029,
  '0030_loyalty': m0030,
  '0031_floor_plan': m0031,
  '0032_waitlist': m0032,
};

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly context: MigrationContext) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(migrations).map(([name, migration]) => [
        name,
        {
          up: (db: Kysely<unknown>) => migration.up(db, this.context),
          down: (db: Kysely<unknown>) => migration.down(db, this.context),
        },
      ]),
    );
  }
}

export class MigrationFailedError extends Error {}

/** Brings the schema up to date; throws (and start-up stops) when any step fails. */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName, schema?: string): Promise<string[]> {
  return migrate(db, dialect, schema, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema up to one migration (upgrade tests: data written by an older release). */
export async function migrateUpTo(db: Kysely<Database>, dialect: DialectName, name: string): Promise<string[]> {
  return migrate(db, dialect, undefined, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Kysely<Database>,
  dialect: DialectName,
  schema: string | undefined,
  run: (migrator: Migrator) => ReturnType<Migrator['migrateToLatest']>,
): Promise<string[]> {
  const context: MigrationContext = {
    dialect,
    idColumnType: dialect === 'postgres' ? 'serial' : 'integer',
    timeType: 'bigint',
  };
  // The bookkeeping tables must live in the schema being migrated, not in the first one found.
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(context),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await run(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new MigrationFailedError(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace(/\s+/g, ' '));
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations this release has that the database has not run (readiness: none may be left). */
export async function pendingMigrations(
  db: Kysely<Database>,
  dialect: DialectName,
  schema?: string,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider({
      dialect,
      idColumnType: dialect === 'postgres' ? 'serial' : 'integer',
      timeType: 'bigint',
    }),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}
