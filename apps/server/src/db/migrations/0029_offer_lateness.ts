import type { Kysely } from 'kysely';

/*
 * An offer taken with a booking is lost when the party is seated more than 15 minutes after its
 * time (the terms' rule): `offer_lost` is set by the seating and read wherever the offer is shown,
 * so the percentage is not applied at the table and the guest's history says why.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('bookings')
    .addColumn('offer_lost', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('bookings').dropColumn('offer_lost').execute();
}
