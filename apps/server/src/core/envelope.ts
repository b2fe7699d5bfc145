import { z } from 'zod';
import { successMessages, type SuccessCode, ZFailureSchema } from '@portal/contract';

/** The success envelope: `status: 200` with the success text in both languages. */
export function ok<T extends SuccessCode>(code: T): { status: 200; message: string; fr_message: string } {
  return { status: 200, message: successMessages[code].en, fr_message: successMessages[code].fr };
}

/** The success envelope of `code` with the call's answer as `data`, once it has come. */
export async function okWith<T>(code: SuccessCode, data: Promise<T>) {
  return { ...ok(code), data: await data };
}

/** A route's documented 200 body: its success shape, or the business-failure envelope. */
export function withFailure<T extends z.ZodType>(success: T) {
  return z.union([success, ZFailureSchema]);
}
