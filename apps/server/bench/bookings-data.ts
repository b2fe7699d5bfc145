import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/connection.js';
import type { EventBus } from '../src/infra/events/event-bus.js';
import { createReservationsModule, type ReservationsModule } from '../src/modules/reservations/index.js';
import { createRestaurantModule } from '../src/modules/restaurant/index.js';
import { round } from './measure.js';

/*
 * The bookings benchmark's data: a million bookings written by the database itself, and the
 * measured restaurant's settings, services and tables.
 */

export const TOTAL = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const FUTURE = 10_000;
export const DAYS_AHEAD = 60;
/** A day after the window of the 10,000, holding 300 bookings: the book the restaurant reads. */
export const FULL_DAY_OFFSET = DAYS_AHEAD + 1;
export const FULL_DAY_BOOKINGS = 300;
const TABLES = 120;

/**
 * Fills the table in the database itself: of `total` rows, row i belongs to the bench restaurant
 * when i < 100,000 (its first 10,000 to come, spread over the next 60 days; the rest past), else
 * to one of 99 other restaurants; then 300 bookings on one day after those 60. `meal_at` is the day's Paris
 * time near enough (one hour's offset): these rows only load the days. Each row has a guest of its
 * own (its phone): a guest may not hold two bookings within 2 hours, so a real day's book lists
 * few guests twice.
 */
export async function fill(handle: DatabaseHandle, restaurantId: number, today: string, now: number, total = TOTAL) {
  const start = performance.now();
  const columns = sql.raw(
    'restaurant_id, customer_id, first_name, last_name, phone, email, lang, date, time, meal_at, ends_at, covers, status, source, note, occasion, meal_voucher, service_id, reference, guarantee, reason, created_at, updated_at, version',
  );
  const midnight = Date.parse(`${today}T00:00:00Z`) - 3_600_000;
  const ownRows = 100_000;
  const rows = (first: number, count: number) =>
    handle.dialect === 'sqlite'
      ? sql`
      WITH RECURSIVE n(i) AS (SELECT ${first} UNION ALL SELECT i + 1 FROM n WHERE i < ${first + count - 1}),
      rows AS (
        SELECT i,
          CASE WHEN i < ${ownRows} OR i >= ${total} THEN ${restaurantId} ELSE 100000 + (i % 99) END AS restaurant_id,
          CASE WHEN i >= ${total} THEN ${FULL_DAY_OFFSET} WHEN i < ${FUTURE} THEN i % ${DAYS_AHEAD} + 1
            ELSE -1 - (i % 1500) END AS day,
          CASE (i / ${DAYS_AHEAD}) % 6 WHEN 0 THEN 720 WHEN 1 THEN 750 WHEN 2 THEN 780
            WHEN 3 THEN 1170 WHEN 4 THEN 1200 ELSE 1230 END AS minute
        FROM n
      )
      INSERT INTO bookings (${columns})
      SELECT restaurant_id, NULL, 'Camille', 'Martin', '+3361' || printf('%07d', i % 10000000), '', 'fr',
        date(${today}, day || ' days'), printf('%02d:%02d', minute / 60, minute % 60),
        ${midnight} + day * 86400000 + minute * 60000, ${midnight} + day * 86400000 + (minute + 75) * 60000,
        2, CASE WHEN i % 10 = 0 THEN 'cancelled_by_customer' ELSE 'confirmed' END, 'online', '', '', 0, NULL,
        'BENCH' || i, 'none', '', ${now}, ${now}, 1
      FROM rows
    `
      : sql`
      INSERT INTO bookings (${columns})
      SELECT restaurant_id, NULL, 'Camille', 'Martin', '+3361' || lpad((i % 10000000)::text, 7, '0'), '', 'fr',
        to_char(${today}::date + day, 'YYYY-MM-DD'), lpad((minute / 60)::text, 2, '0') || ':' || lpad((minute % 60)::text, 2, '0'),
        ${midnight}::bigint + day::bigint * 86400000 + minute * 60000, ${midnight}::bigint + day::bigint * 86400000 + (minute + 75) * 60000,
        2, CASE WHEN i % 10 = 0 THEN 'cancelled_by_customer' ELSE 'confirmed' END, 'online', '', '', 0, NULL,
        'BENCH' || i, 'none', '', ${now}::bigint, ${now}::bigint, 1
      FROM (
        SELECT i,
          CASE WHEN i < ${ownRows}::int OR i >= ${total}::int THEN ${restaurantId}::int ELSE 100000 + (i % 99) END AS restaurant_id,
          CASE WHEN i >= ${total} THEN ${FULL_DAY_OFFSET}::int WHEN i < ${FUTURE}::int THEN i % ${DAYS_AHEAD}::int + 1
            ELSE -1 - (i % 1500) END AS day,
          (ARRAY[720, 750, 780, 1170, 1200, 1230])[(i / ${DAYS_AHEAD}::int) % 6 + 1] AS minute
        FROM generate_series(${first}::int, ${first + count - 1}::int) AS i
      ) AS rows
    `;
  if (total > 0) await rows(0, total).execute(handle.db);
  await rows(total, FULL_DAY_BOOKINGS).execute(handle.db);
  if (handle.dialect === 'postgres') await sql`ANALYZE bookings`.execute(handle.db);
  const count = await handle.db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const seconds = (performance.now() - start) / 1000;
  console.log(`${Number(count.n).toLocaleString('en')} bookings written in ${seconds.toFixed(1)} s`);
  return round(seconds);
}

