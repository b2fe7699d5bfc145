/**
 * Orders and bookings per second on one PostgreSQL with 1, 2 and 4 server processes
 * (BENCH_PROCESSES). BENCH_RESTAURANTS restaurants (16), each with a dish and bookings open
 * (bench/bookings-data.ts), and enough customers for the run under the order flood limits. Each
 * restaurant has BENCH_CONNECTIONS_PER_RESTAURANT (2) autocannon connections on the process
 * `restaurant % processes`: orders placed and accepted in turn (bench/restaurant.ts), then guest
 * bookings (bookTable, each customer once a day). BENCH_DURATION s (20) each, after 3 s of
 * warm-up. Reports throughput, p50/p95/p99 of each call (timed here), refusals and errors, and the
 * CPU of the servers, of the database's backends (from /proc) and of this load process.
 *
 *   npx tsx --conditions=source bench/scale-out.ts
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { bookingApiPaths } from '@portal/contract';
import { addDays, parisDate } from '../src/core/paris-time.js';
import { connectDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { createEventBus } from '../src/infra/events/event-bus.js';
import { benchReservations, openReservations } from './bookings-data.js';
import { type Figures, percentile, processCpuMs, round, summarize } from './measure.js';
import { databaseBackends, databaseCpuSince } from './pg-cpu.js';
import { inPostgresSchema } from './postgres.js';
import { benchRestaurantWithDish, placeAndAccept } from './restaurant.js';
import {
  BENCH_PARTNER,
  benchServerEnv,
  insertBenchCustomers,
  insertBenchPartner,
  runBenchmark,
  signInCustomers,
  startPortal,
  stopProcesses,
} from './support.js';

const PROCESSES = (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number);
const RESTAURANTS = Number(process.env.BENCH_RESTAURANTS ?? 16);
const PER_RESTAURANT = Number(process.env.BENCH_CONNECTIONS_PER_RESTAURANT ?? 2);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const WARM_UP = 3;
/** Orders a second the customers may place between them over every run (10 each an hour). */
const CUSTOMERS = Number(
  process.env.BENCH_CUSTOMERS ?? Math.ceil((PROCESSES.length * (DURATION + WARM_UP) * 150) / 10),
);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TIMES = ['12:00', '12:30', '13:00', '13:30', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00'];
const serverDir = path.resolve(import.meta.dirname, '..');

/** What a load counts of its answers: the orders or bookings made, and the refusals by reason. */
interface Outcome {
  done: () => void;
  refuse: (what: string) => void;
}

interface Restaurant {
  partnerToken: string;
  publicId: string;
  order: object;
}

/** Wraps autocannon requests so that each answer's time is noted under its path. */
function timed(requests: autocannon.Request[], times: Map<string, number[]>): autocannon.Request[] {
  type Setup = (request: autocannon.Request, context: object) => autocannon.Request;
  type OnResponse = (status: number, body: string, context: object, headers: unknown) => void;
  return requests.map((request) => {
    const key = request.path ?? '';
    const setup = request.setupRequest as Setup | undefined;
    const answered = request.onResponse as OnResponse | undefined;
    if (!times.has(key)) times.set(key, []);
    const setupRequest: Setup = (req, context) => {
      const built = setup ? setup(req, context) : req;
      if (built) (context as Record<string, number>)[`sent ${key}`] = performance.now();
      return built;
    };
    const onResponse: OnResponse = (status, body, context, headers) => {
      times.get(key)!.push(performance.now() - (context as Record<string, number>)[`sent ${key}`]!);
      answered?.(status, body, context, headers);
    };
    return { ...request, setupRequest, onResponse } as autocannon.Request;
  });
}

/** Guest bookings at one restaurant: customer i % size books on day 1 + i / size, so once a day each. */
function bookings(restaurant: Restaurant, guests: string[], counter: { next: number }, today: string) {
  return [
    {
      method: 'POST' as const,
      path: bookingApiPaths.bookTable,
      setupRequest: (request: autocannon.Request) => {
        const i = counter.next++;
        const body = {
          restaurant_id: restaurant.publicId,
          date: addDays(today, 1 + (Math.floor(i / guests.length) % 80)),
          time: TIMES[i % TIMES.length],
          covers: 2,
        };
        return {
          ...request,
          headers: { 'content-type': 'application/json', token: guests[i % guests.length]! },
          body: JSON.stringify(body),
        };
      },
    },
  ];
}

/** One load of `seconds` over every restaurant, each on its process; counts the answers. */
async function drive(
  bases: string[],
  restaurants: Restaurant[],
  seconds: number,
  requestsOf: (restaurant: Restaurant, outcome: Outcome) => autocannon.Request[],
) {
  const done = { count: 0 };
  const times = new Map<string, number[]>();
  const refused = new Map<string, number>();
  const refuse = (what: string) => refused.set(what, (refused.get(what) ?? 0) + 1);
  const results = await Promise.all(
    restaurants.map((restaurant, r) =>
      autocannon({
        url: bases[r % bases.length]!,
        connections: PER_RESTAURANT,
        duration: seconds,
        requests: timed(requestsOf(restaurant, { done: () => (done.count += 1), refuse }), times),
      }),
    ),
  );
  const failed = results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0);
  const figures = Object.fromEntries(
    [...times].map(([url, wall]) => {
      const p99 = round(
        percentile(
          [...wall].sort((a, b) => a - b),
          99,
        ),
      );
      return [url.split('/').at(-1)!, { ...summarize(wall), p99 }];
    }),
  );
  return { figures, refused: Object.fromEntries(refused), failed, done: done.count };
}

