import {
  centsToEuros,
  MAX_PROMO_CODES,
  normalizePromoCode,
  type PromoAppliesTo,
  type PromoKind,
  type PromoStatus,
  promoSavings,
  type TCheckPromoCodeInput,
  type TPromoCheck,
  type TPromoCode,
  type TSavePromoCodeInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { parisDate } from '../../core/paris-time.js';
import { decodePublicId } from '../../core/public-id.js';
import type { Database } from '../../schema.js';
import type { PromoUsage, PromotionsRepository } from './promotions-repository.js';
import type { PromoCode } from './tables.js';

const notFound = () => new AppError('NOT_FOUND', { field: 'promo_id' });

/** What a code takes off, as pricing reads it, and what its order keeps. */
export interface PromoOffer {
  id: number;
  code: string;
  kind: PromoKind;
  /** The percent, or the amount in cents. */
  value: number;
  applies_to: PromoAppliesTo;
}

/** The order a code is weighed for. */
export interface PromoContext {
  /** The order's subtotal before the code, in cents. */
  subtotalCents: number;
  /** The service type; null when not chosen yet (a check before checkout). */
  serviceType: number | null;
  now: number;
}

const serviceTypesOf = (row: PromoCode) =>
  row.service_types
    .split(',')
    .filter(Boolean)
    .map((id) => Number(id));

export function promoWire(row: PromoCode, usage: PromoUsage | undefined): TPromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as PromoKind,
    value: row.kind === 'percent' ? row.value : centsToEuros(row.value),
    applies_to: row.applies_to as PromoAppliesTo,
    min_subtotal: centsToEuros(row.min_subtotal_cents),
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    max_uses: row.max_uses,
    max_uses_per_customer: row.max_uses_per_customer,
    budget: row.budget_cents === null ? null : centsToEuros(row.budget_cents),
    first_order_only: row.first_order_only,
    service_types: serviceTypesOf(row),
    status: row.status as PromoStatus,
    uses: usage?.uses ?? 0,
    savings: centsToEuros(usage?.savings_cents ?? 0),
  };
}

/**
 * Promo codes: the restaurant's list and form, and the rules a code is held to when a customer
 * checks it or orders with it. What it saves is priced by the orders module; the counts that
 * must hold under load (uses, budget, per customer) are checked in the transaction that places
 * the order, which holds the restaurant's lock, and the use written there too.
 */
export class PromotionsService {
  constructor(private readonly deps: { db: Kysely<Database>; repository: PromotionsRepository; clock: Clock }) {}

  async list(restaurantId: number): Promise<TPromoCode[]> {
    const [rows, usage] = await Promise.all([
      this.deps.repository.list(restaurantId),
      this.deps.repository.usage(restaurantId),
    ]);
    return rows.map((row) => promoWire(row, usage.get(row.id)));
  }

  private async one(restaurantId: number, row: PromoCode): Promise<TPromoCode> {
    return promoWire(row, (await this.deps.repository.usage(restaurantId)).get(row.id));
  }

  /** Creates (no promo_id, active at once) or changes a code; orders already placed keep what they saved. */
  async save(restaurantId: number, input: TSavePromoCodeInput): Promise<TPromoCode> {
    const now = this.deps.clock();
    const values = {
      code: input.code,
      kind: input.kind,
      value: input.value,
      applies_to: input.applies_to,
      min_subtotal_cents: input.min_subtotal,
      valid_from: input.valid_from,
      valid_to: input.valid_to,
      max_uses: input.max_uses,
      max_uses_per_customer: input.max_uses_per_customer,
      budget_cents: input.budget,
      first_order_only: input.first_order_only,
      service_types: input.service_types.join(','),
      updated_at: now,
    };
    const { repository } = this.deps;
    const saved = await this.deps.db
      .transaction()
      .execute(async (trx) => {
        const same = await repository.findByCode(restaurantId, input.code, trx);
        if (same && same.id !== input.promo_id) throw new AppError('PROMO_CODE_TAKEN', { field: 'code' });
        if (input.promo_id !== null) {
          const updated = await repository.update(restaurantId, input.promo_id, values, trx);
          if (!updated) throw notFound();
          return updated;
        }
        if ((await repository.count(restaurantId, trx)) >= MAX_PROMO_CODES) throw new AppError('TOO_MANY_PROMO_CODES');
        return repository.insert({ ...values, restaurant_id: restaurantId, status: 'active', created_at: now }, trx);
      })
      .catch((error: unknown) => {
        // Two saves of one code at once: the unique index refuses the second.
        if (!(error instanceof AppError) && /unique|constraint/i.test(String(error))) {
          throw new AppError('PROMO_CODE_TAKEN', { field: 'code' });
        }
        throw error;
      });
    return this.one(restaurantId, saved);
  }

