import {
  type Locale,
  REFERENCE_KINDS,
  type ReferenceKind,
  type TRestaurantTypeOfResponse,
  TVA_RATES,
  tvaRateLabel,
} from '@portal/contract';
import { AdminError } from '../../core/errors.js';
import { ok } from '../../core/envelope.js';
import { type ReferenceRepository, type ReferenceRow, referenceTables } from './reference-repository.js';
import type { DishTypeService } from './dish-type-service.js';
import { options } from './labels.js';

const REFERENCE_LABEL_MAX_LENGTH = 80;

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

  /**
   * Adds an entry to a reference list (cuisines, food choices, service types, platform dish
   * types, payment methods), in French and English, at the end of the list.
   */
  async add(kind: string, frLabel: string, enLabel: string): Promise<ReferenceRow> {
    if (!(REFERENCE_KINDS as readonly string[]).includes(kind)) {
      throw new AdminError(`Unknown list "${kind}"; use one of: ${REFERENCE_KINDS.join(', ')}`);
    }
    const fr = frLabel.trim();
    const en = enLabel.trim();
    if (!fr || !en)
      throw new AdminError(
        'Give the label in French and in English, e.g. add-reference cuisine "Péruvienne" "Peruvian"',
      );
    if (fr.length > REFERENCE_LABEL_MAX_LENGTH || en.length > REFERENCE_LABEL_MAX_LENGTH) {
      throw new AdminError(`Labels have at most ${REFERENCE_LABEL_MAX_LENGTH} characters`);
    }
    const row = await this.deps.references.add(referenceTables[kind as ReferenceKind], fr, en);
    if (!row) throw new AdminError(`"${fr}" / "${en}" is already in the ${kind} list`);
    return row;
  }
}
