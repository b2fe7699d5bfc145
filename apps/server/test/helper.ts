import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import { apiPaths, normalizeNationalNumber } from '@portal/contract';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connectDatabase, type DatabaseHandle } from '../src/db/connection.js';
import type { Database } from '../src/schema.js';
import { runAdminCommand as runAdmin } from '../src/admin/admin-commands.js';
import { AdminError } from '../src/core/errors.js';
import type { AccountAdministration } from '../src/modules/auth/index.js';
import type { Partner } from '../src/modules/auth/tables.js';
import type { MessageTransport, OutgoingMessage } from '../src/infra/notify/index.js';
import { SQLITE_FILE, TEST_SCHEMA, databaseUrl } from './global-setup.js';

/**
 * PostgreSQL runs of the suite set TEST_DATABASE_URL; each app then gets a database of its own,
 * cloned from the run's migrated template (test/global-setup.ts).
 */
const pgUrl = process.env.TEST_DATABASE_URL;

export const dialectUnderTest = pgUrl ? 'postgres' : 'sqlite';

/** Keeps every message so tests can read the codes a partner would receive. */
export class RecordingTransport implements MessageTransport {
  readonly sent: OutgoingMessage[] = [];
  failNext = 0;

  async send(message: OutgoingMessage): Promise<void> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('delivery refused by the test');
    }
    this.sent.push(message);
  }

  lastCodeFor(to: string): string {
    const message = [...this.sent].reverse().find((m) => m.to === to && m.code);
    if (!message?.code) throw new Error(`no code was sent to ${to}`);
    return message.code;
  }
}

/**
 * Wednesday 25 November 2026, 11:00 in Paris (10:00 UTC): where every test's clock starts, so
 * that no test depends on the day or the hour it runs at. Tests that need another moment set it.
 */
export const TEST_START = Date.parse('2026-11-25T10:00:00Z');

