import type { FastifyRequest } from 'fastify';
import { callerOf, restaurantOf } from '../auth/index.js';
import { customerOf } from '../customers/index.js';
import type { RestaurantActing } from './restaurant-book.js';

/* Who calls a reservations route, as the services take it: the restaurant's member, or the guest. */

/** The caller's restaurant and member: who acts on its book. */
export const actingOf = (request: FastifyRequest): RestaurantActing => ({
  restaurantId: restaurantOf(request),
  member: callerOf(request).member,
});

export const customerIdOf = (request: FastifyRequest) => customerOf(request).customer.id;

/** The signed-in guest as a booking or a waitlist entry copies them. */
export function guestOf(request: FastifyRequest) {
  const { id, first_name, last_name, phone, email, lang } = customerOf(request).customer;
  return { customer_id: id, first_name, last_name, phone: phone ?? '', email: email ?? '', lang };
}
