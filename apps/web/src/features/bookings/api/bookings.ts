import {
  type BookingStatus,
  type FraudReasonCode,
  type ModificationAction,
  type TCreateBookingRequest,
  type TSaveReservationSettingsRequest,
  type TAffectedBooking,
  type TSaveServiceRequest,
  type TSaveTableRequest,
  bookingApiPaths,
} from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, createQueryKeys, isApiError, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';

/** Keys of the bookings domain: `list({ date, service })` (the day's book), `detail(id)`. */
export const bookingKeys = createQueryKeys('bookings');
/** Keys of the reservation settings, services and tables. */
export const reservationKeys = createQueryKeys('reservations');

const lang = () => ({ lang: currentLocale() });

/** The answers' schemas, loaded with the first call (the call does not wait for them). */
const schemas = () => import('./booking-schemas');
const schema = <K extends keyof Awaited<ReturnType<typeof schemas>>>(name: K) =>
  schemas().then((module) => module[name]);

/* GET v1/restaurant/bookingBook — a day's slots, bookings and counts, for one service or all. */
function getBook(query: { date: string; service_id: number | null }) {
  return apiRequest(bookingApiPaths.bookingBook, {
    query: { date: query.date, ...(query.service_id ? { service_id: query.service_id } : {}), ...lang() },
    schema: schema('ZBookingBookResponseSchema'),
    auth: 'partner',
  });
}

export function useBookingBook(date: string, serviceId: number | null) {
  return useQuery({
    queryKey: bookingKeys.list({ date, service: serviceId }),
    queryFn: () => getBook({ date, service_id: serviceId }),
    placeholderData: keepPreviousData,
  });
}

/* GET v1/restaurant/bookingDetail — the booking, its guest card, history and requests. */
function getBooking(bookingId: number) {
  return apiRequest(bookingApiPaths.bookingDetail, {
    query: { booking_id: bookingId, ...lang() },
    schema: schema('ZBookingDetailResponseSchema'),
    auth: 'partner',
  });
}

export function useBookingDetail(bookingId: number | null) {
  return useQuery({
    queryKey: bookingKeys.detail(bookingId ?? 0),
    queryFn: () => getBooking(bookingId!),
    enabled: bookingId !== null,
  });
}

/** Every change to a booking refreshes the book and the drawer. */
const bookingsChanged = [bookingKeys.all];

/** A partner action on a booking: its answer is the booking as it is now. */
function postBooking(path: string, body: Record<string, unknown>) {
  return apiRequest(path, {
    method: 'POST',
    schema: schema('ZBookingResponseSchema'),
    auth: 'partner',
    body: { ...body, ...lang() },
  });
}

function postAck(path: string, body: Record<string, unknown>) {
  return apiRequest(path, {
    method: 'POST',
    schema: schema('ZAckSchema'),
    auth: 'partner',
    body: { ...body, ...lang() },
  });
}

export interface StatusChange {
  booking_id: number;
  status: BookingStatus;
  reason?: string;
}

/* POST v1/restaurant/changeBookingStatus — confirm, refuse, seat, honoured, no-show, cancel. */
function changeBookingStatus(input: StatusChange) {
  return postBooking(bookingApiPaths.changeBookingStatus, {
    booking_id: String(input.booking_id),
    status: input.status,
    ...(input.reason !== undefined ? { reason: input.reason } : {}),
  });
}

export function useChangeBookingStatus(callbacks?: CallbacksOf<typeof changeBookingStatus>) {
  return useInvalidatingMutation(
    { mutationKey: bookingKeys.mutation('status'), mutationFn: changeBookingStatus, invalidates: bookingsChanged },
    callbacks,
  );
}

/* POST v1/restaurant/createBooking — by phone, or a walk-in (seated at once). */
function createBooking(input: TCreateBookingRequest) {
  return postBooking(bookingApiPaths.createBooking, { ...input });
}

export function useCreateBooking(callbacks?: CallbacksOf<typeof createBooking>) {
  return useInvalidatingMutation(
    { mutationKey: bookingKeys.mutation('create'), mutationFn: createBooking, invalidates: bookingsChanged },
    callbacks,
  );
}

