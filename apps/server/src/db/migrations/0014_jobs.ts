import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * Durable jobs: work to do at a time (a booking's reminders, later the release of
 * a card, review invitations, closings) kept in the database, so it survives a restart and runs
 * once across server processes. A job is claimed with a lease (`lease_until`, `locked_by`); a
 * process that dies leaves its lease to expire and another takes the job again. `dedupe_key` is
 * unique: scheduling the same job twice stores it once. Jobs that gave up stay, with their error.
 */
export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .createTable('jobs')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('dedupe_key', 'text', (col) => col.notNull().unique())
    .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('run_at', timeType, (col) => col.notNull())
    // scheduled, running, done, failed (gave up), cancelled.
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('scheduled'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    .addColumn('lease_until', timeType)
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .addColumn('done_at', timeType)
    .execute();
  // The claim's probes, partial so that they hold only what may be claimed: the waiting jobs by
  // time (not the many done ones, nor those weeks ahead, whatever the statistics say), and the
  // running ones by lease. The given-up ones are counted for the operators.
  await db.schema
    .createIndex('jobs_due_idx')
    .on('jobs')
    .column('run_at')
    .where(sql.ref('state'), '=', 'scheduled')
    .execute();
  await db.schema
    .createIndex('jobs_lease_idx')
    .on('jobs')
    .column('lease_until')
    .where(sql.ref('state'), '=', 'running')
    .execute();
  await db.schema
    .createIndex('jobs_failed_idx')
    .on('jobs')
    .column('id')
    .where(sql.ref('state'), '=', 'failed')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('jobs_failed_idx').execute();
  await db.schema.dropIndex('jobs_lease_idx').execute();
  await db.schema.dropIndex('jobs_due_idx').execute();
  await db.schema.dropTable('jobs').execute();
}
