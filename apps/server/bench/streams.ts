/**
 * What one server process holds of partner streams, on PostgreSQL (as in production: events cross
 * processes by NOTIFY). Each restaurant keeps one screen open, as many restaurants as the largest
 * level; this process holds the streams, the server is a child process (bench/streams-server.ts,
 * PARTNER_STREAMS_PER_PROCESS raised above the largest level). At each level of BENCH_STREAMS (1000,3000,5000 open streams):
 *
 * - the server's memory after a full GC (RSS and heap), against the same with no stream open;
 * - its CPU over BENCH_IDLE_SECONDS idle (26 s: one heartbeat of every stream, each of which
 *   checks its session in the database);
 * - a burst of one event per restaurant: one transaction publishes `bookings.pending` on every
 *   open restaurant's topic (the event bus, NOTIFY within the transaction, as the domains do);
 *   times from its commit to each stream's receipt, BURSTS times;
 * - one event to one restaurant while the others idle, SINGLES times.
 *
 *   ulimit -n 20000; npx tsx --conditions=source bench/streams.ts
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { apiPaths } from '@portal/contract';
import { connectDatabase, type DatabaseHandle } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { createEventBus, type EventBus } from '../src/infra/events/event-bus.js';
import { Approval } from '../src/modules/auth/index.js';
import { passwordHasher } from '../src/modules/auth/passwords.js';
import { bookingTopic } from '../src/modules/partner-stream/index.js';
import { type Figures, pause, processCpuMs, summarize } from './measure.js';
import { databaseBackends, databaseCpuSince } from './pg-cpu.js';
import { inPostgresSchema } from './postgres.js';
import {
  api,
  BENCH_PARTNER,
  benchServerEnv,
  PORTAL_LISTENING,
  runBenchmark,
  startChildProcess,
  stopProcesses,
} from './support.js';

const LEVELS = (process.env.BENCH_STREAMS ?? '1000,3000,5000').split(',').map(Number);
const RESTAURANTS = Math.max(...LEVELS);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 26);
const BURSTS = 3;
const SINGLES = 20;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FIRST_PHONE = 600_000_000;
const serverDir = path.resolve(import.meta.dirname, '..');

/** `count` approved, online restaurants written directly, phones 6xxxxxxxx from FIRST_PHONE (a cheap password hash). */
async function insertRestaurants(handle: DatabaseHandle, count: number): Promise<number[]> {
  const hash = await passwordHasher('low').hash(BENCH_PARTNER.password);
  const now = Date.now();
  const ids: number[] = [];
  for (let first = 0; first < count; first += 500) {
    const rows = Array.from({ length: Math.min(500, count - first) }, (_, k) => ({
      name: `Brasserie ${first + k + 1}`,
      address: '12 Rue Mercière, 69002 Lyon',
      latitude: 45.7622,
      longitude: 4.8317,
      email: `bench-${first + k}@example.fr`,
      phone: `+33${FIRST_PHONE + first + k}`,
      country_code: '+33',
      password_hash: hash,
      status: 1,
      is_verified: 1,
      admin_aproval: Approval.approved,
      created_at: now,
      updated_at: now,
    }));
    const inserted = await handle.db.insertInto('partners').values(rows).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** Runs `work` on each index, `parallel` at a time. */
async function inParallel(count: number, parallel: number, work: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) await work(i);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** The server's memory after a full GC (its streams-server.ts answers SIGUSR2 with a line). */
function serverMemory(child: ChildProcess): Promise<{ rss: number; heapUsed: number }> {
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      const match = /memory (\{.*\})/.exec(chunk.toString());
      if (!match) return;
      child.stdout!.off('data', onData);
      resolve(JSON.parse(match[1]!) as { rss: number; heapUsed: number });
    };
    child.stdout!.on('data', onData);
    child.kill('SIGUSR2');
  });
}

/** When each restaurant's stream received `bookings.pending` with a given count, by count. */
const arrivals = new Map<number, Map<number, number>>();
const waiters = new Map<number, { need: number; done: () => void }>();

function heard(restaurant: number, count: number) {
  let byRestaurant = arrivals.get(count);
  if (!byRestaurant) arrivals.set(count, (byRestaurant = new Map()));
  byRestaurant.set(restaurant, performance.now());
  const waiter = waiters.get(count);
  if (waiter && byRestaurant.size >= waiter.need) waiter.done();
}

