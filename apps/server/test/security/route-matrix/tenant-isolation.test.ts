import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, bookingApiPaths, customerApiPaths, reviewApiPaths, waitlistApiPaths } from '@portal/contract';
import { encodePublicId } from '../../../src/modules/restaurant/index.js';
import { verifiedCustomer } from '../../modules/customers/customer-helper.js';
import { get } from '../../modules/menu/menu-helper.js';
import { post } from '../../helper.js';
import { type Ids, MISSING_IDS, SECRET } from './attack-rows.js';
import { CUSTOMER_ATTACKS } from './customer-attacks.js';
import { partnerAttacks } from './partner-attacks.js';
import { buildTwoRestaurants, snapshotOfB, type TwoRestaurants } from './two-restaurants.js';

/**
 * Partner A's token carrying partner B's ids (path, query, body, multipart fields) is answered
 * like an id that does not exist, shows nothing of B's and leaves B's data unchanged; the same
 * for customer A with customer B's ids.
 */

let world: TwoRestaurants;
beforeAll(async () => {
  world = await buildTwoRestaurants();
});
afterAll(async () => world.t.close());

describe('one restaurant’s or customer’s token on another’s ids', () => {
  it('answers A’s token carrying B’s ids like a missing id, leaks nothing of B, and leaves B’s data unchanged', async () => {
    const { t, a, B } = world;
    const before = await snapshotOfB(world);
    expect(JSON.stringify(before)).toContain(SECRET);
    for (const [route, list] of partnerAttacks) {
      for (const attack of list) {
        // Logout ends the session it is called with: it gets a session of its own.
        const token = route.includes('/logout')
          ? (
              await post(t.app, apiPaths.login, { phone: a.form.phone, country_code: '33', password: a.form.password })
            ).json().token
          : a.token;
        const withToken = async (ids: Ids) => {
          const options = await attack.request(ids, a);
          return t.app.inject({ ...options, headers: { ...(options.headers ?? {}), token } });
        };
        const res = await withToken(B);
        expect(res.statusCode, route).toBe(200);
        expect(res.body, route).not.toContain(SECRET);
        await attack.inspect?.(res, a, B);
        if (attack.expect === 'not-found') {
          expect(res.json(), route).toMatchObject({ status: 201, code: 'NOT_FOUND' });
          expect(res.json(), route).toEqual((await withToken(MISSING_IDS)).json());
        }
      }
    }
    expect(await snapshotOfB(world)).toEqual(before);
  });

  it('shows nothing of B on A’s public page and its data, whoever asks', async () => {
    const { t, a, b } = world;
    for (const token of [undefined, b.token, a.token]) {
      for (const url of [
        `/r/${encodePublicId(a.id)}`,
        apiPaths.publicRestaurant.replace(':public_id', encodePublicId(a.id)),
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('Quenelle de A');
        expect(res.body, url).not.toContain(SECRET);
        expect(res.body, url).not.toContain(b.form.email);
      }
    }
  });

  it('answers customer A’s token carrying B’s id with A’s own account, and leaves B’s untouched', async () => {
    const { t, b, B } = world;
    const customerA = await verifiedCustomer(t, { first_name: 'Alice' });
    const customerB = world.customerOfB;
    const snapshotOfCustomerB = async () => ({
      details: (await get(t.app, customerApiPaths.customerDetails, customerB.token)).json() as Record<string, unknown>,
      orders: (await get(t.app, customerApiPaths.myOrders, customerB.token)).json() as Record<string, unknown>,
      bookings: (await get(t.app, bookingApiPaths.myBookings, customerB.token)).json() as Record<string, unknown>,
      reviews: (await get(t.app, reviewApiPaths.myReviews, customerB.token)).json() as Record<string, unknown>,
      waitlist: (await get(t.app, waitlistApiPaths.myWaitlist, customerB.token)).json() as Record<string, unknown>,
    });
    const before = await snapshotOfCustomerB();
    expect(JSON.stringify(before)).toContain(SECRET);
    for (const [route, attack] of Object.entries(CUSTOMER_ATTACKS)) {
      // Logout ends the session it is called with: it gets a session of its own.
      const token = route.includes('/logout')
        ? (
            await post(t.app, customerApiPaths.loginCustomer, {
              mobileno: customerA.form.mobileno,
              country_code: '33',
              password: customerA.form.password,
            })
          ).json().token
        : customerA.token;
      const options = attack({
        id: customerB.id,
        email: customerB.form.email,
        order: B.order,
        item: B.item,
        restaurantPublicId: encodePublicId(b.id),
        booking: B.booking,
        review: B.review,
        waitlistEntry: B.waitlistEntry,
      });
      const res = await t.app.inject({ ...options, headers: { token } });
      expect(res.statusCode, route).toBe(200);
      // An order placed at B's restaurant names B's dishes: that is the menu, public; the order is A's.
      // Joining B's waitlist names B's restaurant (public too); the entry is A's.
      if (!route.includes('placeOrder') && !route.includes('joinWaitlist'))
        expect(res.body, route).not.toContain(SECRET);
      if (res.json().data?.id !== undefined) expect(res.json().data.id, route).toBe(customerA.id);
    }
    expect(await snapshotOfCustomerB()).toEqual(before);
    expect((await get(t.app, customerApiPaths.customerDetails, customerA.token)).json().data.id).toBe(customerA.id);
  });
});
