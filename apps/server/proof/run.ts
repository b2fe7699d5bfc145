/**
 * `npm run proof`: the portal's reliability, checked on real server processes on loopback.
 * Load, a kill -9 in the middle of writes, a SIGTERM under load, two processes on one
 * PostgreSQL and one Redis, and a backup taken under writes. Prints one table and exits 1 when
 * any check fails. PROOF_SECONDS sets the length of the load (default 60).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiPaths, customerApiPaths } from '@portal/contract';
import { connectDatabase, type DatabaseHandle, type DialectName } from '../src/db/connection.js';
import { openOrderStream, START_ROUND_AGAIN, stopProcesses } from '../bench/support.js';
import {
  admin,
  call,
  createStore,
  dishForm,
  eventually,
  exited,
  journalVerifies,
  missingAcknowledged,
  must,
  newAcknowledged,
  PG_URL,
  PROOF_SECONDS,
  REDIS_URL,
  seed,
  type Seeded,
  startServer,
  startWriters,
  type Store,
  withPg,
} from './support.js';

interface Row {
  scenario: string;
  dialect: string;
  figures: string;
  failures: string[];
}

/** Runs `body` on a fresh store and always removes it (servers first: they hold its connections). */
async function onStore<T>(dialect: DialectName, extraEnv: Record<string, string>, body: (store: Store) => Promise<T>) {
  const store = await createStore(dialect, extraEnv);
  try {
    return await body(store);
  } finally {
    await stopProcesses();
    await store.drop();
  }
}

/** After the writes: every acknowledged dish and order stored, every order journaled, the chain whole. */
async function checkDurable(store: Store, seeded: Seeded, ack: ReturnType<typeof newAcknowledged>, failures: string[]) {
  const missing = await missingAcknowledged(store.handle, seeded, ack);
  if (missing.missingItems) failures.push(`${missing.missingItems} acknowledged dish saves missing`);
  if (missing.missingOrders) failures.push(`${missing.missingOrders} acknowledged orders missing`);
  if (missing.unjournaled) failures.push(`${missing.unjournaled} orders without their journal entry`);
  const journal = await journalVerifies(store.env);
  if (!journal.ok) failures.push(`verify-journal: ${journal.output.trim()}`);
  return missing;
}

/*
 * Orders a second the load's customers may place between them (10 each an hour): the load signs in
 * PROOF_SECONDS × this ÷ 10 customers, above the 15 to 50 a second its 50 connections reach on two
 * cores; past it the server refuses orders and the load fails, saying so.
 */
const LOAD_ORDERS_PER_SECOND = Number(process.env.PROOF_ORDERS_PER_SECOND ?? 100);

