import { type TAddWalkInRequest, waitlistApiPaths } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, createQueryKeys, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { bookingKeys } from './bookings';

/** Keys of the waitlist and walk-in queue: `list({ date })`. */
export const waitlistKeys = createQueryKeys('waitlist');

const lang = () => ({ lang: currentLocale() });
const schemas = () => import('./booking-schemas');
const schema = <K extends keyof Awaited<ReturnType<typeof schemas>>>(name: K) =>
  schemas().then((module) => module[name]);

/* GET v1/restaurant/waitlistList — the day's waitlist entries and walk-ins, oldest first. */
function getWaitlist(date: string) {
  return apiRequest(waitlistApiPaths.waitlistList, {
    query: { date, ...lang() },
    schema: schema('ZWaitlistListResponseSchema'),
    auth: 'partner',
  });
}

export function useWaitlist(date: string) {
  return useQuery({ queryKey: waitlistKeys.list({ date }), queryFn: () => getWaitlist(date) });
}

/** An action on one entry: its answer is the entry as it is now. */
function postEntry(path: string, body: Record<string, unknown>) {
  return apiRequest(path, {
    method: 'POST',
    schema: schema('ZWaitlistEntryResponseSchema'),
    auth: 'partner',
    body: { ...body, ...lang() },
  });
}

const waitlistChanged = [waitlistKeys.all];

/* POST v1/restaurant/offerWaitlistSlot — the host offers a time by hand. */
function offerSlot(input: { entry_id: number; time: string }) {
  return postEntry(waitlistApiPaths.offerWaitlistSlot, { entry_id: String(input.entry_id), time: input.time });
}

export function useOfferWaitlistSlot(callbacks?: CallbacksOf<typeof offerSlot>) {
  return useInvalidatingMutation(
    { mutationKey: waitlistKeys.mutation('offer'), mutationFn: offerSlot, invalidates: waitlistChanged },
    callbacks,
  );
}

/* POST v1/restaurant/removeWaitlistEntry */
function removeEntry(entryId: number) {
  return postEntry(waitlistApiPaths.removeWaitlistEntry, { entry_id: String(entryId) });
}

export function useRemoveWaitlistEntry(callbacks?: CallbacksOf<typeof removeEntry>) {
  return useInvalidatingMutation(
    { mutationKey: waitlistKeys.mutation('remove'), mutationFn: removeEntry, invalidates: waitlistChanged },
    callbacks,
  );
}

/* POST v1/restaurant/addWalkIn — a party at the door, with the wait quoted. */
function addWalkIn(input: TAddWalkInRequest) {
  return postEntry(waitlistApiPaths.addWalkIn, { ...input });
}

export function useAddWalkIn(callbacks?: CallbacksOf<typeof addWalkIn>) {
  return useInvalidatingMutation(
    { mutationKey: waitlistKeys.mutation('walk-in'), mutationFn: addWalkIn, invalidates: waitlistChanged },
    callbacks,
  );
}

/* POST v1/restaurant/notifyWalkInReady — "votre table est prête" by SMS. */
function notifyReady(entryId: number) {
  return postEntry(waitlistApiPaths.notifyWalkInReady, { entry_id: String(entryId) });
}

export function useNotifyWalkInReady(callbacks?: CallbacksOf<typeof notifyReady>) {
  return useInvalidatingMutation(
    { mutationKey: waitlistKeys.mutation('ready'), mutationFn: notifyReady, invalidates: waitlistChanged },
    callbacks,
  );
}

/* POST v1/restaurant/seatWalkIn — a seated walk-in booking; the book changes too. */
function seatWalkIn(input: { entry_id: number; table_ids?: number[] }) {
  return apiRequest(waitlistApiPaths.seatWalkIn, {
    method: 'POST',
    schema: schema('ZBookingResponseSchema'),
    auth: 'partner',
    body: {
      entry_id: String(input.entry_id),
      ...(input.table_ids ? { table_ids: input.table_ids.join(',') } : {}),
      ...lang(),
    },
  });
}

export function useSeatWalkIn(callbacks?: CallbacksOf<typeof seatWalkIn>) {
  return useInvalidatingMutation(
    {
      mutationKey: waitlistKeys.mutation('seat'),
      mutationFn: seatWalkIn,
      invalidates: [waitlistKeys.all, bookingKeys.all],
    },
    callbacks,
  );
}
