import type { MessagePair } from '@portal/contract';
import { commonErrorTexts, errorText } from '../i18n/error-texts';

export type ApiErrorKind =
  /** fetch threw: offline, DNS, server down. */
  | 'network'
  /** HTTP 401: missing, invalid or expired token. */
  | 'unauthorized'
  /** HTTP 429. */
  | 'rate_limited'
  /** HTTP 200 with `status: 201`: the server refused (message pair, code, maybe field). */
  | 'business'
  /** Any other HTTP failure or a body that does not match the contract. */
  | 'server';

/** Every failure of a call, with the text to show in both languages. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly pair: MessagePair;
  readonly code: string | undefined;
  readonly field: string | undefined;
  /** The parsed JSON body, when there was one (e.g. `is_verified`, `token`, `retry_after`). */
  readonly body: Record<string, unknown> | undefined;
  readonly httpStatus: number | undefined;
  /**
   * A 401 on a partner call: the app is already signing out (toast, login screen), so the screen
   * that made the call shows nothing more.
   */
  readonly handledBySignOut: boolean;

  constructor(init: {
    kind: ApiErrorKind;
    pair: MessagePair;
    code?: string | undefined;
    field?: string | undefined;
    body?: Record<string, unknown> | undefined;
    httpStatus?: number | undefined;
    handledBySignOut?: boolean;
  }) {
    super(init.pair.en);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.pair = init.pair;
    this.code = init.code;
    this.field = init.field;
    this.body = init.body;
    this.httpStatus = init.httpStatus;
    this.handledBySignOut = init.handledBySignOut ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Turns a `{ status: 201, message, fr_message, code?, field? }` body into an ApiError. */
export function businessError(body: Record<string, unknown>, httpStatus?: number): ApiError {
  const code = typeof body.code === 'string' ? body.code : undefined;
  const field = typeof body.field === 'string' && body.field ? body.field : undefined;
  const fallback = code ? errorText(code) : commonErrorTexts.VALIDATION;
  const pair: MessagePair = {
    en: typeof body.message === 'string' && body.message ? body.message : fallback.en,
    fr: typeof body.fr_message === 'string' && body.fr_message ? body.fr_message : fallback.fr,
  };
  return new ApiError({ kind: 'business', pair, code, field, body, httpStatus });
}
