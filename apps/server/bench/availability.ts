/**
 * Availability at scale (DESIGN.md §11): a restaurant with 10,000 bookings to come among 1,000,000
 * in the table (its past years and 99 other restaurants). Availability is computed on demand from
 * the day's bookings, so its cost must not grow with the table: it reads one day through the
 * index (restaurant_id, date). This times, in this process and through the module's own service:
 * the public availability of a day, the restaurant's book of a day, and a booking placed (the day
 * locked, checked, inserted). SQLite by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL
 * (a schema of its own, dropped afterwards).
 *
 *   npx tsx --conditions=source bench/availability.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { createEventBus } from '../src/infra/events/event-bus.js';
import { createRestaurantModule, encodePublicId } from '../src/modules/restaurant/index.js';
import { createReservationsModule } from '../src/modules/reservations/index.js';
import { insertBenchPartner } from './support.js';

const TOTAL = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const FUTURE = 10_000;
const DAYS_AHEAD = 60;
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const NOW = Date.parse('2026-11-25T10:00:00Z');
const FIRST_DAY = '2026-11-26';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Times `runs` calls: wall-clock time, and the CPU time this process spent (on a shared machine the
 * wall clock also counts the time other processes held the cores).
 */
async function time(label: string, runs: number, call: (i: number) => Promise<unknown>) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const used = process.cpuUsage();
    await call(i);
    const spent = process.cpuUsage(used);
    wall.push(performance.now() - start);
    cpu.push((spent.user + spent.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const ms = (value: number) => Number(value.toFixed(2));
  const figures = {
    runs,
    p50: ms(percentile(wall, 50)),
    p95: ms(percentile(wall, 95)),
    max: ms(wall.at(-1)!),
    cpu_p50: ms(percentile(cpu, 50)),
    cpu_p95: ms(percentile(cpu, 95)),
  };
  console.log(
    `${label.padEnd(36)} p50 ${figures.p50} ms  p95 ${figures.p95} ms  max ${figures.max} ms  (CPU p50 ${figures.cpu_p50} ms, p95 ${figures.cpu_p95} ms)`,
  );
  return figures;
}

/**
 * Fills the table in the database itself: row i belongs to the bench restaurant when i < 100,000
 * (its first 10,000 to come, one per slot over the next 60 days; the rest past), else to one of
 * 99 other restaurants.
 */
async function fill(handle: DatabaseHandle, restaurantId: number) {
  const start = performance.now();
  const columns = sql.raw(
    'restaurant_id, customer_id, first_name, last_name, phone, email, lang, date, time, meal_at, ends_at, covers, status, source, note, occasion, meal_voucher, service_id, reference, guarantee, reason, created_at, updated_at, version',
  );
  const ownRows = 100_000;
  if (handle.dialect === 'sqlite') {
    await sql`
      WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${TOTAL - 1}),
      rows AS (
        SELECT i,
          CASE WHEN i < ${ownRows} THEN ${restaurantId} ELSE 100000 + (i % 99) END AS restaurant_id,
          CASE WHEN i < ${FUTURE} THEN i % ${DAYS_AHEAD} + 1 ELSE -1 - (i % 1500) END AS day,
          CASE (i / ${DAYS_AHEAD}) % 6 WHEN 0 THEN '12:00' WHEN 1 THEN '12:30' WHEN 2 THEN '13:00'
            WHEN 3 THEN '19:30' WHEN 4 THEN '20:00' ELSE '20:30' END AS time
        FROM n
      )
      INSERT INTO bookings (${columns})
      SELECT restaurant_id, i, 'Camille', 'Martin', '+33612345678', '', 'fr',
        date('2026-11-25', day || ' days'), time,
        ${NOW} + day * 86400000 + 3600000, ${NOW} + day * 86400000 + 9000000,
        2, CASE WHEN i % 10 = 0 THEN 'cancelled_by_customer' ELSE 'confirmed' END, 'online', '', '', 0, NULL,
        'BENCH' || i, 'none', '', ${NOW}, ${NOW}, 1
      FROM rows
    `.execute(handle.db);
  } else {
    await sql`
      INSERT INTO bookings (${columns})
      SELECT restaurant_id, i, 'Camille', 'Martin', '+33612345678', '', 'fr',
        to_char(date '2026-11-25' + day, 'YYYY-MM-DD'), time,
        ${NOW}::bigint + day::bigint * 86400000 + 3600000, ${NOW}::bigint + day::bigint * 86400000 + 9000000,
        2, CASE WHEN i % 10 = 0 THEN 'cancelled_by_customer' ELSE 'confirmed' END, 'online', '', '', 0, NULL,
        'BENCH' || i, 'none', '', ${NOW}::bigint, ${NOW}::bigint, 1
      FROM (
        SELECT i,
          CASE WHEN i < ${ownRows} THEN ${restaurantId} ELSE 100000 + (i % 99) END AS restaurant_id,
          CASE WHEN i < ${FUTURE} THEN i % ${DAYS_AHEAD} + 1 ELSE -1 - (i % 1500) END AS day,
          (ARRAY['12:00','12:30','13:00','19:30','20:00','20:30'])[(i / ${DAYS_AHEAD}) % 6 + 1] AS time
        FROM generate_series(0, ${TOTAL - 1}) AS i
      ) AS rows
    `.execute(handle.db);
    await sql`ANALYZE bookings`.execute(handle.db);
  }
  const count = await handle.db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `${Number(count.n).toLocaleString('en')} bookings written in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
}

async function main() {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-availability-'));
  const schema = pgUrl ? `bench_availability_${randomBytes(4).toString('hex')}` : undefined;
  if (pgUrl && schema) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
  }
  const handle = connectDatabase({ dataDir, ...(pgUrl ? { databaseUrl: pgUrl, pgSchema: schema } : {}) });
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const events = createEventBus(handle, silent);
  try {
    await migrateToLatest(handle.db, handle.dialect, schema);
    const restaurantId = await insertBenchPartner(handle.db);
    const clock = () => NOW;
    const restaurant = createRestaurantModule({ db: handle.db, clock, images: {} as never, auth: {} as never });
    const { service } = createReservationsModule({
      db: handle.db,
      dialect: handle.dialect,
      clock,
      events,
      restaurant,
    });
    const owner = { id: 0, name: '' };
    await service.saveSettings(
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
      await service.saveService(restaurantId, {
        id: null,
        name,
        fr_name: name,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        first_slot: first,
        last_slot: last,
        capacity_covers: 500,
        pacing_covers: null,
      });
    }
    for (let i = 1; i <= 20; i += 1) {
      await service.saveTable(restaurantId, {
        id: null,
        name: `T${i}`,
        min_covers: 1,
        max_covers: i % 4 === 0 ? 6 : 4,
        online: 1,
      });
    }
    await fill(handle, restaurantId);
    const publicId = encodePublicId(restaurantId);
    const dayOf = (i: number) => {
      const date = new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + ((i * 7) % DAYS_AHEAD) * 86_400_000);
      return date.toISOString().slice(0, 10);
    };
    console.log(
      `${handle.dialect}, load average ${loadavg()[0]!.toFixed(1)}: one restaurant's day holds ~${Math.round(FUTURE / DAYS_AHEAD)} bookings`,
    );
    // Warm-up: statements prepared, pages in cache, as in a server that has been running.
    for (let i = 0; i < 20; i += 1) await service.availability(publicId, dayOf(i), 2);
    const results = {
      dialect: handle.dialect,
      bookings: TOTAL,
      availability: await time('public availability of a day', RUNS, (i) =>
        service.availability(publicId, dayOf(i), 2),
      ),
      book: await time('the restaurant’s book of a day', RUNS, (i) => service.book(restaurantId, dayOf(i), null)),
      place: await time('a booking placed (locked, checked)', 200, (i) =>
        service.createByRestaurant(restaurantId, owner, {
          date: dayOf(i),
          time: '21:00',
          covers: 2,
          first_name: 'Banc',
          last_name: `d’essai ${i}`,
          phone: '',
          source: 'phone',
        }),
      ),
    };
    const plan =
      handle.dialect === 'sqlite'
        ? await sql<{
            detail: string;
          }>`EXPLAIN QUERY PLAN SELECT * FROM bookings WHERE restaurant_id = ${restaurantId} AND date = ${FIRST_DAY} AND status IN ('pending', 'confirmed')`.execute(
            handle.db,
          )
        : await sql<{
            'QUERY PLAN': string;
          }>`EXPLAIN SELECT * FROM bookings WHERE restaurant_id = ${restaurantId} AND date = ${FIRST_DAY} AND status IN ('pending', 'confirmed')`.execute(
            handle.db,
          );
    console.log('plan of a day:', plan.rows.map((row) => Object.values(row).at(-1)).join(' / '));
    console.log(JSON.stringify(results));
  } finally {
    await events.close();
    await handle.db.destroy();
    if (pgUrl && schema) {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
