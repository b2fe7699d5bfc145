import { createHash, randomInt } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import SQLite from 'better-sqlite3';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@portal/contract';
import { apiPaths } from '@portal/contract';
import { buildTestApp, dialectUnderTest, type TestApp } from '../helper.js';
import { verifiedCustomer } from '../modules/customers/customer-helper.js';
import { openRestaurant } from '../modules/orders/orders-helper.js';
import { routesOf } from '../security/app-routes.js';
import { teamMember } from '../modules/team/team-helper.js';

/**
 * Generated and mutated requests over every route of the app: bodies built from the field names
 * the contract's schemas use, with values of every shape (wrong types, huge or hostile strings,
 * nested objects, prototype keys), sent as JSON, as a form, as multipart or as bytes that are
 * not what they claim, with a partner's token, a customer's, a forged one or none. No answer may
 * be a 5xx or leave the API's envelope, and a refused request must leave the data as it was.
 *
 * Every run uses the same seed, so a run that passed passes again, and it is printed. FUZZ_SEED
 * runs another one (a number replays that run, `random` draws a fresh one and prints it);
 * FUZZ_RUNS_PER_ROUTE sets its size.
 *
 * The routes are shared out between `requests-<n>.test.ts` files (SHARDS of them), each with an
 * app of its own, so that the test workers run them side by side; every route is fuzzed in
 * exactly one of them, with the same seed and number of runs as in one file.
 */
const FIXED_SEED = 20_261_125;
const SEED = seedOf(process.env.FUZZ_SEED);
// 80 runs a route keep the run over 10,000 requests (checked below) while the app has 125 routes
// or more: it has over 150. 100 cost 4 s more processor time for the same routes and checks, and
// 180 the server tests 45 s more of a worker's time on a slow 2-core machine.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 80);
const SHARDS = 3;

function seedOf(asked: string | undefined): number {
  if (asked === undefined || asked === '') return FIXED_SEED;
  if (asked === 'random') return randomInt(2_147_483_647);
  const seed = Number(asked);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer or "random", not ${asked}`);
  return seed;
}

/**
 * Routes left out: the event stream stays open, and the development calls move the clock. The
 * routes are listed in lower case (paths match whatever their case).
 */
const LEFT_OUT = [apiPaths.orderEvents, '/api/dev/'].map((path) => path.toLowerCase());
const fuzzedRoutes = (t: TestApp) => routesOf(t).filter((route) => !LEFT_OUT.some((out) => route.includes(out)));

/** Every field name of the contract's object schemas: what a client would send. */
function contractFieldNames(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(contract)) {
    const shape = (value as { shape?: unknown } | null)?.shape;
    if (shape && typeof shape === 'object') for (const key of Object.keys(shape)) names.add(key);
  }
  return [...names];
}

const hostileStrings = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '1e308',
  '-0',
  '-1',
  '0',
  '99999999999999999999',
  '0x1F',
  'true',
  'null',
  'undefined',
  '__proto__',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0000',
  '\ud800',
  '🍕'.repeat(50),
  '2026-02-30',
  '25:61',
  '+33612345678',
  'a@b',
];

const fieldNames = contractFieldNames();
const key = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...fieldNames) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'status') },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const scalar = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  // Past every length limit: a short string repeated, as drawing 3,000–6,000 characters one by
  // one took most of the run's processor time and the same oversize is refused the same way.
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 40 }), fc.integer({ min: 3000, max: 6000 }))
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)),
);
const value = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(key, scalar, { maxKeys: 4 }) },
);
const fields = fc.dictionary(key, value, { maxKeys: 12 });
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

const body = fc.oneof(
  { weight: 5, arbitrary: fields.map((f) => ({ kind: 'json' as const, f })) },
  { weight: 3, arbitrary: fields.map((f) => ({ kind: 'form' as const, f })) },
  { weight: 2, arbitrary: fields.map((f) => ({ kind: 'multipart' as const, f })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((raw) => ({ kind: 'raw-json' as const, raw })) },
  { weight: 1, arbitrary: value.map((v) => ({ kind: 'json-value' as const, v })) },
);
type Body = typeof body extends fc.Arbitrary<infer B> ? B : never;

function payloadOf(generated: Body): Pick<InjectOptions, 'payload' | 'headers'> {
  switch (generated.kind) {
    case 'json':
      return { payload: JSON.stringify(generated.f), headers: { 'content-type': 'application/json' } };
    case 'json-value':
      return { payload: JSON.stringify(generated.v) ?? 'null', headers: { 'content-type': 'application/json' } };
    case 'raw-json':
      return { payload: generated.raw, headers: { 'content-type': 'application/json' } };
    case 'form':
      return {
        payload: new URLSearchParams(
          Object.entries(generated.f).map(([k, v]): [string, string] => [k, asText(v)]),
        ).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    case 'multipart': {
      const boundary = 'fuzz-boundary-7d1';
      const parts = Object.entries(generated.f).map(([k, v], index) =>
        index % 3 === 2
          ? `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${asText(v).slice(0, 20)}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${asText(v)}\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${asText(v)}\r\n`,
      );
      return {
        payload: `${parts.join('')}--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    }
  }
}

