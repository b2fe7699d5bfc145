import type { FastifyInstance } from 'fastify';
import {
  bookingApiPaths,
  type BookingStatus,
  ZAckSchema,
  ZAnswerCancellationProposalRequestSchema,
  ZAnswerModificationRequestSchema,
  ZAssignTablesRequestSchema,
  ZAvailabilityQuerySchema,
  ZAvailabilityResponseSchema,
  ZBookingBookPdfQuerySchema,
  ZMoveBookingRequestSchema,
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
} from '@portal/contract';
import { ok, okWith } from '../../core/envelope.js';
import { access, jsonRoutes, tokenSecurity, typed } from '../../core/routes.js';
import { callerCan, partnerLangOf, restaurantOf } from '../auth/index.js';
import type { DayBookPrint } from './day-book-pdf.js';
import { exportsPerRestaurant } from './export-limit.js';
import type { GuestBookings } from './guest-bookings.js';
import type { GuestChanges } from './guest-changes.js';
import type { ReservationSetup } from './reservation-setup.js';
import { actingOf, customerIdOf, guestOf } from './route-callers.js';
import type { RestaurantBook } from './restaurant-book.js';

/** What the routes call: each job's service; the services give data, the routes the envelope. */
interface ReservationServices {
  setup: ReservationSetup;
  book: RestaurantBook;
  print: DayBookPrint;
  bookings: GuestBookings;
  changes: GuestChanges;
}

/** What a new booking's guest is told: confirmed, waiting for the restaurant, or for the card. */
function bookedCode(status: BookingStatus) {
  if (status === 'awaiting_guarantee') return 'GUARANTEE_REQUIRED';
  return status === 'pending' ? 'BOOKING_REQUESTED' : 'BOOKING_CONFIRMED';
}

/** A booking as it is once changed, with the change's text. */
const saved = <T>(change: Promise<T>) => okWith('BOOKING_SAVED', change);

/**
 * Table reservations: the restaurant's settings, services and tables (`menu`), its book and the
 * actions on bookings (`service`, every role), the guest's calls (customer token) and the public
 * availability (no token). Ids in a request only ever select among the caller's own rows:
 * another restaurant's or guest's is answered like a missing one.
 */
