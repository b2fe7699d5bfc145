import { LOYALTY_VOUCHER_LENGTH, type Locale, type TMyProgramme, type TVoucher } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { encodePublicId } from '../../core/public-id.js';
import { readableCode } from '../../core/readable-code.js';
import type { Database } from '../../schema.js';
import type { LoyaltyLedger } from './loyalty-ledger.js';
import { entryWire, rewardWire, voucherWire } from './loyalty-wire.js';

const DAY = 86_400_000;
/** The history shown per programme. */
const HISTORY = 30;

/**
 * The guest's side: their programmes, a reward taken as a voucher (points debited at once, so
 * of twenty taken together only those the balance covers pass), a voucher given back; and what
 * ends benefits: expiry after the months the restaurant set, and closing the account.
 */
export class LoyaltyGuests {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      clock: Clock;
      ledger: LoyaltyLedger;
      /** A restaurant's name as guests see it. */
      restaurantName: (restaurantId: number) => Promise<string>;
    },
  ) {}

  async programmes(customerId: number, lang: Locale): Promise<TMyProgramme[]> {
    const db = this.deps.db;
    const members = await db
      .selectFrom('loyalty_members')
      .select(['restaurant_id', 'balance'])
      .where('customer_id', '=', customerId)
      .orderBy('last_activity_at', 'desc')
      .execute();
    const now = this.deps.clock();
    return Promise.all(
      members.map(async ({ restaurant_id, balance }) => {
        const [name, rewards, vouchers, history] = await Promise.all([
          this.deps.restaurantName(restaurant_id),
          db
            .selectFrom('loyalty_rewards')
            .selectAll()
            .where('restaurant_id', '=', restaurant_id)
            .orderBy('points')
            .execute(),
          db
            .selectFrom('loyalty_vouchers')
            .selectAll()
            .where('restaurant_id', '=', restaurant_id)
            .where('customer_id', '=', customerId)
            .orderBy('id', 'desc')
            .limit(HISTORY)
            .execute(),
          this.deps.ledger.history(restaurant_id, customerId, HISTORY, db),
        ]);
        return {
          restaurant_id: encodePublicId(restaurant_id),
          restaurant_name: name,
          balance,
          rewards: rewards.map((row) => ({ ...rewardWire(row), within_reach: row.points <= balance })),
          vouchers: vouchers.map((row) => {
            const wire = voucherWire(row, lang);
            return wire.state === 'active' && wire.valid_until < now ? { ...wire, state: 'expired' as const } : wire;
          }),
          history: history.map(entryWire),
        };
      }),
    );
  }

  async redeem(customerId: number, rewardId: number, lang: Locale): Promise<TVoucher> {
    const at = this.deps.clock();
    return this.deps.db.transaction().execute(async (trx) => {
      const reward = await trx.selectFrom('loyalty_rewards').selectAll().where('id', '=', rewardId).executeTakeFirst();
      if (!reward) throw new AppError('NOT_FOUND', { field: 'reward_id' });
      const settings = await trx
        .selectFrom('loyalty_settings')
        .select('enabled')
        .where('restaurant_id', '=', reward.restaurant_id)
        .executeTakeFirst();
      if (settings?.enabled !== 1) throw new AppError('LOYALTY_NOT_ENABLED');
      const voucher = await trx
        .insertInto('loyalty_vouchers')
        .values({
          restaurant_id: reward.restaurant_id,
          customer_id: customerId,
          reward_id: reward.id,
          code: readableCode(LOYALTY_VOUCHER_LENGTH),
          name: reward.name,
          fr_name: reward.fr_name,
          kind: reward.kind,
          value: reward.value,
          points: reward.points,
          state: 'active',
          valid_until: at + reward.valid_days * DAY,
          used_at: null,
          used_by_member: null,
          created_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const balance = await this.deps.ledger.debit(
        {
          restaurantId: reward.restaurant_id,
          customerId,
          delta: -reward.points,
          reason: 'redeem',
          source: `voucher:${voucher.id}`,
          at,
        },
        trx,
      );
      // The voucher is rolled back with the transaction.
      if (balance === undefined) throw new AppError('LOYALTY_NOT_ENOUGH_POINTS', { field: 'reward_id' });
      return voucherWire(voucher, lang);
    });
  }

  /** An unused voucher given back: its points return to the balance. */
  async cancel(customerId: number, voucherId: number, lang: Locale): Promise<TVoucher> {
    const at = this.deps.clock();
    return this.deps.db.transaction().execute(async (trx) => {
      const cancelled = await trx
        .updateTable('loyalty_vouchers')
        .set({ state: 'cancelled' })
        .where('id', '=', voucherId)
        .where('customer_id', '=', customerId)
        .where('state', '=', 'active')
        .returningAll()
        .executeTakeFirst();
      if (!cancelled) {
        const known = await trx
          .selectFrom('loyalty_vouchers')
          .select('id')
          .where('id', '=', voucherId)
          .where('customer_id', '=', customerId)
          .executeTakeFirst();
        throw new AppError(known ? 'VOUCHER_NOT_ACTIVE' : 'NOT_FOUND', { field: 'voucher_id' });
      }
      await this.deps.ledger.credit(
        {
          restaurantId: cancelled.restaurant_id,
          customerId,
          delta: cancelled.points,
          reason: 'refund',
          source: `voucher-cancelled:${cancelled.id}`,
          at,
        },
        trx,
      );
      return voucherWire(cancelled, lang);
    });
  }

  /** Closing the account deletes its benefits (the terms): every balance to 0, vouchers void. */
  async close(customerId: number, trx: Kysely<Database>): Promise<void> {
    const at = this.deps.clock();
    const memberships = await trx
      .selectFrom('loyalty_members')
      .select('restaurant_id')
      .where('customer_id', '=', customerId)
      .execute();
    for (const { restaurant_id } of memberships) {
      await this.deps.ledger.clear(
        { restaurantId: restaurant_id, customerId, reason: 'closure', source: `closure:${customerId}`, at },
        trx,
      );
    }
    await trx
      .updateTable('loyalty_vouchers')
      .set({ state: 'void' })
      .where('customer_id', '=', customerId)
      .where('state', '=', 'active')
      .execute();
  }

  /**
   * The daily run: points of guests inactive for the months their restaurant set expire;
   * vouchers past their last day are marked expired (their points are not given back).
   */
  async expire(): Promise<{ balances: number; vouchers: number }> {
    const now = this.deps.clock();
    const programmes = await this.deps.db
      .selectFrom('loyalty_settings')
      .select(['restaurant_id', 'expiry_months'])
      .where('expiry_months', '>', 0)
      .execute();
    let balances = 0;
    for (const { restaurant_id, expiry_months } of programmes) {
      const cutoff = monthsBefore(now, expiry_months);
      const stale = await this.deps.db
        .selectFrom('loyalty_members')
        .select('customer_id')
        .where('restaurant_id', '=', restaurant_id)
        .where('balance', '>', 0)
        .where('last_activity_at', '<', cutoff)
        .execute();
      for (const { customer_id } of stale) {
        await this.deps.db.transaction().execute(async (trx) => {
          const day = new Date(now).toISOString().slice(0, 10);
          const taken = await this.deps.ledger.clear(
            {
              restaurantId: restaurant_id,
              customerId: customer_id,
              reason: 'expire',
              source: `expire:${customer_id}:${day}`,
              at: now,
            },
            trx,
          );
          if (taken > 0) balances += 1;
        });
      }
    }
    const expired = await this.deps.db
      .updateTable('loyalty_vouchers')
      .set({ state: 'expired' })
      .where('state', '=', 'active')
      .where('valid_until', '<', now)
      .executeTakeFirst();
    return { balances, vouchers: Number(expired.numUpdatedRows) };
  }
}

/** The instant `months` calendar months before `at` (UTC calendar: a day either way is immaterial here). */
function monthsBefore(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}
