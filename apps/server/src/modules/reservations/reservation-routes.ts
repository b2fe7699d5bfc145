import type { FastifyInstance } from 'fastify';
import {
  ZAckSchema,
  ZAnswerCancellationProposalRequestSchema,
  ZAnswerModificationRequestSchema,
  ZAssignTablesRequestSchema,
  ZAvailabilityQuerySchema,
  ZAvailabilityResponseSchema,
  ZBookingBookQuerySchema,
  ZBookingBookResponseSchema,
  ZBookingDetailQuerySchema,
  ZBookingDetailResponseSchema,
  ZBookingResponseSchema,
  ZBookTableRequestSchema,
  ZCancelBookingRequestSchema,
  ZCancelSuspectedFraudRequestSchema,
  ZChangeBookingStatusRequestSchema,
  ZCreateBookingRequestSchema,
  ZCustomerBookingQuerySchema,
  ZCustomerBookingResponseSchema,
  ZDeleteServiceRequestSchema,
  ZDeleteTableRequestSchema,
  ZFailureSchema,
  ZModifyBookingRequestSchema,
  ZMyBookingsResponseSchema,
  ZPublicRestaurantParamsSchema,
  ZReservationSettingsResponseSchema,
  ZSaveReservationSettingsRequestSchema,
  ZSaveServiceRequestSchema,
  ZSaveTableRequestSchema,
  ZServiceListResponseSchema,
  ZServiceResponseSchema,
  ZTableListResponseSchema,
  ZTableResponseSchema,
  bookingApiPaths,
} from '@portal/contract';
import { withFailure } from '../../core/envelope.js';
import { access, tokenSecurity, typed } from '../../core/routes.js';
import { callerCan, callerOf, restaurantOf } from '../auth/index.js';
import { customerOf } from '../customers/index.js';
import type { ReservationService } from './reservation-service.js';

/**
 * Table reservations: the restaurant's settings, services and tables (`menu`),
 * its book and the actions on bookings (`service`, every role), the guest's calls (customer
 * token) and the public availability (no token). Ids in a request only ever select among the
 * caller's own rows: another restaurant's or guest's is answered like a missing one.
 */
