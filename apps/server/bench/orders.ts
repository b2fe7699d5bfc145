/**
 * `npm run bench` (second part): the money path's speed. From placeOrder to the `order.created`
 * event on a partner's open stream — p50 / p95 / max over sequential orders — on one process
 * (SQLite), and across two processes on one PostgreSQL (the order goes through one, the partner
 * listens to the other: LISTEN/NOTIFY); then throughput of orders placed and accepted
 * (autocannon, 10 connections). The order flood limits hold as in production: the orders come from
 * a few hundred customers in turn (BENCH_CUSTOMERS per database, 220 by default) and the partner
 * accepts each one, so that no customer or restaurant piles up waiting orders. Servers are child processes on
 * loopback. Figures go to stdout and bench/results/orders.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { customerApiPaths } from '@portal/contract';
import { connectDatabase, type DatabaseHandle } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { percentile } from './measure.js';
import { inPostgresSchema } from './postgres.js';
import { benchRestaurantWithDish, placeAndAccept } from './restaurant.js';
import {
  acceptOrder,
  api,
  benchServerEnv,
  CustomerPool,
  eventArrivals,
  insertBenchCustomers,
  insertBenchPartner,
  openOrderStream,
  runBenchmark,
  signInCustomers,
  startPortal,
  stopProcesses,
} from './support.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
// Room for 400 orders/s over the throughput run, well above what a small machine reaches: each
// customer may place 10 an hour (each sign-in, an argon2 check, costs the setup tens of ms).
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? CustomerPool.sizeFor(ORDERS + DURATION_SECONDS * 400));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const serverDir = path.resolve(import.meta.dirname, '..');

const startServer = async (env: Record<string, string>) => (await startPortal(env)).address;

/** An approved, online restaurant and CUSTOMERS verified customers, written directly; one dish through the API. */
async function seed(database: DatabaseHandle, base: string) {
  await insertBenchPartner(database.db);
  const phones = await insertBenchCustomers(database.db, CUSTOMERS);
  const { partnerToken, order } = await benchRestaurantWithDish(base);
  const signInStarted = performance.now();
  const customers = await signInCustomers(base, phones);
  const signInSeconds = (performance.now() - signInStarted) / 1000;
  process.stdout.write(`${CUSTOMERS} customers signed in in ${signInSeconds.toFixed(1)} s\n`);
  return { partnerToken, customers, order };
}

type Seeded = Awaited<ReturnType<typeof seed>>;

/**
 * Places orders one after another through `orderBase` and times each until the event on
 * `streamBase`; the partner then accepts it through `streamBase`, as its screen would.
 */