export default async function reservationRoutes(app: FastifyInstance, services: ReservationServices) {
  const { setup, book, print, bookings, changes } = services;
  const partner = jsonRoutes(app, { tags: ['reservations'], security: tokenSecurity });
  const guest = jsonRoutes(app, { tags: ['reservations', 'customers'], security: tokenSecurity });
  const anyone = jsonRoutes(app, { tags: ['reservations', 'public'] });

  /* ---------- settings, services, tables (owner, manager) ---------- */

  partner.get(bookingApiPaths.reservationSettings, {
    access: 'menu',
    summary: 'The booking settings (the defaults until the first save: bookings off)',
    reply: ZReservationSettingsResponseSchema,
    handler: async (request) => okWith('LOADED', setup.settings(restaurantOf(request))),
  });

  partner.post(bookingApiPaths.saveReservationSettings, {
    access: 'menu',
    summary: 'Save the booking settings; the imprint per cover and its party size are the owner’s alone',
    description:
      'A manager’s save that changes `imprint_per_cover` or `imprint_min_party` is 403 FORBIDDEN_FOR_ROLE and saves nothing.',
    body: ZSaveReservationSettingsRequestSchema,
    reply: ZReservationSettingsResponseSchema,
    handler: async (request) => {
      const saved = await setup.saveSettings(restaurantOf(request), request.body, callerCan(request, 'legal'));
      return { ...ok('RESERVATION_SETTINGS_SAVED'), data: saved };
    },
  });

  partner.get(bookingApiPaths.serviceList, {
    access: 'menu',
    summary: 'The services',
    reply: ZServiceListResponseSchema,
    handler: async (request) => okWith('LOADED', setup.services(restaurantOf(request))),
  });

  partner.post(bookingApiPaths.saveService, {
    access: 'menu',
    summary:
      'Create (no id) or change a service: inside the opening hours of its days, overlapping no other; bookings to come it would leave outside need `confirm_affected`',
    body: ZSaveServiceRequestSchema,
    reply: ZServiceResponseSchema,
    handler: async (request) => {
      const { saved, affected } = await setup.saveService(restaurantOf(request), request.body);
      return { ...ok('SERVICE_SAVED'), data: saved, affected_bookings: affected };
    },
  });

  partner.post(bookingApiPaths.deleteService, {
    access: 'menu',
    summary: 'Delete a service no booking to come belongs to (past bookings stay, without it)',
    body: ZDeleteServiceRequestSchema,
    reply: ZAckSchema,
    handler: async (request) => {
      await setup.deleteService(restaurantOf(request), request.body.service_id);
      return ok('SERVICE_DELETED');
    },
  });

  partner.get(bookingApiPaths.tableList, {
    // Every member reads the tables: staff assign them to bookings (saving them stays the managers').
    access: 'service',
    summary: 'The tables',
    reply: ZTableListResponseSchema,
    handler: async (request) => okWith('LOADED', setup.tables(restaurantOf(request))),
  });

  partner.post(bookingApiPaths.saveTable, {
    access: 'menu',
    summary: 'Create (no id) or change a table; bookings to come it would no longer hold need `confirm_affected`',
    body: ZSaveTableRequestSchema,
    reply: ZTableResponseSchema,
    handler: async (request) => {
      const { saved, affected } = await setup.saveTable(restaurantOf(request), request.body);
      return { ...ok('TABLE_SAVED'), data: saved, affected_bookings: affected };
    },
  });

  partner.post(bookingApiPaths.deleteTable, {
    access: 'menu',
    summary: 'Delete a table no booking to come is seated at (past bookings lose it)',
    body: ZDeleteTableRequestSchema,
    reply: ZAckSchema,
    handler: async (request) => {
      await setup.deleteTable(restaurantOf(request), request.body.table_id);
      return ok('TABLE_DELETED');
    },
  });

  /* ---------- the book (every role) ---------- */

  partner.get(bookingApiPaths.bookingBook, {
    access: 'service',
    summary: 'A day’s book: its services, the load of each slot, the bookings and their counts',
    querystring: ZBookingBookQuerySchema,
    reply: ZBookingBookResponseSchema,
    // The book of the day every device of a service keeps open: 300 bookings parsed again took
    // a third of its time.
    builtToContract: true,
    handler: async (request) => {
      const { date, service_id } = request.query;
      return { ...ok('LOADED'), data: await book.day(restaurantOf(request), date, service_id) };
    },
  });

  typed(app).get(bookingApiPaths.bookingBookPdf, {
    config: access('service'),
    // Laying out a PDF costs more than a read: counted like the other exports.
    onRequest: exportsPerRestaurant(app, 'booking-book-exports'),
    schema: {
      tags: ['reservations'],
      security: tokenSecurity,
      summary: 'The day’s book as an A4 PDF to print: by time, guest, covers, tables, status, notes, allergies',
      querystring: ZBookingBookPdfQuerySchema,
    },
    handler: async (request, reply) => {
      const { date } = request.query;
      const lang = partnerLangOf(request, request.query.lang);
      const pdf = await print.pdf(restaurantOf(request), date, lang);
      const name = `${lang === 'fr' ? 'reservations' : 'bookings'}-${date}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });

  partner.get(bookingApiPaths.bookingDetail, {
    access: 'service',
    summary: 'A booking with its history, the guest’s card and the modification requests',
    querystring: ZBookingDetailQuerySchema,
    reply: ZBookingDetailResponseSchema,
    handler: async (request) => okWith('LOADED', book.detail(restaurantOf(request), request.query.booking_id)),
  });

  partner.post(bookingApiPaths.createBooking, {
    access: 'service',
    summary: 'A booking taken by phone (confirmed), or a walk-in (seated at once)',
    body: ZCreateBookingRequestSchema,
    reply: ZBookingResponseSchema,
    handler: async (request) => saved(book.create(actingOf(request), request.body)),
  });

  partner.post(bookingApiPaths.changeBookingStatus, {
    access: 'service',
    summary: 'Move a booking on (confirm, refuse, seat, honour, no-show, cancel); a refusal names its current status',
    body: ZChangeBookingStatusRequestSchema,
    reply: ZBookingResponseSchema,
    handler: async (request) => {
      const { booking_id, status, reason } = request.body;
      return saved(book.changeStatus(actingOf(request), booking_id, status, reason ?? ''));
    },
  });

  partner.post(bookingApiPaths.moveBooking, {
    access: 'service',
    summary:
      'Move a booking to another date, time or party size under the guest’s change rules (a full slot is refused), without the guest’s caps',
    body: ZMoveBookingRequestSchema,
    reply: ZBookingResponseSchema,
    handler: async (request) => saved(changes.moveForRestaurant(actingOf(request), request.body)),
  });

  partner.post(bookingApiPaths.assignTables, {
    access: 'service',
    summary: 'Give a booking its tables (empty: none)',
    body: ZAssignTablesRequestSchema,
    reply: ZBookingResponseSchema,
    handler: async (request) => {
      const { booking_id, table_ids } = request.body;
      return saved(book.assignTables(actingOf(request), booking_id, table_ids));
    },
  });

  partner.post(bookingApiPaths.answerModificationRequest, {
    access: 'service',
    summary: 'Answer a guest’s modification request: accept, propose a time, propose cancellation, decline',
    body: ZAnswerModificationRequestSchema,
    reply: ZBookingResponseSchema,
    handler: async (request) => {
      const { request_id, action, time } = request.body;
      return saved(book.answerModification(actingOf(request), request_id, action, time));
    },
  });

  partner.post(bookingApiPaths.cancelSuspectedFraud, {
    access: 'service',
    summary: 'Cancel a booking as suspected fraud (never charged; the guest is told the category)',
    body: ZCancelSuspectedFraudRequestSchema,
    reply: ZBookingResponseSchema,
    handler: async (request) => {
      const { booking_id, reason_code, reason } = request.body;
      const cancelled = book.cancelSuspectedFraud(actingOf(request), booking_id, reason_code, reason);
      return { ...ok('BOOKING_CANCELLED'), data: await cancelled };
    },
  });

  /* ---------- the guest (customer token) ---------- */

  guest.post(bookingApiPaths.bookTable, {
    access: 'customer',
    summary: 'Book a table: confirmed at once up to the restaurant’s limit, else waiting for it',
    body: ZBookTableRequestSchema,
    reply: ZCustomerBookingResponseSchema,
    handler: async (request) => {
      const booked = await bookings.book(guestOf(request), request.body);
      return { ...ok(bookedCode(booked.status)), data: booked };
    },
  });

  guest.get(bookingApiPaths.myBookings, {
    access: 'customer',
    summary: 'The guest’s bookings, newest first',
    reply: ZMyBookingsResponseSchema,
    handler: async (request) => okWith('LOADED', bookings.mine(customerIdOf(request))),
  });

  guest.get(bookingApiPaths.customerBookingDetail, {
    access: 'customer',
    summary: 'One of the guest’s bookings',
    querystring: ZCustomerBookingQuerySchema,
    reply: ZCustomerBookingResponseSchema,
    handler: async (request) => okWith('LOADED', bookings.detail(customerIdOf(request), request.query.booking_id)),
  });

  guest.post(bookingApiPaths.modifyBooking, {
    access: 'customer',
    summary: 'Move a booking (free until 12 hours before); a full slot sends a request to the restaurant',
    body: ZModifyBookingRequestSchema,
    reply: ZCustomerBookingResponseSchema,
    handler: async (request) => {
      const moved = await changes.modifyOwn(customerIdOf(request), request.body);
      return { ...ok(moved.requested ? 'MODIFICATION_REQUESTED' : 'BOOKING_SAVED'), data: moved.booking };
    },
  });

  guest.post(bookingApiPaths.cancelBooking, {
    access: 'customer',
    summary:
      'Cancel a booking (free until 12 hours before; later, BOOKING_CHANGE_TOO_LATE with the restaurant’s phone)',
    body: ZCancelBookingRequestSchema,
    reply: ZCustomerBookingResponseSchema,
    handler: async (request) =>
      okWith('BOOKING_CANCELLED', changes.cancelOwn(customerIdOf(request), request.body.booking_id)),
  });

  guest.post(bookingApiPaths.answerCancellationProposal, {
    access: 'customer',
    summary: 'Answer the restaurant’s proposal (a cancellation accepted is free whatever the time)',
    body: ZAnswerCancellationProposalRequestSchema,
    reply: ZCustomerBookingResponseSchema,
    handler: async (request) => {
      const { booking_id, accept } = request.body;
      const answered = await changes.answerProposal(customerIdOf(request), booking_id, accept);
      const code = answered.status === 'cancelled_by_customer' ? 'BOOKING_CANCELLED' : 'BOOKING_SAVED';
      return { ...ok(code), data: answered };
    },
  });

  /* ---------- public ---------- */

  anyone.get(bookingApiPaths.availability, {
    access: 'public',
    summary: 'A day’s bookable times for a party',
    description:
      'No token. An unknown or altered public id, or a restaurant that is not approved, verified and unsuspended, is HTTP 404 with NOT_FOUND.',
    params: ZPublicRestaurantParamsSchema,
    querystring: ZAvailabilityQuerySchema,
    reply: ZAvailabilityResponseSchema,
    otherReplies: { 404: ZFailureSchema },
    handler: async (request) => {
      const { date, covers } = request.query;
      return { ...ok('LOADED'), data: await bookings.availability(request.params.public_id, date, covers) };
    },
  });
}
