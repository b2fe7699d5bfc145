import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { buildTestApp, dialectUnderTest, type TestApp } from '../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('system routes', () => {
  it('reports health with the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.health });
    expect(res.json()).toEqual({ status: 200, database: dialectUnderTest });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/restaurant/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 201, code: 'NOT_FOUND', fr_message: 'Introuvable' });
  });

  it('sends security headers with a script policy that allows only our own scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.health });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('describes the API in OpenAPI, generated from the contract, browsable at /api/docs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    const login = spec.paths['/api/v1/restaurant/auth/loginrestraurant'];
    expect(login.post.requestBody.content['application/json'].schema.properties).toHaveProperty('phone');
    expect(spec.paths).toHaveProperty(['/api/v1/restaurant/changerestrostatus']);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });

  it('serves the development outbox only with the console transport outside production', async () => {
    // The test app records messages itself, so it has no outbox.
    expect((await t.app.inject({ method: 'GET', url: apiPaths.devOutbox })).statusCode).toBe(404);
    const consoleApp = await buildTestApp({ MESSAGE_TRANSPORT: 'console' });
    try {
      expect((await consoleApp.app.inject({ method: 'GET', url: apiPaths.devOutbox })).json()).toEqual([]);
    } finally {
      await consoleApp.close();
    }
  });

  it('suggests French addresses with coordinates', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${apiPaths.addressAutocomplete}?q=${encodeURIComponent('rue de la republique lyon')}` });
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]).toMatchObject({ city: 'Lyon', latitude: expect.any(Number), longitude: expect.any(Number) });
    const short = (await t.app.inject({ method: 'GET', url: `${apiPaths.addressAutocomplete}?q=ru` })).json();
    expect(short).toMatchObject({ status: 200, data: [] });
  });
});

describe('web app hosting', () => {
  it('serves the built app and sends index.html for client-side routes, whatever their case', async () => {
    const dist = path.join(t.dataDir, 'web');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const web = await buildTestApp({ WEB_DIST_DIR: dist });
    try {
      for (const url of ['/', '/RestaurantLogin', '/item_list?q=x']) {
        const res = await web.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<title>portal</title>');
      }
      const asset = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await web.app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});