/* 1. Load: mixed reads and writes at 50 connections. */
async function load(dialect: DialectName): Promise<Row> {
  return onStore(dialect, { RATE_LIMIT_UPLOADS_PER_MINUTE: '1000000' }, async (store) => {
    const { base } = await startServer(store.env);
    const seeded = await seed(store, base, PROOF_SECONDS * LOAD_ORDERS_PER_SECOND);
    const ack = newAcknowledged();
    const refused: string[] = [];
    let saves = 0;
    const json = { 'content-type': 'application/json' };
    const readBody = (body: string) =>
      JSON.parse(body) as { status: number; data?: { id?: number; order_id?: number } };
    const result = await autocannon({
      url: base,
      connections: 50,
      duration: PROOF_SECONDS,
      requests: [
        {
          method: 'POST',
          path: apiPaths.itemList,
          headers: { ...json, token: seeded.partnerToken },
          body: JSON.stringify({ lang: 'fr' }),
        },
        { method: 'GET', path: `${apiPaths.orderList}?page=1`, headers: { token: seeded.partnerToken } },
        {
          method: 'POST',
          path: apiPaths.saveItem,
          headers: { ...json, token: seeded.writerToken },
          // Each connection sends one request at a time: its context holds the name just sent.
          setupRequest: (request, context: { name?: string }) => {
            context.name = `Plat ${(saves += 1)}`;
            return { ...request, body: JSON.stringify(dishForm(context.name)) };
          },
          onResponse: (status, body, context: { name?: string }) => {
            const reply = readBody(body);
            if (reply.status !== 200) return void refused.push(`saveItem ${status} ${body}`);
            ack.items.set(reply.data!.id!, context.name!);
          },
        },
        {
          method: 'POST',
          path: customerApiPaths.placeOrder,
          body: JSON.stringify(seeded.order),
          // The next customer's turn: the flood limits allow each only a few orders.
          setupRequest: (request, context: { orderId?: number }) => {
            delete context.orderId;
            return { ...request, headers: { ...json, token: seeded.customers.next() } };
          },
          onResponse: (status, body, context: { orderId?: number }) => {
            const reply = readBody(body);
            if (reply.status !== 200) return void refused.push(`placeOrder ${status} ${body}`);
            ack.orders.add(reply.data!.order_id!);
            context.orderId = reply.data!.order_id!;
          },
        },
        {
          // The partner accepts the order just placed, so the restaurant never holds 50 waiting.
          method: 'POST',
          path: apiPaths.changeOrderStatus,
          headers: { ...json, token: seeded.partnerToken },
          // Nothing to accept after a refused order: the connection starts its round again.
          setupRequest: (request, context: { orderId?: number }) =>
            context.orderId === undefined
              ? START_ROUND_AGAIN
              : { ...request, body: JSON.stringify({ order_id: context.orderId, status: 1 }) },
          onResponse: (status, body) => {
            if (readBody(body).status !== 200) refused.push(`accept ${status} ${body}`);
          },
        },
      ],
    });
    const failures: string[] = [];
    if (result.errors || result.timeouts || result.non2xx) {
      failures.push(`errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
    }
    if (refused.length) failures.push(`${refused.length} refused, first: ${refused[0]}`);
    await stopProcesses();
    await checkDurable(store, seeded, ack, failures);
    return {
      scenario: `load ${PROOF_SECONDS} s, 50 conn.`,
      dialect,
      figures:
        `${result.requests.total} req, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms; ` +
        `${ack.items.size} saves, ${ack.orders.size} orders (each accepted) from ${seeded.customers.size} customers, all stored, journal ok; ` +
        `errors ${result.errors + result.non2xx + refused.length}`,
      failures,
    };
  });
}

/* 2. Crash: kill -9 during a stream of writes, restart on the same database. */
async function crash(dialect: DialectName): Promise<Row> {
  return onStore(dialect, { RATE_LIMIT_UPLOADS_PER_MINUTE: '1000000' }, async (store) => {
    const first = await startServer(store.env);
    let base = first.base;
    const seeded = await seed(store, base, 500);
    const ack = newAcknowledged();
    const writers = startWriters(() => base, seeded, 8, ack);
    const failures: string[] = [];
    // Some writes acknowledged first, so that the kill lands among others in flight.
    if (!(await eventually(() => ack.orders.size >= 50 && ack.items.size >= 50, 30_000))) {
      failures.push('the writes did not start');
    }
    writers.tolerateErrors();
    first.child.kill('SIGKILL');
    await exited(first.child);
    await writers.stop();
    failures.push(...writers.failures);
    const acknowledged = `${ack.items.size} saves, ${ack.orders.size} orders acknowledged`;

    base = (await startServer(store.env)).base;
    const missing = await checkDurable(store, seeded, ack, failures);
    // The chain goes on after the crash: a new order is numbered and chained after the last.
    const after = await call(base, customerApiPaths.placeOrder, seeded.order, seeded.customers.next());
    if (after.json.status !== 200) failures.push(`order after restart: ${JSON.stringify(after.json)}`);
    const journal = await journalVerifies(store.env);
    if (!journal.ok) failures.push(`verify-journal after a new order: ${journal.output.trim()}`);
    return {
      scenario: 'crash (kill -9 mid-writes)',
      dialect,
      figures: `${acknowledged}; after restart ${missing.orders} orders stored, 0 missing expected, journal ok`,
      failures,
    };
  });
}

/* 3. Shutdown: SIGTERM under load. */
async function shutdown(): Promise<Row> {
  return onStore('sqlite', { LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, async (store) => {
    // Request numbers the server finished (its one log line per response names the URL).
    const answered = new Set<number>();
    const server = await startServer(store.env, (line) => {
      const match = /proof=(\d+) /.exec(String(line.msg ?? ''));
      if (match) answered.add(Number(match[1]));
    });
    const seeded = await seed(store, server.base, 500);
    const stream = await openOrderStream(server.base, seeded.partnerToken);
    const outcome = { ok: 0, drained: 0, refused: 0, notAccepted: 0 };
    const failures: string[] = [];
    let sequence = 0;
    let stopping = false;
    const worker = async (index: number) => {
      // Even workers place an order (customers in turn), then the partner accepts it; odd ones read the menu.
      let toAccept: number | undefined;
      for (;;) {
        const id = (sequence += 1);
        const [url, token, body] =
          index % 2 === 1
            ? [apiPaths.itemList, seeded.partnerToken, { lang: 'fr' }]
            : toAccept === undefined
              ? [customerApiPaths.placeOrder, seeded.customers.next(), seeded.order]
              : [apiPaths.changeOrderStatus, seeded.partnerToken, { order_id: toAccept, status: 1 }];
        toAccept = undefined;
        try {
          const response = await fetch(`${server.base}${url}?proof=${id}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', token },
            body: JSON.stringify(body),
          });
          const json = (await response.json()) as { status: number; code?: string; data?: { order_id?: number } };
          if (response.status === 200 && json.status === 200) {
            outcome.ok += 1;
            if (url === customerApiPaths.placeOrder) toAccept = json.data!.order_id;
          } else if (response.status === 503 && json.status === 201 && json.code === 'INTERNAL') outcome.drained += 1;
          else failures.push(`request ${id}: HTTP ${response.status} ${JSON.stringify(json)}`);
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          if (!stopping) failures.push(`request ${id} before SIGTERM: ${code ?? String(error)}`);
          else if (code === 'ECONNREFUSED') {
            outcome.refused += 1;
            return;
          } else if (answered.has(id))
            failures.push(`request ${id}: answered by the server, lost on the way (${code})`);
          // Closed while idle, before the server read the request: HTTP/1.1's keep-alive race.
          else outcome.notAccepted += 1;
        }
      }
    };
    const workers = Array.from({ length: 16 }, (_, index) => worker(index));
    await eventually(() => outcome.ok >= 200, 30_000);
    // An order whose body is still on its way when the shutdown begins.
    const slow = await startSlowOrder(server.base, seeded);
    stopping = true;
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    // The listening socket closes once the drain has begun; only then does the body arrive.
    if (!(await eventually(() => outcome.refused > 0, 10_000))) failures.push('new connections still accepted');
    const slowAnswer = await slow.finish();
    const code = await exited(server.child);
    const seconds = (performance.now() - signalled) / 1000;
    await Promise.all(workers);
    const streamEnd = await Promise.race([stream.ended, Promise.resolve('still open')]);
    if (code !== 0) failures.push(`exit code ${code}`);
    if (seconds > 10) failures.push(`exited after ${seconds.toFixed(1)} s`);
    if (streamEnd !== 'clean') failures.push(`order event stream: ${streamEnd}`);
    if (!/^HTTP\/1\.1 200 [^]*\r\nconnection: close\r\n[^]*"status":200/i.test(slowAnswer)) {
      failures.push(`order in flight at SIGTERM: ${slowAnswer.slice(0, 200)}`);
    }
    return {
      scenario: 'shutdown (SIGTERM under load)',
      dialect: 'sqlite',
      figures:
        `exit ${code} in ${seconds.toFixed(2)} s; ${outcome.ok} ok, ${outcome.drained} × 503 envelope, ` +
        `${outcome.refused} refused after close, ${outcome.notAccepted} idle keep-alive closed unread; ` +
        `order in flight answered 200 + connection: close; stream ended ${streamEnd}`,
      failures: failures.slice(0, 5),
    };
  });
}

