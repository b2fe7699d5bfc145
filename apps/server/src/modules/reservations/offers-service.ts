import {
  MAX_OFFERS,
  type OfferAppliesTo,
  type OfferStatus,
  type TOffer,
  type TOfferList,
  type TSaveOfferInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../schema.js';
import type { OfferSpec } from './availability.js';
import type { OffersRepository } from './offers-repository.js';
import type { Offer } from './tables.js';

/** The restaurant's average order in cents over the report's recent days; null when it had no orders. */
export type AverageBasket = (restaurantId: number) => Promise<number | null>;

/** An offer row as availability weighs it. */
export function offerSpec(row: Offer): OfferSpec {
  return {
    id: row.id,
    percent: row.percent,
    applies_to: row.applies_to as OfferAppliesTo,
    weekdays: row.weekdays
      .split(',')
      .filter(Boolean)
      .map((day) => Number(day)),
    first_slot: row.first_slot,
    last_slot: row.last_slot,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    max_covers_per_slot: row.max_covers_per_slot,
    min_party: row.min_party,
  };
}

/**
 * The restaurant's offers: saved, paused, deleted, and listed with their uptake
 * and cost. Which slot shows which offer, and the cap at booking, are availability's.
 */
export class OffersService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      repository: OffersRepository;
      clock: Clock;
      averageBasket: AverageBasket;
    },
  ) {}

  private static wire(
    row: Offer,
    uptake: { bookings: number; covers: number; honoured_covers: number } | undefined,
    basketCents: number | null,
  ): TOffer {
    const taken = uptake ?? { bookings: 0, covers: 0, honoured_covers: 0 };
    const spec = offerSpec(row);
    return {
      ...spec,
      name: row.name,
      weekdays: [...spec.weekdays],
      status: row.status as OfferStatus,
      uptake: taken,
      cost_cents: basketCents === null ? null : Math.round((taken.honoured_covers * basketCents * row.percent) / 100),
    };
  }

  async list(restaurantId: number): Promise<TOfferList> {
    const [rows, uptake, basket] = await Promise.all([
      this.deps.repository.list(restaurantId),
      this.deps.repository.uptake(restaurantId),
      this.deps.averageBasket(restaurantId),
    ]);
    return {
      offers: rows.map((row) => OffersService.wire(row, uptake.get(row.id), basket)),
      average_basket_cents: basket,
    };
  }

  /** One offer as the list shows it. */
  private async one(restaurantId: number, row: Offer): Promise<TOffer> {
    const [uptake, basket] = await Promise.all([
      this.deps.repository.uptake(restaurantId),
      this.deps.averageBasket(restaurantId),
    ]);
    return OffersService.wire(row, uptake.get(row.id), basket);
  }

  /** Creates (no offer_id, active at once) or changes an offer; bookings already made keep what they took. */
  async save(restaurantId: number, input: TSaveOfferInput): Promise<TOffer> {
    const now = this.deps.clock();
    const values = {
      name: input.name ?? '',
      percent: input.percent,
      applies_to: input.applies_to,
      weekdays: input.weekdays.join(','),
      first_slot: input.first_slot,
      last_slot: input.last_slot,
      valid_from: input.valid_from,
      valid_to: input.valid_to,
      max_covers_per_slot: input.max_covers_per_slot,
      min_party: input.min_party,
      updated_at: now,
    };
    const saved = await this.deps.db.transaction().execute(async (trx) => {
      if (input.offer_id !== null) {
        const updated = await this.deps.repository.update(restaurantId, input.offer_id, values, trx);
        if (!updated) throw new AppError('NOT_FOUND', { field: 'offer_id' });
        return updated;
      }
      // The limit keeps the list and availability's work small; saves at the same instant may
      // pass it by one each, which costs nothing.
      if ((await this.deps.repository.count(restaurantId, trx)) >= MAX_OFFERS) throw new AppError('TOO_MANY_OFFERS');
      return this.deps.repository.insert(
        { ...values, restaurant_id: restaurantId, status: 'active', created_at: now },
        trx,
      );
    });
    return this.one(restaurantId, saved);
  }

  async changeStatus(restaurantId: number, offerId: number, status: OfferStatus): Promise<TOffer> {
    const updated = await this.deps.repository.update(restaurantId, offerId, {
      status,
      updated_at: this.deps.clock(),
    });
    if (!updated) throw new AppError('NOT_FOUND', { field: 'offer_id' });
    return this.one(restaurantId, updated);
  }

  async delete(restaurantId: number, offerId: number): Promise<void> {
    if (!(await this.deps.repository.delete(restaurantId, offerId)))
      throw new AppError('NOT_FOUND', { field: 'offer_id' });
  }
}
