import { type Insertable, type Kysely, type Selectable } from 'kysely';
import { isRestaurantRow } from '../../db/restaurant-rows.js';
import type { Database } from '../../schema.js';
import type { CombinationSpec } from './availability.js';
import type { SeatedBooking, UpcomingBooking } from './setup-impact.js';
import type { ReservationServicesTable, ReservationSettingsTable, ReservationTablesTable } from './tables.js';

/** The two tables of a restaurant's setup written the same way. */
type SetupTable = 'reservation_services' | 'reservation_tables';

/** A setup row's own values: the repository adds the restaurant and the times. */
type SetupValues<T> = Omit<Insertable<T>, 'id' | 'restaurant_id' | 'created_at' | 'updated_at'>;

/** The bookings still to come or at the table: a service or a table they use is not deleted. */
const UPCOMING_STATUSES = ['awaiting_guarantee', 'pending', 'confirmed', 'seated'] as const;

/** What a change of the setup reads of a booking to come. */
const UPCOMING_COLUMNS = [
  'bookings.id',
  'bookings.date',
  'bookings.time',
  'bookings.first_name',
  'bookings.last_name',
  'bookings.covers',
  'bookings.source',
] as const;

/** A restaurant's settings, services and tables, and the version that tells a process they changed. */
export class SetupRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /* ---------- the version ---------- */

  /** The version of the restaurant's settings, services and tables (0: never written): one primary-key read. */
  async setupVersion(restaurantId: number, db: Kysely<Database> = this.db): Promise<number> {
    const row = await db
      .selectFrom('reservation_versions')
      .select('version')
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
    return row ? Number(row.version) : 0;
  }

  /**
   * A write to the restaurant's settings, services or tables: their version goes up in the same
   * transaction, so every process's copy of them is read again once it commits.
   */
  async bumpSetupVersion(restaurantId: number, trx: Kysely<Database>): Promise<void> {
    await trx
      .insertInto('reservation_versions')
      .values({ restaurant_id: restaurantId, version: 1 })
      .onConflict((oc) =>
        oc.column('restaurant_id').doUpdateSet((eb) => ({ version: eb('reservation_versions.version', '+', 1) })),
      )
      .execute();
  }

  /* ---------- settings ---------- */

  async settingsOf(restaurantId: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('reservation_settings')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
  }

  async saveSettings(row: Insertable<ReservationSettingsTable>, trx: Kysely<Database>): Promise<void> {
    const { restaurant_id: _, ...changes } = row;
    await trx
      .insertInto('reservation_settings')
      .values(row)
      .onConflict((oc) => oc.column('restaurant_id').doUpdateSet(changes))
      .execute();
    await this.bumpSetupVersion(row.restaurant_id, trx);
  }

  /* ---------- services ---------- */

  async servicesOf(restaurantId: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('reservation_services')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .orderBy('first_slot')
      .orderBy('id')
      .execute();
  }

  /** Creates (no id) or changes a service of the restaurant; undefined when the id is none of its. */
  async saveService(
    restaurantId: number,
    id: number | null,
    values: SetupValues<ReservationServicesTable>,
    now: number,
    trx: Kysely<Database>,
  ) {
    return this.saveSetupRow('reservation_services', restaurantId, id, values, now, trx);
  }

  /**
   * Deletes a service, in the caller's transaction, once no booking to come belongs to it (see
   * `upcomingOfService`); the past bookings it held keep their day, time and history without it
   * (a later service could otherwise take its id). False when the service is none of its.
   */
  async deleteService(restaurantId: number, id: number, trx: Kysely<Database>): Promise<boolean> {
    if (!(await this.deleteSetupRow('reservation_services', restaurantId, id, trx))) return false;
    await trx
      .updateTable('bookings')
      .set({ service_id: null })
      .where('restaurant_id', '=', restaurantId)
      .where('service_id', '=', id)
      .execute();
    return true;
  }

  /* ---------- the bookings to come a change would affect ---------- */

  /** The restaurant's bookings to come (or at the table) of a service. */
  async upcomingOfService(
    restaurantId: number,
    serviceId: number,
    now: number,
    trx: Kysely<Database>,
  ): Promise<UpcomingBooking[]> {
    return trx
      .selectFrom('bookings')
      .select(UPCOMING_COLUMNS)
      .where('bookings.restaurant_id', '=', restaurantId)
      .where('bookings.service_id', '=', serviceId)
      .where('bookings.status', 'in', UPCOMING_STATUSES)
      .where('bookings.ends_at', '>', now)
      .execute();
  }

  /** The restaurant's bookings to come (or at the table) seated at a table, each with all its tables. */
  async upcomingAtTable(
    restaurantId: number,
    tableId: number,
    now: number,
    trx: Kysely<Database>,
  ): Promise<SeatedBooking[]> {
    const bookings = await trx
      .selectFrom('bookings')
      .innerJoin('booking_tables', 'booking_tables.booking_id', 'bookings.id')
      .select(UPCOMING_COLUMNS)
      .where('booking_tables.table_id', '=', tableId)
      .where('bookings.restaurant_id', '=', restaurantId)
      .where('bookings.status', 'in', UPCOMING_STATUSES)
      .where('bookings.ends_at', '>', now)
      .execute();
    if (bookings.length === 0) return [];
    const seats = await trx
      .selectFrom('booking_tables')
      .innerJoin('reservation_tables', 'reservation_tables.id', 'booking_tables.table_id')
      .select(['booking_tables.booking_id', 'reservation_tables.id', 'reservation_tables.max_covers'])
      .where(
        'booking_tables.booking_id',
        'in',
        bookings.map((booking) => booking.id),
      )
      .where('reservation_tables.restaurant_id', '=', restaurantId)
      .execute();
    return bookings.map((booking) => ({
      ...booking,
      tables: seats
        .filter((seat) => seat.booking_id === booking.id)
        .map((seat) => ({ id: seat.id, max_covers: seat.max_covers })),
    }));
  }

  /** The last date of the restaurant's bookings to come (null: none). */
  async lastUpcomingDate(restaurantId: number, now: number, trx: Kysely<Database>): Promise<string | null> {
    const row = await trx
      .selectFrom('bookings')
      .select((eb) => eb.fn.max('date').as('last'))
      .where('restaurant_id', '=', restaurantId)
      .where('status', 'in', UPCOMING_STATUSES)
      .where('ends_at', '>', now)
      .executeTakeFirst();
    return row?.last ?? null;
  }

  /* ---------- tables ---------- */

  async tablesOf(restaurantId: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('reservation_tables')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  /** The tables the restaurant puts together, each with its tables' ids in order. */
  async combinationsOf(restaurantId: number, db: Kysely<Database> = this.db): Promise<CombinationSpec[]> {
    const rows = await db
      .selectFrom('table_combinations')
      .innerJoin('table_combination_members', 'table_combination_members.combination_id', 'table_combinations.id')
      .select([
        'table_combinations.id',
        'table_combinations.min_covers',
        'table_combinations.max_covers',
        'table_combinations.online',
        'table_combination_members.table_id',
      ])
      .where('table_combinations.restaurant_id', '=', restaurantId)
      .orderBy('table_combinations.id')
      .orderBy('table_combination_members.table_id')
      .execute();
    const byId = new Map<number, CombinationSpec & { table_ids: number[] }>();
    for (const row of rows) {
      const id = Number(row.id);
      const known = byId.get(id) ?? {
        id,
        min_covers: row.min_covers,
        max_covers: row.max_covers,
        online: row.online,
        table_ids: [],
      };
      known.table_ids.push(Number(row.table_id));
      byId.set(id, known);
    }
    return [...byId.values()];
  }

  /** Creates (no id) or changes a table of the restaurant; undefined when the id is none of its. */
  async saveTable(
    restaurantId: number,
    id: number | null,
    values: SetupValues<ReservationTablesTable>,
    now: number,
    trx: Kysely<Database>,
  ) {
    return this.saveSetupRow('reservation_tables', restaurantId, id, values, now, trx);
  }

  /**
   * Removes a table, in the caller's transaction, once no booking to come is seated at it (see
   * `upcomingAtTable`); past bookings lose it (a later table could otherwise take its id). False
   * when the table is none of its.
   */
  async deleteTable(restaurantId: number, id: number, trx: Kysely<Database>): Promise<boolean> {
    // Its combinations go with it: two tables left of three no longer seat the party they were for.
    const joined = await trx
      .selectFrom('table_combination_members')
      .innerJoin('table_combinations', 'table_combinations.id', 'table_combination_members.combination_id')
      .select('table_combination_members.combination_id')
      .where('table_combinations.restaurant_id', '=', restaurantId)
      .where('table_combination_members.table_id', '=', id)
      .execute();
    const combinationIds = joined.map((row) => Number(row.combination_id));
    if (combinationIds.length > 0) {
      await trx.deleteFrom('table_combination_members').where('combination_id', 'in', combinationIds).execute();
      await trx.deleteFrom('table_combinations').where('id', 'in', combinationIds).execute();
    }
    if (!(await this.deleteSetupRow('reservation_tables', restaurantId, id, trx))) return false;
    await trx.deleteFrom('booking_tables').where('table_id', '=', id).execute();
    return true;
  }

  /* ---------- services and tables: the same writes, each bumping the version ---------- */

  private async saveSetupRow<T extends SetupTable>(
    table: T,
    restaurantId: number,
    id: number | null,
    values: SetupValues<Database[T]>,
    now: number,
    trx: Kysely<Database>,
  ) {
    const created = { ...values, restaurant_id: restaurantId, created_at: now, updated_at: now };
    const saved =
      id === null
        ? await trx
            .insertInto(table as SetupTable)
            .values(created as Insertable<Database[SetupTable]>)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable(table as SetupTable)
            .set({ ...values, updated_at: now })
            .where(isRestaurantRow(restaurantId, id))
            .returningAll()
            .executeTakeFirst();
    if (saved) await this.bumpSetupVersion(restaurantId, trx);
    return saved as Selectable<Database[T]> | undefined;
  }

  /** Whether the restaurant's row was there to delete. */
  private async deleteSetupRow(table: SetupTable, restaurantId: number, id: number, trx: Kysely<Database>) {
    const result = await trx.deleteFrom(table).where(isRestaurantRow(restaurantId, id)).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) return false;
    await this.bumpSetupVersion(restaurantId, trx);
    return true;
  }
}
