import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * The room as the host sees it: each table's area and place on the plan (a 0–1000 grid, its
 * shape and rotation), a table taken out of service for the day, and the tables the restaurant
 * puts together for a larger party. A combination lists its tables in a table of its own, so a
 * table deleted takes its combinations with it and no list of ids in a text column goes stale.
 */
export async function up(db: Kysely<unknown>, { idColumnType, timeType }: MigrationContext) {
  await db.schema
    .alterTable('reservation_tables')
    .addColumn('area', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  for (const [column, fallback] of [
    ['plan_x', 0],
    ['plan_y', 0],
    ['rotation', 0],
    ['blocked', 0],
  ] as const)
    await db.schema
      .alterTable('reservation_tables')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(fallback))
      .execute();
  await db.schema
    .alterTable('reservation_tables')
    .addColumn('shape', 'text', (col) => col.notNull().defaultTo('square'))
    .execute();

  await db.schema
    .createTable('table_combinations')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull())
    .addColumn('min_covers', 'integer', (col) => col.notNull())
    .addColumn('max_covers', 'integer', (col) => col.notNull())
    .addColumn('online', 'integer', (col) => col.notNull())
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('table_combinations_restaurant_idx')
    .on('table_combinations')
    .column('restaurant_id')
    .execute();
  await db.schema
    .createTable('table_combination_members')
    .addColumn('combination_id', 'integer', (col) =>
      col.notNull().references('table_combinations.id').onDelete('cascade'),
    )
    .addColumn('table_id', 'integer', (col) => col.notNull().references('reservation_tables.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('table_combination_members_pk', ['combination_id', 'table_id'])
    .execute();
  await db.schema
    .createIndex('table_combination_members_table_idx')
    .on('table_combination_members')
    .column('table_id')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('table_combination_members').execute();
  await db.schema.dropTable('table_combinations').execute();
  for (const column of ['area', 'plan_x', 'plan_y', 'rotation', 'blocked', 'shape'])
    await db.schema.alterTable('reservation_tables').dropColumn(column).execute();
}
