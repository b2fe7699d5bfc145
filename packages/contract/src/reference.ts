import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { ZLang } from './locale.js';

/**
 * Reference lists (cuisines, food choices, service types, dish types, payment methods): seeded
 * in French and English, extended with `npm run admin -- add-reference`.
 */
export const ReferenceKind = {
  cuisine: 'cuisine',
  foodChoice: 'food-choice',
  serviceType: 'service-type',
  dishType: 'dish-type',
  paymentMethod: 'payment-method',
} as const;
export type ReferenceKind = (typeof ReferenceKind)[keyof typeof ReferenceKind];
export const REFERENCE_KINDS = Object.values(ReferenceKind);

/** Payment method ids, seeded with these exact numbers: clients refer to them by number, so they never change. */
export const PaymentMethodId = { online: 1, cash: 2, payLater: 3, voucher: 4 } as const;

/** One entry of a list, labelled in the caller's language. */
export const ZReferenceOptionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
});
export type TReferenceOption = z.infer<typeof ZReferenceOptionSchema>;

/** A TVA rate choice: `id` is the rate itself (5.5, 10, 20), `label` "5,5 %" / "5.5%". */
export const ZTvaRateOptionSchema = z.object({
  id: z.number(),
  label: z.string(),
});
export type TTvaRateOption = z.infer<typeof ZTvaRateOptionSchema>;

/* ---------- GET v1/restaurant/getRestaurantTypeOf?lang= ---------- */
export const ZRestaurantTypeOfQuerySchema = z.object({
  lang: ZLang.optional(),
});
export type TRestaurantTypeOfQuery = z.input<typeof ZRestaurantTypeOfQuerySchema>;

/**
 * `type_of_item` holds the restaurant's own dish types too, in the restaurant's order, without
 * the ones it hid.
 */
export const ZRestaurantTypeOfResponseSchema = successEnvelope({
  data: z.object({
    type_of_cuisines: z.array(ZReferenceOptionSchema),
    food_choice: z.array(ZReferenceOptionSchema),
    type_of_service: z.array(ZReferenceOptionSchema),
    type_of_item: z.array(ZReferenceOptionSchema),
    payment_method: z.array(ZReferenceOptionSchema),
    tva_rates: z.array(ZTvaRateOptionSchema),
  }),
});
export type TRestaurantTypeOfResponse = z.infer<typeof ZRestaurantTypeOfResponseSchema>;
