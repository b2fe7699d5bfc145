import type { MessagePair } from '../message-pair.js';
import { COMBINATION_MAX_TABLES, COMBINATION_MIN_TABLES, FLOOR_PLAN_AREA_MAX_LENGTH } from '../floor-plan-limits.js';

/** The floor plan and the tables put together. */
export const floorPlanErrors = {
  COMBINATION_TABLES_INVALID: {
    en: `Choose from ${COMBINATION_MIN_TABLES} to ${COMBINATION_MAX_TABLES} tables of one area`,
    fr: `Choisissez de ${COMBINATION_MIN_TABLES} à ${COMBINATION_MAX_TABLES} tables d’une même salle`,
  },
  COMBINATION_COVERS_INVALID: {
    en: 'The tables put together seat from the minimum to the maximum, the maximum no more than their seats',
    fr: 'Les tables réunies accueillent du minimum au maximum, le maximum au plus égal à leurs places',
  },
  COMBINATION_TAKEN: {
    en: 'These tables are already put together',
    fr: 'Ces tables sont déjà réunies',
  },
  FLOOR_PLAN_INVALID: {
    en: `Each table needs a place on the plan (0 to 1000), a shape, a turn of 0 or 90 and an area of at most ${FLOOR_PLAN_AREA_MAX_LENGTH} characters`,
    fr: `Chaque table a une place sur le plan (0 à 1000), une forme, une rotation de 0 ou 90 et une salle d’au plus ${FLOOR_PLAN_AREA_MAX_LENGTH} caractères`,
  },
  TABLE_TAKEN: {
    en: 'Another party is at this table at that time',
    fr: 'Une autre réservation occupe cette table à cette heure',
  },
  TABLE_BLOCKED: {
    en: 'This table is out of service',
    fr: 'Cette table est hors service',
  },
} as const satisfies Record<string, MessagePair>;