async function latency(orderBase: string, streamBase: string, seeded: Seeded) {
  const arrivals = eventArrivals();
  const stream = await openOrderStream(streamBase, seeded.partnerToken, (event) => {
    if (event.type === 'order.created') arrivals.arrived(event.order.order_number);
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < ORDERS; i += 1) {
      const started = performance.now();
      const placed = await api(orderBase, customerApiPaths.placeOrder, seeded.order, seeded.customers.next());
      const { order_number: number, order_id: id } = placed.data as { order_number: string; order_id: number };
      const arrived = await arrivals.of(number, 'order');
      times.push(arrived - started);
      await acceptOrder(streamBase, seeded.partnerToken, id);
    }
  } finally {
    stream.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
}

/**
 * Each connection places an order (the next customer's turn) and the partner accepts it, in
 * turn; orders/s counts the orders placed, every one of them accepted.
 */
async function throughput(base: string, seeded: Seeded) {
  let placed = 0;
  let accepted = 0;
  const refused = new Map<string, number>();
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: DURATION_SECONDS,
    requests: placeAndAccept(seeded, {
      placed: () => (placed += 1),
      accepted: () => (accepted += 1),
      refused: (call, _status, body) => {
        const code = `${call} ${(JSON.parse(body) as { code?: string }).code ?? body.slice(0, 80)}`;
        refused.set(code, (refused.get(code) ?? 0) + 1);
      },
    }),
  });
  return {
    ordersPerSecond: placed / DURATION_SECONDS,
    requestsPerSecond: result.requests.average,
    placed,
    accepted,
    refused: Object.fromEntries(refused),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function main() {
  const results: Record<string, unknown> = {};
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-orders-'));
  const secret = randomBytes(32).toString('hex');
  try {
    // One process, SQLite.
    const sqlite = connectDatabase({ dataDir });
    await migrateToLatest(sqlite.db, sqlite.dialect);
    const one = await startServer(
      benchServerEnv({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        JWT_SECRET: secret,
        WEB_DIST_DIR: path.join(dataDir, 'none'),
      }),
    );
    const seededOne = await seed(sqlite, one);
    await sqlite.db.destroy();
    results.sqliteOneProcess = await latency(one, one, seededOne);
    results.sqliteThroughput = await throughput(one, seededOne);

    // Two processes, one PostgreSQL (a schema of its own).
    await inPostgresSchema(PG_URL, 'bench_orders', 'the two-process figures are skipped', async (schema) => {
      try {
        const handle = connectDatabase({ dataDir, databaseUrl: PG_URL, pgSchema: schema });
        await migrateToLatest(handle.db, handle.dialect, schema);
        const env = benchServerEnv({
          DATA_DIR: dataDir,
          DATABASE_URL: PG_URL,
          DATABASE_SCHEMA: schema,
          JWT_SECRET: secret,
          WEB_DIST_DIR: path.join(dataDir, 'none'),
        });
        const [first, second] = await Promise.all([startServer(env), startServer(env)]);
        const seeded = await seed(handle, first);
        await handle.db.destroy();
        results.postgresTwoProcesses = await latency(second, first, seeded);
        results.postgresThroughput = await throughput(first, seeded);
      } finally {
        // The servers hold connections to the schema: they go first.
        await stopProcesses();
      }
    });
  } finally {
    void stopProcesses();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const row = (name: string, figures: unknown) => {
    const f = figures as { p50: number; p95: number; max: number } | undefined;
    return f
      ? `${name.padEnd(44)}${f.p50.toFixed(1).padStart(8)}${f.p95.toFixed(1).padStart(8)}${f.max.toFixed(1).padStart(8)}\n`
      : '';
  };
  process.stdout.write(`\nplaceOrder → order.created on the partner's stream, ${ORDERS} orders (ms)\n`);
  process.stdout.write(`${''.padEnd(44)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}\n`);
  process.stdout.write(row('one process, SQLite (aim ≤ 200 ms p95)', results.sqliteOneProcess));
  process.stdout.write(row('two processes, PostgreSQL (aim ≤ 500 ms p95)', results.postgresTwoProcesses));
  let refusals = 0;
  for (const [name, key] of [
    ['SQLite', 'sqliteThroughput'],
    ['PostgreSQL', 'postgresThroughput'],
  ] as const) {
    const t = results[key] as Awaited<ReturnType<typeof throughput>> | undefined;
    if (!t) continue;
    const refused = Object.entries(t.refused);
    refusals += refused.length + t.non2xx + t.errors + t.timeouts;
    process.stdout.write(
      `orders placed and accepted, ${name}, 10 connections, ${DURATION_SECONDS} s: ${t.ordersPerSecond.toFixed(0)} orders/s ` +
        `(${t.placed} placed, ${t.accepted} accepted, ${t.requestsPerSecond.toFixed(0)} req/s; ` +
        `refused ${refused.length ? refused.map(([code, n]) => `${n} ${code}`).join(', ') : '0'}, ` +
        `non-2xx ${t.non2xx}, errors ${t.errors}, timeouts ${t.timeouts})\n`,
    );
    if (t.refused['placeOrder TOO_MANY_ORDERS_PER_HOUR'])
      process.stdout.write(`  ${CUSTOMERS} customers had placed their orders of the hour: raise BENCH_CUSTOMERS\n`);
  }
  mkdirSync(path.join(serverDir, 'bench/results'), { recursive: true });
  writeFileSync(path.join(serverDir, 'bench/results/orders.json'), `${JSON.stringify(results, null, 2)}\n`);
  // A refused order is the flood limits at work, not the speed being measured: the run fails.
  if (refusals) throw new Error('some orders or acceptances were refused (see above)');
}

runBenchmark(main);
