import { floorPlanApiPaths, type TSaveFloorPlanRequest, type TSaveTableCombinationRequest } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { reservationKeys } from './bookings';

const lang = () => ({ lang: currentLocale() });
const schemas = () => import('./booking-schemas');
const schema = <K extends keyof Awaited<ReturnType<typeof schemas>>>(name: K) =>
  schemas().then((module) => module[name]);

/** Kept with the tables: saving a table, the plan or a combination refreshes them all. */
const roomChanged = [reservationKeys.all];

/* GET v1/restaurant/floorPlan — the tables with their areas and places, the combinations. */
function getFloorPlan() {
  return apiRequest(floorPlanApiPaths.floorPlan, {
    query: lang(),
    schema: schema('ZFloorPlanResponseSchema'),
    auth: 'partner',
  });
}

export function useFloorPlan() {
  return useQuery({ queryKey: reservationKeys.list({ of: 'floor' }), queryFn: getFloorPlan });
}

/* POST v1/restaurant/saveFloorPlan — each table's place, shape, turn, area, out of service. */
function saveFloorPlan(input: TSaveFloorPlanRequest) {
  return apiRequest(floorPlanApiPaths.saveFloorPlan, {
    method: 'POST',
    schema: schema('ZFloorPlanResponseSchema'),
    auth: 'partner',
    body: { ...input, ...lang() },
  });
}

export function useSaveFloorPlan(callbacks?: CallbacksOf<typeof saveFloorPlan>) {
  return useInvalidatingMutation(
    { mutationKey: reservationKeys.mutation('floor'), mutationFn: saveFloorPlan, invalidates: roomChanged },
    callbacks,
  );
}

/* POST v1/restaurant/saveTableCombination */
function saveCombination(input: TSaveTableCombinationRequest) {
  return apiRequest(floorPlanApiPaths.saveTableCombination, {
    method: 'POST',
    schema: schema('ZTableCombinationResponseSchema'),
    auth: 'partner',
    body: { ...input, ...lang() },
  });
}

export function useSaveCombination(callbacks?: CallbacksOf<typeof saveCombination>) {
  return useInvalidatingMutation(
    { mutationKey: reservationKeys.mutation('combination'), mutationFn: saveCombination, invalidates: roomChanged },
    callbacks,
  );
}

/* POST v1/restaurant/deleteTableCombination */
function deleteCombination(combinationId: number) {
  return apiRequest(floorPlanApiPaths.deleteTableCombination, {
    method: 'POST',
    schema: schema('ZAckSchema'),
    auth: 'partner',
    body: { combination_id: String(combinationId), ...lang() },
  });
}

export function useDeleteCombination(callbacks?: CallbacksOf<typeof deleteCombination>) {
  return useInvalidatingMutation(
    {
      mutationKey: reservationKeys.mutation('deleteCombination'),
      mutationFn: deleteCombination,
      invalidates: roomChanged,
    },
    callbacks,
  );
}
