import { type Insertable, type Kysely, type Selectable } from 'kysely';
import { isRestaurantRow } from '../../db/restaurant-rows.js';
import type { Database } from '../../schema.js';
import type { ReservationServicesTable, ReservationSettingsTable, ReservationTablesTable } from './tables.js';

/** The two tables of a restaurant's setup written the same way. */
type SetupTable = 'reservation_services' | 'reservation_tables';

/** A setup row's own values: the repository adds the restaurant and the times. */
type SetupValues<T> = Omit<Insertable<T>, 'id' | 'restaurant_id' | 'created_at' | 'updated_at'>;

/** The bookings still to come or at the table: a service or a table they use is not deleted. */
const UPCOMING_STATUSES = ['awaiting_guarantee', 'pending', 'confirmed', 'seated'] as const;

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
  private async bumpSetupVersion(restaurantId: number, trx: Kysely<Database>): Promise<void> {
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
   * Deletes a service unless bookings to come belong to it ('refused'); the past bookings it held
   * keep their day, time and history without it (a later service could otherwise take its id).
   */
  async deleteService(restaurantId: number, id: number, now: number): Promise<'deleted' | 'missing' | 'refused'> {
    return this.db.transaction().execute(async (trx) => {
      const upcoming = await trx
        .selectFrom('bookings')
        .select('id')
        .where('restaurant_id', '=', restaurantId)
        .where('service_id', '=', id)
        .where('status', 'in', UPCOMING_STATUSES)
        .where('ends_at', '>', now)
        .limit(1)
        .executeTakeFirst();
      if (upcoming) return 'refused';
      if (!(await this.deleteSetupRow('reservation_services', restaurantId, id, trx))) return 'missing';
      await trx
        .updateTable('bookings')
        .set({ service_id: null })
        .where('restaurant_id', '=', restaurantId)
        .where('service_id', '=', id)
        .execute();
      return 'deleted';
    });
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
   * Removes a table unless a booking to come is seated at it ('refused'); past bookings lose it
   * (a later table could otherwise take its id), in one transaction.
   */
  async deleteTable(restaurantId: number, id: number, now: number): Promise<'deleted' | 'missing' | 'refused'> {
    return this.db.transaction().execute(async (trx) => {
      const upcoming = await trx
        .selectFrom('booking_tables')
        .innerJoin('bookings', 'bookings.id', 'booking_tables.booking_id')
        .select('bookings.id')
        .where('booking_tables.table_id', '=', id)
        .where('bookings.restaurant_id', '=', restaurantId)
        .where('bookings.status', 'in', UPCOMING_STATUSES)
        .where('bookings.ends_at', '>', now)
        .limit(1)
        .executeTakeFirst();
      if (upcoming) return 'refused';
      if (!(await this.deleteSetupRow('reservation_tables', restaurantId, id, trx))) return 'missing';
      await trx.deleteFrom('booking_tables').where('table_id', '=', id).execute();
      return 'deleted';
    });
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