export default async function reservationRoutes(
  fastify: FastifyInstance,
  { service }: { service: ReservationService },
) {
  const app = typed(fastify);
  const { requireCustomer } = app.customers;
  const partner = { tags: ['reservations'], security: tokenSecurity };
  const guest = { tags: ['reservations', 'customers'], security: tokenSecurity };
  const memberOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).member;

  /* ---------- settings, services, tables (owner, manager) ---------- */

  app.get(bookingApiPaths.reservationSettings, {
    config: access('menu'),
    schema: {
      ...partner,
      summary: 'The booking settings (the defaults until the first save: bookings off)',
      response: { 200: withFailure(ZReservationSettingsResponseSchema) },
    },
    handler: async (request) => service.settings(restaurantOf(request)),
  });

  app.post(bookingApiPaths.saveReservationSettings, {
    config: access('menu'),
    schema: {
      ...partner,
      summary: 'Save the booking settings; the imprint per cover and its party size are the owner’s alone',
      description:
        'A manager’s save that changes `imprint_per_cover` or `imprint_min_party` is 403 FORBIDDEN_FOR_ROLE and saves nothing.',
      body: ZSaveReservationSettingsRequestSchema,
      response: { 200: withFailure(ZReservationSettingsResponseSchema) },
    },
    handler: async (request) => service.saveSettings(restaurantOf(request), request.body, callerCan(request, 'legal')),
  });

  app.get(bookingApiPaths.serviceList, {
    config: access('menu'),
    schema: { ...partner, summary: 'The services', response: { 200: withFailure(ZServiceListResponseSchema) } },
    handler: async (request) => service.services(restaurantOf(request)),
  });

  app.post(bookingApiPaths.saveService, {
    config: access('menu'),
    schema: {
      ...partner,
      summary: 'Create (no id) or change a service: inside the opening hours of its days, overlapping no other',
      body: ZSaveServiceRequestSchema,
      response: { 200: withFailure(ZServiceResponseSchema) },
    },
    handler: async (request) => service.saveService(restaurantOf(request), request.body),
  });

  app.post(bookingApiPaths.deleteService, {
    config: access('menu'),
    schema: {
      ...partner,
      summary: 'Delete a service no booking to come belongs to (past bookings stay, without it)',
      body: ZDeleteServiceRequestSchema,
      response: { 200: withFailure(ZAckSchema) },
    },
    handler: async (request) => service.deleteService(restaurantOf(request), request.body.service_id),
  });

  app.get(bookingApiPaths.tableList, {
    // Every member reads the tables: staff assign them to bookings (saving them stays the managers').
    config: access('service'),
    schema: { ...partner, summary: 'The tables', response: { 200: withFailure(ZTableListResponseSchema) } },
    handler: async (request) => service.tables(restaurantOf(request)),
  });

  app.post(bookingApiPaths.saveTable, {
    config: access('menu'),
    schema: {
      ...partner,
      summary: 'Create (no id) or change a table',
      body: ZSaveTableRequestSchema,
      response: { 200: withFailure(ZTableResponseSchema) },
    },
    handler: async (request) => service.saveTable(restaurantOf(request), request.body),
  });

  app.post(bookingApiPaths.deleteTable, {
    config: access('menu'),
    schema: {
      ...partner,
      summary: 'Delete a table no booking to come is seated at (past bookings lose it)',
      body: ZDeleteTableRequestSchema,
      response: { 200: withFailure(ZAckSchema) },
    },
    handler: async (request) => service.deleteTable(restaurantOf(request), request.body.table_id),
  });

  /* ---------- the book (every role) ---------- */

  app.get(bookingApiPaths.bookingBook, {
    config: access('service'),
    schema: {
      ...partner,
      summary: 'A day’s book: its services, the load of each slot, the bookings and their counts',
      querystring: ZBookingBookQuerySchema,
      response: { 200: withFailure(ZBookingBookResponseSchema) },
    },
    handler: async (request) => service.book(restaurantOf(request), request.query.date, request.query.service_id),
  });

  app.get(bookingApiPaths.bookingDetail, {
    config: access('service'),
    schema: {
      ...partner,
      summary: 'A booking with its history, the guest’s card and the modification requests',
      querystring: ZBookingDetailQuerySchema,
      response: { 200: withFailure(ZBookingDetailResponseSchema) },
    },
    handler: async (request) => service.detail(restaurantOf(request), request.query.booking_id),
  });

  app.post(bookingApiPaths.createBooking, {
    config: access('service'),
    schema: {
      ...partner,
      summary: 'A booking taken by phone (confirmed), or a walk-in (seated at once)',
      body: ZCreateBookingRequestSchema,
      response: { 200: withFailure(ZBookingResponseSchema) },
    },
    handler: async (request) => service.createByRestaurant(restaurantOf(request), memberOf(request), request.body),
  });

  app.post(bookingApiPaths.changeBookingStatus, {
    config: access('service'),
    schema: {
      ...partner,
      summary: 'Move a booking on (confirm, refuse, seat, honour, no-show, cancel); a refusal names its current status',
      body: ZChangeBookingStatusRequestSchema,
      response: { 200: withFailure(ZBookingResponseSchema) },
    },
    handler: async (request) =>
      service.changeStatus(
        restaurantOf(request),
        memberOf(request),
        request.body.booking_id,
        request.body.status,
        request.body.reason ?? '',
      ),
  });

  app.post(bookingApiPaths.assignTables, {
    config: access('service'),
    schema: {
      ...partner,
      summary: 'Give a booking its tables (empty: none)',
      body: ZAssignTablesRequestSchema,
      response: { 200: withFailure(ZBookingResponseSchema) },
    },
    handler: async (request) =>
      service.assignTables(restaurantOf(request), memberOf(request), request.body.booking_id, request.body.table_ids),
  });

  app.post(bookingApiPaths.answerModificationRequest, {
    config: access('service'),
    schema: {
      ...partner,
      summary: 'Answer a guest’s modification request: accept, propose a time, propose cancellation, decline',
      body: ZAnswerModificationRequestSchema,
      response: { 200: withFailure(ZBookingResponseSchema) },
    },
    handler: async (request) =>
      service.answerModification(
        restaurantOf(request),
        memberOf(request),
        request.body.request_id,
        request.body.action,
        request.body.time,
      ),
  });

  app.post(bookingApiPaths.cancelSuspectedFraud, {
    config: access('service'),
    schema: {
      ...partner,
      summary: 'Cancel a booking as suspected fraud (never charged; the guest is told the category)',
      body: ZCancelSuspectedFraudRequestSchema,
      response: { 200: withFailure(ZBookingResponseSchema) },
    },
    handler: async (request) =>
      service.cancelSuspectedFraud(
        restaurantOf(request),
        memberOf(request),
        request.body.booking_id,
        request.body.reason_code,
        request.body.reason,
      ),
  });

  /* ---------- the guest (customer token) ---------- */

  app.post(bookingApiPaths.bookTable, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      ...guest,
      summary: 'Book a table: confirmed at once up to the restaurant’s limit, else waiting for it',
      body: ZBookTableRequestSchema,
      response: { 200: withFailure(ZCustomerBookingResponseSchema) },
    },
    handler: async (request) => {
      const { customer } = customerOf(request);
      return service.bookTable(
        {
          customer_id: customer.id,
          first_name: customer.first_name,
          last_name: customer.last_name,
          phone: customer.phone ?? '',
          email: customer.email ?? '',
          lang: customer.lang,
        },
        request.body,
      );
    },
  });

  app.get(bookingApiPaths.myBookings, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      ...guest,
      summary: 'The guest’s bookings, newest first',
      response: { 200: withFailure(ZMyBookingsResponseSchema) },
    },
    handler: async (request) => service.myBookings(customerOf(request).customer.id),
  });

  app.get(bookingApiPaths.customerBookingDetail, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      ...guest,
      summary: 'One of the guest’s bookings',
      querystring: ZCustomerBookingQuerySchema,
      response: { 200: withFailure(ZCustomerBookingResponseSchema) },
    },
    handler: async (request) => service.customerDetail(customerOf(request).customer.id, request.query.booking_id),
  });

  app.post(bookingApiPaths.modifyBooking, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      ...guest,
      summary: 'Move a booking (free until 12 hours before); a full slot sends a request to the restaurant',
      body: ZModifyBookingRequestSchema,
      response: { 200: withFailure(ZCustomerBookingResponseSchema) },
    },
    handler: async (request) => service.modifyBooking(customerOf(request).customer.id, request.body),
  });

  app.post(bookingApiPaths.cancelBooking, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      ...guest,
      summary:
        'Cancel a booking (free until 12 hours before; later, BOOKING_CHANGE_TOO_LATE with the restaurant’s phone)',
      body: ZCancelBookingRequestSchema,
      response: { 200: withFailure(ZCustomerBookingResponseSchema) },
    },
    handler: async (request) => service.cancelBooking(customerOf(request).customer.id, request.body.booking_id),
  });

  app.post(bookingApiPaths.answerCancellationProposal, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      ...guest,
      summary: 'Answer the restaurant’s proposal (a cancellation accepted is free whatever the time)',
      body: ZAnswerCancellationProposalRequestSchema,
      response: { 200: withFailure(ZCustomerBookingResponseSchema) },
    },
    handler: async (request) =>
      service.answerProposal(customerOf(request).customer.id, request.body.booking_id, request.body.accept),
  });

  /* ---------- public ---------- */

  app.get(bookingApiPaths.availability, {
    config: access('public'),
    schema: {
      tags: ['reservations', 'public'],
      summary: 'A day’s bookable times for a party',
      description:
        'No token. An unknown or altered public id, or a restaurant that is not approved, verified and unsuspended, is HTTP 404 with NOT_FOUND.',
      params: ZPublicRestaurantParamsSchema,
      querystring: ZAvailabilityQuerySchema,
      response: { 200: withFailure(ZAvailabilityResponseSchema), 404: ZFailureSchema },
    },
    handler: async (request) =>
      service.availability(request.params.public_id, request.query.date, request.query.covers),
  });
}