/* POST v1/restaurant/moveBooking — another date, time or party, under the guest's change rules. */
function moveBooking(input: { booking_id: number; date: string; time: string; covers: string }) {
  return postBooking(bookingApiPaths.moveBooking, { ...input, booking_id: String(input.booking_id) });
}

export function useMoveBooking(callbacks?: CallbacksOf<typeof moveBooking>) {
  return useInvalidatingMutation(
    { mutationKey: bookingKeys.mutation('move'), mutationFn: moveBooking, invalidates: bookingsChanged },
    callbacks,
  );
}

/* POST v1/restaurant/assignTables — the tables a booking sits at (none: empty list). */
function assignTables(input: { booking_id: number; table_ids: number[] }) {
  return postBooking(bookingApiPaths.assignTables, {
    booking_id: String(input.booking_id),
    table_ids: input.table_ids.join(','),
  });
}

export function useAssignTables(callbacks?: CallbacksOf<typeof assignTables>) {
  return useInvalidatingMutation(
    { mutationKey: bookingKeys.mutation('tables'), mutationFn: assignTables, invalidates: bookingsChanged },
    callbacks,
  );
}

/* POST v1/restaurant/answerModificationRequest — accept, propose a time, propose cancellation, decline. */
function answerModification(input: { request_id: number; action: ModificationAction; time?: string }) {
  return postBooking(bookingApiPaths.answerModificationRequest, {
    request_id: String(input.request_id),
    action: input.action,
    ...(input.time !== undefined ? { time: input.time } : {}),
  });
}

export function useAnswerModification(callbacks?: CallbacksOf<typeof answerModification>) {
  return useInvalidatingMutation(
    { mutationKey: bookingKeys.mutation('modification'), mutationFn: answerModification, invalidates: bookingsChanged },
    callbacks,
  );
}

/* POST v1/restaurant/cancelSuspectedFraud — never charged; the guest is told the category. */
function cancelSuspectedFraud(input: { booking_id: number; reason_code: FraudReasonCode; reason: string }) {
  return postBooking(bookingApiPaths.cancelSuspectedFraud, {
    booking_id: String(input.booking_id),
    reason_code: input.reason_code,
    reason: input.reason,
  });
}

export function useCancelSuspectedFraud(callbacks?: CallbacksOf<typeof cancelSuspectedFraud>) {
  return useInvalidatingMutation(
    { mutationKey: bookingKeys.mutation('fraud'), mutationFn: cancelSuspectedFraud, invalidates: bookingsChanged },
    callbacks,
  );
}

/* ---------- settings, services, tables (owner, manager) ---------- */

/* GET v1/restaurant/reservationSettings */
function getSettings() {
  return apiRequest(bookingApiPaths.reservationSettings, {
    query: lang(),
    schema: schema('ZReservationSettingsResponseSchema'),
    auth: 'partner',
  });
}

export function useReservationSettings(enabled = true) {
  return useQuery({ queryKey: reservationKeys.detail('settings'), queryFn: getSettings, enabled });
}

/* POST v1/restaurant/saveReservationSettings — a manager's change of the imprint is refused (owner). */
function saveSettings(input: TSaveReservationSettingsRequest) {
  return apiRequest(bookingApiPaths.saveReservationSettings, {
    method: 'POST',
    schema: schema('ZReservationSettingsResponseSchema'),
    auth: 'partner',
    body: { ...input, ...lang() },
  });
}

export function useSaveReservationSettings(callbacks?: CallbacksOf<typeof saveSettings>) {
  return useInvalidatingMutation(
    {
      mutationKey: reservationKeys.mutation('settings'),
      mutationFn: saveSettings,
      invalidates: [reservationKeys.all, bookingKeys.all],
    },
    callbacks,
  );
}

/* GET v1/restaurant/serviceList */
function getServices() {
  return apiRequest(bookingApiPaths.serviceList, {
    query: lang(),
    schema: schema('ZServiceListResponseSchema'),
    auth: 'partner',
  });
}

export function useServices() {
  return useQuery({ queryKey: reservationKeys.list({ of: 'services' }), queryFn: getServices });
}

/**
 * The bookings to come a refused change of a service or table lists (`affected_bookings` of its
 * refusal); null when the refusal is another.
 */
