import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/* The tables of the payments module (DESIGN.md §12): a booking's card guarantee, charges, refunds and the provider's events applied once. */
export async function up(db: Kysely<unknown>, { timeType }: MigrationContext) {
  // Each provider event once: its id is the key, inserted with the change the event makes.
  await db.schema
    .createTable('payment_provider_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('object_id', 'text', (col) => col.notNull())
    .addColumn('provider_created_at', timeType, (col) => col.notNull())
    .addColumn('applied_at', timeType, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('payment_provider_events').execute();
}
