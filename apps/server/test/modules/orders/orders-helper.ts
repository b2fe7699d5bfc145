import { apiPaths } from '@portal/contract';
import { approvedPartner, post, type TestApp } from '../../helper.js';
import { encodePublicId } from '../../../src/modules/restaurant/index.js';
import { createAddon, createItem, get, query, ref } from '../menu/menu-helper.js';

/** An approved restaurant, online, with a beer (two sizes, a syrup), a burger (buy one get one) and a dessert. */
export async function openRestaurant(t: TestApp) {
  const partner = await approvedPartner(t);
  await post(t.app, apiPaths.changeStatus, { status: '1' }, partner.token);
  const syrup = await createAddon(t.app, partner.token, {
    name: 'Syrup',
    fr_name: 'Sirop',
    choiceoff: '1',
    isrequired: '0',
    subaddon: JSON.stringify([
      { subaddonNameEn: 'Grenadine', subaddonNameFr: 'Grenadine', price: '0,50' },
      { subaddonNameEn: 'Peach', subaddonNameFr: 'Pêche', price: '0,50' },
    ]),
  });
  const beer = await createItem(t.app, partner.token, {
    fr_item_name: 'Bière blonde',
    item_name: 'Lager',
    type_of_item_id: `${ref.dish.drinks}`,
    tva_rate: '20',
    price: '',
    sizes: JSON.stringify([
      { fr_name: 'Demi', name: 'Half', price: '3,50' },
      { fr_name: 'Pinte', name: 'Pint', price: '6,50' },
    ]),
    types_of_addon_id: String(syrup),
    allergens: 'gluten',
    max_per_order: '12',
  });
  const burger = await createItem(t.app, partner.token, {
    fr_item_name: 'Burger lyonnais',
    item_name: 'Lyon burger',
    price: '12',
    buy_one_get_one_offer: '1',
  });
  const tart = await createItem(t.app, partner.token, { fr_item_name: 'Tarte aux pralines', price: '7,50' });
  const sizes = (await get(t.app, query(apiPaths.itemDetail, { id: beer }), partner.token)).json().data.sizes as Array<{
    id: number;
  }>;
  return {
    partner,
    publicId: encodePublicId(partner.id),
    beer,
    burger,
    tart,
    pint: sizes[1]!.id,
    half: sizes[0]!.id,
    syrup,
  };
}

export type Restaurant = Awaited<ReturnType<typeof openRestaurant>>;

export function orderBody(r: Restaurant, overrides: Record<string, unknown> = {}) {
  return {
    restaurant_id: r.publicId,
    items: [
      { item_id: r.beer, size_id: r.pint, quantity: 3, addons: [{ items_addon_id: r.syrup, options: [0] }] },
      { item_id: r.burger, quantity: 2 },
    ],
    service_type: 1,
    no_of_people: 2,
    payment_method: 2,
    description: 'Sans oignons',
    // Whatever a client claims, the server prices.
    total: 0.01,
    sub_total: 0.01,
    ...overrides,
  };
}