export function affectedBookingsOf(error: unknown): TAffectedBooking[] | null {
  if (!isApiError(error) || !error.code?.endsWith('_CHANGE_AFFECTS_BOOKINGS')) return null;
  const listed = error.body?.affected_bookings;
  return Array.isArray(listed) ? (listed as TAffectedBooking[]) : [];
}

/* POST v1/restaurant/saveService — a new one without id. */
function saveService(input: TSaveServiceRequest) {
  return apiRequest(bookingApiPaths.saveService, {
    method: 'POST',
    schema: schema('ZServiceResponseSchema'),
    auth: 'partner',
    body: { ...input, ...lang() },
  });
}

export function useSaveService(callbacks?: CallbacksOf<typeof saveService>) {
  return useInvalidatingMutation(
    {
      mutationKey: reservationKeys.mutation('service'),
      mutationFn: saveService,
      invalidates: [reservationKeys.all, bookingKeys.all],
    },
    callbacks,
  );
}

/* POST v1/restaurant/deleteService */
function deleteService(serviceId: number) {
  return postAck(bookingApiPaths.deleteService, { service_id: String(serviceId) });
}

export function useDeleteService(callbacks?: CallbacksOf<typeof deleteService>) {
  return useInvalidatingMutation(
    {
      mutationKey: reservationKeys.mutation('deleteService'),
      mutationFn: deleteService,
      invalidates: [reservationKeys.all, bookingKeys.all],
    },
    callbacks,
  );
}

/* GET v1/restaurant/tableList — every member reads it (the drawer assigns tables). */
function getTables() {
  return apiRequest(bookingApiPaths.tableList, {
    query: lang(),
    schema: schema('ZTableListResponseSchema'),
    auth: 'partner',
  });
}

export function useTables(enabled = true) {
  return useQuery({ queryKey: reservationKeys.list({ of: 'tables' }), queryFn: getTables, enabled });
}

/* POST v1/restaurant/saveTable */
function saveTable(input: TSaveTableRequest) {
  return apiRequest(bookingApiPaths.saveTable, {
    method: 'POST',
    schema: schema('ZTableResponseSchema'),
    auth: 'partner',
    body: { ...input, ...lang() },
  });
}

export function useSaveTable(callbacks?: CallbacksOf<typeof saveTable>) {
  return useInvalidatingMutation(
    { mutationKey: reservationKeys.mutation('table'), mutationFn: saveTable, invalidates: [reservationKeys.all] },
    callbacks,
  );
}

/* POST v1/restaurant/deleteTable */
function deleteTable(tableId: number) {
  return postAck(bookingApiPaths.deleteTable, { table_id: String(tableId) });
}

export function useDeleteTable(callbacks?: CallbacksOf<typeof deleteTable>) {
  return useInvalidatingMutation(
    {
      mutationKey: reservationKeys.mutation('deleteTable'),
      mutationFn: deleteTable,
      invalidates: [reservationKeys.all],
    },
    callbacks,
  );
}

/* GET v1/public/restaurant/:public_id/availability — what guests can book that day (no token). */
function getAvailability(publicId: string, date: string, covers: number) {
  return apiRequest(bookingApiPaths.availability.replace(':public_id', encodeURIComponent(publicId)), {
    query: { date, covers },
    schema: schema('ZAvailabilityResponseSchema'),
  });
}

export function useAvailability(publicId: string | undefined, date: string, covers: number) {
  return useQuery({
    queryKey: reservationKeys.list({ of: 'availability', date, covers }),
    queryFn: () => getAvailability(publicId!, date, covers),
    enabled: Boolean(publicId) && date !== '',
  });
}

/**
 * Downloads a day's book as a PDF (A4, by time), in the screen's language, to print; a refusal is
 * said in a toast. The download's code loads with the first print, not with the book.
 */
export async function downloadBookPdf(date: string, what: string): Promise<void> {
  const files = await import('@/shared/api/file-download');
  try {
    const query = new URLSearchParams({ date, ...lang() }).toString();
    const { response, filename } = await files.fetchFile(`${bookingApiPaths.bookingBookPdf}?${query}`, {
      type: 'application/pdf',
      fallbackName: `bookings-${date}.pdf`,
    });
    files.saveFile(await response.blob(), filename);
  } catch (error) {
    files.toastDownloadError(error, what);
  }
}
