import { OrderStatus } from '@portal/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../schema.js';
import { isRestaurantRow } from '../../db/restaurant-rows.js';
import { readModelView } from '../../db/read-model.js';
import { readModel } from './read-model.js';
import type { PromoCode, PromoCodesTable, PromoRedemptionsTable } from './tables.js';

/** Orders that gave their code back, and do not make a customer's order a second one. */
const UNDONE = [OrderStatus.rejected, OrderStatus.cancelledByCustomer, OrderStatus.expired];

export interface PromoUsage {
  uses: number;
  savings_cents: number;
}

/** The promo codes' SQL: the only place that reads or writes `promo_codes` and `promo_redemptions`. */
export class PromotionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(restaurantId: number): Promise<PromoCode[]> {
    return this.db
      .selectFrom('promo_codes')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .orderBy('valid_to', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async find(restaurantId: number, id: number, db: Kysely<Database> = this.db): Promise<PromoCode | undefined> {
    return db.selectFrom('promo_codes').selectAll().where(isRestaurantRow(restaurantId, id)).executeTakeFirst();
  }

  /** The code of the restaurant, as stored (in capitals). */
  async findByCode(restaurantId: number, code: string, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('promo_codes')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  async count(restaurantId: number, db: Kysely<Database> = this.db): Promise<number> {
    const row = await db
      .selectFrom('promo_codes')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(row: Insertable<PromoCodesTable>, trx: Kysely<Database>): Promise<PromoCode> {
    return trx.insertInto('promo_codes').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async update(
    restaurantId: number,
    id: number,
    changes: Updateable<PromoCodesTable>,
    db: Kysely<Database> = this.db,
  ): Promise<PromoCode | undefined> {
    return db
      .updateTable('promo_codes')
      .set(changes)
      .where(isRestaurantRow(restaurantId, id))
      .returningAll()
      .executeTakeFirst();
  }

  async delete(restaurantId: number, id: number, trx: Kysely<Database>): Promise<boolean> {
    const result = await trx.deleteFrom('promo_codes').where(isRestaurantRow(restaurantId, id)).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Per code of the restaurant: the orders holding it and what they saved. */
  async usage(restaurantId: number): Promise<Map<number, PromoUsage>> {
    const rows = await this.db
      .selectFrom('promo_redemptions')
      .select((eb) => [
        'promo_id',
        eb.fn.countAll<string | number>().as('uses'),
        eb.fn.sum<string | number>('savings_cents').as('savings_cents'),
      ])
      .where('restaurant_id', '=', restaurantId)
      .groupBy('promo_id')
      .execute();
    return new Map(
      rows.map((row) => [Number(row.promo_id), { uses: Number(row.uses), savings_cents: Number(row.savings_cents) }]),
    );
  }

  /** One code's uses and savings, and the uses by one customer. */
  async usageOf(promoId: number, customerId: number, db: Kysely<Database> = this.db) {
    const rows = await db
      .selectFrom('promo_redemptions')
      .select((eb) => [
        'customer_id',
        eb.fn.countAll<string | number>().as('uses'),
        eb.fn.sum<string | number>('savings_cents').as('savings_cents'),
      ])
      .where('promo_id', '=', promoId)
      .groupBy('customer_id')
      .execute();
    let uses = 0;
    let savings = 0;
    let byCustomer = 0;
    for (const row of rows) {
      uses += Number(row.uses);
      savings += Number(row.savings_cents);
      if (Number(row.customer_id) === customerId) byCustomer = Number(row.uses);
    }
    return { uses, savings_cents: savings, by_customer: byCustomer };
  }

  async hasRedemptions(promoId: number, trx: Kysely<Database>): Promise<boolean> {
    const row = await trx
      .selectFrom('promo_redemptions')
      .select('id')
      .where('promo_id', '=', promoId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertRedemption(row: Insertable<PromoRedemptionsTable>, trx: Kysely<Database>): Promise<void> {
    await trx.insertInto('promo_redemptions').values(row).execute();
  }

  /** Gives an order's use back. */
  async deleteRedemption(orderId: number, trx: Kysely<Database>): Promise<void> {
    await trx.deleteFrom('promo_redemptions').where('order_id', '=', orderId).execute();
  }

  /** Whether the customer has an order at the restaurant that was not refused, cancelled or expired. */
  async hasOrdered(restaurantId: number, customerId: number, db: Kysely<Database> = this.db): Promise<boolean> {
    const row = await readModelView(db, readModel)
      .selectFrom('orders')
      .select('customer_id')
      .where('customer_id', '=', customerId)
      .where('restaurant_id', '=', restaurantId)
      .where('status', 'not in', UNDONE)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
