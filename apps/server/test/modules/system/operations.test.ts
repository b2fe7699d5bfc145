import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { apiPaths, bookingApiPaths } from '@portal/contract';
import { buildApp } from '../../../src/app.js';
import { loadConfig } from '../../../src/config.js';
import { AppError } from '../../../src/core/errors.js';
import { MANAGE_PAGE_PATH } from '../../../src/modules/reservations/manage-link.js';
import { appOfFile, approvedPartner, buildTestApp } from '../../helper.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const JSON_TYPE = /^application\/json; charset=utf-8$/;

const t = appOfFile({ METRICS_TOKEN });

/** The value of one series in the exposition (0 when it is absent). */
describe('readiness', () => {
  it('is ready when the database answers and is migrated, without Redis configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.ready });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, checks: { database: 'ok', migrations: 'ok', redis: 'absent' } });
  });

  it('answers 503 in the envelope when a migration of this release has not run', async () => {
    const stale = await buildTestApp();
    try {
      const last = await stale.app.infra.db
        .selectFrom('kysely_migration' as never)
        .select(sql<string>`max(name)`.as('name'))
        .executeTakeFirstOrThrow();
      await sql`delete from kysely_migration where name = ${last.name}`.execute(stale.app.infra.db);
      const res = await stale.app.inject({ method: 'GET', url: apiPaths.ready });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(JSON_TYPE);
      expect(res.json()).toMatchObject({
        status: 201,
        code: 'NOT_READY',
        fr_message: 'Le service n’est pas prêt. Veuillez réessayer dans un instant.',
        checks: { database: 'ok', migrations: 'not_migrated' },
      });
      // Alive all the same: health is not readiness.
      expect((await stale.app.inject({ method: 'GET', url: apiPaths.health })).statusCode).toBe(200);
    } finally {
      await stale.close();
    }
  });

  it('answers 503 when the database is gone', async () => {
    const lost = await buildTestApp();
    try {
      await lost.database.db.destroy();
      const res = await lost.app.inject({ method: 'GET', url: apiPaths.ready });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'NOT_READY', checks: { database: 'down' } });
    } finally {
      await lost.app.close();
      rmSync(lost.dataDir, { recursive: true, force: true });
    }
  });

  it('checks Redis when it is configured: ready when it answers, 503 when it does not', async () => {
    const up = await buildTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
    try {
      const res = await up.app.inject({ method: 'GET', url: apiPaths.ready });
      expect(res.json()).toEqual({ status: 200, checks: { database: 'ok', migrations: 'ok', redis: 'ok' } });
    } finally {
      await up.close();
    }
    // Port 9 (discard) on loopback: nothing listens there.
    const down = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      const res = await down.app.inject({ method: 'GET', url: apiPaths.ready });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'NOT_READY', checks: { database: 'ok', redis: 'down' } });
    } finally {
      await down.close();
    }
  });
});

describe('request ids', () => {
  it('returns a new id with every answer, and keeps a sane one the caller sent', async () => {
    const first = await t.app.inject({ method: 'GET', url: apiPaths.health });
    const second = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    const given = await t.app.inject({
      method: 'GET',
      url: apiPaths.health,
      headers: { 'x-request-id': 'lb-7f3a9c2e.1' },
    });
    expect(given.headers['x-request-id']).toBe('lb-7f3a9c2e.1');
    for (const insane of [
      'short',
      'a b c d e f g h',
      'x'.repeat(200),
      'id\u0000with-nul',
      '<script>alert(1)</script>',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: apiPaths.health, headers: { 'x-request-id': insane } });
      expect(res.headers['x-request-id'], insane).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  /** An app whose log lines (JSON) are kept in `lines`; `close` also removes its data. */
  async function appWithLogLines() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-logs-'));
    const lines: Array<Record<string, unknown>> = [];
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        JWT_SECRET: randomBytes(32).toString('hex'),
        WEB_DIST_DIR: '/nonexistent',
      }),
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    const close = async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { app, lines, close };
  }

  it('writes the id on every log line of the request, the services’ lines included', async () => {
    const { app, lines, close } = await appWithLogLines();
    // A service logs on the app's logger, not the request's.
    // Routes added here declare who may call them, as every API route must.
    const anyone = { config: { access: 'public' as const } };
    app.get('/api/test/service-log', anyone, async () => {
      await Promise.resolve();
      app.log.info({ step: 'inside' }, 'service at work');
      return { status: 200 };
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test/service-log' });
      const id = res.headers['x-request-id'];
      const service = lines.find((line) => line.msg === 'service at work');
      const request = lines.find((line) => String(line.msg).startsWith('GET /api/test/service-log 200'));
      expect(service?.reqId).toBe(id);
      expect(request?.reqId).toBe(id);
      // A line outside any request carries none.
      app.log.info('between requests');
      expect(lines.find((line) => line.msg === 'between requests')).not.toHaveProperty('reqId');
    } finally {
      await close();
    }
  });

  it('never writes the token of a booking’s link, whatever the page answers', async () => {
    const { app, lines, close } = await appWithLogLines();
    const secret = 'eyJib29raW5nIjo0Mn0.c2lnbmF0dXJl';
    try {
      for (const url of [
        `${MANAGE_PAGE_PATH}?token=${secret}&lang=en`,
        `${MANAGE_PAGE_PATH}?lang=fr&TOKEN=${secret}`,
        `${bookingApiPaths.manageBooking}?token=${secret}`,
      ])
        await app.inject({ method: 'GET', url });
      const requests = lines.filter((line) => String(line.msg).startsWith('GET '));
      expect(requests.map((line) => String(line.msg).replace(/ \d+ ms$/, ''))).toEqual([
        expect.stringMatching(new RegExp(`^GET ${MANAGE_PAGE_PATH}\\?token=\\[hidden\\]&lang=en \\d{3}$`)),
        expect.stringMatching(new RegExp(`^GET ${MANAGE_PAGE_PATH}\\?lang=fr&TOKEN=\\[hidden\\] \\d{3}$`)),
        expect.stringMatching(/\?token=\[hidden\] \d{3}$/),
      ]);
      expect(JSON.stringify(lines)).not.toContain(secret);
    } finally {
      await close();
    }
  });
});

