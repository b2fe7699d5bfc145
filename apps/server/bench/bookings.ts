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
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type TBookingEvent, bookingApiPaths } from '@portal/contract';
import { addDays, parisDate } from '../src/core/paris-time.js';
import { connectDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { createEventBus } from '../src/infra/events/event-bus.js';
import { encodePublicId } from '../src/modules/restaurant/index.js';
import {
  benchReservations,
  DAYS_AHEAD,
  fill,
  FULL_DAY_BOOKINGS,
  FULL_DAY_OFFSET,
  openReservations,
  TOTAL,
} from './bookings-data.js';
import { type Figures, processCpuMs, round, summarize, time } from './measure.js';
import { inPostgresSchema } from './postgres.js';
import { signInBenchPartner } from './restaurant.js';
import {
  api,
  benchServerEnv,
  eventArrivals,
  insertBenchCustomers,
  insertBenchPartner,
  openOrderStream,
  runBenchmark,
  signInCustomers,
  startPortal,
  stopProcesses,
} from './support.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const BOOK_READS = Math.min(RUNS, 200);
/** Guest bookings placed over HTTP, each timed until its event on the partner's stream. */
const BOOKINGS = Number(process.env.BENCH_GUEST_BOOKINGS ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const serverDir = path.resolve(import.meta.dirname, '..');

/** The targets (ms, p95). */
const TARGETS = {
  availability: 5,
  availabilityCombined: 5,
  bookTable: 25,
  bookingBook: 50,
  streamOneProcess: 200,
  streamTwoProcesses: 500,
} as const;

/** Late evening arrivals, where the background rows (12:00–13:00, 19:30–20:30) leave tables free. */
const GUEST_TIMES = ['21:00', '21:30', '22:00', '22:30'] as const;

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
  const arrivals = eventArrivals();
  const stream = await openOrderStream(streamBase, partnerToken, (event) => {
    const booking = event as unknown as TBookingEvent;
    if (booking.type === 'booking.created') arrivals.arrived(booking.booking.reference);
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
      const arrived = await arrivals.of(reference, 'booking');
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
    const reservations = benchReservations(handle, events);
    await openReservations(reservations, restaurantId);
    results.fill_seconds = await fill(handle, restaurantId, today, now);
    const phones = await insertBenchCustomers(handle.db, Math.ceil(BOOKINGS / DAYS_AHEAD) + 4);
    const publicId = encodePublicId(restaurantId);
    const dayOf = (i: number) => addDays(today, 1 + ((i * 7) % DAYS_AHEAD));

    // Warm-up: statements prepared, pages in cache, as in a server that has been running.
    for (let i = 0; i < 20; i += 1) await reservations.bookings.availability(publicId, dayOf(i), 2);
    results.availability = await time(RUNS, (i) => reservations.bookings.availability(publicId, dayOf(i), 2));
    // A party of 8: no table seats it, every slot tries the tables put together.
    results.availabilityCombined = await time(RUNS, (i) => reservations.bookings.availability(publicId, dayOf(i), 8));

    const env = benchServerEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: schema ? PG_URL : '',
      ...(schema ? { DATABASE_SCHEMA: schema } : {}),
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      // A few hundred customers place every booking of the run: each books far more often than a
      // guest may, so the per-customer caps are lifted (their cost is still paid on every booking).
      BOOKING_MAX_FUTURE_PER_RESTAURANT: '1000',
      BOOKING_MAX_FUTURE_PER_CUSTOMER: '1000',
      BOOKING_MAX_COVERS_PER_DAY: '10000',
    });
    const servers =
      dialect === 'sqlite' ? [await startPortal(env)] : await Promise.all([startPortal(env), startPortal(env)]);
    const pids = servers.map((server) => server.child.pid!);
    const first = servers[0]!.address;
    const second = servers[1]?.address;
    const partner = await signInBenchPartner(first);
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
    const postgres = await inPostgresSchema(PG_URL, 'bench_bookings', 'its figures are skipped', (schema) =>
      benchDatabase('postgres', path.join(dataDir, 'postgres'), schema),
    );
    if (postgres) all.push(postgres);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const rows: Array<[string, keyof typeof TARGETS]> = [
    ['availability of a day (service, in process)', 'availability'],
    ['the same, a party of 8 (tables put together)', 'availabilityCombined'],
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

runBenchmark(main);
