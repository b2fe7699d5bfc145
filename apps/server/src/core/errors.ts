import { type ErrorCode, isErrorCode, messageFor, type TFailure } from '@portal/contract';
import type { z } from 'zod';

/**
 * The one error type of the server. Business failures (the default) answer HTTP 200 with
 * `status: 201` because existing clients read the body; transport-level failures carry their
 * own HTTP status (401, 404, 413, 415, 429).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: { field?: string; httpStatus?: number; extra?: Record<string, unknown> } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return this.options.httpStatus ?? 200;
  }

  toBody(): TFailure & Record<string, unknown> {
    return failureBody(this.code, this.options.field, this.options.extra);
  }
}

export function failureBody(
  code: ErrorCode,
  field?: string,
  extra: Record<string, unknown> = {},
): TFailure & Record<string, unknown> {
  const text = messageFor(code, field);
  return {
    status: 201,
    message: text.en,
    fr_message: text.fr,
    code,
    ...(field ? { field } : {}),
    ...extra,
  };
}

/** A refusal meant for the administrator's terminal (the admin command exits with 2), not a server fault. */
export class AdminError extends Error {}

export const unauthorized = () => new AppError('UNAUTHORIZED', { httpStatus: 401 });

/** The first problem of a schema parsed by hand (multipart forms), like route validation reports it. */
export function fromZodError(error: z.ZodError): AppError {
  const first = error.issues[0];
  const field = first?.path.find((p): p is string => typeof p === 'string');
  const code = first && isErrorCode(first.message) ? first.message : 'VALIDATION';
  return new AppError(code, field ? { field } : {});
}
