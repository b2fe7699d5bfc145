import { z } from 'zod';
import { ZAckSchema } from './envelope.js';

/* ---------- GET v1/geo/autocomplete?q= ----------
 * Suggestions are addresses in France only: partners must be in France (ADDRESS_OUTSIDE_FRANCE). */
export const ADDRESS_QUERY_MIN_LENGTH = 3;
export const ADDRESS_QUERY_MAX_LENGTH = 200;

export const ZAddressQuerySchema = z.object({
  q: z.string().trim().max(ADDRESS_QUERY_MAX_LENGTH, 'TEXT_TOO_LONG'),
  limit: z.coerce.number().int().min(1).max(10).optional(),
});
export type TAddressQuery = z.input<typeof ZAddressQuerySchema>;

export const ZAddressSuggestionSchema = z.object({
  label: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TAddressSuggestion = z.infer<typeof ZAddressSuggestionSchema>;

export const ZAddressResponseSchema = ZAckSchema.extend({
  data: z.array(ZAddressSuggestionSchema),
});
export type TAddressResponse = z.infer<typeof ZAddressResponseSchema>;
