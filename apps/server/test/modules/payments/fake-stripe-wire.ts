import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * What FakeStripe (fake-stripe.ts) speaks: its keys, Stripe's test cards, its error shapes, its
 * form encoding, and webhook deliveries signed as Stripe signs them.
 */

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_portal_fake';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_portal_fake';
export const FAKE_STRIPE_PUBLISHABLE_KEY = 'pk_test_portal_fake';

export type Params = Record<string, unknown>;
export type StripeObject = Record<string, unknown> & { id: string };

interface TestCard {
  brand: string;
  last4: string;
  setup: 'ok' | 'declined' | 'authenticate';
  charge: 'ok' | 'insufficient_funds' | 'authenticate';
}

const TEST_CARDS = {
  pm_card_visa: { brand: 'visa', last4: '4242', setup: 'ok', charge: 'ok' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', setup: 'ok', charge: 'ok' },
  pm_card_amex: { brand: 'amex', last4: '8431', setup: 'ok', charge: 'ok' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', setup: 'declined', charge: 'ok' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', setup: 'authenticate', charge: 'authenticate' },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    setup: 'ok',
    charge: 'insufficient_funds',
  },
} satisfies Record<string, TestCard>;

export type TestCardName = keyof typeof TEST_CARDS;
export const testCardOf = (name: unknown): TestCard | undefined =>
  typeof name === 'string' && Object.hasOwn(TEST_CARDS, name) ? TEST_CARDS[name as TestCardName] : undefined;

export class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Params,
  ) {
    super(String(body.message));
  }
}

/** The `Stripe-Signature` header Stripe would send with `payload` at `timestampSeconds`. */
export function stripeSignature(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

/** A webhook delivery as Stripe makes it: the event's JSON and its signature header. */
export function signedDelivery(
  event: StripeObject,
  options: { secret?: string; timestampMs: number },
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event, null, 2);
  return {
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignature(
        payload,
        options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
        Math.floor(options.timestampMs / 1000),
      ),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
  };
}

export function dataObjectOf(event: StripeObject): StripeObject {
  return (event.data as { object: StripeObject }).object;
}

export function expand(object: StripeObject, params: Params, methods: Map<string, StripeObject>): StripeObject {
  const asked = Array.isArray(params.expand) ? params.expand : [];
  if (!asked.includes('payment_method') || typeof object.payment_method !== 'string') return object;
  return { ...object, payment_method: methods.get(object.payment_method) ?? object.payment_method };
}

export function pick(params: Params, keys: string[]): Params {
  return Object.fromEntries(keys.filter((key) => key in params).map((key) => [key, params[key]]));
}

export function notFound(what: string): StripeHttpError {
  return new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}`,
  });
}

export function invalid(message: string, param?: string, code?: string): StripeHttpError {
  return new StripeHttpError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** One request as the fake received it: what tests assert the portal sent. */
export interface ReceivedRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
}

/** A request as Stripe's client sends it: form-encoded parameters, and the headers that matter. */
export async function readRequest(
  request: IncomingMessage,
): Promise<ReceivedRequest & { authorization: string | undefined }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const url = new URL(request.url ?? '/', 'http://fake');
  const method = request.method ?? 'GET';
  return {
    method,
    path: url.pathname,
    params: parseForm(method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8')),
    idempotencyKey: header(request, 'idempotency-key'),
    stripeVersion: header(request, 'stripe-version'),
    authorization: header(request, 'authorization'),
  };
}

/** An answer as Stripe's API gives one: JSON, with a request id. */
export function replyJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  response.end(JSON.stringify(body));
}

/** Stripe's form encoding: `metadata[booking_id]=7`, `expand[0]=payment_method`, nested to objects and arrays. */
function parseForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}
