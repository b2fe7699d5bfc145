import type { Kysely } from 'kysely';

/* The words of each order line (dish, size, options), accents folded, for the report's search. */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('order_lines')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('order_lines').dropColumn('search_text').execute();
}