async function main() {
  const database = new URL(PG_URL).pathname.slice(1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-scale-'));
  const rows: Array<Record<string, unknown>> = [];
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  console.log(`${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}; ${CUSTOMERS} customers`);
  try {
    await inPostgresSchema(PG_URL, 'bench_scale', 'nothing is measured', async (schema) => {
      const handle = connectDatabase({ dataDir, databaseUrl: PG_URL, pgSchema: schema });
      const events = createEventBus(handle, silent);
      const env = benchServerEnv({
        DATA_DIR: dataDir,
        DATABASE_URL: PG_URL,
        DATABASE_SCHEMA: schema,
        WEB_DIST_DIR: path.join(dataDir, 'none'),
        // Each customer books far more often than a guest may: the caps are lifted, their reads still paid.
        BOOKING_MAX_FUTURE_PER_RESTAURANT: '1000',
        BOOKING_MAX_FUTURE_PER_CUSTOMER: '1000',
        BOOKING_MAX_COVERS_PER_DAY: '10000',
      });
      const today = parisDate(Date.now());
      try {
        await migrateToLatest(handle.db, handle.dialect, schema);
        const reservations = benchReservations(handle, events);
        const seeder = await startPortal(env);
        const restaurants: Restaurant[] = [];
        for (let r = 0; r < RESTAURANTS; r += 1) {
          // Each restaurant in turn takes the benchmarks' login, then a phone of its own.
          const id = await insertBenchPartner(handle.db);
          const { partnerToken, order } = await benchRestaurantWithDish(seeder.address);
          const phone = `+3369${String(r).padStart(7, '0')}`;
          const email = `bench-${r}@example.fr`;
          await handle.db.updateTable('partners').set({ phone, email }).where('id', '=', id).execute();
          await openReservations(reservations, id);
          restaurants.push({ partnerToken, order, publicId: (order as { restaurant_id: string }).restaurant_id });
        }
        const phones = await insertBenchCustomers(handle.db, CUSTOMERS);
        const customers = await signInCustomers(seeder.address, phones);
        await stopProcesses([seeder.child]);
        console.log(`${RESTAURANTS} restaurants (login ${BENCH_PARTNER.phone} moved), ${customers.size} customers`);
        const counter = { next: 0 };
        // The same customers as guests, by index: the pool's turn is shared with the orders.
        const guests = Array.from({ length: customers.size }, () => customers.next());

        for (const count of PROCESSES) {
          const servers = await Promise.all(Array.from({ length: count }, () => startPortal(env)));
          const bases = servers.map((server) => server.address);
          const pids = servers.map((server) => server.child.pid!);
          const row: Record<string, unknown> = { processes: count };
          for (const [kind, requestsOf] of [
            [
              'orders',
              (restaurant: Restaurant, outcome: Outcome) =>
                placeAndAccept(
                  { ...restaurant, customers },
                  {
                    placed: outcome.done,
                    refused: (call, _s, body) => outcome.refuse(`${call} ${body.slice(0, 120)}`),
                  },
                ),
            ],
            [
              'bookings',
              (restaurant: Restaurant, outcome: Outcome) =>
                bookings(restaurant, guests, counter, today).map((request) => ({
                  ...request,
                  onResponse: (_status: number, body: string) => {
                    if ((JSON.parse(body) as { status: number }).status === 200) outcome.done();
                    else outcome.refuse(body.slice(0, 120));
                  },
                })),
            ],
          ] as const) {
            await drive(bases, restaurants, WARM_UP, requestsOf);
            const load = loadavg()[0]!;
            const backends = databaseBackends(database);
            const serverBefore = processCpuMs(pids)!;
            const ownBefore = process.cpuUsage();
            const run = await drive(bases, restaurants, DURATION, requestsOf);
            const own = process.cpuUsage(ownBefore);
            const perSecond = run.done / DURATION;
            row[kind] = {
              perSecond,
              calls: run.figures,
              refused: run.refused,
              failed: run.failed,
              serverCpuPercent: ((processCpuMs(pids)! - serverBefore) / (DURATION * 1000)) * 100,
              databaseCpuPercent: (databaseCpuSince(database, backends) / (DURATION * 1000)) * 100,
              loadProcessCpuPercent: ((own.user + own.system) / 1000 / (DURATION * 1000)) * 100,
              loadAverage: load,
            };
            console.log(`${count} process(es), ${kind}: ${JSON.stringify(row[kind])}`);
          }
          rows.push(row);
          await stopProcesses();
        }
      } finally {
        await stopProcesses();
        await events.close();
        await handle.db.destroy();
      }
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const cell = (value: number | undefined, width = 9) => (value ?? NaN).toFixed(0).padStart(width);
  console.log(
    `\n${'procs'.padEnd(6)}${'kind'.padEnd(10)}${'per s'.padStart(9)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}` +
      `${'refused'.padStart(9)}${'errors'.padStart(9)}${'srv CPU%'.padStart(9)}${'db CPU%'.padStart(9)}${'load%'.padStart(9)}${'loadavg'.padStart(9)}`,
  );
  for (const row of rows) {
    for (const kind of ['orders', 'bookings'] as const) {
      const k = row[kind] as {
        perSecond: number;
        calls: Record<string, Figures & { p99?: number }>;
        refused: Record<string, number>;
        failed: number;
        serverCpuPercent: number;
        databaseCpuPercent: number;
        loadProcessCpuPercent: number;
        loadAverage: number;
      };
      const call = k.calls[kind === 'orders' ? 'placeOrder' : 'bookTable'];
      console.log(
        `${String(row.processes).padEnd(6)}${kind.padEnd(10)}${cell(k.perSecond)}${cell(call?.p50)}${cell(call?.p95)}${cell(call?.p99)}` +
          `${cell(Object.values(k.refused).reduce((s, n) => s + n, 0))}${cell(k.failed)}${cell(k.serverCpuPercent)}` +
          `${cell(k.databaseCpuPercent)}${cell(k.loadProcessCpuPercent)}${k.loadAverage.toFixed(1).padStart(9)}`,
      );
    }
  }
  mkdirSync(path.join(serverDir, 'bench/results'), { recursive: true });
  writeFileSync(path.join(serverDir, 'bench/results/scale-out.json'), `${JSON.stringify(rows, null, 2)}\n`);
}

runBenchmark(main);
