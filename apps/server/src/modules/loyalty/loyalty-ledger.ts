import type { LoyaltyReason } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';

/** One movement of a guest's points at a restaurant. */
export interface Movement {
  restaurantId: number;
  customerId: number;
  delta: number;
  reason: LoyaltyReason;
  /** "booking:12", "order:40", "voucher:7": a source credits once. */
  source: string | null;
  note?: string;
  memberId?: number | null;
  at: number;
}

/**
 * The balances and the ledger that explains them, always written together in the caller's
 * transaction. A balance moves by one conditional statement (never below 0, whatever runs beside
 * it: of twenty redemptions on a balance that covers three, three pass); the ledger row carries
 * the balance it left.
 */
export class LoyaltyLedger {
  /** Adds `delta` (> 0), creating the membership; undefined when `source` already credited. */
  async credit(movement: Movement, trx: Kysely<Database>): Promise<number | undefined> {
    if (movement.source !== null) {
      const seen = await trx
        .selectFrom('loyalty_ledger')
        .select('id')
        .where('restaurant_id', '=', movement.restaurantId)
        .where('source', '=', movement.source)
        .executeTakeFirst();
      if (seen) return undefined;
    }
    const row = await trx
      .insertInto('loyalty_members')
      .values({
        restaurant_id: movement.restaurantId,
        customer_id: movement.customerId,
        balance: movement.delta,
        last_activity_at: movement.at,
      })
      .onConflict((oc) =>
        oc.columns(['restaurant_id', 'customer_id']).doUpdateSet((eb) => ({
          balance: eb('loyalty_members.balance', '+', eb.ref('excluded.balance')),
          last_activity_at: eb.ref('excluded.last_activity_at'),
        })),
      )
      .returning('balance')
      .executeTakeFirstOrThrow();
    await this.write(movement, row.balance, trx);
    return row.balance;
  }

  /** Takes `-delta` (delta < 0) if the balance covers it; undefined when it does not. */
  async debit(movement: Movement, trx: Kysely<Database>): Promise<number | undefined> {
    const row = await trx
      .updateTable('loyalty_members')
      .set((eb) => ({ balance: eb('balance', '+', movement.delta), last_activity_at: movement.at }))
      .where('restaurant_id', '=', movement.restaurantId)
      .where('customer_id', '=', movement.customerId)
      .where('balance', '>=', -movement.delta)
      .returning('balance')
      .executeTakeFirst();
    if (!row) return undefined;
    await this.write(movement, row.balance, trx);
    return row.balance;
  }

  /**
   * Brings a balance to 0 (expiry, closure), writing what it took. The balance is read, then set
   * only if unchanged: a credit landing between the two makes it read again.
   */
  async clear(movement: Omit<Movement, 'delta'>, trx: Kysely<Database>, keepsActivity = true): Promise<number> {
    for (;;) {
      const balance = await this.balanceOf(movement.restaurantId, movement.customerId, trx);
      if (balance === undefined) return 0;
      const cleared = await trx
        .updateTable('loyalty_members')
        .set(keepsActivity ? { balance: 0 } : { balance: 0, last_activity_at: movement.at })
        .where('restaurant_id', '=', movement.restaurantId)
        .where('customer_id', '=', movement.customerId)
        .where('balance', '=', balance)
        .executeTakeFirst();
      if (Number(cleared.numUpdatedRows) === 0) continue;
      await this.write({ ...movement, delta: -balance }, 0, trx);
      return balance;
    }
  }

  /** A guest's balance at a restaurant; undefined when they are not a member. */
  async balanceOf(restaurantId: number, customerId: number, db: Kysely<Database>): Promise<number | undefined> {
    const member = await db
      .selectFrom('loyalty_members')
      .select('balance')
      .where('restaurant_id', '=', restaurantId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return member?.balance;
  }

  /** A guest's last `limit` entries at a restaurant, newest first. */
  history(restaurantId: number, customerId: number, limit: number, db: Kysely<Database>) {
    return db
      .selectFrom('loyalty_ledger')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('customer_id', '=', customerId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  private async write(movement: Movement, balanceAfter: number, trx: Kysely<Database>): Promise<void> {
    await trx
      .insertInto('loyalty_ledger')
      .values({
        restaurant_id: movement.restaurantId,
        customer_id: movement.customerId,
        delta: movement.delta,
        reason: movement.reason,
        source: movement.source,
        note: movement.note ?? '',
        member_id: movement.memberId ?? null,
        balance_after: balanceAfter,
        created_at: movement.at,
      })
      .execute();
  }
}