/** A clock the test moves forward, from `TEST_START`. */
export class TestClock {
  current = TEST_START;
  now = () => this.current;
  advance(ms: number) {
    this.current += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  /** Environment that points another process (the admin command) at this app's database. */
  databaseEnv: Record<string, string>;
  transport: RecordingTransport;
  clock: TestClock;
  database: DatabaseHandle;
  dataDir: string;
  /** The administrator's account actions (approve, reject, suspend), as the admin command runs them. */
  admin: AccountAdministration;
  close(): Promise<void>;
}

async function openTestDatabase(
  dataDir: string,
  shared?: TestApp,
): Promise<{ handle: DatabaseHandle; env: Record<string, string>; drop(): Promise<void> }> {
  if (shared) {
    // A second connection (pool) to the other app's database, as another server process has.
    const schema = shared.databaseEnv.DATABASE_SCHEMA;
    const url = shared.databaseEnv.DATABASE_URL;
    const handle = connectDatabase({
      dataDir,
      ...(url ? { databaseUrl: url } : {}),
      ...(schema ? { pgSchema: schema } : {}),
    });
    const database = url ? openDatabase(url) : undefined;
    return {
      handle,
      env: shared.databaseEnv,
      drop: async () => {
        await handle.db.destroy();
        if (database) closeDatabase(database);
      },
    };
  }
  if (!pgUrl) {
    // A copy of the run's migrated database (test/global-setup.ts): start-up finds nothing to migrate.
    copyFileSync(inject('sqliteTemplate'), path.join(dataDir, SQLITE_FILE));
    const handle = connectDatabase({ dataDir });
    return { handle, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => handle.db.destroy() };
  }
  const url = await cloneTemplate();
  const database = openDatabase(url);
  const handle = connectDatabase({ dataDir, databaseUrl: url, pgSchema: TEST_SCHEMA });
  return {
    handle,
    env: { DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_SCHEMA: TEST_SCHEMA },
    drop: async () => {
      await handle.db.destroy();
      closeDatabase(database);
    },
  };
}

/*
 * PostgreSQL: this test worker's connections to the server's own database, one to clone the
 * template, one to drop a database once its last app has closed. A drop waits for a checkpoint
 * (a few hundred ms): it runs while the tests go on, never forced (a connection a test left open
 * keeps its database until the run ends, when test/global-setup.ts drops what is left).
 */
let clonePool: pg.Pool | undefined;
let dropPool: pg.Pool | undefined;
const openApps = new Map<string, number>();
function adminPool(): pg.Pool {
  const pool = new pg.Pool({ connectionString: pgUrl, max: 1, idleTimeoutMillis: 1000, allowExitOnIdle: true });
  // An idle connection the server ends is replaced at the next query.
  pool.on('error', () => {});
  return pool;
}

async function cloneTemplate(): Promise<string> {
  const database = `${inject('schemaPrefix')}${randomBytes(6).toString('hex')}`;
  clonePool ??= adminPool();
  await clonePool.query(`CREATE DATABASE ${database} TEMPLATE ${inject('pgTemplate')}`);
  return databaseUrl(pgUrl!, database);
}

function openDatabase(url: string): string {
  const database = new URL(url).pathname.slice(1);
  openApps.set(database, (openApps.get(database) ?? 0) + 1);
  return database;
}

function closeDatabase(database: string): void {
  const open = (openApps.get(database) ?? 1) - 1;
  if (open > 0) {
    openApps.set(database, open);
    return;
  }
  openApps.delete(database);
  dropPool ??= adminPool();
  dropPool.query(`DROP DATABASE ${database}`).catch(() => {
    // Still in use: dropped when the run ends.
  });
}

export interface TestAppOptions {
  /**
   * Builds a second server over the same database, data directory and token secret as this one,
   * with its own connection: what another server process behind a load balancer would be.
   */
  sameDatabaseAs?: TestApp;
}

export async function buildTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  const dataDir = shared ? shared.dataDir : mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: shared ? shared.app.config.JWT_SECRET : randomBytes(32).toString('hex'),
    SEED_DEMO: '0',
    GEOCODER: 'offline',
    // Thousands of accounts are made; test/modules/auth/passwords.test.ts checks the real cost,
    // the one production requires.
    PASSWORD_HASH_COST: env.NODE_ENV === 'production' ? 'standard' : 'low',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    // One test file plays many partners from one address; limits get their own tests.
    RATE_LIMIT_LOGIN_PER_10_MIN: '10000',
    RATE_LIMIT_CODES_PER_10_MIN: '10000',
    RATE_LIMIT_LOGIN_PER_IP_PER_10_MIN: '10000',
    RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: '10000',
    RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR: '10000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
    ...env,
  });
  const { handle, drop, env: databaseEnv } = await openTestDatabase(dataDir, shared);
  const transport = new RecordingTransport();
  const clock = new TestClock();
  // Asking for a transport by name builds the real one; otherwise messages are recorded.
  const app = await buildApp({
    config,
    database: handle,
    clock: clock.now,
    ...(env.MESSAGE_TRANSPORT ? {} : { transport }),
  });
  await app.ready();
  const admin = app.auth.accounts;
  return {
    app,
    databaseEnv,
    transport,
    clock,
    database: handle,
    dataDir,
    admin,
    async close() {
      await app.close();
      await drop();
      // The first app owns the data directory and the database.
      if (!shared) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of a file's tests (or of a `describe`'s, called inside it), declared once at its
 * top: built before the first test and closed after the last (its fields are filled in before the
 * tests run).
 */
export function appOfFile(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(env));
  });
  // `?.`: when the build failed, its error is the one to read.
  afterAll(() => t.close?.());
  return t;
}

/**
 * Two servers over one database, as two processes behind a load balancer: what one writes, the
 * other must see (caches keyed on versions). Declared once at a file's top, like `appOfFile`.
 */
export function twoServersOfFile(): [TestApp, TestApp] {
  const first = {} as TestApp;
  const second = {} as TestApp;
  beforeAll(async () => {
    Object.assign(first, await buildTestApp());
    Object.assign(second, await buildTestApp({}, { sameDatabaseAs: first }));
  });
  afterAll(async () => {
    await second.close?.();
    await first.close?.();
  });
  return [first, second];
}

let phoneCounter = 0;

