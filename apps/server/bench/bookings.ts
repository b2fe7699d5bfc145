/**
 * `npm run bench` (bookings): table reservations at scale. A restaurant with
 * 10,000 bookings to come among 1,000,000 in the table (its past years and 99 other
 * restaurants), on SQLite then on PostgreSQL (a schema of its own, dropped afterwards; skipped
 * when BENCH_DATABASE_URL is not reachable). The background rows are written by the database
 * itself in one statement; every measured call goes through the real code:
 *
 * - the public availability of a day, in this process through the module's service (the
 *   database and the computation, no HTTP): availability is computed on demand from the day's
 *   bookings, so its cost must not grow with the table (one day read through (restaurant_id, date));
 * - bookTable, a guest booking over HTTP (the day locked, checked, inserted, its messages scheduled);
 * - bookingBook of a day holding 300 bookings, over HTTP;
 * - from bookTable to `booking.created` on the partner's open stream: one process on SQLite, and
 *   two processes on one PostgreSQL (the guest books through one, the partner listens to the other).
 *
 * Servers are child processes on loopback. Prints a table, writes bench/results/bookings.json, and
 * fails when a p95 misses its target. Beside the wall-clock times, which on a shared machine also
 * count the time other processes held the cores, it prints the CPU time: the availability's own
 * (p95), and for the HTTP calls the servers' (mean per call, read from /proc).
 *
 *   npx tsx --conditions=source bench/bookings.ts
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { apiPaths, type TBookingEvent, bookingApiPaths } from '@portal/contract';
import { addDays, parisDate } from '../src/core/paris-time.js';
import { connectDatabase, type DatabaseHandle } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { createEventBus } from '../src/infra/events/event-bus.js';
import { createReservationsModule } from '../src/modules/reservations/index.js';
import { createRestaurantModule, encodePublicId } from '../src/modules/restaurant/index.js';
import {
  api,
  BENCH_PARTNER,
  benchServerEnv,
  insertBenchCustomers,
  insertBenchPartner,
  openOrderStream,
  PORTAL_LISTENING,
  signInCustomers,
  startChildProcess,
  stopProcesses,
} from './support.js';

const TOTAL = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const FUTURE = 10_000;
const DAYS_AHEAD = 60;
/** A day after the window of the 10,000, holding 300 bookings: the book the restaurant reads. */
const FULL_DAY_OFFSET = DAYS_AHEAD + 1;
const FULL_DAY_BOOKINGS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const BOOK_READS = Math.min(RUNS, 200);
/** Guest bookings placed over HTTP, each timed until its event on the partner's stream. */
const BOOKINGS = Number(process.env.BENCH_GUEST_BOOKINGS ?? 200);
const TABLES = 120;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const serverDir = path.resolve(import.meta.dirname, '..');

/** The targets (ms, p95). */
const TARGETS = {
  availability: 5,
  bookTable: 25,
  bookingBook: 50,
  streamOneProcess: 200,
  streamTwoProcesses: 500,
} as const;

/** Late evening arrivals, where the background rows (12:00–13:00, 19:30–20:30) leave tables free. */
const GUEST_TIMES = ['21:00', '21:30', '22:00', '22:30'] as const;

interface Figures {
  runs: number;
  p50: number;
  p95: number;
  max: number;
  cpu_p50?: number;
  cpu_p95?: number;
  /** The servers' CPU time per call, mean over the run (from /proc: counts no other process). */
  server_cpu_mean?: number;
}

/** CPU time (ms) the processes have used so far, or undefined where /proc is not there. */
function processCpuMs(pids: readonly number[]): number | undefined {
  let total = 0;
  for (const pid of pids) {
    const file = `/proc/${pid}/stat`;
    if (!existsSync(file)) return undefined;
    const stat = readFileSync(file, 'utf8');
    // After "pid (name) ": state is field 3; utime and stime are fields 14 and 15, in 1/100 s.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return total;
}

/** Runs `work` and adds the servers' mean CPU time per call to its figures. */
async function withServerCpu<T extends Record<string, Figures>>(
  pids: readonly number[],
  calls: number,
  work: () => Promise<T>,
): Promise<T> {
  const before = processCpuMs(pids);
  const result = await work();
  const after = processCpuMs(pids);
  if (before !== undefined && after !== undefined)
    for (const figures of Object.values(result)) figures.server_cpu_mean = round((after - before) / calls);
  return result;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (value: number) => Number(value.toFixed(2));

function summarize(wall: number[], cpu?: number[]): Figures {
  const sorted = [...wall].sort((a, b) => a - b);
  const figures: Figures = {
    runs: wall.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1)!),
  };
  if (cpu) {
    const used = [...cpu].sort((a, b) => a - b);
    figures.cpu_p50 = round(percentile(used, 50));
    figures.cpu_p95 = round(percentile(used, 95));
  }
  return figures;
}