/**
 * A placeOrder sent on a socket of its own, its body held back: the server's "100 Continue" says
 * it has taken the request in (routed, authenticated) before `finish` sends the body.
 */
async function startSlowOrder(base: string, seeded: Seeded) {
  const url = new URL(base);
  const body = JSON.stringify(seeded.order);
  const socket = net.connect(Number(url.port), url.hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST ${customerApiPaths.placeOrder} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n` +
      `token: ${seeded.customers.next()}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nexpect: 100-continue\r\n\r\n`,
  );
  if (!(await eventually(() => received.includes('100 Continue'), 10_000))) throw new Error('no 100 Continue');
  received = '';
  return {
    finish: async () => {
      socket.write(body);
      await closed;
      return received;
    },
  };
}

/* 4. Scale-out: two processes, one PostgreSQL, one Redis. */
async function scaleOut(): Promise<Row> {
  // Only the per-account sign-in limit is low: the others would count this run's own calls.
  const env = {
    REDIS_URL,
    RATE_LIMIT_LOGIN_PER_10_MIN: '3',
    RATE_LIMIT_LOGIN_PER_IP_PER_10_MIN: '100000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000000',
  };
  return onStore('postgres', env, async (store) => {
    const [a, b] = await Promise.all([startServer(store.env), startServer(store.env)]);
    const seeded = await seed(store, a.base, 10);
    const failures: string[] = [];

    // A sign-in limit reached through A holds on B (an account no run has used: Redis outlives runs).
    const phone = `6${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;
    const attempt = (base: string) => call(base, apiPaths.login, { phone, country_code: '33', password: 'wrong-one' });
    const throughA = await Promise.all([1, 2, 3].map(() => attempt(a.base)));
    if (throughA.some((r) => r.http === 429)) failures.push('limited before the limit');
    const throughB = await attempt(b.base);
    if (throughB.http !== 429 || throughB.json.code !== 'RATE_LIMITED') {
      failures.push(`4th sign-in through B: HTTP ${throughB.http} ${JSON.stringify(throughB.json)}`);
    }

    // An order placed through B reaches the stream held open on A.
    const stream = await openOrderStream(a.base, seeded.partnerToken);
    const started = performance.now();
    const placed = await must(b.base, customerApiPaths.placeOrder, seeded.order, seeded.customers.next());
    const number = (placed.data as { order_number: string }).order_number;
    const arrived = await eventually(
      () => stream.events.some((e) => e.type === 'order.created' && e.order.order_number === number),
      5000,
    );
    const latency = performance.now() - started;
    if (!arrived) failures.push(`order ${number} placed through B never reached A's stream`);
    stream.close();

    // A menu change through A is served by B's very next getitemslist, its cache warm before.
    let stale = 0;
    const rounds = 20;
    for (let round = 1; round <= rounds; round += 1) {
      await must(b.base, apiPaths.itemList, { lang: 'fr' }, seeded.partnerToken);
      const name = `Quenelle version ${round}`;
      await must(a.base, apiPaths.saveItem, dishForm(name, seeded.dishId), seeded.partnerToken);
      const list = await must(b.base, apiPaths.itemList, { lang: 'fr' }, seeded.partnerToken);
      if (!JSON.stringify(list).includes(name)) stale += 1;
    }
    if (stale) failures.push(`${stale} of ${rounds} lists served stale by B`);
    return {
      scenario: 'scale-out (2 processes)',
      dialect: 'postgres+redis',
      figures:
        `login limit 3 via A → B answers ${throughB.http}; order via B on A's stream in ${latency.toFixed(0)} ms; ` +
        `${stale}/${rounds} stale lists on B`,
      failures,
    };
  });
}

