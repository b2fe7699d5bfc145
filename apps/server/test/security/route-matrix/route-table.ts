import type { InjectOptions } from 'fastify';
import {
  apiPaths,
  bookingApiPaths,
  customerApiPaths,
  PERMISSION_NAMES,
  type Permission,
  privacyApiPaths,
  reviewApiPaths,
  waitlistApiPaths,
} from '@portal/contract';
import { simulatedPaymentPaths, stripeWebhookPath } from '../../../src/modules/payments/index.js';
import type { TestApp } from '../../helper.js';
import { routesOf } from '../app-routes.js';

/*
 * The routes of the app by who may call them. Every route the app has is either in one of the
 * sets below or has rows of attacks (partner-attacks.ts, customer-attacks.ts): a route added
 * without either makes route-coverage.test.ts fail, so the next route is covered the day it lands.
 */

/** `METHOD /path` with the path in lower case: paths match case-insensitively. */
export function normalizeRoute(route: string): string {
  const [method, path] = route.split(' ') as [string, string];
  return `${method} ${path.toLowerCase()}`;
}

/** Calls anyone may make. Everything else needs a token. */
export const PUBLIC_ROUTES = new Set(
  [
    `GET ${apiPaths.startToken}`,
    `POST ${apiPaths.signup}`,
    `POST ${apiPaths.login}`,
    `POST ${apiPaths.resendOtp}`,
    `POST ${apiPaths.forgotPassword}`,
    `POST ${apiPaths.resetPassword}`,
    `POST ${apiPaths.acceptInvite}`,
    `GET ${apiPaths.health}`,
    `GET ${apiPaths.ready}`,
    `GET ${apiPaths.devOutbox}`,
    `GET ${apiPaths.addressAutocomplete}`,
    `POST ${customerApiPaths.customerRegistration}`,
    `POST ${customerApiPaths.verifyCustomer}`,
    `POST ${customerApiPaths.loginCustomer}`,
    `POST ${customerApiPaths.loginVerify}`,
    `POST ${customerApiPaths.forgotPassCustomer}`,
    `POST ${customerApiPaths.forgotPasswordUpdate}`,
    `POST ${customerApiPaths.customerResendOtp}`,
    `POST ${customerApiPaths.socialSiteLogin}`,
    // A restaurant's public page data: what any customer sees (test/modules/public-page).
    `GET ${apiPaths.publicRestaurant}`,
    // A day's bookable times: what any guest sees (test/modules/reservations).
    `GET ${bookingApiPaths.availability}`,
    // The manage link's calls: its signed token opens one booking (test/modules/reservations).
    `GET ${bookingApiPaths.manageBooking}`,
    `POST ${bookingApiPaths.manageBookingCancel}`,
    `POST ${bookingApiPaths.manageBookingModify}`,
    `POST ${bookingApiPaths.manageBookingAnswer}`,
    // A data archive: the e-mailed link's random token is the key (test/modules/privacy).
    `GET ${privacyApiPaths.dataArchive}`,
    // Stripe's webhook: its signature over the raw body is the authentication (test/modules/payments).
    `POST ${stripeWebhookPath}`,
    // The simulated provider's card steps: the intent's client secret opens its one intent (test/modules/payments).
    `POST ${simulatedPaymentPaths.confirmSetup}`,
    `POST ${simulatedPaymentPaths.authenticateSetup}`,
    `POST ${simulatedPaymentPaths.authenticatePayment}`,
    `GET ${reviewApiPaths.publicReviews}`,
    // A waitlist offer's link: its signed token opens one offer (test/modules/reservations).
    `POST ${waitlistApiPaths.acceptWaitlistOffer}`,
  ].map(normalizeRoute),
);

/** Calls opened by the verification token of a partner who has just signed up, and by nothing else. */
export const VERIFICATION_ROUTES = new Set([normalizeRoute(`POST ${apiPaths.activate}`)]);

/**
 * The orders event stream stays open: it is checked for 401s like every route, and its events
 * are kept to their restaurant by test/modules/orders (nothing of B reaches A's stream).
 */
export const STREAM_ROUTES = new Set([normalizeRoute(`GET ${apiPaths.orderEvents}`)]);

/**
 * The operators' call: opened by `Authorization: Bearer <METRICS_TOKEN>` only, so every partner,
 * customer, forged or missing token is refused with 401 like on any protected route
 * (test/modules/system/operations.test.ts checks the right token).
 */
export const METRICS_TOKEN = 'metrics-token-of-the-security-matrix';
export const OPERATOR_ROUTES = new Set(['GET /metrics']);

/** Every route of the app that needs a token, from its live route table. */
export function protectedRoutesOf(t: TestApp): string[] {
  return routesOf(t).filter((route) => !PUBLIC_ROUTES.has(route));
}

/** Who each route of the app declares may call it, by normalized route. */
export function declaredAccessOf(t: TestApp): Map<string, string> {
  return new Map([...t.app.routeAccess].map(([route, access]) => [normalizeRoute(route), access]));
}

export const isPermission = (value: string | undefined): value is Permission =>
  (PERMISSION_NAMES as string[]).includes(value ?? '');

/** An anonymous request to a route, with a body that would fail validation. */
export function anonymousRequest(route: string, headers: Record<string, string> = {}): InjectOptions {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  return method === 'POST'
    ? { method, url, headers, payload: { id: 'not-a-number', status: 'x' } }
    : { method, url: `${url}?id=x`, headers };
}
