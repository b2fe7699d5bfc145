import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiPaths, type TOrder, customerApiPaths } from '@portal/contract';
import { createItemThroughApi, partnerToken } from './menu';
import { latestCode, loginThroughApi, type TestPartner } from './partners';

/** An approved partner's restaurant, online, with one dish on its menu. */
export async function openRestaurantWithDish(request: APIRequestContext, partner: TestPartner) {
  const token = await partnerToken(request, partner);
  await request.post(apiPaths.changeStatus, { headers: { token }, data: { status: '1' } });
  const dish = await createItemThroughApi(request, token, {
    fr_item_name: 'Quenelle de brochet',
    item_name: 'Pike quenelle',
    price: '18,50',
  });
  const publicId = (await loginThroughApi(request, partner)).data.public_id;
  if (!publicId) throw new Error('an approved partner has a public page id');
  return { token, dish, publicId };
}

/**
 * A new customer of the platform: the registration a customer app sends, with a mobile number
 * no other test uses, and that number as the outbox names it.
 */
export function newCustomer(person = { first_name: 'Léa', last_name: 'Dubois', birth_date: '1994-07-14' }) {
  const mobile = `7${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const emailName = person.first_name
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();
  return {
    form: {
      ...person,
      email: `${emailName}-${mobile}@clients-e2e.fr`,
      mobileno: `0${mobile}`,
      country_code: '33',
      password: 'tarte aux pralines',
    },
    international: `+33${mobile}`,
  };
}

/** A customer of the platform, registered and confirmed through the customer calls: their token. */
export async function confirmedCustomerToken(
  request: APIRequestContext,
  customer: ReturnType<typeof newCustomer> = newCustomer(),
): Promise<string> {
  await request.post(customerApiPaths.customerRegistration, { data: customer.form });
  const verified = await request.post(customerApiPaths.verifyCustomer, {
    data: {
      mobileno: customer.form.mobileno,
      country_code: '33',
      otp: await latestCode(request, customer.international),
    },
  });
  return ((await verified.json()) as { token: string }).token;
}

/** Two of the dish, for two people, paid in cash, with a note for the kitchen. */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  customerToken: string,
  restaurant: { publicId: string; dishId: number },
): Promise<TOrder> {
  const placed = await request.post(customerApiPaths.placeOrder, {
    headers: { token: customerToken },
    data: {
      restaurant_id: restaurant.publicId,
      items: [{ item_id: restaurant.dishId, quantity: 2 }],
      service_type: 1,
      no_of_people: 2,
      payment_method: 2,
      description: 'Une sans sauce, svp',
    },
  });
  return ((await placed.json()) as { data: TOrder }).data;
}
