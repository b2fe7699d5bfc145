import sharp from 'sharp';
import { apiPaths, customerApiPaths } from '@portal/contract';
import type { DatabaseHandle } from '../src/db/connection.js';
import { createEventBus } from '../src/infra/events/event-bus.js';
import { benchReservations, fill, openReservations } from './bookings-data.js';
import { benchRestaurantWithDish } from './restaurant.js';
import { acceptOrder, api, insertBenchCustomers, signInCustomers, CustomerPool } from './support.js';

/*
 * The busy restaurant of the screens' benchmark (bench/run.ts): 200 dishes with photos, 200 orders
 * placed and accepted today, a day of 300 bookings. Accounts and bookings are written directly;
 * dishes and orders go through the API.
 */

export const ITEMS = 200;
export const ORDERS = 200;

const dishes = [
  ['Œuf en meurette', 'Eggs in red wine sauce', 2],
  ['Salade lyonnaise', 'Lyonnaise salad', 2],
  ['Quenelle de brochet, sauce Nantua', 'Pike quenelle with Nantua sauce', 3],
  ['Tablier de sapeur', 'Breaded tripe', 3],
  ['Bœuf bourguignon', 'Beef bourguignon', 3],
  ['Gratin dauphinois', 'Dauphinois potatoes', 5],
  ['Saint-Marcellin affiné', 'Matured Saint-Marcellin', 6],
  ['Crème brûlée à la vanille', 'Vanilla crème brûlée', 7],
  ['Tarte aux pralines', 'Pink praline tart', 7],
  ['Côtes-du-Rhône (verre)', 'Côtes-du-Rhône (glass)', 11],
] as const;

/** `count` dishes, each with a photo, several lists and add-ons, saved through the API. */
export async function seedMenu(base: string, token: string, count: number): Promise<void> {
  const addonIds: number[] = [];
  for (const [en, fr] of [
    ['Sauce', 'Sauce'],
    ['Side', 'Accompagnement'],
    ['Cheese', 'Fromage'],
    ['Bread', 'Pain'],
  ]) {
    const saved = await api(
      base,
      apiPaths.saveAddon,
      {
        name: en,
        fr_name: fr,
        choiceoff: '2',
        subaddon: JSON.stringify([
          { subaddonNameEn: 'One', subaddonNameFr: 'Un', price: '1,50' },
          { subaddonNameEn: 'Two', subaddonNameFr: 'Deux', price: '2' },
          { subaddonNameEn: 'Three', subaddonNameFr: 'Trois', price: '0' },
        ]),
      },
      token,
    );
    addonIds.push((saved.data as { items_addon_id: number }).items_addon_id);
  }

  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8553d' } })
    .jpeg()
    .toBuffer();
  for (let i = 0; i < count; i += 1) {
    const [fr, en, dishType] = dishes[i % dishes.length]!;
    const form = new FormData();
    const fields: Record<string, string> = {
      item_name: `${en} #${i + 1}`,
      fr_item_name: `${fr} n°${i + 1}`,
      description: `${en}, made in the house every morning with produce from the Halles Paul Bocuse.`,
      fr_description: `${fr}, préparé chaque matin avec des produits des Halles Paul Bocuse.`,
      type_of_service_id: '1,2',
      food_choice_id: i % 3 === 0 ? '1,8' : '8',
      type_of_item_id: String(dishType),
      type_of_cuisines_id: '1,19',
      types_of_addon_id: addonIds.slice(0, 1 + (i % addonIds.length)).join(','),
      price: `${8 + (i % 20)},50`,
      discount: String(i % 4 === 0 ? 10 : 0),
      preparation_time: String(10 + (i % 30)),
      service_open_time: '12:00,19:00',
      service_close_time: '14:30,22:30',
      tva_rate: dishType === 11 ? '20' : '10',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file_name', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await fetch(`${base}${apiPaths.saveItem}`, { method: 'POST', body: form, headers: { token } });
    const body = (await res.json()) as { status: number };
    if (body.status !== 200) throw new Error(`saveItem: ${JSON.stringify(body)}`);
  }
}

/**
 * The restaurant's menu (ITEMS dishes: one served all day, which customers order, and the rest)
 * and ORDERS orders placed today by customers in turn, each accepted; the partner's token.
 */
export async function seedMenuAndOrders(database: DatabaseHandle, base: string): Promise<string> {
  const phones = await insertBenchCustomers(database.db, CustomerPool.sizeFor(ORDERS));
  const { partnerToken, order } = await benchRestaurantWithDish(base);
  await seedMenu(base, partnerToken, ITEMS - 1);
  const customers = await signInCustomers(base, phones);
  for (let i = 0; i < ORDERS; i += 1) {
    const placed = await api(base, customerApiPaths.placeOrder, order, customers.next());
    await acceptOrder(base, partnerToken, (placed.data as { order_id: number }).order_id);
  }
  return partnerToken;
}

/** Bookings open (services, 120 tables), and the day FULL_DAY_OFFSET days ahead holding 300 bookings. */
export async function seedBookingDay(database: DatabaseHandle, restaurantId: number, today: string): Promise<void> {
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const events = createEventBus(database, silent);
  try {
    const reservations = benchReservations(database, events);
    await openReservations(reservations, restaurantId);
    await fill(database, restaurantId, today, Date.now(), 0);
  } finally {
    await events.close();
  }
}
