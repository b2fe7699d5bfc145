/**
 * `npm run bench` (first part): the service's hottest screens against their fair ceilings, on
 * SQLite then on PostgreSQL (a schema of its own; skipped when BENCH_DATABASE_URL does not answer).
 * A busy restaurant (bench/screens-seed.ts): getitemslist of 200 dishes, getOrderList of today's
 * 200 orders (a page of 100), bookingBook of a day of 300 bookings.
 *
 * Each screen's fair ceiling (bench/ceiling-server.ts) is a bare Fastify process doing only what
 * the product cannot skip: the token's signature, the live session row, the account, the screen's
 * own reads with prepared statements on the same database, its rows turned into JSON, the same
 * bytes sent. The portal and the ceilings run as processes of their own on loopback; autocannon
 * drives them from this process (BENCH_CONNECTIONS, 50), in alternating rounds (BENCH_ROUNDS of
 * BENCH_DURATION s) so that both sides see the same load of a shared machine. Prints each
 * ratio (portal ÷ ceiling), writes bench/results/latest.json, and fails below the targets.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiPaths, bookingApiPaths } from '@portal/contract';
import { addDays, parisDate } from '../src/core/paris-time.js';
import { connectDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { deriveKey } from '../src/modules/auth/keys.js';
import { FULL_DAY_BOOKINGS, FULL_DAY_OFFSET } from './bookings-data.js';
import type { CeilingRoute, CeilingSettings } from './ceiling-server.js';
import { inPostgresSchema } from './postgres.js';
import { ITEMS, seedBookingDay, seedMenuAndOrders } from './screens-seed.js';
import { processCpuMs } from './measure.js';
import { benchServerEnv, insertBenchPartner, startChildProcess, startPortal, stopProcesses } from './support.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_CALLS = 1000;
/** Where the measured portal and ceiling write their CPU profiles (bench/profile-top.ts reads them). */
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const serverDir = path.resolve(import.meta.dirname, '..');

interface Screen {
  name: string;
  method: 'GET' | 'POST';
  /** Path and query. */
  url: string;
  body?: string;
  read: CeilingRoute['read'];
  /** The least ratio of the portal to its ceiling. */
  target: number;
  /** Checks the answer holds what the screen shows. */
  holds: (data: unknown) => boolean;
}

