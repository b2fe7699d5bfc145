import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiPaths, customerApiPaths } from '@portal/contract';
import type { TestApp } from '../helper.js';
import { get, query } from '../modules/menu/menu-helper.js';

/** A partner's call that a live partner token opens: the restaurant's own details. */
export const partnerCall = (t: TestApp, token: string) =>
  get(t.app, query(apiPaths.restaurantDetails, { lang: 'fr' }), token);

/** A customer's call that a live customer token opens: the customer's own details. */
export const customerCall = (t: TestApp, token: string) => get(t.app, customerApiPaths.customerDetails, token);

/** A refusal as every client reads it: 401 in the API's envelope, in both languages. */
export function expectUnauthorized(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, label).toBe(401);
  expect(res.json(), label).toMatchObject({
    status: 201,
    code: 'UNAUTHORIZED',
    message: expect.any(String),
    fr_message: expect.any(String),
  });
}
