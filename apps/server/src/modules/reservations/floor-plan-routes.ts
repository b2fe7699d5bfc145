import type { FastifyInstance } from 'fastify';
import {
  floorPlanApiPaths,
  ZAckSchema,
  ZDeleteTableCombinationRequestSchema,
  ZFloorPlanResponseSchema,
  ZSaveFloorPlanRequestSchema,
  ZSaveTableCombinationRequestSchema,
  ZTableCombinationListResponseSchema,
  ZTableCombinationResponseSchema,
} from '@portal/contract';
import { ok, okWith } from '../../core/envelope.js';
import { jsonRoutes, tokenSecurity } from '../../core/routes.js';
import { restaurantOf } from '../auth/index.js';
import type { FloorPlan } from './floor-plan.js';

/**
 * The room: every member reads the plan (the host works from it all service); the managers place
 * the tables and put them together (`menu`, like the tables themselves). A table or combination
 * id only selects among the restaurant's own: another's is answered like a missing one.
 */
export default async function floorPlanRoutes(app: FastifyInstance, { floorPlan }: { floorPlan: FloorPlan }) {
  const partner = jsonRoutes(app, { tags: ['reservations'], security: tokenSecurity });

  partner.get(floorPlanApiPaths.floorPlan, {
    access: 'service',
    summary: 'Every table with its area, place, shape and whether it is out of service; the areas; the combinations',
    reply: ZFloorPlanResponseSchema,
    handler: async (request) => okWith('LOADED', floorPlan.plan(restaurantOf(request))),
  });

  partner.post(floorPlanApiPaths.saveFloorPlan, {
    access: 'menu',
    summary: 'Place tables on the plan (0–1000 grid), shape, turn, area, out of service; tables left out keep theirs',
    body: ZSaveFloorPlanRequestSchema,
    reply: ZFloorPlanResponseSchema,
    handler: async (request) => okWith('FLOOR_PLAN_SAVED', floorPlan.savePlan(restaurantOf(request), request.body)),
  });

  partner.get(floorPlanApiPaths.tableCombinationList, {
    access: 'service',
    summary: 'The tables put together for larger parties',
    reply: ZTableCombinationListResponseSchema,
    handler: async (request) => okWith('LOADED', floorPlan.combinations(restaurantOf(request))),
  });

  partner.post(floorPlanApiPaths.saveTableCombination, {
    access: 'menu',
    summary:
      'Create (no combination_id) or change a combination: 2–4 tables of one area; availability seats a party there when no single table fits',
    body: ZSaveTableCombinationRequestSchema,
    reply: ZTableCombinationResponseSchema,
    handler: async (request) =>
      okWith('COMBINATION_SAVED', floorPlan.saveCombination(restaurantOf(request), request.body)),
  });

  partner.post(floorPlanApiPaths.deleteTableCombination, {
    access: 'menu',
    summary: 'Stop putting these tables together (bookings keep the tables they hold)',
    body: ZDeleteTableCombinationRequestSchema,
    reply: ZAckSchema,
    handler: async (request) => {
      await floorPlan.deleteCombination(restaurantOf(request), request.body.combination_id);
      return ok('COMBINATION_DELETED');
    },
  });
}
