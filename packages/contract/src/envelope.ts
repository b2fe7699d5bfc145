import { z } from 'zod';

/**
 * The envelope of every JSON body: `status` 200 is success, 201 a business failure carrying
 * `message` (English) and `fr_message` (French). `code` and `field` are our additions: a stable
 * error code and the form field the message belongs under.
 */
export const ZMessageFields = z.object({
  message: z.string(),
  fr_message: z.string(),
});

export const ZFailureSchema = ZMessageFields.extend({
  status: z.literal(201),
  code: z.string(),
  field: z.string().optional(),
});
export type TFailure = z.infer<typeof ZFailureSchema>;

export const ZStatusCode = z.union([z.literal(200), z.literal(201)]);

/** A call's success: the message pair, `status` 200, and what the call answers (`data`, ...). */
export function successEnvelope<Shape extends z.ZodRawShape>(shape: Shape) {
  return ZMessageFields.extend({ status: z.literal(200), ...shape });
}

/** A plain acknowledgement: `{ status, message, fr_message }` plus failure details. */
export const ZAckSchema = ZMessageFields.extend({
  status: ZStatusCode,
  code: z.string().optional(),
  field: z.string().optional(),
});
export type TAck = z.infer<typeof ZAckSchema>;

/** Where a page of results stands: `page` counts from 1, `total` is every result across pages. */
export const ZPaginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
