import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, bookingApiPaths, can, errorMessages, type Permission, ROLES } from '@portal/contract';
import { query } from '../../modules/menu/menu-helper.js';
import { profileForm } from '../../modules/restaurant/profile-helper.js';
import { settingsForm } from '../../modules/reservations/reservations-helper.js';
import { MEMBER_PASSWORD, newMemberPhone } from '../../modules/team/team-helper.js';
import { post } from '../../helper.js';
import { routesOf } from '../app-routes.js';
import { json } from './attack-rows.js';
import { partnerAttacks } from './partner-attacks.js';
import { anonymousRequest, declaredAccessOf, isPermission, STREAM_ROUTES } from './route-table.js';
import { buildTwoRestaurants, snapshotOfB, type TwoRestaurants } from './two-restaurants.js';

/**
 * Role × route, from the live route table: each role of the restaurant gets through exactly the
 * routes its permissions open. A refused role is answered 403 FORBIDDEN_FOR_ROLE in both
 * languages, with the route's real requests on B's own ids, and B's data is left unchanged. The
 * counts are printed for the notes.
 */

let world: TwoRestaurants;
beforeAll(async () => {
  world = await buildTwoRestaurants();
});
afterAll(async () => world.t.close());

const forbidden = {
  status: 201,
  code: 'FORBIDDEN_FOR_ROLE',
  message: errorMessages.FORBIDDEN_FOR_ROLE.en,
  fr_message: errorMessages.FORBIDDEN_FOR_ROLE.fr,
};

describe('role × route', () => {
  it('lets each role through exactly its permissions; a refused one gets 403 and nothing changes', async () => {
    const { t, b, B, managerOfB, staffOfB } = world;
    const declared = declaredAccessOf(t);
    const partnerRoutes = routesOf(t).filter((route) => isPermission(declared.get(route)));
    const signIn = async ([phone, password]: readonly [string, string]) =>
      (await post(t.app, apiPaths.login, { phone, country_code: '33', password })).json().token as string;
    const credentials = {
      owner: [b.form.phone, b.form.password],
      manager: [managerOfB.phone, MEMBER_PASSWORD],
      staff: [staffOfB.phone, MEMBER_PASSWORD],
    } as const;
    const tokens = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, await signIn(credentials[role])] as const)),
    ) as Record<(typeof ROLES)[number], string>;
    const before = await snapshotOfB(world);
    const counts = { routes: partnerRoutes.length, allowed: 0, refused: 0, refusedRequests: 0 };
    for (const route of partnerRoutes) {
      const permission = declared.get(route) as Permission;
      for (const role of ROLES) {
        // Signing out ends the session it is called with: it gets one of its own.
        const token = route.includes('/logout') ? await signIn(credentials[role]) : tokens[role];
        if (can(role, permission)) {
          counts.allowed += 1;
          // An open stream never ends by itself; the orders tests open it for every role.
          if (STREAM_ROUTES.has(route)) continue;
          const res = await t.app.inject(anonymousRequest(route, { token }));
          expect([401, 403], `${role} ${route}`).not.toContain(res.statusCode);
          continue;
        }
        counts.refused += 1;
        const requests = partnerAttacks.get(route)?.map((attack) => attack.request(B, world.a)) ?? [
          anonymousRequest(route),
        ];
        for (const pending of requests) {
          const options = await pending;
          const res = await t.app.inject({ ...options, headers: { ...(options.headers ?? {}), token } });
          counts.refusedRequests += 1;
          expect(res.statusCode, `${role} ${route}`).toBe(403);
          expect(res.json(), `${role} ${route}`).toEqual(forbidden);
        }
      }
    }
    // Within a call: the report's mode of the orders list, going offline, the owner's fields, the imprint.
    const within: Array<[string, InjectOptions]> = [
      [tokens.staff, json('GET', query(apiPaths.orderList, { period: 2 }))],
      [tokens.staff, json('GET', query(apiPaths.orderList, { searchval: 'Tarte' }))],
      [tokens.staff, json('POST', apiPaths.changeStatus, { status: '0' })],
      [tokens.staff, json('POST', apiPaths.changeStatus, { status: '1' })],
      [tokens.manager, json('POST', apiPaths.editMyDetails, profileForm(b, { legal_name: 'Autre SARL' }))],
      [tokens.manager, json('POST', apiPaths.editMyDetails, profileForm(b, { owner_details: 'Un autre nom' }))],
      [tokens.manager, json('POST', apiPaths.editMyDetails, profileForm(b, { email: 'manager@example.fr' }))],
      [tokens.manager, json('POST', apiPaths.editMyDetails, profileForm(b, { phone: newMemberPhone() }))],
      // The imprint per cover and its party size are the owner's.
      [tokens.manager, json('POST', bookingApiPaths.saveReservationSettings, settingsForm({ imprint_per_cover: '5' }))],
      [tokens.manager, json('POST', bookingApiPaths.saveReservationSettings, settingsForm({ imprint_min_party: '4' }))],
    ];
    for (const [token, options] of within) {
      const res = await t.app.inject({ ...options, headers: { token } });
      counts.refusedRequests += 1;
      expect(res.statusCode, String(options.url)).toBe(403);
      expect(res.json(), String(options.url)).toEqual(forbidden);
    }
    expect(await snapshotOfB(world)).toEqual(before);
    expect(counts.refused).toBeGreaterThan(0);
    console.info(
      `role × route: ${counts.routes} partner routes × ${ROLES.length} roles = ${counts.routes * ROLES.length} cells, ` +
        `${counts.allowed} allowed, ${counts.refused} refused (${counts.refusedRequests} refused requests, ` +
        `${within.length} of them refusals within a call), nothing changed`,
    );
  });
});
