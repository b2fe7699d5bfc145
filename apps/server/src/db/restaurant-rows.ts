import { sql } from 'kysely';

/**
 * The condition that names a restaurant's row of a table (its own `id`, its restaurant's
 * `restaurant_id`): an id of another restaurant's row is answered like a missing one. For a query
 * of that one table (the column names are not qualified).
 */
export function isRestaurantRow(restaurantId: number, id: number) {
  return sql<boolean>`${sql.ref('id')} = ${id} and ${sql.ref('restaurant_id')} = ${restaurantId}`;
}