// 'staff': a member of the partner's team, refused what the role does not open.
const caller = fc.constantFrom('partner', 'staff', 'customer', 'forged', 'none');

/**
 * The routes of shard `shard` (1 to SHARDS): reads and writes dealt out in turn, in path order,
 * so each shard gets its share of the writes.
 */
function routesOfShard(routes: string[], shard: number): string[] {
  const sorted = [...routes].sort();
  const reads = sorted.filter((route) => route.startsWith('GET '));
  const writes = sorted.filter((route) => !route.startsWith('GET '));
  return [...reads, ...writes].filter((_, index) => index % SHARDS === shard - 1);
}

/** Declares the fuzz test of one shard; every piece of state is its own (workers share modules). */
export function fuzzShard(shard: number): void {
  let t: TestApp;
  let partnerToken: string;
  let customerToken: string;
  const counts = { requests: 0, refused: 0, serverErrors: 0, routes: 0 };
  let staffToken: string;
  const tokenOf = (who: string) =>
    who === 'staff'
      ? staffToken
      : who === 'partner'
        ? partnerToken
        : who === 'customer'
          ? customerToken
          : who === 'forged'
            ? `${partnerToken.slice(0, -6)}AAAAAA`
            : undefined;

  beforeAll(async () => {
    process.stdout.write(`fuzz ${shard}/${SHARDS}: seed ${SEED} (FUZZ_SEED=${SEED} replays this run)\n`);
    // With a metrics token, GET /metrics is one of the routes (fuzzed without that token).
    t = await buildTestApp({ METRICS_TOKEN: 'metrics-token-the-fuzzer-never-sends' });
    partnerToken = (await openRestaurant(t)).partner.token;
    staffToken = (await teamMember(t, partnerToken, 'staff')).token;
    customerToken = (await verifiedCustomer(t)).token;
  });
  afterAll(async () => {
    process.stdout.write(
      `fuzz ${shard}/${SHARDS}: ${counts.requests} requests over ${counts.routes} routes, ${counts.refused} refused, ${counts.serverErrors} server errors (seed ${SEED})\n`,
    );
    reader?.db.close();
    await t.close();
  });

  /**
   * The data, hashed: every row of every table but those a refusal may write by design (attempts
   * and counters of codes and sign-ins, messages sent, sessions).
   */
  let reader: { db: SQLite.Database; tables: Array<{ name: string; rows: SQLite.Statement }> } | null = null;
  // SQLite's data_version moves whenever another connection commits: while it stands still, the
  // last fingerprint still holds and the tables need not be read again.
  let lastFingerprint: { version: number; hash: string } | null = null;
  function dataFingerprint(): string {
    // A second, read-only connection with one prepared statement per table, read synchronously:
    // a write request is read twice, and through the query builder that was most of the run.
    // The fuzzing runs on the embedded database only (vitest.config.ts: not a database suite).
    if (dialectUnderTest !== 'sqlite') throw new Error('The request fuzzing reads the embedded database');
    if (!reader) {
      const db = new SQLite(path.join(t.databaseEnv.DATA_DIR as string, 'portal.sqlite'), { readonly: true });
      const names = (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as Array<{
          name: string;
        }>
      )
        .map((table) => table.name)
        .filter((name) => !/code|attempt|limit|budget|outbox|session|kysely|sms/i.test(name))
        .sort();
      reader = { db, tables: names.map((name) => ({ name, rows: db.prepare(`SELECT * FROM "${name}"`) })) };
    }
    const version = reader.db.pragma('data_version', { simple: true }) as number;
    if (lastFingerprint?.version === version) return lastFingerprint.hash;
    const hash = createHash('sha256');
    for (const table of reader.tables) hash.update(`${table.name}:${JSON.stringify(table.rows.all())}`);
    lastFingerprint = { version, hash: hash.digest('hex') };
    return lastFingerprint.hash;
  }

  describe(`generated requests over every route (share ${shard} of ${SHARDS})`, () => {
    if (shard === 1) {
      it('every route is fuzzed: one file per share, and the whole run is over 10,000 requests', () => {
        const files = readdirSync(import.meta.dirname).filter((name) => /^requests-\d+\.test\.ts$/.test(name));
        expect(files.sort()).toEqual(Array.from({ length: SHARDS }, (_, index) => `requests-${index + 1}.test.ts`));
        const routes = fuzzedRoutes(t);
        expect(routes.length).toBeGreaterThan(50);
        const shares = Array.from({ length: SHARDS }, (_, index) => routesOfShard(routes, index + 1));
        expect(shares.flat().sort()).toEqual([...routes].sort());
        expect(routes.length * RUNS_PER_ROUTE).toBeGreaterThanOrEqual(10_000);
      });
    }

    it('never answer 5xx, always answer in the envelope, and change nothing when refused', async () => {
      const routes = routesOfShard(fuzzedRoutes(t), shard);
      counts.routes = routes.length;
      expect(routes.length).toBeGreaterThan(10);

      for (const route of routes) {
        const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', string];
        await fc.assert(
          fc.asyncProperty(
            body,
            caller,
            fc.dictionary(key, scalar.map(asText), { maxKeys: 4 }),
            fc.constantFrom('1', '0', '-1', '987654', 'abc', '%00', '..'),
            async (generated, who, queryFields, pathValue) => {
              const url = `${path.replace(/:[^/]+/g, encodeURIComponent(pathValue))}?${new URLSearchParams(queryFields).toString()}`;
              const token = tokenOf(who);
              const isRead = method === 'GET';
              const { payload, headers } = isRead ? { payload: undefined, headers: {} } : payloadOf(generated);
              const before = isRead ? '' : dataFingerprint();
              const res = await t.app.inject({
                method,
                url,
                ...(payload === undefined ? {} : { payload }),
                headers: { ...headers, ...(token ? { token } : {}) },
              });
              counts.requests += 1;
              if (res.statusCode >= 500) counts.serverErrors += 1;
              expect(res.statusCode, `${route} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(
                500,
              );

              // A statement (PDF, CSV) or a QR code image is a file; everything else is the envelope.
              const type = String(res.headers['content-type'] ?? '');
              if (res.statusCode === 200 && /pdf|csv|image\/|text\/html/.test(type)) return;
              let answer: { status?: unknown; code?: unknown } = {};
              expect(
                () => (answer = JSON.parse(res.body) as typeof answer),
                `${route}: ${res.body.slice(0, 200)}`,
              ).not.toThrow();
              expect(typeof answer.status, `${route}: ${res.body.slice(0, 200)}`).toBe('number');
              expect(type, `${route} answered ${res.statusCode} as ${type}`).toMatch(/^application\/json/);
              const refused = res.statusCode >= 400 || answer.status !== 200;
              if (refused) counts.refused += 1;
              if (refused && !isRead) {
                expect(dataFingerprint(), `${route} refused (${String(answer.code)}) but changed data`).toBe(before);
              }
            },
          ),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      }
      // Every route of the share ran its full number of generated requests.
      expect(counts.requests).toBe(routes.length * RUNS_PER_ROUTE);
    }, 600_000);
  });
}