/* 5. Backup under writes, restored and compared. */
async function backup(dialect: DialectName): Promise<Row> {
  return onStore(dialect, { RATE_LIMIT_UPLOADS_PER_MINUTE: '1000000' }, async (store) => {
    const { base } = await startServer(store.env);
    const seeded = await seed(store, base, 500);
    const ack = newAcknowledged();
    const writers = startWriters(() => base, seeded, 6, ack);
    const failures: string[] = [];
    await eventually(() => ack.orders.size >= 30, 30_000);
    // Everything acknowledged before the backup starts must be in it.
    const before = { items: new Map(ack.items), orders: new Set(ack.orders) };
    const restoredDir = path.join(store.dataDir, 'restored');
    mkdirSync(restoredDir);
    const file = path.join(restoredDir, dialect === 'sqlite' ? 'portal.sqlite' : 'portal.dump');
    const result = await admin(store.env, 'backup', file);
    // A little more writing after it, so that the source moves on from the copy.
    const after = ack.orders.size + 20;
    await eventually(() => ack.orders.size >= after, 30_000);
    await writers.stop();
    failures.push(...writers.failures);
    if (result.code !== 0) {
      failures.push(`backup: ${result.stderr.trim()}`);
      return { scenario: 'backup under writes', dialect, figures: '-', failures };
    }

    let restored: DatabaseHandle;
    let restoredEnv: Record<string, string>;
    let dropRestored = async () => {};
    if (dialect === 'sqlite') {
      restored = connectDatabase({ dataDir: restoredDir });
      restoredEnv = { ...store.env, DATA_DIR: restoredDir };
    } else {
      // The dump holds the portal's schema; it is restored into a database of its own.
      const database = `proof_restore_${randomBytes(6).toString('hex')}`;
      await withPg(PG_URL, (client) => client.query(`create database ${database}`));
      const url = new URL(PG_URL);
      url.pathname = `/${database}`;
      const { execFile } = await import('node:child_process');
      await new Promise<void>((resolve, reject) =>
        execFile('pg_restore', ['--no-owner', `--dbname=${url.href}`, file], (error) =>
          error ? reject(error) : resolve(),
        ),
      );
      restored = connectDatabase({ dataDir: restoredDir, databaseUrl: url.href, pgSchema: store.env.DATABASE_SCHEMA! });
      restoredEnv = { ...store.env, DATABASE_URL: url.href };
      dropRestored = () => withPg(PG_URL, (client) => client.query(`drop database ${database} with (force)`)).then();
    }
    try {
      const journal = await journalVerifies(restoredEnv);
      if (!journal.ok) failures.push(`restored verify-journal: ${journal.output.trim()}`);
      const lost = await missingAcknowledged(restored, seeded, { items: before.items, orders: before.orders });
      if (lost.missingItems || lost.missingOrders) {
        failures.push(
          `acknowledged before the backup but not in it: ${lost.missingItems} dishes, ${lost.missingOrders} orders`,
        );
      }
      // The copy is the source as it was at one instant: each table's rows up to the copy's last id.
      const compared: string[] = [];
      for (const table of ['orders', 'items', 'journal_entries', 'order_lines'] as const) {
        const copy = await restored.db
          .selectFrom(table)
          .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.max('id').as('last')])
          .executeTakeFirstOrThrow();
        const source = await store.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('rows'))
          .where('id', '<=', Number(copy.last ?? 0))
          .executeTakeFirstOrThrow();
        if (Number(copy.rows) !== Number(source.rows)) {
          failures.push(`${table}: ${copy.rows} rows in the copy, ${source.rows} in the source up to the same id`);
        }
        compared.push(`${table} ${copy.rows}`);
      }
      // The journal's head in the copy is the very entry of the source at that position.
      const head = await restored.db
        .selectFrom('journal_entries')
        .select(['seq', 'hash'])
        .where('restaurant_id', '=', seeded.restaurantId)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const sourceEntry = await store.handle.db
        .selectFrom('journal_entries')
        .select('hash')
        .where('restaurant_id', '=', seeded.restaurantId)
        .where('seq', '=', head.seq)
        .executeTakeFirst();
      if (sourceEntry?.hash !== head.hash) failures.push(`journal head ${head.seq} differs from the source's`);
      const sourceOrders = await missingAcknowledged(store.handle, seeded, ack);
      return {
        scenario: 'backup under writes',
        dialect,
        figures:
          `${dialect === 'sqlite' ? 'VACUUM INTO' : 'pg_dump -n schema'}; copy: ${compared.join(', ')}, ` +
          `journal head #${head.seq} = source's; source went on to ${sourceOrders.orders} orders; restored journal ok`,
        failures,
      };
    } finally {
      await restored.db.destroy();
      await dropRestored();
    }
  });
}

