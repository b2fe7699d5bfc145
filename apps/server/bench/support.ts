import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { apiPaths, ORDER_MAX_PER_CUSTOMER_PER_HOUR, type TOrderEvent, customerApiPaths } from '@portal/contract';
import { passwordHasher } from '../src/modules/auth/passwords.js';

/** Benchmarks sign accounts in at the cost real accounts have. */
const passwords = passwordHasher('standard');
import { Approval } from '../src/modules/auth/index.js';
import type { Database } from '../src/schema.js';
import { CustomersRepository } from '../src/modules/customers/customers-repository.js';

/* What the benchmarks share: servers started as child processes on loopback. */

const serverDir = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

/** The line the portal prints once it listens. */
export const PORTAL_LISTENING = /Partner portal: (http:\/\/127\.0\.0\.1:\d+)\//;

/** Starts a TypeScript entry point as a child process; resolves with the address it prints. */
export async function startProcess(args: string[], env: Record<string, string>, pattern: RegExp): Promise<string> {
  return (await startChildProcess(args, env, pattern)).address;
}

/** As `startProcess`, also giving the child itself (to signal it, or to watch it exit). */
export function startChildProcess(
  args: string[],
  env: Record<string, string>,
  pattern: RegExp,
): Promise<{ address: string; child: ChildProcess }> {
  // BENCH_CPU_PROFILE_DIR in `env`: the process writes its CPU profile there as it exits.
  const profile = env.BENCH_CPU_PROFILE_DIR;
  const node = [
    '--import',
    'tsx',
    '--conditions=source',
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
  ];
  const child = spawn(process.execPath, [...node, ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ address: match[1], child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // 'close', not 'exit': the child's last words (why it refused to start) arrive after its exit.
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${args[0]} exited with ${code ?? signal}:\n${output.trim() || '(it printed nothing)'}`));
    });
  });
}

/** Stops every process started here (or those of `only`); resolves once they have exited. */
export async function stopProcesses(only?: ChildProcess[]): Promise<void> {
  const running = (only ?? children).filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** A portal server (src/main.ts) started on `env` as a child process: its address, and the child. */
export const startPortal = (env: Record<string, string>) => startChildProcess(['src/main.ts'], env, PORTAL_LISTENING);

/**
 * The environment of a portal started for a benchmark: production mode, quiet logs, loopback, no
 * demo data, no web app, codes kept in the console outbox; `extra` says where the data lives.
 */
export function benchServerEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    MESSAGE_TRANSPORT: 'console',
    SEED_DEMO: '0',
    REDIS_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Required in production: the address of QR codes and public pages.
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    // Hundreds of customers sign in from one loopback address (signInCustomers).
    RATE_LIMIT_LOGIN_PER_IP_PER_10_MIN: '1000000',
    // Production takes cards through Stripe only. No scenario here saves a card: Stripe's client
    // is pointed at a closed port of this machine, so a call that did reach it would fail fast.
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
    STRIPE_API_BASE: 'http://127.0.0.1:9',
    ...extra,
  };
}

/** The login of the benchmarks' restaurant. */
export const BENCH_PARTNER = { phone: '699999999', countryCode: '+33', password: 'bench-password' } as const;

/** An approved, online restaurant written directly (no codes to confirm); returns its id. */
export async function insertBenchPartner(db: Kysely<Database>): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('partners')
    .values({
      name: 'Bouchon du banc d’essai',
      address: '12 Rue Mercière, 69002 Lyon',
      latitude: 45.7622,
      longitude: 4.8317,
      email: 'bench@example.fr',
      phone: `${BENCH_PARTNER.countryCode}${BENCH_PARTNER.phone}`,
      country_code: BENCH_PARTNER.countryCode,
      password_hash: await passwords.hash(BENCH_PARTNER.password),
      status: 1,
      is_verified: 1,
      admin_aproval: Approval.approved,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A call that must succeed (envelope status 200); its envelope. */
export async function api(base: string, url: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (json.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** The partner accepts a waiting order (0 → 1), as the orders screen does. */
export function acceptOrder(base: string, partnerToken: string, orderId: number) {
  return api(base, apiPaths.changeOrderStatus, { order_id: orderId, status: 1 }, partnerToken);
}

/**
 * What an autocannon `setupRequest` returns to send nothing: the connection starts its round of
 * requests again (autocannon does so on a falsy value; its types do not say it).
 */
export const START_ROUND_AGAIN = undefined as unknown as autocannon.Request;

/** The password of every benchmark customer. */
const CUSTOMER_PASSWORD = 'bench-password';

/**
 * `count` verified customers written through the customers repository (no codes to confirm), with
 * French mobile numbers 7xxxxxxxx from `firstPhone`; returns those numbers. They share one
 * password, so one argon2 hash serves them all.
 */
export async function insertBenchCustomers(db: Kysely<Database>, count: number, firstPhone = 700_000_000) {
  const customers = new CustomersRepository(db, () => Date.now());
  const passwordHash = await passwords.hash(CUSTOMER_PASSWORD);
  const phones: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const phone = String(firstPhone + i);
    await customers.create({
      first_name: 'Camille',
      last_name: `Banc ${i + 1}`,
      email: `client-${phone}@example.fr`,
      phone: `+33${phone}`,
      country_code: '+33',
      password_hash: passwordHash,
      birth_date: '1990-01-01',
      is_verified: 1,
      google_sub: null,
      closed_at: null,
    });
    phones.push(phone);
  }
  return phones;
}

/**
 * Signed-in customers taken in turn. The order flood limits (order-limits.ts) allow a customer
 * ORDER_MAX_PER_CUSTOMER_PER_HOUR orders an hour and 3 waiting at a restaurant, so a run spreads
 * its orders over many customers; past `size` × that many in an hour the server refuses them
 * (TOO_MANY_ORDERS_PER_HOUR).
 */
export class CustomerPool {
  private turn = 0;

  constructor(private readonly tokens: string[]) {}

  get size() {
    return this.tokens.length;
  }

  /** Customers needed for `orders` orders within an hour. */
  static sizeFor(orders: number) {
    return Math.ceil(orders / ORDER_MAX_PER_CUSTOMER_PER_HOUR);
  }

  /** The token of the customer whose turn it is. */
  next(): string {
    return this.tokens[this.turn++ % this.tokens.length]!;
  }
}

/** Signs each customer in through the API, a few at a time (each sign-in is an argon2 check). */
export async function signInCustomers(base: string, phones: string[]): Promise<CustomerPool> {
  const tokens: string[] = new Array(phones.length);
  let next = 0;
  const signer = async () => {
    for (let i = next++; i < phones.length; i = next++) {
      const reply = await api(base, customerApiPaths.loginCustomer, {
        mobileno: phones[i],
        country_code: '33',
        password: CUSTOMER_PASSWORD,
      });
      tokens[i] = reply.token as string;
    }
  };
  await Promise.all(Array.from({ length: 4 }, signer));
  return new CustomerPool(tokens);
}

/**
 * Opens the partner's order stream (text/event-stream, read with fetch as the web app does);
 * resolves once the first waiting count has arrived. `events` fills as they arrive and `onEvent`
 * sees each; `ended` resolves with 'clean' when the server ends the stream, else with the error.
 */
export async function openOrderStream(base: string, token: string, onEvent?: (event: TOrderEvent) => void) {
  const controller = new AbortController();
  const response = await fetch(`${base}${apiPaths.orderEvents}`, { headers: { token }, signal: controller.signal });
  if (response.status !== 200 || !response.body) {
    throw new Error(`${apiPaths.orderEvents}: HTTP ${response.status} ${await response.text()}`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: TOrderEvent[] = [];
  let opened!: () => void;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  const ended = (async (): Promise<'clean' | string> => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'clean';
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (!data) continue; // a heartbeat comment
          const event = JSON.parse(data.slice(6)) as TOrderEvent;
          events.push(event);
          if (event.type === 'orders.waiting') opened();
          onEvent?.(event);
        }
      }
    } catch (error) {
      return String((error as Error).cause ?? error);
    }
  })();
  const outcome = await Promise.race([ready.then(() => null), ended]);
  if (outcome !== null) throw new Error(`${apiPaths.orderEvents} ended before its first count: ${outcome}`);
  return { events, ended, close: () => controller.abort() };
}

/**
 * When the events a run waits for arrived on a stream, by key (an order's number, a booking's
 * reference). An event may arrive before the reply to the call that caused it.
 */
export function eventArrivals() {
  const arrivals = new Map<string, number>();
  const waiters = new Map<string, () => void>();
  return {
    /** Notes that the event of `key` arrived now. */
    arrived(key: string) {
      arrivals.set(key, performance.now());
      waiters.get(key)?.();
    },
    /** When the event of `key` arrived, waiting up to 5 s for it; `what` names it in the error. */
    async of(key: string, what: string): Promise<number> {
      if (!arrivals.has(key)) {
        await Promise.race([
          new Promise<void>((resolve) => waiters.set(key, resolve)),
          new Promise((resolve) => setTimeout(resolve, 5000)),
        ]);
      }
      const arrived = arrivals.get(key);
      if (arrived === undefined) throw new Error(`${what} ${key}: no event within 5 s`);
      return arrived;
    },
  };
}

/**
 * Runs a benchmark's `main` as its process: exits 0 once it is done; on an error, prints it,
 * stops the servers it started and exits 1.
 */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    async (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      await stopProcesses();
      process.exit(1);
    },
  );
}