/** The reservations module over a bench database, without a server (and the restaurant's it needs). */
export function benchReservations(database: DatabaseHandle, events: EventBus): ReservationsModule {
  const clock = () => Date.now();
  const restaurant = createRestaurantModule({ db: database.db, clock, images: {} as never, auth: {} as never });
  return createReservationsModule({ db: database.db, dialect: database.dialect, clock, events, restaurant });
}

/**
 * The bench restaurant takes bookings: lunch and a late dinner every day, 120 tables of 4 and 6,
 * and 40 pairs of them put together for parties of 7 to 10 (no table seats more than 6).
 */
export async function openReservations(
  { setup, floorPlan }: Pick<ReservationsModule, 'setup' | 'floorPlan'>,
  restaurantId: number,
) {
  await setup.saveSettings(
    restaurantId,
    {
      enabled: 1,
      slot_minutes: 30,
      min_notice_minutes: 60,
      max_advance_days: 90,
      max_party_online: 8,
      duration_minutes: 90,
      durations_by_party: [{ max_covers: 2, minutes: 75 }],
      auto_confirm_max_covers: null,
      imprint_per_cover: 0,
      imprint_min_party: 1,
    },
    true,
  );
  for (const [name, first, last] of [
    ['Lunch', '12:00', '14:00'],
    ['Dinner', '19:00', '22:30'],
  ] as const) {
    await setup.saveService(restaurantId, {
      id: null,
      name,
      fr_name: name,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      first_slot: first,
      last_slot: last,
      capacity_covers: 1000,
      pacing_covers: null,
    });
  }
  for (let i = 1; i <= TABLES; i += 1) {
    await setup.saveTable(restaurantId, {
      id: null,
      name: `T${i}`,
      min_covers: 1,
      max_covers: i % 4 === 0 ? 6 : 4,
      online: 1,
    });
  }
  const tables = await setup.tables(restaurantId);
  for (let pair = 0; pair < COMBINATIONS; pair += 1)
    await floorPlan.saveCombination(restaurantId, {
      combination_id: null,
      table_ids: [tables[2 * pair]!.id, tables[2 * pair + 1]!.id].sort((a, b) => a - b),
      min_covers: 7,
      max_covers: 8,
      online: 1,
    });
}

/** Pairs of tables put together: a party of 8 is seated only through them. */
const COMBINATIONS = 40;
