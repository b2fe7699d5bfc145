import { floorPlanApiPaths } from '@portal/contract';
import { type AttackRow, getWith, postWith } from './attack-rows.js';

/** The room, attacked with B's ids: A reads only its own plan; B's tables and combinations are answered as missing. */
export const floorAttacks: AttackRow[] = [
  getWith(floorPlanApiPaths.floorPlan, 'own-only', (b) => ({ restaurants_id: b.restaurant })),
  getWith(floorPlanApiPaths.tableCombinationList, 'own-only', (b) => ({ restaurants_id: b.restaurant })),
  postWith(floorPlanApiPaths.saveTableCombination, 'not-found', (b) => ({
    combination_id: b.combination,
    table_ids: `${b.table},${b.table + 1}`,
    min_covers: '2',
    max_covers: '4',
    online: '1',
  })),
  postWith(floorPlanApiPaths.deleteTableCombination, 'not-found', (b) => ({ combination_id: b.combination })),
  postWith(floorPlanApiPaths.saveFloorPlan, 'not-found', (b) => ({
    tables: [{ table_id: b.table, x: 1, y: 1, shape: 'round', rotation: 0, area: 'Volée', blocked: 1 }],
  })),
];
