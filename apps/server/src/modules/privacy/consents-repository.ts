import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import type { Consent } from './tables.js';

/** A choice to store, with its proof. */
export interface ConsentChoice {
  customer_id: number;
  /** 0: the platform. */
  restaurant_id: number;
  channel: 'email' | 'sms';
  granted: number;
  source: string;
  text_version: string;
  at: number;
}

/** The consents' SQL: one row per customer, restaurant and channel, the latest choice. */
export class ConsentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async save(choices: readonly ConsentChoice[], trx: Kysely<Database> = this.db): Promise<void> {
    for (const choice of choices) {
      await trx
        .insertInto('consents')
        .values(choice)
        .onConflict((oc) =>
          oc.columns(['customer_id', 'restaurant_id', 'channel']).doUpdateSet({
            granted: choice.granted,
            source: choice.source,
            text_version: choice.text_version,
            at: choice.at,
          }),
        )
        .execute();
    }
  }

  ofCustomer(customerId: number): Promise<Consent[]> {
    return this.db
      .selectFrom('consents')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('restaurant_id')
      .execute();
  }

  /** Whether the customer accepts the restaurant's news on a channel now. */
  async granted(customerId: number, restaurantId: number, channel: 'email' | 'sms', trx: Kysely<Database> = this.db) {
    const row = await trx
      .selectFrom('consents')
      .select('granted')
      .where('customer_id', '=', customerId)
      .where('restaurant_id', '=', restaurantId)
      .where('channel', '=', channel)
      .executeTakeFirst();
    return row?.granted === 1;
  }

  /** Every consent of a closed account: no news may reach it. */
  async forgetCustomer(customerId: number, trx: Kysely<Database>): Promise<void> {
    await trx.deleteFrom('consents').where('customer_id', '=', customerId).execute();
  }
}
