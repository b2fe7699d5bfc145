import type { TChangeStatusResponse } from '@portal/contract';
import { AppError } from '../../core/errors.js';
import { ok } from '../../core/envelope.js';
import { Approval } from '../../db/schema.js';
import { decodePublicId } from '../../core/public-id.js';
import type { RestaurantRepository } from './restaurant-repository.js';

/** The partner's restaurant as customers see it: online or offline today. */
export class RestaurantService {
  constructor(private readonly deps: { restaurants: RestaurantRepository }) {}

  async changeStatus(restaurantId: number, status: 0 | 1): Promise<TChangeStatusResponse> {
    const saved = await this.deps.restaurants.setStatus(restaurantId, status);
    if (saved === undefined) throw new AppError('NOT_FOUND');
    return { ...ok(status === 1 ? 'STATUS_ONLINE' : 'STATUS_OFFLINE'), data: { status: saved } };
  }

  /**
   * The restaurant a public id names, if it takes orders now: approved, verified, not suspended,
   * online. Anything else (unknown or tampered id included) is RESTAURANT_UNAVAILABLE.
   */
  async takingOrders(publicId: string): Promise<number> {
    const restaurantId = decodePublicId(publicId);
    const state = restaurantId === null ? undefined : await this.deps.restaurants.orderingState(restaurantId);
    if (
      restaurantId === null ||
      !state ||
      state.admin_aproval !== Approval.approved ||
      state.suspended ||
      !state.is_verified ||
      state.status !== 1
    ) {
      throw new AppError('RESTAURANT_UNAVAILABLE', { field: 'restaurant_id' });
    }
    return restaurantId;
  }
}
