import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths, customerApiPaths } from '@portal/contract';
import { connectDatabase, type DatabaseHandle, type DialectName } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { withPg } from '../bench/postgres.js';
import { benchOrder, dishForm } from '../bench/restaurant.js';
import {
  benchServerEnv,
  CustomerPool,
  insertBenchCustomers,
  insertBenchPartner,
  signInCustomers,
  startPortal,
} from '../bench/support.js';

/* What the proof's scenarios share: a throwaway database, a seeded restaurant, servers, checks. */

export const PROOF_SECONDS = Number(process.env.PROOF_SECONDS ?? 60);
export const PG_URL = process.env.PROOF_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.PROOF_REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverDir = path.resolve(import.meta.dirname, '..');

/** A fresh database of one dialect, the environment of servers using it, and how to remove it. */
export interface Store {
  dialect: DialectName;
  handle: DatabaseHandle;
  env: Record<string, string>;
  dataDir: string;
  drop: () => Promise<void>;
}

export async function createStore(dialect: DialectName, extraEnv: Record<string, string> = {}): Promise<Store> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-proof-'));
  const common = { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'none'), ...extraEnv };
  if (dialect === 'sqlite') {
    const handle = connectDatabase({ dataDir });
    await migrateToLatest(handle.db, handle.dialect);
    return {
      dialect,
      handle,
      dataDir,
      env: benchServerEnv({ ...common, DATABASE_URL: '' }),
      drop: async () => {
        await handle.db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `proof_${randomBytes(6).toString('hex')}`;
  await withPg(PG_URL, (client) => client.query(`create schema ${schema}`));
  const handle = connectDatabase({ dataDir, databaseUrl: PG_URL, pgSchema: schema });
  await migrateToLatest(handle.db, handle.dialect, schema);
  return {
    dialect,
    handle,
    dataDir,
    env: benchServerEnv({ ...common, DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema }),
    drop: async () => {
      await handle.db.destroy();
      await withPg(PG_URL, (client) => client.query(`drop schema if exists ${schema} cascade`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server process on the store; its JSON log lines go to `onLog` when given. */
export async function startServer(env: Record<string, string>, onLog?: (line: Record<string, unknown>) => void) {
  const { address, child } = await startPortal(env);
  if (onLog) {
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('{')) onLog(JSON.parse(line) as Record<string, unknown>);
      }
    });
  }
  return { base: address, child };
}

/** Resolves with the exit code (or signal) once the process has exited. */
export function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? child.signalCode!);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
}

/** `npm run admin -- <args>` on the store's database, as its own process (this one keeps running). */
export function admin(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/admin/cli.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface Envelope {
  status: number;
  code?: string;
  token?: string;
  data?: unknown;
  [key: string]: unknown;
}

export async function call(base: string, url: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return { http: response.status, json: (await response.json()) as Envelope };
}

/** A call that must succeed (envelope status 200). */
export async function must(base: string, url: string, body: unknown, token?: string) {
  const { http, json } = await call(base, url, body, token);
  if (json.status !== 200) throw new Error(`${url}: HTTP ${http} ${JSON.stringify(json)}`);
  return json;
}

const WRITER_PHONE = '699999998';

export interface Seeded {
  /** The restaurant customers order from and whose menu and orders are read. */
  partnerToken: string;
  restaurantId: number;
  /** A second restaurant whose menu grows under the writes (the first one's menu stays small). */
  writerToken: string;
  writerId: number;
  /** Customers taken in turn: the order flood limits hold, as in production. */
  customers: CustomerPool;
  order: Record<string, unknown>;
  dishId: number;
}

/**
 * Two approved, online restaurants and enough verified customers for `orders` orders within the
 * hour, written directly and each signed in; a dish through the API.
 */
export async function seed(store: Store, base: string, orders: number): Promise<Seeded> {
  const db = store.handle.db;
  const writerId = await insertBenchPartner(db);
  await db
    .updateTable('partners')
    .set({ phone: `+33${WRITER_PHONE}`, email: 'writer@example.fr' })
    .where('id', '=', writerId)
    .execute();
  const restaurantId = await insertBenchPartner(db);
  const phones = await insertBenchCustomers(db, CustomerPool.sizeFor(orders));
  const login = (phone: string) =>
    must(base, apiPaths.login, { phone, country_code: '33', password: 'bench-password' });
  const partner = await login('699999999');
  const writer = await login(WRITER_PHONE);
  const dish = await must(base, apiPaths.saveItem, dishForm('Quenelle de brochet'), partner.token);
  const dishId = (dish.data as { id: number }).id;
  return {
    partnerToken: partner.token!,
    restaurantId,
    writerToken: writer.token!,
    writerId,
    customers: await signInCustomers(base, phones),
    dishId,
    order: benchOrder((partner.data as { public_id: string }).public_id, dishId),
  };
}

/** What the writers had acknowledged: the ids of created dishes and of placed orders. */
export interface Acknowledged {
  items: Map<number, string>;
  orders: Set<number>;
}

export const newAcknowledged = (): Acknowledged => ({ items: new Map(), orders: new Set() });

/**
 * Writers, one after another each, until `stop()`: odd ones create dishes in the writer's menu,
 * even ones place orders (customers in turn) that the partner accepts at once. Only answers the
 * server gave count; a refused connection ends a writer quietly only once `tolerateErrors` is set
 * (the server was killed on purpose).
 */
export function startWriters(base: () => string, seeded: Seeded, count: number, ack: Acknowledged) {
  let running = true;
  let tolerateErrors = false;
  let sequence = 0;
  const failures: string[] = [];
  const writer = async (index: number) => {
    while (running) {
      try {
        if (index % 2 === 1) {
          const name = `Plat ${(sequence += 1)}`;
          const { json } = await call(base(), apiPaths.saveItem, dishForm(name), seeded.writerToken);
          if (json.status === 200) ack.items.set((json.data as { id: number }).id, name);
          else failures.push(`saveItem: ${JSON.stringify(json)}`);
        } else {
          const { json } = await call(base(), customerApiPaths.placeOrder, seeded.order, seeded.customers.next());
          if (json.status !== 200) {
            failures.push(`placeOrder: ${JSON.stringify(json)}`);
            continue;
          }
          const id = (json.data as { order_id: number }).order_id;
          ack.orders.add(id);
          const accept = { order_id: id, status: 1 };
          const accepted = await call(base(), apiPaths.changeOrderStatus, accept, seeded.partnerToken);
          if (accepted.json.status !== 200) failures.push(`accept: ${JSON.stringify(accepted.json)}`);
        }
      } catch (error) {
        if (!tolerateErrors) failures.push(String(error));
        if (tolerateErrors) return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: count }, (_, index) => writer(index)));
  return {
    failures,
    tolerateErrors: () => (tolerateErrors = true),
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** Which acknowledged dishes and orders the database lacks, and whether every order has its journal entry. */
export async function missingAcknowledged(handle: DatabaseHandle, seeded: Seeded, ack: Acknowledged) {
  const db = handle.db;
  const items = await db
    .selectFrom('items')
    .select(['id', 'fr_name'])
    .where('restaurant_id', '=', seeded.writerId)
    .execute();
  const stored = new Map(items.map((row) => [row.id, row.fr_name]));
  const missingItems = [...ack.items].filter(([id, name]) => stored.get(id) !== name).length;
  const orders = new Set(
    (await db.selectFrom('orders').select('id').where('restaurant_id', '=', seeded.restaurantId).execute()).map(
      (row) => row.id,
    ),
  );
  const journaled = new Set(
    (
      await db
        .selectFrom('journal_entries')
        .select('order_id')
        .where('restaurant_id', '=', seeded.restaurantId)
        .where('kind', '=', 'placed')
        .execute()
    ).map((row) => row.order_id),
  );
  const missingOrders = [...ack.orders].filter((id) => !orders.has(id)).length;
  const unjournaled = [...orders].filter((id) => !journaled.has(id)).length;
  return { missingItems, missingOrders, unjournaled, orders: orders.size };
}

/** verify-journal through the admin command: true when it exits 0 and names the chain intact. */
export async function journalVerifies(env: Record<string, string>): Promise<{ ok: boolean; output: string }> {
  const result = await admin(env, 'verify-journal');
  return { ok: result.code === 0 && result.stdout.includes('chain intact'), output: result.stdout + result.stderr };
}

/** Resolves true once `check` holds, false after `ms`; polls every 10 ms (a wait for an event, not a sleep). */
export async function eventually(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}
