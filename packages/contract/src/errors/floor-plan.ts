import type { MessagePair } from '../message-pair.js';
import floorPlanErrorTexts from '../messages/errors/floor-plan.json' with { type: 'json' };

/** The floor plan and the tables put together. */
export const floorPlanErrors = floorPlanErrorTexts satisfies Record<string, MessagePair>;
