import { type Locale, type TRestaurantTypeOfResponse, TVA_RATES, tvaRateLabel } from '@portal/contract';
import { ok } from '../auth/auth-service.js';
import type { ReferenceRepository } from '../repositories/reference-repository.js';
import type { DishTypeService } from './dish-type-service.js';
import { options } from './labels.js';

/** The lists of getRestaurantTypeOf, labelled in the caller's language. */
export class ReferenceService {
  constructor(private readonly deps: { references: ReferenceRepository; dishTypes: DishTypeService }) {}

  async lists(restaurantId: number, lang: Locale): Promise<TRestaurantTypeOfResponse> {
    const { references } = this.deps;
    const [cuisines, foodChoices, serviceTypes, paymentMethods, dishTypes] = await Promise.all([
      references.list('cuisines'),
      references.list('food_choices'),
      references.list('service_types'),
      references.list('payment_methods'),
      this.deps.dishTypes.visible(restaurantId),
    ]);
    return {
      ...ok('LOADED'),
      data: {
        type_of_cuisines: options(cuisines, lang),
        food_choice: options(foodChoices, lang),
        type_of_service: options(serviceTypes, lang),
        type_of_item: options(dishTypes, lang),
        payment_method: options(paymentMethods, lang),
        tva_rates: TVA_RATES.map((rate) => ({ id: rate, label: tvaRateLabel(rate, lang) })),
      },
    };
  }
}
