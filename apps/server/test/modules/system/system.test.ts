import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { tmpdir } from 'node:os';
import { buildApp } from '../../../src/app.js';
import { loadConfig } from '../../../src/config.js';
import { appOfFile, buildTestApp, dialectUnderTest } from '../../helper.js';

const t = appOfFile();

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

  it('answers a badly encoded URL with the envelope, never the framework body', async () => {
    for (const url of ['/api/v1/restaurant/%E0%A4%A', '/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 201,
        code: 'VALIDATION',
        message: expect.any(String),
        fr_message: expect.any(String),
      });
    }
  });

  it('answers headers too large for the HTTP parser with 431 and the envelope', async () => {
    const server = await buildTestApp();
    try {
      const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = new URL(address);
      const response = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1');
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
        socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      expect(response).toMatch(/^HTTP\/1\.1 431 /);
      const body = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
      expect(body).toMatchObject({ status: 201, code: 'PAYLOAD_TOO_LARGE' });
    } finally {
      await server.close();
    }
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

  it('serves the development outbox only with DEV_OUTBOX=1 and the console transport, to this machine only', async () => {
    // The test app records messages itself, so it has no outbox.
    expect((await t.app.inject({ method: 'GET', url: apiPaths.devOutbox })).statusCode).toBe(404);
    // The console transport alone (NODE_ENV forgotten, development by default) does not open it.
    const quiet = await buildTestApp({ MESSAGE_TRANSPORT: 'console', NODE_ENV: 'development' });
    try {
      const res = await quiet.app.inject({ method: 'GET', url: apiPaths.devOutbox });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 201, code: 'NOT_FOUND' });
    } finally {
      await quiet.close();
    }
    const consoleApp = await buildTestApp({ MESSAGE_TRANSPORT: 'console', DEV_OUTBOX: '1' });
    try {
      const outbox = (options: { remoteAddress?: string; headers?: Record<string, string> }) =>
        consoleApp.app.inject({ method: 'GET', url: apiPaths.devOutbox, ...options });
      expect((await outbox({})).json()).toEqual([]);
      expect((await outbox({ remoteAddress: '::1' })).json()).toEqual([]);
      expect((await outbox({ remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
      for (const remoteAddress of ['203.0.113.5', '10.0.0.7', '::ffff:192.168.1.2', '2001:db8::1']) {
        const refused = await outbox({ remoteAddress });
        expect(refused.statusCode, remoteAddress).toBe(404);
        expect(refused.json(), remoteAddress).toMatchObject({ status: 201, code: 'NOT_FOUND' });
      }
      // A proxy on this machine forwarding anyone, even this machine: refused too.
      const proxyHeaders: Array<Record<string, string>> = [
        { 'x-forwarded-for': '203.0.113.5' },
        { 'x-forwarded-for': '127.0.0.1' },
        { forwarded: 'for=127.0.0.1' },
        { 'x-real-ip': '127.0.0.1' },
      ];
      for (const headers of proxyHeaders) {
        const forwarded = await outbox({ headers });
        expect(forwarded.statusCode, JSON.stringify(headers)).toBe(404);
        expect(forwarded.json()).toMatchObject({ status: 201, code: 'NOT_FOUND' });
      }
    } finally {
      await consoleApp.close();
    }
    // A server told to trust a proxy is behind one: its outbox answers nobody.
    const proxied = await buildTestApp({ MESSAGE_TRANSPORT: 'console', DEV_OUTBOX: '1', TRUST_PROXY: '1' });
    try {
      const res = await proxied.app.inject({ method: 'GET', url: apiPaths.devOutbox, remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('suggests French addresses with coordinates', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.addressAutocomplete}?q=${encodeURIComponent('rue de la republique lyon')}`,
    });
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

  it('answers unknown files with 404, not the app: a stale script, a missing image, robots.txt only when it exists', async () => {
    const dist = path.join(t.dataDir, 'web-404');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
    const web = await buildTestApp({ WEB_DIST_DIR: dist });
    try {
      for (const url of [
        '/assets/x.js',
        '/assets/app-old.css',
        '/logo-missing.png',
        '/uploads/none.webp',
        '/assets/',
        '/sitemap.xml',
      ]) {
        const res = await web.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('<title>portal</title>');
      }
      const robots = await web.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.statusCode).toBe(200);
      expect(robots.headers['content-type']).toContain('text/plain');
      expect(robots.body).toContain('Disallow: /api/');
      // Screen routes, with or without a query, still get the app.
      for (const url of ['/dishtype', '/item_add?id=3', '/qrcode/card']) {
        expect((await web.app.inject({ method: 'GET', url })).body, url).toContain('<title>portal</title>');
      }
    } finally {
      await web.close();
    }
  });

  it('sends the page the build prepared for a screen route, in the language of the visitor, compressed as the browser asks', async () => {
    const dist = path.join(t.dataDir, 'web-screen-pages');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
    const drawn = (lang: string, heading: string) =>
      `<!doctype html><html lang="${lang}"><title>portal</title><script src="/app-start.js" defer></script>` +
      `<div id="root" data-prerendered="${lang}"><h1>${heading}</h1>${'<p>…</p>'.repeat(200)}</div>`;
    const pages = { fr: drawn('fr', 'Connexion partenaire'), en: drawn('en', 'Partner sign in') };
    const itemList = '<!doctype html><link rel="modulepreload" href="/assets/item-list-1.js"><div id="root"></div>';
    writeFileSync(
      path.join(dist, 'screen-pages.json'),
      JSON.stringify({ '/restaurantlogin': pages, '/item_list': itemList }),
    );
    const web = await buildTestApp({ WEB_DIST_DIR: dist });
    try {
      for (const url of ['/restaurantlogin', '/RestaurantLogin/', '/restaurantlogin?next=1']) {
        const res = await web.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toBe(pages.fr);
      }
      // The language the visitor chose in the app (its cookie); French for anything else.
      const english = await web.app.inject({ method: 'GET', url: '/restaurantlogin', cookies: { locale: 'en' } });
      expect(english.body).toBe(pages.en);
      expect(english.headers.vary).toContain('cookie');
      const unknown = await web.app.inject({ method: 'GET', url: '/restaurantlogin', cookies: { locale: 'de' } });
      expect(unknown.body).toBe(pages.fr);
      // One page for everyone on a partner screen.
      const list = await web.app.inject({ method: 'GET', url: '/item_list', cookies: { locale: 'en' } });
      expect(list.body).toBe(itemList);

      const br = await web.app.inject({
        method: 'GET',
        url: '/restaurantlogin',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(Number(br.headers['content-length'])).toBeLessThan(pages.fr.length / 10);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(pages.fr);
      const gz = await web.app.inject({
        method: 'GET',
        url: '/restaurantlogin',
        headers: { 'accept-encoding': 'gzip, br;q=0' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(pages.fr);
      // A route the build did not prepare gets index.html.
      expect((await web.app.inject({ method: 'GET', url: '/addons' })).body).toContain('<div id="root"></div>');
    } finally {
      await web.close();
    }
  });

  it('sends precompressed assets and compresses API replies for browsers that accept it', async () => {
    const dist = path.join(t.dataDir, 'web-compressed');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(path.join(dist, 'assets', 'app-1.js'), script);
    writeFileSync(path.join(dist, 'assets', 'app-1.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'app-1.js.gz'), gzipSync(script));
    const web = await buildTestApp({ WEB_DIST_DIR: dist });
    try {
      const br = await web.app.inject({
        method: 'GET',
        url: '/assets/app-1.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gz = await web.app.inject({
        method: 'GET',
        url: '/assets/app-1.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await web.app.inject({ method: 'GET', url: '/assets/app-1.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      const page = await web.app.inject({ method: 'GET', url: '/item_list' });
      expect(page.headers['cache-control']).toBe('no-cache');

      const docs = await web.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
      expect(docs.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
    } finally {
      await web.close();
    }
  });

  it('moves the server’s clock only with CLOCK_CONTROL, and everything that reads time follows it', async () => {
    // Without CLOCK_CONTROL (every other test), the call does not exist.
    expect(
      (await t.app.inject({ method: 'POST', url: apiPaths.devClock, payload: { advance_ms: 1 } })).statusCode,
    ).toBe(404);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-clock-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'x'.repeat(40),
      CLOCK_CONTROL: '1',
      WEB_DIST_DIR: '/nonexistent',
    });
    const app = await buildApp({ config });
    try {
      const at = Date.parse('2026-06-11T01:00:00Z');
      const set = await app.inject({ method: 'POST', url: apiPaths.devClock, payload: { at } });
      expect(set.json().now).toBeGreaterThanOrEqual(at);
      expect(app.infra.clock() - at).toBeLessThan(5_000);
      const moved = await app.inject({ method: 'POST', url: apiPaths.devClock, payload: { advance_ms: 3_600_000 } });
      expect(moved.json().now - at).toBeGreaterThanOrEqual(3_600_000);
      expect(moved.json().now - at).toBeLessThan(3_605_000);
      // Through a proxy, even one on this machine, the clock is not anyone's to move.
      const proxyHeaders: Array<Record<string, string>> = [
        { 'x-forwarded-for': '203.0.113.5' },
        { forwarded: 'for=127.0.0.1' },
        { 'x-real-ip': '::1' },
      ];
      for (const headers of proxyHeaders) {
        const proxied = await app.inject({ method: 'POST', url: apiPaths.devClock, payload: { at }, headers });
        expect(proxied.statusCode, JSON.stringify(headers)).toBe(404);
      }
      expect(app.infra.clock() - at).toBeGreaterThanOrEqual(3_600_000);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const proxiedDir = mkdtempSync(path.join(tmpdir(), 'portal-clock-'));
    const behindProxy = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: proxiedDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'x'.repeat(40),
      CLOCK_CONTROL: '1',
      TRUST_PROXY: '127.0.0.1',
      WEB_DIST_DIR: '/nonexistent',
    });
    const proxiedApp = await buildApp({ config: behindProxy });
    try {
      const res = await proxiedApp.inject({ method: 'POST', url: apiPaths.devClock, payload: { advance_ms: 1 } });
      expect(res.statusCode).toBe(404);
    } finally {
      await proxiedApp.close();
      rmSync(proxiedDir, { recursive: true, force: true });
    }
  });
});
