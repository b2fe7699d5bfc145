/**
 * `npm run bench` (second part): the money path's speed. From placeOrder to the `order.created`
 * event on a partner's open stream — p50 / p95 / max over sequential orders — on one process
 * (SQLite), and across two processes on one PostgreSQL (the order goes through one, the partner
 * listens to the other: LISTEN/NOTIFY); then placeOrder throughput (autocannon, 10 connections).
 * Servers are child processes on loopback. Figures go to stdout and bench/results/orders.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { apiPaths, type TOrderEvent } from '@portal/contract';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { connectDatabase, type DatabaseHandle } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { benchServerEnv, insertBenchPartner, PORTAL_LISTENING, startProcess, stopProcesses } from './support.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const serverDir = path.resolve(import.meta.dirname, '..');

const startServer = (env: Record<string, string>) => startProcess(['src/main.ts'], env, PORTAL_LISTENING);

async function api(base: string, url: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (json.status !== 200) throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json;
}

/** An approved, online restaurant and a verified customer, written directly; one dish through the API. */
async function seed(database: DatabaseHandle, base: string) {
  const now = Date.now();
  await insertBenchPartner(database.db);
  await database.db
    .insertInto('customers')
    .values({
      first_name: 'Camille',
      last_name: 'Banc',
      email: 'client@example.fr',
      phone: '+33799999999',
      country_code: '+33',
      password_hash: await hashPassword('bench-password'),
      birth_date: '1990-01-01',
      is_verified: 1,
      google_sub: null,
      closed_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const partner = await api(base, apiPaths.login, {
    phone: '699999999',
    country_code: '33',
    password: 'bench-password',
  });
  const token = partner.token as string;
  const publicId = (partner.data as { public_id: string }).public_id;
  const item = await api(
    base,
    apiPaths.saveItem,
    {
      fr_item_name: 'Quenelle de brochet',
      type_of_service_id: '1',
      type_of_item_id: '3',
      price: '18,50',
      preparation_time: '15',
      // Served all day: orders respect a dish's service hours, and a run may start at any hour.
      service_open_time: '00:00',
      service_close_time: '24:00',
    },
    token,
  );
  const customer = await api(base, apiPaths.loginCustomer, {
    mobileno: '799999999',
    country_code: '33',
    password: 'bench-password',
  });
  return {
    partnerToken: token,
    customerToken: customer.token as string,
    order: {
      restaurant_id: publicId,
      items: [{ item_id: (item.data as { id: number }).id, quantity: 2 }],
      service_type: 1,
      no_of_people: 2,
      payment_method: 2,
    },
  };
}

/** Opens the partner's event stream; calls `onEvent` for each event. */
async function openStream(base: string, token: string, onEvent: (event: TOrderEvent) => void) {
  const controller = new AbortController();
  const response = await fetch(`${base}${apiPaths.orderEvents}`, { headers: { token }, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let ready!: () => void;
  const opened = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (!data) continue;
          const event = JSON.parse(data.slice(6)) as TOrderEvent;
          if (event.type === 'orders.waiting') ready();
          onEvent(event);
        }
      }
    } catch {
      /* closed */
    }
  })();
  await opened;
  return () => controller.abort();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Places orders one after another through `orderBase` and times each until the event on `streamBase`. */
async function latency(orderBase: string, streamBase: string, seeded: Awaited<ReturnType<typeof seed>>) {
  // When each order's event arrived (it may arrive before the reply to placeOrder).
  const arrivals = new Map<string, number>();
  const waiters = new Map<string, () => void>();
  const close = await openStream(streamBase, seeded.partnerToken, (event) => {
    if (event.type !== 'order.created') return;
    arrivals.set(event.order.order_number, performance.now());
    waiters.get(event.order.order_number)?.();
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < ORDERS; i += 1) {
      const started = performance.now();
      const placed = await api(orderBase, apiPaths.placeOrder, seeded.order, seeded.customerToken);
      const number = (placed.data as { order_number: string }).order_number;
      if (!arrivals.has(number)) {
        await Promise.race([
          new Promise<void>((resolve) => waiters.set(number, resolve)),
          new Promise((resolve) => setTimeout(resolve, 5000)),
        ]);
      }
      const arrived = arrivals.get(number);
      if (arrived === undefined) throw new Error(`order ${number}: no event within 5 s`);
      times.push(arrived - started);
    }
  } finally {
    close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
}

async function throughput(base: string, seeded: Awaited<ReturnType<typeof seed>>) {
  const result = await autocannon({
    url: `${base}${apiPaths.placeOrder}`,
    method: 'POST',
    connections: 10,
    duration: DURATION_SECONDS,
    headers: { token: seeded.customerToken, 'content-type': 'application/json' },
    body: JSON.stringify(seeded.order),
  });
  return { requestsPerSecond: result.requests.average, non2xx: result.non2xx, errors: result.errors };
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
    const probe = new pg.Client({ connectionString: PG_URL });
    const reachable = await probe.connect().then(
      () => true,
      () => false,
    );
    if (reachable) {
      const schema = `bench_${Date.now()}`;
      await probe.query(`create schema ${schema}`);
      await probe.end();
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
        const cleanup = new pg.Client({ connectionString: PG_URL });
        await cleanup.connect();
        await cleanup.query(`drop schema ${schema} cascade`);
        await cleanup.end();
      }
    } else {
      await probe.end().catch(() => undefined);
      process.stdout.write(`PostgreSQL not reachable at ${PG_URL}: the two-process figures are skipped\n`);
    }
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
  for (const [name, key] of [
    ['SQLite', 'sqliteThroughput'],
    ['PostgreSQL', 'postgresThroughput'],
  ] as const) {
    const t = results[key] as { requestsPerSecond: number; non2xx: number; errors: number } | undefined;
    if (t)
      process.stdout.write(
        `placeOrder throughput, ${name}, 10 connections: ${t.requestsPerSecond.toFixed(0)} orders/s (non-2xx ${t.non2xx}, errors ${t.errors})\n`,
      );
  }
  mkdirSync(path.join(serverDir, 'bench/results'), { recursive: true });
  writeFileSync(path.join(serverDir, 'bench/results/orders.json'), `${JSON.stringify(results, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    void stopProcesses();
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
