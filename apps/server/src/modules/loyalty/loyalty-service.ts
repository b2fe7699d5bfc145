import {
  type Locale,
  MAX_LOYALTY_REWARDS,
  type TGuestBenefits,
  type TLoyaltySettings,
  type TReward,
  type TSaveRewardInput,
  type TVoucher,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { readModelView } from '../../db/read-model.js';
import type { Database } from '../../schema.js';
import type { LoyaltyLedger } from './loyalty-ledger.js';
import { entryWire, rewardWire, voucherWire } from './loyalty-wire.js';
import { readModel } from './read-model.js';
import type { LoyaltySettings } from './tables.js';

/** A restaurant's member acting (null member: the owner). */
export interface LoyaltyActing {
  restaurantId: number;
  member: { id: number } | null;
}

const notFound = (field: string) => new AppError('NOT_FOUND', { field });
const OFF: TLoyaltySettings = { enabled: 0, points_per_visit: 0, points_per_euro: 0, expiry_months: 0 };
/** The history shown beside a balance. */
const HISTORY = 20;
/** Members listed at once, most recently active first. */
const MEMBERS_SHOWN = 500;

/**
 * The restaurant's side of its programme: settings, rewards, members and their balances,
 * adjustments, vouchers used at the table; and the credits an honoured booking or a completed
 * order earns, written in the transaction that honours or completes it.
 */
export class LoyaltyService {
  private readonly names;

  constructor(private readonly deps: { db: Kysely<Database>; clock: Clock; ledger: LoyaltyLedger }) {
    this.names = readModelView(deps.db, readModel);
  }

  async settingsOf(restaurantId: number, trx: Kysely<Database> = this.deps.db): Promise<LoyaltySettings | undefined> {
    return trx.selectFrom('loyalty_settings').selectAll().where('restaurant_id', '=', restaurantId).executeTakeFirst();
  }

  async settings(restaurantId: number) {
    const [stored, used, outstanding] = await Promise.all([
      this.settingsOf(restaurantId),
      this.deps.db
        .selectFrom('loyalty_vouchers')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('count'),
          eb.fn
            .sum<string | number | null>(eb.case().when('kind', '=', 'amount').then(eb.ref('value')).else(0).end())
            .as('cents'),
        ])
        .where('restaurant_id', '=', restaurantId)
        .where('state', '=', 'used')
        .executeTakeFirstOrThrow(),
      this.deps.db
        .selectFrom('loyalty_members')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('members'),
          eb.fn.sum<string | number | null>('balance').as('points'),
        ])
        .where('restaurant_id', '=', restaurantId)
        .executeTakeFirstOrThrow(),
    ]);
    const settings: TLoyaltySettings = stored
      ? {
          enabled: stored.enabled,
          points_per_visit: stored.points_per_visit,
          points_per_euro: stored.points_per_euro,
          expiry_months: stored.expiry_months,
        }
      : OFF;
    return {
      settings,
      cost: {
        vouchers_used: Number(used.count),
        amount_used: Number(used.cents ?? 0) / 100,
        points_outstanding: Number(outstanding.points ?? 0),
        members: Number(outstanding.members),
      },
    };
  }

  async saveSettings(restaurantId: number, input: TLoyaltySettings) {
    const row = { ...input, updated_at: this.deps.clock() };
    await this.deps.db
      .insertInto('loyalty_settings')
      .values({ restaurant_id: restaurantId, ...row })
      .onConflict((oc) => oc.column('restaurant_id').doUpdateSet(row))
      .execute();
    return this.settings(restaurantId);
  }

  async rewards(restaurantId: number): Promise<TReward[]> {
    const rows = await this.deps.db
      .selectFrom('loyalty_rewards')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .orderBy('points')
      .orderBy('id')
      .execute();
    return rows.map(rewardWire);
  }

  async saveReward(restaurantId: number, input: TSaveRewardInput): Promise<TReward> {
    const now = this.deps.clock();
    const { reward_id, ...fields } = input;
    if (reward_id !== null) {
      const row = await this.deps.db
        .updateTable('loyalty_rewards')
        .set({ ...fields, updated_at: now })
        .where('id', '=', reward_id)
        .where('restaurant_id', '=', restaurantId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('reward_id');
      return rewardWire(row);
    }
    return this.deps.db.transaction().execute(async (trx) => {
      const { count } = await trx
        .selectFrom('loyalty_rewards')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('restaurant_id', '=', restaurantId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_LOYALTY_REWARDS) throw new AppError('LOYALTY_TOO_MANY_REWARDS');
      const row = await trx
        .insertInto('loyalty_rewards')
        .values({ restaurant_id: restaurantId, ...fields, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return rewardWire(row);
    });
  }

  /** Vouchers already taken keep their copy of the reward. */
  async deleteReward(restaurantId: number, rewardId: number): Promise<void> {
    const deleted = await this.deps.db
      .deleteFrom('loyalty_rewards')
      .where('id', '=', rewardId)
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound('reward_id');
  }

  async members(restaurantId: number) {
    const rows = await this.deps.db
      .selectFrom('loyalty_members')
      .select(['customer_id', 'balance', 'last_activity_at'])
      .where('restaurant_id', '=', restaurantId)
      .orderBy('last_activity_at', 'desc')
      .orderBy('customer_id')
      .limit(MEMBERS_SHOWN)
      .execute();
    const ids = rows.map((row) => row.customer_id);
    const people =
      ids.length === 0
        ? []
        : await this.names
            .selectFrom('customers')
            .select(['id', 'first_name', 'last_name'])
            .where('id', 'in', ids)
            .execute();
    const byId = new Map(people.map((person) => [person.id, person]));
    return rows.map((row) => ({
      customer_id: row.customer_id,
      first_name: byId.get(row.customer_id)?.first_name ?? '',
      last_name: byId.get(row.customer_id)?.last_name ?? '',
      balance: row.balance,
      last_activity_at: Number(row.last_activity_at),
    }));
  }

  /** Points added or taken by hand, for a guest already in the programme; never below 0. */
  async adjust(by: LoyaltyActing, input: { customer_id: number; delta: number; reason: string }): Promise<number> {
    const movement = {
      restaurantId: by.restaurantId,
      customerId: input.customer_id,
      delta: input.delta,
      reason: 'adjust' as const,
      source: null,
      note: input.reason,
      memberId: by.member?.id ?? null,
      at: this.deps.clock(),
    };
    return this.deps.db.transaction().execute(async (trx) => {
      if ((await this.deps.ledger.balanceOf(by.restaurantId, input.customer_id, trx)) === undefined)
        throw notFound('customer_id');
      const balance =
        input.delta > 0 ? await this.deps.ledger.credit(movement, trx) : await this.deps.ledger.debit(movement, trx);
      if (balance === undefined) throw new AppError('LOYALTY_NOT_ENOUGH_POINTS', { field: 'delta' });
      return balance;
    });
  }

  async guestBenefits(restaurantId: number, customerId: number, lang: Locale): Promise<TGuestBenefits> {
    const [settings, balance, vouchers, history] = await Promise.all([
      this.settingsOf(restaurantId),
      this.deps.ledger.balanceOf(restaurantId, customerId, this.deps.db),
      this.deps.db
        .selectFrom('loyalty_vouchers')
        .selectAll()
        .where('restaurant_id', '=', restaurantId)
        .where('customer_id', '=', customerId)
        .where('state', '=', 'active')
        .orderBy('valid_until')
        .execute(),
      this.deps.ledger.history(restaurantId, customerId, HISTORY, this.deps.db),
    ]);
    const now = this.deps.clock();
    return {
      enabled: settings?.enabled === 1,
      balance: balance ?? 0,
      vouchers: vouchers.filter((v) => Number(v.valid_until) >= now).map((v) => voucherWire(v, lang)),
      history: history.map(entryWire),
    };
  }

  /** A voucher used at the table: once, whatever runs beside it. */
  async useVoucher(by: LoyaltyActing, code: string, lang: Locale): Promise<TVoucher> {
    const now = this.deps.clock();
    const used = await this.deps.db
      .updateTable('loyalty_vouchers')
      .set({ state: 'used', used_at: now, used_by_member: by.member?.id ?? null })
      .where('restaurant_id', '=', by.restaurantId)
      .where('code', '=', code)
      .where('state', '=', 'active')
      .where('valid_until', '>=', now)
      .returningAll()
      .executeTakeFirst();
    if (used) return voucherWire(used, lang);
    const known = await this.deps.db
      .selectFrom('loyalty_vouchers')
      .select('id')
      .where('restaurant_id', '=', by.restaurantId)
      .where('code', '=', code)
      .executeTakeFirst();
    throw new AppError(known ? 'VOUCHER_NOT_ACTIVE' : 'VOUCHER_UNKNOWN', { field: 'code' });
  }

  /** An honoured booking's visit points, once per booking. */
  async creditVisit(
    booking: { id: number; restaurant_id: number; customer_id: number | null },
    trx: Kysely<Database>,
  ): Promise<void> {
    if (booking.customer_id === null) return;
    const settings = await this.settingsOf(booking.restaurant_id, trx);
    if (settings?.enabled !== 1 || settings.points_per_visit === 0) return;
    await this.deps.ledger.credit(
      {
        restaurantId: booking.restaurant_id,
        customerId: booking.customer_id,
        delta: settings.points_per_visit,
        reason: 'visit',
        source: `booking:${booking.id}`,
        at: this.deps.clock(),
      },
      trx,
    );
  }

  /** A completed order's points: per whole euro paid, once per order. */
  async creditOrder(
    order: { id: number; restaurant_id: number; customer_id: number; total_cents: number; updated_at: number },
    trx: Kysely<Database>,
  ): Promise<void> {
    const settings = await this.settingsOf(order.restaurant_id, trx);
    if (settings?.enabled !== 1 || settings.points_per_euro === 0) return;
    const points = Math.floor(order.total_cents / 100) * settings.points_per_euro;
    if (points === 0) return;
    await this.deps.ledger.credit(
      {
        restaurantId: order.restaurant_id,
        customerId: order.customer_id,
        delta: points,
        reason: 'order',
        source: `order:${order.id}`,
        // The instant it was completed (the demo's year of orders is completed in its past).
        at: Number(order.updated_at),
      },
      trx,
    );
  }
}
