import { CONSENT_TEXT_VERSION, type TSubscriptions, type ZSaveSubscriptionsRequestSchema } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../schema.js';
import type { ConsentRecorder } from '../reservations/index.js';
import type { ConsentChoice, ConsentsRepository } from './consents-repository.js';

/** The platform's news: restaurant 0. */
export const PLATFORM = 0;

type SaveInput = z.output<typeof ZSaveSubscriptionsRequestSchema>;

export interface ConsentDependencies {
  repository: ConsentsRepository;
  clock: Clock;
  /** A restaurant's public id and name, or undefined for one gone. */
  restaurant: (restaurantId: number) => Promise<{ publicId: string; name: string } | undefined>;
  /** The restaurant a public id names, or null. */
  idOf: (publicId: string) => number | null;
}

/**
 * A customer's consents to news with their proof: given with a booking (only ticked boxes
 * count: an unticked one withdraws nothing), changed on "Mes abonnements", withdrawn by a
 * campaign's unsubscribe link.
 */
export class ConsentService {
  constructor(private readonly deps: ConsentDependencies) {}

  /** What the booking form's boxes accept, in the booking's transaction. */
  readonly atBooking: ConsentRecorder = async (customerId, restaurantId, ticked, trx) => {
    const at = this.deps.clock();
    const choice = (restaurant_id: number, channel: 'email' | 'sms'): ConsentChoice => ({
      customer_id: customerId,
      restaurant_id,
      channel,
      granted: 1,
      source: 'booking',
      text_version: CONSENT_TEXT_VERSION,
      at,
    });
    const choices: ConsentChoice[] = [];
    if (ticked.news_email === 1) choices.push(choice(restaurantId, 'email'));
    if (ticked.news_sms === 1) choices.push(choice(restaurantId, 'sms'));
    if (ticked.platform_email === 1) choices.push(choice(PLATFORM, 'email'));
    if (ticked.platform_sms === 1) choices.push(choice(PLATFORM, 'sms'));
    await this.deps.repository.save(choices, trx);
  };

  /** "Mes abonnements": the platform's news and each restaurant the customer ever answered. */
  async mine(customerId: number): Promise<TSubscriptions> {
    const rows = await this.deps.repository.ofCustomer(customerId);
    const byRestaurant = new Map<number, { email: boolean; sms: boolean; at: number | null }>();
    for (const row of rows) {
      const entry = byRestaurant.get(row.restaurant_id) ?? { email: false, sms: false, at: null };
      entry[row.channel === 'sms' ? 'sms' : 'email'] = row.granted === 1;
      entry.at = Math.max(entry.at ?? 0, Number(row.at));
      byRestaurant.set(row.restaurant_id, entry);
    }
    const restaurants: TSubscriptions['restaurants'] = [];
    for (const [restaurantId, choice] of byRestaurant) {
      if (restaurantId === PLATFORM) continue;
      const known = await this.deps.restaurant(restaurantId);
      if (known) restaurants.push({ ...choice, restaurant_id: known.publicId, name: known.name });
    }
    return { platform: byRestaurant.get(PLATFORM) ?? { email: false, sms: false, at: null }, restaurants };
  }

  /** One line of "Mes abonnements" saved: a restaurant's news, or the platform's without one. */
  async save(customerId: number, input: SaveInput): Promise<TSubscriptions> {
    let restaurantId = PLATFORM;
    if (input.restaurant_id) {
      const id = this.deps.idOf(input.restaurant_id);
      if (id === null || !(await this.deps.restaurant(id))) throw new AppError('NOT_FOUND', { field: 'restaurant_id' });
      restaurantId = id;
    }
    const at = this.deps.clock();
    const choice = (channel: 'email' | 'sms', granted: number): ConsentChoice => ({
      customer_id: customerId,
      restaurant_id: restaurantId,
      channel,
      granted,
      source: 'account',
      text_version: CONSENT_TEXT_VERSION,
      at,
    });
    await this.deps.repository.save([choice('email', input.email), choice('sms', input.sms)]);
    return this.mine(customerId);
  }

  /** A closed account's consents: no news may reach it. */
  forget(customerId: number, trx: Kysely<Database>): Promise<void> {
    return this.deps.repository.forgetCustomer(customerId, trx);
  }

  /** A campaign's one-click unsubscribe: the restaurant's e-mail news withdrawn. */
  withdrawEmail(customerId: number, restaurantId: number, trx: Kysely<Database>): Promise<void> {
    return this.deps.repository.save(
      [
        {
          customer_id: customerId,
          restaurant_id: restaurantId,
          channel: 'email',
          granted: 0,
          source: 'unsubscribe',
          text_version: CONSENT_TEXT_VERSION,
          at: this.deps.clock(),
        },
      ],
      trx,
    );
  }
}
