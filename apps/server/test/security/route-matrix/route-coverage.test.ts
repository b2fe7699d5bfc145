import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireDeclaredAccess } from '../../../src/core/routes.js';
import { buildTestApp, type TestApp } from '../../helper.js';
import { routesOf } from '../app-routes.js';
import { CUSTOMER_ROUTES } from './customer-attacks.js';
import { partnerAttacks } from './partner-attacks.js';
import {
  declaredAccessOf,
  isPermission,
  METRICS_TOKEN,
  OPERATOR_ROUTES,
  protectedRoutesOf,
  PUBLIC_ROUTES,
  STREAM_ROUTES,
  VERIFICATION_ROUTES,
} from './route-table.js';

/**
 * The security matrix is built from the routes the app really has: every route declares who may
 * call it, and every protected one has rows of attacks (or is one of the few set apart), so a
 * route added without them makes this file fail.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN });
});
afterAll(async () => t.close());

describe('the security matrix covers every route of the app', () => {
  it('finds the routes of the app, and every protected one has a row in the matrix', () => {
    const protectedRoutes = protectedRoutesOf(t);
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(18);
    const uncovered = protectedRoutes.filter(
      (route) =>
        !partnerAttacks.has(route) &&
        !CUSTOMER_ROUTES.has(route) &&
        !VERIFICATION_ROUTES.has(route) &&
        !STREAM_ROUTES.has(route) &&
        !OPERATOR_ROUTES.has(route),
    );
    expect(uncovered, 'protected routes without a row in the security matrix').toEqual([]);
    const stale = [...partnerAttacks.keys(), ...CUSTOMER_ROUTES, ...STREAM_ROUTES, ...OPERATOR_ROUTES].filter(
      (route) => !protectedRoutes.includes(route),
    );
    expect(stale, 'matrix rows for routes the app does not have').toEqual([]);
  });

  it('finds a declared access for every route, a permission for every partner route', () => {
    const declared = declaredAccessOf(t);
    const routes = routesOf(t);
    expect(routes.filter((route) => !declared.has(route))).toEqual([]);
    for (const route of routes) {
      const access = declared.get(route);
      if (PUBLIC_ROUTES.has(route)) expect(access, route).toBe('public');
      else if (CUSTOMER_ROUTES.has(route)) expect(access, route).toBe('customer');
      else if (VERIFICATION_ROUTES.has(route)) expect(access, route).toBe('verification');
      else if (OPERATOR_ROUTES.has(route)) expect(access, route).toBe('operator');
      else expect(isPermission(access), `${route} declares ${access}`).toBe(true);
    }
  });

  it('refuses a route registered without a declared access, at start-up', async () => {
    const app = Fastify();
    requireDeclaredAccess(app);
    expect(() => app.get('/api/v1/restaurant/forgotten', async () => ({}))).toThrow(/declares no access/);
    expect(() =>
      app.get('/api/v1/restaurant/declared', { config: { access: 'menu' } }, async () => ({})),
    ).not.toThrow();
    await app.close();
  });
});
