import type { FastifyInstance } from 'fastify';
import {
  type TCustomerBooking,
  type TCustomerBookingResponse,
  ZCustomerBookingResponseSchema,
  ZManageBookingQuerySchema,
  ZManageCancelRequestSchema,
  ZManageModifyRequestSchema,
  bookingApiPaths,
} from '@portal/contract';
import { ok, withFailure } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import { access, typed } from '../../core/routes.js';
import { registerBookingMessages } from './booking-messages.js';
import { bookingOfManageToken, manageLinkKey } from './manage-link.js';
import type { Booking } from './tables.js';

/** What the manage link asks of the reservations service: the guest's own cancel and move. */
export interface GuestBookingActions {
  cancelAsGuest(booking: Booking): Promise<TCustomerBookingResponse>;
  modifyAsGuest(
    booking: Booking,
    change: { date: string; time: string; covers: number },
  ): Promise<TCustomerBookingResponse>;
  toCustomerWire(bookings: readonly Booking[]): Promise<TCustomerBooking[]>;
}

/**
 * The guest's side of a booking away from the portal: its messages (confirmation, reminders)
 * through the durable jobs, and the manage link's calls. The link needs no
 * sign-in: its signed token alone opens its one booking until the meal has ended. Cancelling and
 * moving go through the guest's own rules (the 12-hour rule, the same availability check, a
 * modification request when the new slot is full). A token that is altered, of a booking gone, or
 * past the meal answers BOOKING_LINK_INVALID, every case alike.
 */
export default async function bookingManagement(fastify: FastifyInstance, options: { service: GuestBookingActions }) {
  const app = typed(fastify);
  const { service } = options;
  const { db, clock, config, transport, jobs } = fastify.infra;
  const linkKey = manageLinkKey(config.JWT_SECRET);
  registerBookingMessages(jobs, {
    db,
    transport,
    clock,
    linkKey,
    baseUrl: config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`,
    restaurant: async (restaurantId, lang) => {
      const stored = await fastify.restaurant.service.stored(restaurantId, lang);
      if (!stored) return undefined;
      return { name: stored.account.name, phone: stored.account.phone, address: stored.account.address };
    },
  });
  const tags = ['reservations', 'public'];
  const description =
    'No sign-in: the token of the link sent with the confirmation opens its one booking until the meal has ended. An altered or expired token is BOOKING_LINK_INVALID under `token`.';

  const bookingOf = async (token: string): Promise<Booking> => {
    const booking = await bookingOfManageToken(db, linkKey, token, clock());
    if (!booking) throw new AppError('BOOKING_LINK_INVALID', { field: 'token' });
    return booking;
  };

  app.get(bookingApiPaths.manageBooking, {
    config: access('public'),
    schema: {
      tags,
      summary: 'The booking of a manage link, as its guest sees it',
      description,
      querystring: ZManageBookingQuerySchema,
      response: { 200: withFailure(ZCustomerBookingResponseSchema) },
    },
    handler: async (request) => {
      const booking = await bookingOf(request.query.token);
      return { ...ok('LOADED'), data: (await service.toCustomerWire([booking]))[0]! };
    },
  });

  app.post(bookingApiPaths.manageBookingCancel, {
    config: access('public'),
    schema: {
      tags,
      summary:
        'Cancel the booking of a manage link (free until 12 hours before; later, BOOKING_CHANGE_TOO_LATE with the restaurant’s phone)',
      description,
      body: ZManageCancelRequestSchema,
      response: { 200: withFailure(ZCustomerBookingResponseSchema) },
    },
    handler: async (request) => service.cancelAsGuest(await bookingOf(request.body.token)),
  });

  app.post(bookingApiPaths.manageBookingModify, {
    config: access('public'),
    schema: {
      tags,
      summary:
        'Move the booking of a manage link (12-hour rule; when the new time is full, the booking stays and the restaurant gets a modification request)',
      description,
      body: ZManageModifyRequestSchema,
      response: { 200: withFailure(ZCustomerBookingResponseSchema) },
    },
    handler: async (request) => {
      const { token, date, time, covers } = request.body;
      return service.modifyAsGuest(await bookingOf(token), { date, time, covers });
    },
  });
}