async function main() {
  const scenarios: Array<[string, string, () => Promise<Row>]> = [
    ['load', 'sqlite', () => load('sqlite')],
    ['load', 'postgres', () => load('postgres')],
    ['crash', 'sqlite', () => crash('sqlite')],
    ['crash', 'postgres', () => crash('postgres')],
    ['shutdown', 'sqlite', shutdown],
    ['scale-out', 'postgres+redis', scaleOut],
    ['backup', 'sqlite', () => backup('sqlite')],
    ['backup', 'postgres', () => backup('postgres')],
  ];
  const only = process.env.PROOF_ONLY?.split(',');
  const rows: Row[] = [];
  for (const [name, dialect, run] of scenarios) {
    if (only && !only.includes(name)) continue;
    const started = Date.now();
    const row = await run().catch((error: unknown): Row => ({
      scenario: name,
      dialect,
      figures: '-',
      failures: [error instanceof Error ? error.message.split('\n')[0]! : String(error)],
    }));
    rows.push(row);
    process.stdout.write(
      `${row.failures.length ? 'FAIL' : 'pass'}  ${name} (${dialect}) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    for (const failure of row.failures) process.stdout.write(`      ${failure}\n`);
  }
  const table = [
    ['scenario', 'dialect', 'figures', 'result'],
    ...rows.map((row) => [row.scenario, row.dialect, row.figures, row.failures.length ? 'FAIL' : 'pass']),
  ];
  const widths = [0, 1, 2, 3].map((column) => Math.max(...table.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |\n`;
  process.stdout.write(`\n${line(table[0]!)}|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n`);
  for (const cells of table.slice(1)) process.stdout.write(line(cells));
  return rows.every((row) => row.failures.length === 0) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    await stopProcesses();
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
