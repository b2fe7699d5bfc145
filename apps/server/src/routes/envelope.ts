import { z } from 'zod';
import { ZFailureSchema } from '@portal/contract';

/** A route's documented 200 body: its success shape, or the business-failure envelope. */
export function withFailure<T extends z.ZodType>(success: T) {
  return z.union([success, ZFailureSchema]);
}
