/**
 * The cost of order streams that clients drop at once: 10 orders are placed while one partner
 * screen listens, and the server's CPU time for them is read from /proc; then 300 stream requests
 * are sent and their connections closed straight away (before the server has answered), and 10
 * more orders are timed the same way. A stream that outlived its connection would keep a listener
 * (reading each new order) and a heartbeat timer, and the second figure would grow.
 * `tsx --conditions=source bench/stream-aborts.ts` (SQLite, one server process on loopback).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths, customerApiPaths } from '@portal/contract';
import { connectDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { median, pause, processCpuMs } from './measure.js';
import { benchRestaurantWithDish } from './restaurant.js';
import {
  acceptOrder,
  api,
  benchServerEnv,
  CustomerPool,
  insertBenchCustomers,
  insertBenchPartner,
  openOrderStream,
  runBenchmark,
  signInCustomers,
  startPortal,
  stopProcesses,
} from './support.js';

const ABORTS = Number(process.env.BENCH_ABORTS ?? 300);
const ORDERS = 10;
const ROUNDS = 3;

/** User + system CPU time of the server process, in milliseconds. */
function cpuMs(pid: number): number {
  const used = processCpuMs([pid]);
  if (used === undefined) throw new Error('the server’s CPU time is read from /proc, which this system lacks');
  return used;
}

/** Sends a stream request and closes the connection as soon as it is written. */
function abortedStream(base: string, token: string): Promise<void> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`GET ${apiPaths.orderEvents} HTTP/1.1\r\nHost: ${hostname}\r\ntoken: ${token}\r\n\r\n`, () => {
        socket.destroy();
        resolve();
      });
    });
    socket.on('error', () => resolve());
  });
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-streams-'));
  try {
    const database = connectDatabase({ dataDir });
    await migrateToLatest(database.db, database.dialect);
    await insertBenchPartner(database.db);
    // The rounds' orders spread over customers in turn: a customer may place 10 an hour.
    const phones = await insertBenchCustomers(database.db, CustomerPool.sizeFor((ROUNDS * 2 + 1) * ORDERS));
    await database.db.destroy();
    const { address: base, child } = await startPortal(
      benchServerEnv({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') }),
    );
    const { partnerToken: token, order } = await benchRestaurantWithDish(base);
    const customers = await signInCustomers(base, phones);
    // One screen that stays open, as a partner has.
    const screen = await openOrderStream(base, token);

    const tenOrders = async () => {
      const before = cpuMs(child.pid!);
      for (let i = 0; i < ORDERS; i += 1) {
        // Accepted at once, as a restaurant does: a customer may have only a few orders waiting.
        const placed = await api(base, customerApiPaths.placeOrder, order, customers.next());
        await acceptOrder(base, token, (placed.data as { order_id: number }).order_id);
      }
      await pause(500); // the events' work after the answers
      return cpuMs(child.pid!) - before;
    };

    await tenOrders(); // warm
    const before: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) before.push(await tenOrders());
    const abortStarted = cpuMs(child.pid!);
    for (let i = 0; i < ABORTS; i += 1) await abortedStream(base, token);
    await pause(1000);
    const abortCost = cpuMs(child.pid!) - abortStarted;
    const idleStart = cpuMs(child.pid!);
    await pause(2000);
    const idle = cpuMs(child.pid!) - idleStart;
    const after: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) after.push(await tenOrders());
    const health = performance.now();
    await fetch(`${base}/api/health`);
    const healthMs = performance.now() - health;
    screen.close();
    process.stdout.write(
      [
        `server CPU for 10 orders, before ${ABORTS} aborted streams: ${before.join(', ')} ms (median ${median(before)})`,
        `CPU of the ${ABORTS} aborted requests: ${abortCost} ms; idle 2 s after them: ${idle} ms`,
        `server CPU for 10 orders, after: ${after.join(', ')} ms (median ${median(after)})`,
        `ratio after / before: ${(median(after) / median(before)).toFixed(2)}; /api/health after: ${healthMs.toFixed(0)} ms`,
        '',
      ].join('\n'),
    );
  } finally {
    await stopProcesses();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