/** A fresh, valid registration: every call gets its own phone and e-mail. */
export function newPartnerForm(overrides: Record<string, unknown> = {}) {
  phoneCounter += 1;
  const suffix = `${process.pid % 1000}`.padStart(3, '0') + `${phoneCounter}`.padStart(5, '0');
  return {
    name: 'Le Bouchon Test',
    address: '12 Rue Mercière, 69002 Lyon',
    latitude: 45.7622,
    longitude: 4.8317,
    email: `owner${suffix}@example.fr`,
    phone: `06${suffix}`.slice(0, 10),
    country_code: '+33',
    password: 'correct horse battery',
    device_id: 'web-device',
    device_type: 'web',
    device_token: 'web-token',
    ...overrides,
  };
}

export function international(form: { phone: string; country_code: string }): string {
  return `${form.country_code}${normalizeNationalNumber(form.phone)}`;
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { token } : {} });
}

/** Registers, confirms the code, approves and signs in: a partner ready to use the portal. */
export async function approvedPartner(t: TestApp, overrides: Record<string, unknown> = {}) {
  const form = newPartnerForm(overrides);
  const signup = (await post(t.app, apiPaths.signup, form)).json();
  if (signup.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signup)}`);
  const phone = international(form);
  const activation = (
    await post(t.app, apiPaths.activate, { otp: t.transport.lastCodeFor(phone) }, signup.token)
  ).json();
  if (activation.status !== 200) throw new Error(`activation failed: ${JSON.stringify(activation)}`);
  await t.admin.approve(phone);
  const login = (
    await post(t.app, apiPaths.login, { phone: form.phone, country_code: '33', password: form.password })
  ).json();
  if (login.status !== 200 || !login.token) throw new Error(`login failed: ${JSON.stringify(login)}`);
  return { form, phone, token: login.token as string, id: login.data.id as number };
}

/** The partner's row as stored, to check what a call changed. */
export function partnerRow(t: TestApp, id: number): Promise<Partner | undefined> {
  return t.app.infra.db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Runs `run` and counts, statement by statement, the rows DELETE statements on `table` removed
 * through `db` meanwhile: how a deletion said to go by batches is seen to (one statement a
 * batch), with no hook in the code under test. Statements inside a transaction are not seen.
 */
export async function deletedPerStatement<T>(
  db: Kysely<Database>,
  table: string,
  run: () => Promise<T>,
): Promise<{ result: T; deleted: number[] }> {
  const executor = db.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  const deleted: number[] = [];
  const watch = vi.spyOn(executor, 'executeQuery').mockImplementation(async (query) => {
    const answer = await execute(query);
    if (query.query.kind === 'DeleteQueryNode' && query.sql.startsWith(`delete from "${table}"`)) {
      deleted.push(Number(answer.numAffectedRows ?? 0));
    }
    return answer;
  });
  try {
    return { result: await run(), deleted };
  } finally {
    watch.mockRestore();
  }
}

/** Runs an admin command in this process, over the app's modules and database, as `npm run admin` does. */
export async function runAdminCommand(t: TestApp, ...args: string[]) {
  let stdout = '';
  try {
    const code = await runAdmin(args, {
      database: t.database,
      databaseUrl: t.databaseEnv.DATABASE_URL || undefined,
      auth: t.app.auth,
      menu: t.app.menu,
      journal: t.app.orders.journal,
      reviews: t.app.reviews,
      rights: t.app.privacy.rights,
      out: (text) => {
        stdout += text;
      },
    });
    return { code, stdout, stderr: '' };
  } catch (error) {
    if (!(error instanceof AdminError)) throw error;
    return { code: 2, stdout, stderr: `${error.message}\n` };
  }
}

const serverDir = path.resolve(import.meta.dirname, '..');

/** Runs `npm run admin -- …` as an administrator does, as its own process, on the app's database. */
export function spawnAdminCommand(t: TestApp, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/admin/cli.ts', ...args], {
    cwd: serverDir,
    // On PostgreSQL the secret must be given, as the server's is.
    env: {
      ...process.env,
      ...t.databaseEnv,
      JWT_SECRET: t.app.config.JWT_SECRET,
      LOG_LEVEL: 'silent',
      MESSAGE_TRANSPORT: 'console',
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
