import type { TChangeStatusResponse } from '@portal/contract';
import { AppError } from '../../core/errors.js';
import { ok } from '../../core/envelope.js';
import type { RestaurantRepository } from './restaurant-repository.js';

/** The partner's restaurant as customers see it: online or offline today. */
export class RestaurantService {
  constructor(private readonly deps: { restaurants: RestaurantRepository }) {}

  async changeStatus(restaurantId: number, status: 0 | 1): Promise<TChangeStatusResponse> {
    const saved = await this.deps.restaurants.setStatus(restaurantId, status);
    if (saved === undefined) throw new AppError('NOT_FOUND');
    return { ...ok(status === 1 ? 'STATUS_ONLINE' : 'STATUS_OFFLINE'), data: { status: saved } };
  }
}