interface Figures {
  requestsPerSecond: number;
  /** The server's CPU time per request (µs), from /proc: what load on a shared machine does not change much. */
  cpuMicrosPerRequest: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

async function measure(base: string, pid: number, screen: Screen, headers: Record<string, string>, duration: number) {
  const cpuBefore = processCpuMs([pid]) ?? 0;
  const result = await autocannon({
    url: `${base}${screen.url}`,
    method: screen.method,
    headers: { ...headers, ...(screen.body ? { 'content-type': 'application/json' } : {}) },
    ...(screen.body ? { body: screen.body } : {}),
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
  });
  const cpu = (processCpuMs([pid]) ?? 0) - cpuBefore;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    cpuMicrosPerRequest: Math.round((cpu * 1000) / Math.max(1, result.requests.total)),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The sum of rounds: requests per second over all of them, the worst latencies and every failure. */
function together(rounds: Figures[]): Figures {
  const requests = rounds.reduce((sum, f) => sum + f.requests, 0);
  return {
    requestsPerSecond: Math.round(requests / (rounds.length * DURATION_SECONDS)),
    cpuMicrosPerRequest: Math.round(
      rounds.reduce((sum, f) => sum + f.cpuMicrosPerRequest * f.requests, 0) / Math.max(1, requests),
    ),
    latencyP50Ms: Math.max(...rounds.map((f) => f.latencyP50Ms)),
    latencyP99Ms: Math.max(...rounds.map((f) => f.latencyP99Ms)),
    requests,
    errors: rounds.reduce((sum, f) => sum + f.errors, 0),
    non2xx: rounds.reduce((sum, f) => sum + f.non2xx, 0),
  };
}

async function answer(base: string, screen: Screen, token: string): Promise<Buffer> {
  const res = await fetch(`${base}${screen.url}`, {
    method: screen.method,
    headers: { token, ...(screen.body ? { 'content-type': 'application/json' } : {}) },
    ...(screen.body ? { body: screen.body } : {}),
  });
  return Buffer.from(await res.arrayBuffer());
}

/** Seeds a database, starts the portal and the ceiling on it, and measures each screen. */
async function benchDatabase(dialect: 'sqlite' | 'postgres', dataDir: string, schema?: string) {
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  const pg = schema ? { url: PG_URL, schema } : undefined;
  const handle = connectDatabase({ dataDir, ...(pg ? { databaseUrl: pg.url, pgSchema: pg.schema } : {}) });
  await migrateToLatest(handle.db, handle.dialect, schema);
  const restaurantId = await insertBenchPartner(handle.db);
  const env = benchServerEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: pg?.url ?? '',
    ...(pg ? { DATABASE_SCHEMA: pg.schema } : {}),
    JWT_SECRET: secret,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    // The seed saves 200 items with photos as one partner.
    RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
  });
  const seeder = await startPortal(env);
  const today = parisDate(Date.now());
  const bookDay = addDays(today, FULL_DAY_OFFSET);
  let token: string;
  try {
    token = await seedMenuAndOrders(handle, seeder.address.replace(/\/$/, ''));
    await seedBookingDay(handle, restaurantId, today);
  } finally {
    await handle.db.destroy();
  }
  // The measured portal starts afresh on the seeded database (its profile, when one is asked for,
  // holds the measured calls only).
  await stopProcesses([seeder.child]);
  const profiled: Record<string, string> = PROFILE_DIR ? { BENCH_CPU_PROFILE_DIR: PROFILE_DIR } : {};
  const portal = await startPortal({ ...env, ...profiled });
  const appBase = portal.address.replace(/\/$/, '');
  const screens: Screen[] = [
    {
      name: 'getitemslist',
      method: 'POST',
      url: apiPaths.itemList,
      body: JSON.stringify({ lang: 'fr' }),
      read: 'itemList',
      target: 0.8,
      holds: (data) => (data as unknown[]).length === ITEMS,
    },
    {
      name: 'orderList',
      method: 'GET',
      url: `${apiPaths.orderList}?page=1&per_page=100`,
      read: 'orderList',
      target: 0.7,
      holds: (data) => (data as { complete_result_data: unknown[] }).complete_result_data.length === 100,
    },
    {
      name: 'bookingBook',
      method: 'GET',
      url: `${bookingApiPaths.bookingBook}?date=${bookDay}`,
      read: 'bookingBook',
      target: 0.7,
      holds: (data) => (data as { bookings: unknown[] }).bookings.length === FULL_DAY_BOOKINGS,
    },
  ];
  // BENCH_SCREENS=getitemslist,… measures only those (to profile one).
  const only = process.env.BENCH_SCREENS?.split(',');
  if (only) screens.splice(0, screens.length, ...screens.filter((screen) => only.includes(screen.name)));
  const bodies = new Map<string, Buffer>();
  for (const screen of screens) {
    const bytes = await answer(appBase, screen, token);
    const parsed = JSON.parse(bytes.toString()) as { status: number; data: unknown };
    if (parsed.status !== 200 || !screen.holds(parsed.data))
      throw new Error(`${screen.name}: ${bytes.toString().slice(0, 300)}`);
    bodies.set(screen.name, bytes);
    writeFileSync(path.join(dataDir, `${screen.name}.json`), bytes);
  }
  const settings: CeilingSettings = {
    key: Buffer.from(deriveKey(secret, 'token-signing')).toString('hex'),
    ...(pg ? { pg } : { sqliteFile: path.join(dataDir, 'portal.sqlite') }),
    routes: screens.map((screen) => ({
      method: screen.method,
      path: screen.url.split('?')[0]!,
      read: screen.read,
      bodyFile: path.join(dataDir, `${screen.name}.json`),
    })),
  };
  writeFileSync(path.join(dataDir, 'ceiling.json'), JSON.stringify(settings));
  const ceilingProcess = await startChildProcess(
    ['bench/ceiling-server.ts', path.join(dataDir, 'ceiling.json')],
    profiled,
    /listening (http:\/\/127\.0\.0\.1:\d+)/,
  );
  const ceilingBase = ceilingProcess.address.replace(/\/$/, '');
  const pidOf = (base: string) => (base === appBase ? portal.child.pid! : ceilingProcess.child.pid!);
  for (const screen of screens) {
    if (!(await answer(ceilingBase, screen, token)).equals(bodies.get(screen.name)!))
      throw new Error(`the ceiling of ${screen.name} does not answer the same bytes`);
  }

