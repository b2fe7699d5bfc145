import type { FastifyInstance } from 'fastify';
import {
  bookingApiPaths,
  ZCustomerBookingResponseSchema,
  ZManageAnswerRequestSchema,
  ZManageBookingQuerySchema,
  ZManageCancelRequestSchema,
  ZManageModifyRequestSchema,
} from '@portal/contract';
import { ok } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import { jsonRoutes } from '../../core/routes.js';
import type { GuestBookings } from './guest-bookings.js';
import type { GuestChanges } from './guest-changes.js';
import { bookingOfManageToken, manageLinkKey } from './manage-link.js';
import type { Booking } from './tables.js';

/**
 * The manage link's calls: the guest's side of a booking away from the portal. The link needs no
 * sign-in: its signed token alone opens its one booking until the meal has ended. Cancelling and
 * moving go through the guest's own rules (the 12-hour rule, the same availability check, a
 * modification request when the new slot is full); answering the restaurant's proposal is the
 * customer call's answer (`GuestChanges.answer`). A token that is altered, of a booking gone, or
 * past the meal answers BOOKING_LINK_INVALID, every case alike.
 */
export default async function bookingManagement(
  app: FastifyInstance,
  { changes, bookings }: { changes: GuestChanges; bookings: Pick<GuestBookings, 'view'> },
) {
  const { db, clock, config } = app.infra;
  const linkKey = manageLinkKey(config.JWT_SECRET);
  const anyone = jsonRoutes(app, { tags: ['reservations', 'public'] });
  const description =
    'No sign-in: the token of the link sent with the confirmation opens its one booking until the meal has ended. An altered or expired token is BOOKING_LINK_INVALID under `token`.';

  const bookingOf = async (token: string): Promise<Booking> => {
    const booking = await bookingOfManageToken(db, linkKey, token, clock());
    if (!booking) throw new AppError('BOOKING_LINK_INVALID', { field: 'token' });
    return booking;
  };

  anyone.get(bookingApiPaths.manageBooking, {
    access: 'public',
    summary: 'The booking of a manage link, as its guest sees it',
    description,
    querystring: ZManageBookingQuerySchema,
    reply: ZCustomerBookingResponseSchema,
    handler: async (request) => ({ ...ok('LOADED'), data: await bookings.view(await bookingOf(request.query.token)) }),
  });

  anyone.post(bookingApiPaths.manageBookingCancel, {
    access: 'public',
    summary:
      'Cancel the booking of a manage link (free until 12 hours before; later, BOOKING_CHANGE_TOO_LATE with the restaurant’s phone)',
    description,
    body: ZManageCancelRequestSchema,
    reply: ZCustomerBookingResponseSchema,
    handler: async (request) => ({
      ...ok('BOOKING_CANCELLED'),
      data: await changes.cancel(await bookingOf(request.body.token)),
    }),
  });

  anyone.post(bookingApiPaths.manageBookingModify, {
    access: 'public',
    summary:
      'Move the booking of a manage link (12-hour rule; when the new time is full, the booking stays and the restaurant gets a modification request)',
    description,
    body: ZManageModifyRequestSchema,
    reply: ZCustomerBookingResponseSchema,
    handler: async (request) => {
      const { token, date, time, covers } = request.body;
      const moved = await changes.modify(await bookingOf(token), { date, time, covers });
      return { ...ok(moved.requested ? 'MODIFICATION_REQUESTED' : 'BOOKING_SAVED'), data: moved.booking };
    },
  });

  anyone.post(bookingApiPaths.manageBookingAnswer, {
    access: 'public',
    summary:
      'Answer the restaurant’s proposal on the booking of a manage link: accept its time or its cancellation (free whatever the time), or decline',
    description: `${description} Without a proposal waiting, NO_PROPOSAL_WAITING.`,
    body: ZManageAnswerRequestSchema,
    reply: ZCustomerBookingResponseSchema,
    handler: async (request) => {
      const answered = await changes.answer(await bookingOf(request.body.token), request.body.accept);
      const code = answered.status === 'cancelled_by_customer' ? 'BOOKING_CANCELLED' : 'BOOKING_SAVED';
      return { ...ok(code), data: answered };
    },
  });
}
