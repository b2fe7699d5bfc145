import type { Kysely } from 'kysely';

/* The report reads a restaurant's completed orders by the time they were completed. */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createIndex('orders_restaurant_sales_idx')
    .on('orders')
    .columns(['restaurant_id', 'status', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('orders_restaurant_sales_idx').execute();
}