/**
 * Times `runs` calls: wall-clock time, and the CPU time this process spent (on a shared machine the
 * wall clock also counts the time other processes held the cores).
 */
async function time(runs: number, call: (i: number) => Promise<unknown>): Promise<Figures> {
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
  return summarize(wall, cpu);
}

/**
 * Fills the table in the database itself: row i belongs to the bench restaurant when i < 100,000
 * (its first 10,000 to come, spread over the next 60 days; the rest past), else to one of 99
 * other restaurants; then 300 bookings on one day after those 60. `meal_at` is the day's Paris
 * time near enough (one hour's offset): these rows only load the days.
 */
async function fill(handle: DatabaseHandle, restaurantId: number, today: string, now: number) {
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
          CASE WHEN i < ${ownRows} OR i >= ${TOTAL} THEN ${restaurantId} ELSE 100000 + (i % 99) END AS restaurant_id,
          CASE WHEN i >= ${TOTAL} THEN ${FULL_DAY_OFFSET} WHEN i < ${FUTURE} THEN i % ${DAYS_AHEAD} + 1
            ELSE -1 - (i % 1500) END AS day,
          CASE (i / ${DAYS_AHEAD}) % 6 WHEN 0 THEN 720 WHEN 1 THEN 750 WHEN 2 THEN 780
            WHEN 3 THEN 1170 WHEN 4 THEN 1200 ELSE 1230 END AS minute
        FROM n
      )
      INSERT INTO bookings (${columns})
      SELECT restaurant_id, NULL, 'Camille', 'Martin', '+33612345678', '', 'fr',
        date(${today}, day || ' days'), printf('%02d:%02d', minute / 60, minute % 60),
        ${midnight} + day * 86400000 + minute * 60000, ${midnight} + day * 86400000 + (minute + 75) * 60000,
        2, CASE WHEN i % 10 = 0 THEN 'cancelled_by_customer' ELSE 'confirmed' END, 'online', '', '', 0, NULL,
        'BENCH' || i, 'none', '', ${now}, ${now}, 1
      FROM rows
    `
      : sql`
      INSERT INTO bookings (${columns})
      SELECT restaurant_id, NULL, 'Camille', 'Martin', '+33612345678', '', 'fr',
        to_char(${today}::date + day, 'YYYY-MM-DD'), lpad((minute / 60)::text, 2, '0') || ':' || lpad((minute % 60)::text, 2, '0'),
        ${midnight}::bigint + day::bigint * 86400000 + minute * 60000, ${midnight}::bigint + day::bigint * 86400000 + (minute + 75) * 60000,
        2, CASE WHEN i % 10 = 0 THEN 'cancelled_by_customer' ELSE 'confirmed' END, 'online', '', '', 0, NULL,
        'BENCH' || i, 'none', '', ${now}::bigint, ${now}::bigint, 1
      FROM (
        SELECT i,
          CASE WHEN i < ${ownRows}::int OR i >= ${TOTAL}::int THEN ${restaurantId}::int ELSE 100000 + (i % 99) END AS restaurant_id,
          CASE WHEN i >= ${TOTAL} THEN ${FULL_DAY_OFFSET}::int WHEN i < ${FUTURE}::int THEN i % ${DAYS_AHEAD}::int + 1
            ELSE -1 - (i % 1500) END AS day,
          (ARRAY[720, 750, 780, 1170, 1200, 1230])[(i / ${DAYS_AHEAD}::int) % 6 + 1] AS minute
        FROM generate_series(${first}::int, ${first + count - 1}::int) AS i
      ) AS rows
    `;
  await rows(0, TOTAL).execute(handle.db);
  await rows(TOTAL, FULL_DAY_BOOKINGS).execute(handle.db);
  if (handle.dialect === 'postgres') await sql`ANALYZE bookings`.execute(handle.db);
  const count = await handle.db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const seconds = (performance.now() - start) / 1000;
  console.log(`${Number(count.n).toLocaleString('en')} bookings written in ${seconds.toFixed(1)} s`);
  return round(seconds);
}

/** The bench restaurant takes bookings: lunch and a late dinner every day, 120 tables. */
async function openReservations(service: ReturnType<typeof createReservationsModule>['service'], restaurantId: number) {
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
      capacity_covers: 1000,
      pacing_covers: null,
    });
  }
  for (let i = 1; i <= TABLES; i += 1) {
    await service.saveTable(restaurantId, {
      id: null,
      name: `T${i}`,
      min_covers: 1,
      max_covers: i % 4 === 0 ? 6 : 4,
      online: 1,
    });
  }
}

/**
 * Guests book one after another through `bookBase` (HTTP); each reply is timed (bookTable), and
 * each booking until its `booking.created` on the partner's stream opened on `streamBase`.
 */
async function guestBookings(
  bookBase: string,
  streamBase: string,
  partnerToken: string,
  customers: Awaited<ReturnType<typeof signInCustomers>>,
  publicId: string,
  today: string,
) {
  const arrivals = new Map<string, number>();
  const waiters = new Map<string, () => void>();
  const stream = await openOrderStream(streamBase, partnerToken, (event) => {
    const booking = event as unknown as TBookingEvent;
    if (booking.type !== 'booking.created') return;
    arrivals.set(booking.booking.reference, performance.now());
    waiters.get(booking.booking.reference)?.();
  });
  const replies: number[] = [];
  const events: number[] = [];
  try {
    for (let i = 0; i < BOOKINGS; i += 1) {
      // Each customer books once a day (two bookings of one guest are 2 hours apart at least).
      const token = customers.next();
      const started = performance.now();
      const placed = await api(
        bookBase,
        bookingApiPaths.bookTable,
        {
          restaurant_id: publicId,
          date: addDays(today, 1 + (Math.floor(i / customers.size) % DAYS_AHEAD)),
          time: GUEST_TIMES[i % GUEST_TIMES.length],
          covers: 2,
        },
        token,
      );
      replies.push(performance.now() - started);
      const reference = (placed.data as { reference: string }).reference;
      if (!arrivals.has(reference)) {
        await Promise.race([
          new Promise<void>((resolve) => waiters.set(reference, resolve)),
          new Promise((resolve) => setTimeout(resolve, 5000)),
        ]);
      }
      const arrived = arrivals.get(reference);
      if (arrived === undefined) throw new Error(`booking ${reference}: no event within 5 s`);
      events.push(arrived - started);
    }
  } finally {
    stream.close();
  }
  return { bookTable: summarize(replies), stream: summarize(events) };
}

/** bookingBook of the day holding 300 bookings, over HTTP. */
async function readBook(base: string, partnerToken: string, date: string) {
  const url = `${base}${bookingApiPaths.bookingBook}?date=${date}`;
  const read = async () => {
    const res = await fetch(url, { headers: { token: partnerToken } });
    const body = (await res.json()) as { status: number; data?: { bookings: unknown[] } };
    if (body.status !== 200) throw new Error(`${bookingApiPaths.bookingBook}: ${JSON.stringify(body)}`);
    return body.data!.bookings.length;
  };
  const held = await read();
  if (held !== FULL_DAY_BOOKINGS) throw new Error(`the full day holds ${held} bookings, not ${FULL_DAY_BOOKINGS}`);
  for (let i = 0; i < 10; i += 1) await read();
  const wall: number[] = [];
  for (let i = 0; i < BOOK_READS; i += 1) {
    const start = performance.now();
    await read();
    wall.push(performance.now() - start);
  }
  return summarize(wall);
}

/** One database: fill, the in-process availability, then the HTTP calls against its servers. */
async function benchDatabase(dialect: 'sqlite' | 'postgres', dataDir: string, schema: string | undefined) {
  mkdirSync(dataDir, { recursive: true });
  const handle = connectDatabase({ dataDir, ...(schema ? { databaseUrl: PG_URL, pgSchema: schema } : {}) });
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const events = createEventBus(handle, silent);
  const now = Date.now();
  const today = parisDate(now);
  const results: Record<string, unknown> = { dialect };
  try {
    await migrateToLatest(handle.db, handle.dialect, schema);
    const restaurantId = await insertBenchPartner(handle.db);
    const clock = () => Date.now();
    const restaurant = createRestaurantModule({ db: handle.db, clock, images: {} as never, auth: {} as never });
    const { service } = createReservationsModule({ db: handle.db, dialect: handle.dialect, clock, events, restaurant });
    await openReservations(service, restaurantId);
    results.fill_seconds = await fill(handle, restaurantId, today, now);
    const phones = await insertBenchCustomers(handle.db, Math.ceil(BOOKINGS / DAYS_AHEAD) + 4);
    const publicId = encodePublicId(restaurantId);
    const dayOf = (i: number) => addDays(today, 1 + ((i * 7) % DAYS_AHEAD));

    // Warm-up: statements prepared, pages in cache, as in a server that has been running.
    for (let i = 0; i < 20; i += 1) await service.availability(publicId, dayOf(i), 2);
    results.availability = await time(RUNS, (i) => service.availability(publicId, dayOf(i), 2));

    const env = benchServerEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: schema ? PG_URL : '',
      ...(schema ? { DATABASE_SCHEMA: schema } : {}),
      WEB_DIST_DIR: path.join(dataDir, 'none'),
    });
    const start = () => startChildProcess(['src/main.ts'], env, PORTAL_LISTENING);
    const servers = dialect === 'sqlite' ? [await start()] : await Promise.all([start(), start()]);
    const pids = servers.map((server) => server.child.pid!);
    const first = servers[0]!.address;
    const second = servers[1]?.address;
    const partner = await api(first, apiPaths.login, {
      phone: BENCH_PARTNER.phone,
      country_code: BENCH_PARTNER.countryCode.slice(1),
      password: BENCH_PARTNER.password,
    });
    const partnerToken = partner.token as string;
    const customers = await signInCustomers(first, phones);
    const bookDay = addDays(today, FULL_DAY_OFFSET);
    const book = await withServerCpu(pids.slice(0, 1), BOOK_READS, async () => ({
      bookingBook: await readBook(first, partnerToken, bookDay),
    }));
    results.bookingBook = book.bookingBook;
    const guests = await withServerCpu(pids, BOOKINGS, () =>
      guestBookings(first, second ?? first, partnerToken, customers, publicId, today),
    );
    results.bookTable = guests.bookTable;
    results[dialect === 'sqlite' ? 'streamOneProcess' : 'streamTwoProcesses'] = guests.stream;
    console.log(`${dialect} done, load average ${loadavg()[0]!.toFixed(1)}`);
  } finally {
    await stopProcesses();
    await events.close();
    await handle.db.destroy();
  }
  return results;
}

async function main() {
  const all: Array<Record<string, unknown>> = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-bookings-'));
  try {
    console.log(`load average ${loadavg()[0]!.toFixed(1)}; ${TOTAL.toLocaleString('en')} bookings per database`);
    all.push(await benchDatabase('sqlite', path.join(dataDir, 'sqlite'), undefined));
    const probe = new pg.Client({ connectionString: PG_URL });
    const reachable = await probe.connect().then(
      () => true,
      () => false,
    );
    if (reachable) {
      const schema = `bench_bookings_${randomBytes(4).toString('hex')}`;
      await probe.query(`CREATE SCHEMA ${schema}`);
      await probe.end();
      try {
        all.push(await benchDatabase('postgres', path.join(dataDir, 'postgres'), schema));
      } finally {
        const cleanup = new pg.Client({ connectionString: PG_URL });
        await cleanup.connect();
        await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
        await cleanup.end();
      }
    } else {
      await probe.end().catch(() => undefined);
      console.log(`PostgreSQL not reachable at ${PG_URL}: its figures are skipped`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const rows: Array<[string, keyof typeof TARGETS]> = [
    ['availability of a day (service, in process)', 'availability'],
    ['bookTable (HTTP)', 'bookTable'],
    [`bookingBook, a day of ${FULL_DAY_BOOKINGS} (HTTP)`, 'bookingBook'],
    ['bookTable → booking.created, one process', 'streamOneProcess'],
    ['bookTable → booking.created, two processes', 'streamTwoProcesses'],
  ];
  const missed: string[] = [];
  const cell = (value: number | undefined, width = 9) => (value === undefined ? '' : value.toFixed(1)).padStart(width);
  console.log(
    `\nTable reservations, ${TOTAL.toLocaleString('en')} bookings (10,000 to come for the restaurant measured), ms`,
  );
  // CPU: the availability's own time (p95, this process); the HTTP calls' servers' time (mean per call).
  console.log(
    `${''.padEnd(46)}${'database'.padEnd(10)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}${'target'.padStart(9)}${'CPU'.padStart(9)}`,
  );
  for (const results of all) {
    for (const [label, key] of rows) {
      const f = results[key] as Figures | undefined;
      if (!f) continue;
      const ok = f.p95 <= TARGETS[key];
      if (!ok) missed.push(`${results.dialect} ${label}: p95 ${f.p95} ms > ${TARGETS[key]} ms`);
      console.log(
        `${label.padEnd(46)}${String(results.dialect).padEnd(10)}${cell(f.p50)}${cell(f.p95)}${cell(f.max)}${cell(TARGETS[key])}${cell(f.cpu_p95 ?? f.server_cpu_mean)}${ok ? '' : '  MISSED'}`,
      );
    }
  }
  mkdirSync(path.join(serverDir, 'bench/results'), { recursive: true });
  writeFileSync(path.join(serverDir, 'bench/results/bookings.json'), `${JSON.stringify(all, null, 2)}\n`);
  if (missed.length > 0) throw new Error(`targets missed:\n${missed.join('\n')}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    void stopProcesses();
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
