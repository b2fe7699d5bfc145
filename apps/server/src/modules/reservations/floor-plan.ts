import {
  FLOOR_PLAN_GRID,
  MAX_COMBINATIONS,
  type TableShape,
  type TFloorPlan,
  type TFloorTable,
  type TSaveFloorPlanRequest,
  type TSaveTableCombinationInput,
  type TTableCombination,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../schema.js';
import { notFound } from './booking-rules.js';
import type { SetupRepository } from './setup-repository.js';

type TableRow = Awaited<ReturnType<SetupRepository['tablesOf']>>[number];

/** Where a table never placed stands: in rows of six across its area, in the order of its name. */
const UNPLACED_STEP = 150;
const UNPLACED_PER_ROW = 6;

/**
 * The room: the tables the restaurant puts together for a larger party, and each table's area and
 * place on the plan. Both are part of the set-up (a write bumps its version, so availability
 * reads them again), and neither moves a booking: a booking keeps the tables it holds.
 */
export class FloorPlan {
  constructor(private readonly deps: { db: Kysely<Database>; repository: SetupRepository; clock: Clock }) {}

  async combinations(restaurantId: number): Promise<TTableCombination[]> {
    return (await this.deps.repository.combinationsOf(restaurantId)).map((c) => ({
      ...c,
      table_ids: [...c.table_ids],
    }));
  }

  /**
   * Creates (no id) or changes a combination: 2 to 4 of the restaurant's tables, all in one area,
   * seating no more than their seats together, not the same tables as another combination.
   */
  async saveCombination(restaurantId: number, input: TSaveTableCombinationInput): Promise<TTableCombination> {
    const { repository } = this.deps;
    const now = this.deps.clock();
    return this.deps.db.transaction().execute(async (trx) => {
      const [tables, existing] = await Promise.all([
        repository.tablesOf(restaurantId, trx),
        repository.combinationsOf(restaurantId, trx),
      ]);
      if (input.combination_id !== null && !existing.some((c) => c.id === input.combination_id))
        throw notFound('combination_id');
      if (input.combination_id === null && existing.length >= MAX_COMBINATIONS)
        throw new AppError('COMBINATION_TABLES_INVALID', { field: 'table_ids' });
      const chosen = input.table_ids.map((id) => tables.find((table) => table.id === id));
      if (chosen.some((table) => table === undefined)) throw notFound('table_ids');
      if (new Set(chosen.map((table) => table!.area)).size !== 1)
        throw new AppError('COMBINATION_TABLES_INVALID', { field: 'table_ids' });
      if (input.max_covers > chosen.reduce((sum, table) => sum + table!.max_covers, 0))
        throw new AppError('COMBINATION_COVERS_INVALID', { field: 'max_covers' });
      const key = input.table_ids.join(',');
      if (existing.some((c) => c.id !== input.combination_id && c.table_ids.join(',') === key))
        throw new AppError('COMBINATION_TAKEN', { field: 'table_ids' });
      const values = {
        min_covers: input.min_covers,
        max_covers: input.max_covers,
        online: input.online,
        updated_at: now,
      };
      let id = input.combination_id;
      if (id === null) {
        const row = await trx
          .insertInto('table_combinations')
          .values({ ...values, restaurant_id: restaurantId, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(row.id);
      } else {
        await trx.updateTable('table_combinations').set(values).where('id', '=', id).execute();
        await trx.deleteFrom('table_combination_members').where('combination_id', '=', id).execute();
      }
      const combinationId = id;
      await trx
        .insertInto('table_combination_members')
        .values(input.table_ids.map((table_id) => ({ combination_id: combinationId, table_id })))
        .execute();
      await repository.bumpSetupVersion(restaurantId, trx);
      return {
        id: combinationId,
        table_ids: [...input.table_ids],
        min_covers: values.min_covers,
        max_covers: values.max_covers,
        online: values.online,
      };
    });
  }

  async deleteCombination(restaurantId: number, combinationId: number): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const owned = await trx
        .selectFrom('table_combinations')
        .select('id')
        .where('id', '=', combinationId)
        .where('restaurant_id', '=', restaurantId)
        .executeTakeFirst();
      if (!owned) throw notFound('combination_id');
      await trx.deleteFrom('table_combination_members').where('combination_id', '=', combinationId).execute();
      await trx.deleteFrom('table_combinations').where('id', '=', combinationId).execute();
      await this.deps.repository.bumpSetupVersion(restaurantId, trx);
    });
  }

  /** Every table with its area and place (a table never placed gets one), the areas, the combinations. */
  async plan(restaurantId: number): Promise<TFloorPlan> {
    const [rows, combinations] = await Promise.all([
      this.deps.repository.tablesOf(restaurantId),
      this.combinations(restaurantId),
    ]);
    const named = [...new Set([...rows].sort((a, b) => a.id - b.id).map((row) => row.area))];
    // The main room first; shown even empty until the restaurant names another.
    const areas = named.length === 0 || named.includes('') ? ['', ...named.filter((area) => area !== '')] : named;
    const unplacedIn = new Map<string, number>();
    const tables = rows.map((row): TFloorTable => {
      let { plan_x: x, plan_y: y } = row;
      if (x === 0 && y === 0) {
        const index = unplacedIn.get(row.area) ?? 0;
        unplacedIn.set(row.area, index + 1);
        x = Math.min(FLOOR_PLAN_GRID, UNPLACED_STEP / 2 + (index % UNPLACED_PER_ROW) * UNPLACED_STEP);
        y = Math.min(FLOOR_PLAN_GRID, UNPLACED_STEP / 2 + Math.floor(index / UNPLACED_PER_ROW) * UNPLACED_STEP);
      }
      return floorTable(row, x, y);
    });
    return { areas, tables, combinations };
  }

  /** Saves the places sent (a table left out keeps its own); another restaurant's table is not found. */
  async savePlan(restaurantId: number, input: TSaveFloorPlanRequest): Promise<TFloorPlan> {
    const now = this.deps.clock();
    await this.deps.db.transaction().execute(async (trx) => {
      const owned = new Set((await this.deps.repository.tablesOf(restaurantId, trx)).map((row) => row.id));
      if (input.tables.some((table) => !owned.has(table.table_id))) throw notFound('tables');
      for (const table of input.tables)
        await trx
          .updateTable('reservation_tables')
          .set({
            plan_x: table.x,
            plan_y: table.y,
            shape: table.shape,
            rotation: table.rotation,
            area: table.area.trim(),
            blocked: table.blocked,
            updated_at: now,
          })
          .where('id', '=', table.table_id)
          .where('restaurant_id', '=', restaurantId)
          .execute();
      await this.deps.repository.bumpSetupVersion(restaurantId, trx);
    });
    return this.plan(restaurantId);
  }
}

function floorTable(row: TableRow, x: number, y: number): TFloorTable {
  return {
    id: row.id,
    name: row.name,
    min_covers: row.min_covers,
    max_covers: row.max_covers,
    online: row.online,
    area: row.area,
    x,
    y,
    shape: row.shape as TableShape,
    rotation: row.rotation,
    blocked: row.blocked,
  };
}