describe('error answers are JSON', () => {
  it('on 401, 404, 413, 415, 429, 500, a malformed URL and an error after a route chose another type', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-types-'));
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        JWT_SECRET: randomBytes(32).toString('hex'),
        WEB_DIST_DIR: '/nonexistent',
        RATE_LIMIT_LOGIN_PER_IP_PER_10_MIN: '1',
      }),
    });
    const anyone = { config: { access: 'public' as const } };
    app.post('/api/test/echo', anyone, async (request) => ({ status: 200, body: request.body }));
    app.get('/api/test/crash', anyone, async () => {
      throw new Error('a bug');
    });
    app.get('/api/test/file-then-crash', anyone, async (_request, reply) => {
      reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="x.csv"');
      throw new Error('a bug after choosing a file type');
    });
    app.get('/api/test/refused-file', anyone, async (_request, reply) => {
      reply.type('application/pdf');
      throw new AppError('NOT_FOUND', { httpStatus: 404 });
    });
    try {
      const login = { phone: '612345678', country_code: '+33', password: 'wrong password' };
      await app.inject({ method: 'POST', url: apiPaths.login, payload: login });
      const cases: Array<[number, InjectOptions]> = [
        [401, { method: 'POST', url: apiPaths.itemList, payload: {} }],
        [404, { method: 'GET', url: '/api/v1/restaurant/nothing-here' }],
        [404, { method: 'GET', url: '/nothing-here.png' }],
        [
          413,
          {
            method: 'POST',
            url: '/api/test/echo',
            payload: JSON.stringify({ x: 'y'.repeat(1_100_000) }),
            headers: { 'content-type': 'application/json' },
          },
        ],
        [
          415,
          {
            method: 'POST',
            url: '/api/test/echo',
            payload: '<phone/>',
            headers: { 'content-type': 'application/xml' },
          },
        ],
        [429, { method: 'POST', url: apiPaths.login, payload: login }],
        [500, { method: 'GET', url: '/api/test/crash' }],
        [500, { method: 'GET', url: '/api/test/file-then-crash' }],
        [404, { method: 'GET', url: '/api/test/refused-file' }],
        [400, { method: 'GET', url: '/api/v1/restaurant/%E0%A4%A' }],
      ];
      for (const [status, request] of cases) {
        const res = await app.inject(request);
        const label = `${String(request.url)} ${status}`;
        expect(res.statusCode, label).toBe(status);
        expect(res.headers['content-type'], label).toMatch(JSON_TYPE);
        expect(res.headers['content-disposition'], label).toBeUndefined();
        expect(res.json(), label).toMatchObject({
          status: 201,
          message: expect.any(String),
          fr_message: expect.any(String),
        });
      }
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('production', () => {
  it('writes PUBLIC_BASE_URL into public addresses, never the Host header a client sent', async () => {
    const production = await buildTestApp({
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://partenaires.example.fr/',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    });
    try {
      const partner = await approvedPartner(production);
      const res = await production.app.inject({
        method: 'GET',
        url: `${apiPaths.restaurantDetails}?lang=fr`,
        headers: { token: partner.token, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.json().data.public_url).toMatch(/^https:\/\/partenaires\.example\.fr\/r\/\w+$/);
      expect(res.body).not.toContain('evil.example');
      // Nor the map of every call.
      expect((await production.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('the API description', () => {
  it('can be turned off, and is off by default in production', async () => {
    const off = await buildTestApp({ API_DOCS: 'off' });
    try {
      for (const url of ['/api/docs/', '/api/docs/json']) {
        const res = await off.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(JSON_TYPE);
      }
      // The calls themselves are untouched.
      expect((await off.app.inject({ method: 'GET', url: apiPaths.health })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