/**
 * A screen's stream read from a bare socket: a fetch and its web streams would cost this process
 * several times the server's CPU per event. Each complete `bookings.pending` count goes to
 * `onCount`; resolves with the stream's close once the server has answered 200.
 */
function openScreen(base: string, token: string, onCount: (count: number) => void): Promise<() => void> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET ${apiPaths.orderEvents} HTTP/1.1\r\nHost: ${hostname}\r\ntoken: ${token}\r\n\r\n`),
    );
    socket.setEncoding('utf8');
    let pending = '';
    let answered = false;
    socket.on('data', (text: string) => {
      if (!answered) {
        answered = true;
        if (!text.startsWith('HTTP/1.1 200')) return reject(new Error(`stream refused: ${text.slice(0, 200)}`));
        resolve(() => socket.destroy());
      }
      pending += text;
      const end = pending.lastIndexOf('\n\n');
      if (end < 0) return;
      for (const match of pending.slice(0, end).matchAll(/"type":"bookings\.pending","count":(\d+)/g))
        onCount(Number(match[1]));
      pending = pending.slice(end + 2);
    });
    socket.on('error', reject);
  });
}

/** Waits until `need` streams have received the count `count`, 30 s at most. */
function allHeard(count: number, need: number): Promise<void> {
  if ((arrivals.get(count)?.size ?? 0) >= need) return Promise.resolve();
  return Promise.race([
    new Promise<void>((done) => waiters.set(count, { need, done })),
    pause(30_000).then(() => {
      throw new Error(`count ${count}: ${arrivals.get(count)?.size ?? 0} of ${need} streams heard it in 30 s`);
    }),
  ]);
}

/** One event per open restaurant, in one transaction; times from its commit to each receipt. */
async function burst(handle: DatabaseHandle, events: EventBus, open: number[], count: number) {
  let committing = 0;
  await handle.db.transaction().execute(async (trx) => {
    for (const id of open) await events.publish(bookingTopic(id), { type: 'bookings.pending', count }, { within: trx });
    committing = performance.now();
  });
  await allHeard(count, open.length);
  return [...arrivals.get(count)!.values()].map((at) => at - committing);
}

async function main() {
  // The soft limit of open files of this process, which the server it starts inherits.
  const limit = Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 0);
  if (limit < RESTAURANTS + 500)
    throw new Error(`open files limited to ${limit}: run under \`ulimit -n ${RESTAURANTS + 2000}\``);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-streams-'));
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const results: Array<Record<string, unknown>> = [];
  try {
    await inPostgresSchema(PG_URL, 'bench_streams', 'nothing is measured', async (schema) => {
      const handle = connectDatabase({ dataDir, databaseUrl: PG_URL, pgSchema: schema });
      const events = createEventBus(handle, silent);
      try {
        await migrateToLatest(handle.db, handle.dialect, schema);
        const ids = await insertRestaurants(handle, RESTAURANTS);
        const env = benchServerEnv({
          DATA_DIR: dataDir,
          DATABASE_URL: PG_URL,
          DATABASE_SCHEMA: schema,
          WEB_DIST_DIR: path.join(dataDir, 'none'),
          PARTNER_STREAMS_PER_PROCESS: String(RESTAURANTS + 100),
        });
        // The restaurants sign in through a first process; the measured one starts afresh (its
        // memory holds none of the sign-ins').
        const seeder = await startChildProcess(['bench/streams-server.ts'], env, PORTAL_LISTENING);
        const tokens: string[] = new Array(RESTAURANTS);
        const signedIn = performance.now();
        await inParallel(RESTAURANTS, 4, async (i) => {
          const login = { phone: String(FIRST_PHONE + i), country_code: '33', password: BENCH_PARTNER.password };
          tokens[i] = (await api(seeder.address, apiPaths.login, login)).token as string;
        });
        console.log(`${RESTAURANTS} restaurants signed in in ${((performance.now() - signedIn) / 1000).toFixed(1)} s`);
        await stopProcesses([seeder.child]);
        const { address, child } = await startChildProcess(['bench/streams-server.ts'], env, PORTAL_LISTENING);
        const base = address.replace(/\/$/, '');
        // Warm-up: the stream's code run (and compiled) before the memory with none open is read.
        for (let i = 0; i < 20; i += 1) (await openScreen(base, tokens[i]!, () => undefined))();
        await pause(2000);
        const empty = await serverMemory(child);
        const database = new URL(PG_URL).pathname.slice(1);
        const cpuNow = () => ({
          server: processCpuMs([child.pid!])!,
          database: databaseBackends(database),
          load: process.cpuUsage(),
        });
        const cpuSince = (before: ReturnType<typeof cpuNow>) => {
          const load = process.cpuUsage(before.load);
          return {
            server: processCpuMs([child.pid!])! - before.server,
            database: databaseCpuSince(database, before.database),
            load: (load.user + load.system) / 1000,
          };
        };
        const closers: Array<() => void> = [];
        for (const level of LEVELS) {
          const opening = performance.now();
          const opened = closers.length;
          await inParallel(level - opened, 50, async (k) => {
            const i = opened + k;
            closers[i] = await openScreen(base, tokens[i]!, (count) => heard(ids[i]!, count));
          });
          const openSeconds = (performance.now() - opening) / 1000;
          await pause(3000);
          const memory = await serverMemory(child);
          let cpu = cpuNow();
          await pause(IDLE_SECONDS * 1000);
          const idle = cpuSince(cpu);
          const open = ids.slice(0, level);
          const bursts: number[] = [];
          cpu = cpuNow();
          for (let b = 0; b < BURSTS; b += 1) bursts.push(...(await burst(handle, events, open, level * 10 + b)));
          const burstCpu = cpuSince(cpu);
          const singles: number[] = [];
          for (let s = 0; s < SINGLES; s += 1) {
            const count = 1_000_000 + level * 100 + s;
            const id = open[(s * 7919) % level]!;
            const started = performance.now();
            await events.publish(bookingTopic(id), { type: 'bookings.pending', count });
            await allHeard(count, 1);
            singles.push(arrivals.get(count)!.get(id)! - started);
          }
          const row = {
            streams: level,
            openSeconds: Number(openSeconds.toFixed(1)),
            rssMiB: memory.rss / 2 ** 20,
            heapMiB: memory.heapUsed / 2 ** 20,
            rssPerStreamKiB: (memory.rss - empty.rss) / 1024 / level,
            heapPerStreamKiB: (memory.heapUsed - empty.heapUsed) / 1024 / level,
            idleCpuPercent: (idle.server / (IDLE_SECONDS * 1000)) * 100,
            idleDatabaseCpuPercent: (idle.database / (IDLE_SECONDS * 1000)) * 100,
            /** CPU per event delivered (µs): the server's, the database's, this process's (the screens'). */
            burstCpuMicros: {
              server: (burstCpu.server * 1000) / bursts.length,
              database: (burstCpu.database * 1000) / bursts.length,
              screens: (burstCpu.load * 1000) / bursts.length,
            },
            burst: summarize(bursts),
            single: summarize(singles),
            load: loadavg()[0],
          };
          results.push(row);
          console.log(JSON.stringify(row));
        }
        for (const close of closers) close();
        results.unshift({ streams: 0, rssMiB: empty.rss / 2 ** 20, heapMiB: empty.heapUsed / 2 ** 20 });
      } finally {
        await stopProcesses();
        await events.close();
        await handle.db.destroy();
      }
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const cell = (value: number | undefined, width = 9) => (value ?? NaN).toFixed(1).padStart(width);
  console.log(
    `\n${'streams'.padStart(8)}${'RSS MiB'.padStart(9)}${'heap'.padStart(9)}${'KiB/str'.padStart(9)}${'heap/str'.padStart(9)}` +
      `${'idle CPU%'.padStart(10)}${'burst p50'.padStart(10)}${'p95'.padStart(9)}${'max'.padStart(9)}${'one p50'.padStart(9)}${'load'.padStart(7)}`,
  );
  for (const row of results.slice(1) as Array<Record<string, number> & { burst: Figures; single: Figures }>) {
    console.log(
      `${String(row.streams).padStart(8)}${cell(row.rssMiB)}${cell(row.heapMiB)}${cell(row.rssPerStreamKiB)}${cell(row.heapPerStreamKiB)}` +
        `${cell(row.idleCpuPercent, 10)}${cell(row.burst.p50, 10)}${cell(row.burst.p95)}${cell(row.burst.max)}${cell(row.single.p50)}${cell(row.load, 7)}`,
    );
  }
  mkdirSync(path.join(serverDir, 'bench/results'), { recursive: true });
  writeFileSync(path.join(serverDir, 'bench/results/streams.json'), `${JSON.stringify(results, null, 2)}\n`);
}

runBenchmark(main);
