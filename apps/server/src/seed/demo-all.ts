import type { FastifyInstance } from 'fastify';
import { seedDemoRestaurant } from './demo.js';
import { seedDemoGuestSide } from './demo-guest-side.js';
import { finishDemoLoyalty, startDemoLoyalty } from './demo-loyalty.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDemoRoom } from './demo-room.js';

/**
 * The whole demo restaurant, as the embedded database's first start makes it: the restaurant with
 * its menu, profile and bookings, a loyalty programme, `orderDays` of orders, the guests' side
 * (reviews, an offer, a card-guaranteed booking), then its room and tonight's queue. Made once:
 * null when the database already has an account.
 */
export async function seedWholeDemo(app: FastifyInstance, { orderDays }: { orderDays?: number } = {}) {
  const { db, clock, events, database } = app.infra;
  const demo = await seedDemoRestaurant({
    auth: app.auth,
    menu: app.menu,
    restaurant: app.restaurant,
    clock,
    bookings: { db, dialect: database.dialect, events },
  });
  if (!demo) return null;
  // The programme runs before the orders, so their guests earn points as real ones would.
  await startDemoLoyalty(app.loyalty, demo.restaurantId);
  const orders = await seedDemoOrders(
    { orders: app.orders, menu: app.menu, promotions: app.promotions },
    { db, clock },
    demo.restaurantId,
    orderDays,
  );
  const guestSide = await seedDemoGuestSide(guestSideOf(app), demo.restaurantId);
  const loyalty = await finishDemoLoyalty(app.loyalty, demo.restaurantId);
  const room = await seedDemoRoom(roomOf(app), demo.restaurantId);
  return { ...demo, orders, ...guestSide, loyalty, ...room };
}

/** What the guests' side of the demo is made with, from the app's modules. */
export function guestSideOf(app: FastifyInstance) {
  const { db, clock, events, database } = app.infra;
  return {
    db,
    dialect: database.dialect,
    events,
    clock,
    restaurant: app.restaurant,
    reservations: app.reservations,
    reviews: app.reviews,
    payments: app.payments,
  };
}

/** What the demo's room and tonight's queue are made with, from the app's modules. */
export function roomOf(app: FastifyInstance) {
  const { db, clock, transport } = app.infra;
  return { db, reservations: app.reservations, transport, clock };
}
