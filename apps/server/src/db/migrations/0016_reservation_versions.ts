import type { Kysely } from 'kysely';

/*
 * A restaurant's reservation setup (its settings, services and tables) has a version, bumped in
 * the transaction of any write to them: a server process keeps the setup in memory and reads only
 * this row (its primary key) to know whether it changed, here or in another process. No row: the
 * setup was never written (version 0).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('reservation_versions')
    .addColumn('restaurant_id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('reservation_versions').execute();
}
