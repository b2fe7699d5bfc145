import { TOKEN_HEADER } from '@portal/contract';
import type { z } from 'zod';
import { currentLocale } from '../i18n';
import { commonErrorTexts as errorMessages } from '../i18n/error-texts';
import { getToken } from '../lib/session';
import { ApiError, businessError } from './api-error';

type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST';
  /** JSON body; `lang` is not added automatically (each call decides). */
  body?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  /**
   * Response schema of the contract: a 200 body is parsed with it. A heavy schema may be a
   * promise (its code loading on demand): the call starts without waiting for it.
   */
  schema: S | Promise<S>;
  /**
   * 'partner': the call needs a logged-in partner; a 401 logs out (see setUnauthorizedHandler).
   * 'public' (default): a 401 is reported to the caller like any failure.
   */
  auth?: 'partner' | 'public';
  signal?: AbortSignal;
  /** Internal: the start-up token call must not wait for itself. */
  skipReadyWait?: boolean;
}

let unauthorizedHandler: (() => void) | null = null;

/** The app registers what a 401 on a partner call does (clear session, toast, go to login). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

let ready: Promise<unknown> | null = null;

/** Calls made while the start-up token is being fetched wait for it (so they carry it). */
export function setClientReady(promise: Promise<unknown> | null): void {
  ready = promise;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Waits for the start-up token when it is being fetched (calls must carry it). */
export async function waitForClientReady(): Promise<void> {
  if (ready) await ready.catch(() => undefined);
}

/** Headers of every call: the UI language and, when one is stored, the `token`. */
export function baseHeaders(): Record<string, string> {
  const locale = currentLocale();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': locale,
    lang: locale,
  };
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;
  return headers;
}

/**
 * What a call that got no answer says, in both languages here: the pair outlives a language switch,
 * and the English catalogue loads only when English is chosen.
 */
const CONNECTION_PROBLEM = {
  fr: 'Problème de connexion, veuillez réessayer.',
  en: 'Connection problem, please try again.',
} as const;

/** The failure of a call that never got an answer (offline, DNS, server down). */
export function networkError(): ApiError {
  return new ApiError({ kind: 'network', pair: { ...CONNECTION_PROBLEM } });
}

/**
 * The rules of an answer, shared by `apiRequest` (fetch) and `apiUpload` (XMLHttpRequest):
 * 401 (logs out on partner calls), 429, other HTTP failures, `status: 201` business failures,
 * and a 200 body checked against the contract.
 */
export function interpretResponse<S extends z.ZodType>(
  httpStatus: number,
  rawBody: unknown,
  options: { schema: S; auth?: 'partner' | 'public' | undefined },
): z.output<S> {
  const body = asRecord(rawBody);
  if (httpStatus === 401) {
    const signingOut = options.auth === 'partner';
    if (signingOut) unauthorizedHandler?.();
    throw new ApiError({
      kind: 'unauthorized',
      pair: errorMessages.UNAUTHORIZED,
      code: 'UNAUTHORIZED',
      body,
      httpStatus: 401,
      handledBySignOut: signingOut,
    });
  }
  if (httpStatus === 429) {
    throw new ApiError({
      kind: 'rate_limited',
      pair: errorMessages.RATE_LIMITED,
      code: 'RATE_LIMITED',
      body,
      httpStatus: 429,
    });
  }
  if (httpStatus < 200 || httpStatus > 299 || !body) {
    if (body && typeof body.message === 'string') {
      const { pair, code, field } = businessError(body);
      throw new ApiError({ kind: 'server', pair, code, field, body, httpStatus });
    }
    throw new ApiError({ kind: 'server', pair: errorMessages.INTERNAL, httpStatus });
  }
  if (body.status !== 200) throw businessError(body, httpStatus);

  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({ kind: 'server', pair: errorMessages.INTERNAL, body, code: 'INVALID_RESPONSE' });
  }
  return parsed.data;
}

/**
 * The one way the app talks to the API: same origin, JSON, `token` header when one is stored,
 * the UI language in `Accept-Language` and `lang`. Resolves with the contract-parsed 200 body;
 * rejects with an ApiError for everything else (business failure, 401, 429, network, ...).
 * (Multipart uploads with progress go through `apiUpload`, which applies the same rules.)
 */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
  const schema = Promise.resolve(options.schema);
  // Awaited once the answer is in; a call that fails first leaves no unhandled rejection.
  schema.catch(() => undefined);
  if (!options.skipReadyWait) await waitForClientReady();

  const headers = baseHeaders();
  const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError();
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return interpretResponse(response.status, body, { schema: await schema, auth: options.auth });
}