  const headers = { token };
  const results: Record<string, unknown> = {};
  for (const screen of screens) {
    // Warm both up (JIT, caches, statements) by a count of calls, so that a loaded machine warms
    // them as much; then alternate: app first, then ceiling first.
    for (const base of [appBase, ceilingBase])
      await autocannon({
        url: `${base}${screen.url}`,
        method: screen.method,
        headers: { ...headers, ...(screen.body ? { 'content-type': 'application/json' } : {}) },
        ...(screen.body ? { body: screen.body } : {}),
        connections: 10,
        amount: WARM_UP_CALLS,
      });
    const app: Figures[] = [];
    const ceiling: Figures[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? ([appBase, ceilingBase] as const) : ([ceilingBase, appBase] as const);
      for (const base of order)
        (base === appBase ? app : ceiling).push(await measure(base, pidOf(base), screen, headers, DURATION_SECONDS));
    }
    const mine = together(app);
    const bare = together(ceiling);
    const ratio = Math.round((mine.requestsPerSecond / bare.requestsPerSecond) * 100) / 100;
    const cpuRatio = Math.round((bare.cpuMicrosPerRequest / mine.cpuMicrosPerRequest) * 100) / 100;
    results[screen.name] = {
      bodyBytes: bodies.get(screen.name)!.length,
      app: mine,
      ceiling: bare,
      ratio,
      cpuRatio,
      target: screen.target,
    };
    process.stdout.write(
      `${dialect} ${screen.name}: ${mine.requestsPerSecond} / ${bare.requestsPerSecond} req/s = ${ratio}; ` +
        `CPU per request ${mine.cpuMicrosPerRequest} / ${bare.cpuMicrosPerRequest} µs = ${cpuRatio}\n`,
    );
  }
  // For scale: the 200 dishes built from the database on every request (a search is never cached).
  // Left out of a profile, which is of the screens.
  const uncached = PROFILE_DIR
    ? undefined
    : await measure(
        appBase,
        portal.child.pid!,
        { ...screens[0]!, body: JSON.stringify({ lang: 'fr', search: 'bocuse' }) },
        headers,
        DURATION_SECONDS,
      );
  await stopProcesses();
  return { screens: results, uncachedSearchAllItems: uncached, loadAverage: loadavg()[0] };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const databases: Record<string, Awaited<ReturnType<typeof benchDatabase>>> = {};
  const loadBefore = loadavg()[0]!;
  try {
    process.stdout.write(
      `load average ${loadBefore.toFixed(2)}; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_SECONDS} s per side\n`,
    );
    databases.sqlite = await benchDatabase('sqlite', path.join(dataDir, 'sqlite'));
    const postgres = await inPostgresSchema(PG_URL, 'bench_screens', 'its figures are skipped', (schema) =>
      benchDatabase('postgres', path.join(dataDir, 'postgres'), schema),
    );
    if (postgres) databases.postgres = postgres;
  } finally {
    await stopProcesses();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const missed: string[] = [];
  const cell = (value: string | number, width = 10) => String(value).padStart(width);
  process.stdout.write(
    `\n${'screen'.padEnd(26)}${'database'.padEnd(10)}${cell('app req/s')}${cell('ceiling')}${cell('ratio')}${cell('target')}${cell('app p99')}\n`,
  );
  for (const [dialect, figures] of Object.entries(databases)) {
    for (const [name, screen] of Object.entries(figures.screens) as Array<
      [string, { app: Figures; ceiling: Figures; ratio: number; target: number }]
    >) {
      const failed = screen.app.errors + screen.app.non2xx + screen.ceiling.errors + screen.ceiling.non2xx > 0;
      const ok = screen.ratio >= screen.target && !failed;
      if (!ok) missed.push(`${dialect} ${name}: ${screen.ratio} < ${screen.target}${failed ? ' (errors)' : ''}`);
      process.stdout.write(
        `${name.padEnd(26)}${dialect.padEnd(10)}${cell(screen.app.requestsPerSecond)}${cell(screen.ceiling.requestsPerSecond)}${cell(screen.ratio)}${cell(screen.target)}${cell(screen.app.latencyP99Ms)}${ok ? '' : '  MISSED'}\n`,
      );
    }
    process.stdout.write(
      `${'(uncached search, 200 hits)'.padEnd(26)}${dialect.padEnd(10)}${cell(figures.uncachedSearchAllItems?.requestsPerSecond ?? '')}\n`,
    );
  }
  const resultsDir = path.join(serverDir, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '',
    loadAverage: { before: loadBefore, after: loadavg()[0] },
    connections: CONNECTIONS,
    rounds: ROUNDS,
    durationSeconds: DURATION_SECONDS,
    databases,
  };
  // A partial or profiled run does not stand for the benchmark: it goes beside it.
  const file = path.join(resultsDir, process.env.BENCH_SCREENS || PROFILE_DIR ? 'partial.json' : 'latest.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`written to ${path.relative(process.cwd(), file)}\n`);
  if (missed.length > 0) {
    process.stderr.write(`below target:\n${missed.join('\n')}\n`);
    process.exitCode = 1;
  }
}

main().catch(async (error: unknown) => {
  process.stderr.write(
    `benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  await stopProcesses();
  process.exit(1);
});
