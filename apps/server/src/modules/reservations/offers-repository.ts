import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../schema.js';
import type { Offer, OffersTable } from './tables.js';
import { isRestaurantRow } from '../../db/restaurant-rows.js';

/** The statuses of a booking that took its offer (cancelled, refused and missed ones did not). */
const TAKEN_STATUSES = ['awaiting_guarantee', 'pending', 'confirmed', 'seated', 'honoured'] as const;

/** The offers' SQL: the only place that reads or writes the `offers` table. */
export class OffersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(restaurantId: number, db: Kysely<Database> = this.db): Promise<Offer[]> {
    return db
      .selectFrom('offers')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .orderBy('valid_from')
      .orderBy('id')
      .execute();
  }

  /** The active offers valid on a Paris date: what availability and a booking weigh. */
  async activeOn(restaurantId: number, date: string, db: Kysely<Database> = this.db): Promise<Offer[]> {
    return db
      .selectFrom('offers')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('status', '=', 'active')
      .where('valid_from', '<=', date)
      .where('valid_to', '>=', date)
      .execute();
  }

  async find(restaurantId: number, id: number, db: Kysely<Database> = this.db): Promise<Offer | undefined> {
    return db.selectFrom('offers').selectAll().where(isRestaurantRow(restaurantId, id)).executeTakeFirst();
  }

  async count(restaurantId: number, db: Kysely<Database> = this.db): Promise<number> {
    const row = await db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(row: Insertable<OffersTable>, trx: Kysely<Database>): Promise<Offer> {
    return trx.insertInto('offers').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async update(
    restaurantId: number,
    id: number,
    changes: Updateable<OffersTable>,
    db: Kysely<Database> = this.db,
  ): Promise<Offer | undefined> {
    return db
      .updateTable('offers')
      .set(changes)
      .where(isRestaurantRow(restaurantId, id))
      .returningAll()
      .executeTakeFirst();
  }

  /** Deletes the offer; the bookings that took it keep its id, percent and what it applied to. */
  async delete(restaurantId: number, id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('offers').where(isRestaurantRow(restaurantId, id)).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Per offer: the bookings and covers that took it, and the covers of those honoured. */
  async uptake(
    restaurantId: number,
  ): Promise<Map<number, { bookings: number; covers: number; honoured_covers: number }>> {
    const rows = await this.db
      .selectFrom('bookings')
      .select((eb) => [
        'offer_id',
        'status',
        eb.fn.countAll<string | number>().as('bookings'),
        eb.fn.sum<string | number>('covers').as('covers'),
      ])
      .where('restaurant_id', '=', restaurantId)
      .where('offer_id', 'is not', null)
      .where('status', 'in', TAKEN_STATUSES)
      // A party seated too late did not get the offer: it is neither taken nor a cost.
      .where('offer_lost', '=', 0)
      .groupBy(['offer_id', 'status'])
      .execute();
    const byOffer = new Map<number, { bookings: number; covers: number; honoured_covers: number }>();
    for (const row of rows) {
      const id = Number(row.offer_id);
      const figures = byOffer.get(id) ?? { bookings: 0, covers: 0, honoured_covers: 0 };
      figures.bookings += Number(row.bookings);
      figures.covers += Number(row.covers);
      if (row.status === 'honoured') figures.honoured_covers += Number(row.covers);
      byOffer.set(id, figures);
    }
    return byOffer;
  }
}