  async changeStatus(restaurantId: number, promoId: number, status: PromoStatus): Promise<TPromoCode> {
    const updated = await this.deps.repository.update(restaurantId, promoId, { status, updated_at: this.deps.clock() });
    if (!updated) throw notFound();
    return this.one(restaurantId, updated);
  }

  /** Refused once an order holds the code: its tickets and the journal name it. */
  async delete(restaurantId: number, promoId: number): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.deps.repository.find(restaurantId, promoId, trx);
      if (!row) throw notFound();
      if (await this.deps.repository.hasRedemptions(row.id, trx)) {
        throw new AppError('PROMO_IN_USE', { field: 'promo_id' });
      }
      await this.deps.repository.delete(restaurantId, promoId, trx);
    });
  }

  /**
   * The rules that need no lock: the code exists and is active (a paused code and one that never
   * existed get the same answer, so codes cannot be told apart by guessing), today is within its
   * dates, the service type is one of its own, the subtotal reaches its minimum.
   */
  async offer(restaurantId: number, typed: string, context: PromoContext, field: string): Promise<PromoOffer> {
    const code = normalizePromoCode(typed);
    const row = code === '' ? undefined : await this.deps.repository.findByCode(restaurantId, code);
    if (!row || row.status !== 'active') throw new AppError('PROMO_UNKNOWN', { field });
    const today = parisDate(context.now);
    if (today < row.valid_from || today > row.valid_to) throw new AppError('PROMO_EXPIRED', { field });
    if (context.serviceType !== null && !serviceTypesOf(row).includes(context.serviceType)) {
      throw new AppError('PROMO_NOT_FOR_SERVICE', { field });
    }
    if (context.subtotalCents < row.min_subtotal_cents) throw new AppError('PROMO_MIN_SUBTOTAL', { field });
    return {
      id: row.id,
      code: row.code,
      kind: row.kind as PromoKind,
      value: row.value,
      applies_to: row.applies_to as PromoAppliesTo,
    };
  }

  /**
   * The counted rules, in the caller's transaction (placing an order holds the restaurant's lock,
   * so of simultaneous orders each sees the uses of those before it): uses left, budget left for
   * this saving, the customer's own uses, a first order.
   */
  async admit(
    restaurantId: number,
    promoId: number,
    customerId: number,
    savingsCents: number,
    trx: Kysely<Database>,
    field: string,
  ): Promise<void> {
    const row = await this.deps.repository.find(restaurantId, promoId, trx);
    if (!row || row.status !== 'active') throw new AppError('PROMO_UNKNOWN', { field });
    const usage = await this.deps.repository.usageOf(row.id, customerId, trx);
    if (row.max_uses !== null && usage.uses >= row.max_uses) throw new AppError('PROMO_USED_UP', { field });
    if (row.budget_cents !== null && usage.savings_cents + savingsCents > row.budget_cents) {
      throw new AppError('PROMO_USED_UP', { field });
    }
    if (usage.by_customer >= row.max_uses_per_customer) throw new AppError('PROMO_ALREADY_USED', { field });
    if (row.first_order_only && (await this.deps.repository.hasOrdered(restaurantId, customerId, trx))) {
      throw new AppError('PROMO_FIRST_ORDER_ONLY', { field });
    }
  }

  /**
   * A customer's check before ordering: every rule an order is held to, on the subtotal given as
   * if it were all food (the order's own lines decide the final saving). An unknown restaurant
   * reads like an unknown code.
   */
  async check(customerId: number, query: TCheckPromoCodeInput): Promise<TPromoCheck> {
    const field = 'code';
    const restaurantId = decodePublicId(query.restaurant_id);
    if (restaurantId === null) throw new AppError('PROMO_UNKNOWN', { field });
    const context = { subtotalCents: query.subtotal, serviceType: query.service_type, now: this.deps.clock() };
    const offer = await this.offer(restaurantId, query.code, context, field);
    const savings = promoSavings(offer, query.subtotal);
    await this.admit(restaurantId, offer.id, customerId, savings, this.deps.db, field);
    return {
      code: offer.code,
      kind: offer.kind,
      value: offer.kind === 'percent' ? offer.value : centsToEuros(offer.value),
      applies_to: offer.applies_to,
      savings: centsToEuros(savings),
    };
  }

  /** Records the order's use of the code, in the transaction that places it. */
  async redeem(
    use: { promoId: number; restaurantId: number; customerId: number; orderId: number; savingsCents: number },
    at: number,
    trx: Kysely<Database>,
  ): Promise<void> {
    await this.deps.repository.insertRedemption(
      {
        promo_id: use.promoId,
        restaurant_id: use.restaurantId,
        customer_id: use.customerId,
        order_id: use.orderId,
        savings_cents: use.savingsCents,
        created_at: at,
      },
      trx,
    );
  }

  /** A refused, cancelled or expired order gives its use back (a completed one never does). */
  async release(orderId: number, trx: Kysely<Database>): Promise<void> {
    await this.deps.repository.deleteRedemption(orderId, trx);
  }
}
