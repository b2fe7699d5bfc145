import { describe, expect, it, vi } from 'vitest';
import { apiPaths, customerApiPaths } from '@portal/contract';
import { appOfFile, buildTestApp, dialectUnderTest, post, type TestApp } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { openRestaurant, orderBody } from '../orders/orders-helper.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const JSON_TYPE = /^application\/json; charset=utf-8$/;

const t = appOfFile({ METRICS_TOKEN });

const scrape = async (app: TestApp = t) => {
  const res = await app.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of one series in the exposition (0 when it is absent). */
function valueOf(exposition: string, series: string): number {
  const line = exposition.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics', () => {
  it('are served on the main port only for the right bearer token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-of-the-same-length-000' },
      { authorization: METRICS_TOKEN },
      { authorization: `Basic ${METRICS_TOKEN}` },
      { token: METRICS_TOKEN },
    ] as Array<Record<string, string>>) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['content-type']).toMatch(JSON_TYPE);
      expect(res.json()).toMatchObject({ status: 201, code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('portal_');
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.body).toContain('# TYPE portal_http_request_duration_seconds histogram');
    expect(res.body).toContain('# TYPE portal_process_cpu_user_seconds_total counter');
  });

  it('are not served at all without a token or a port configured', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(plain.app.infra.metricsAddress()).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('are served on a port of their own, on loopback, and then not on the main port', async () => {
    const separate = await buildTestApp({ METRICS_PORT: '0' });
    try {
      const address = separate.app.infra.metricsAddress();
      expect(address?.address).toBe('127.0.0.1');
      await separate.app.inject({ method: 'GET', url: apiPaths.health });
      const res = await fetch(`http://127.0.0.1:${address!.port}/metrics`);
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(
        valueOf(body, 'portal_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}'),
      ).toBe(1);
      const other = await fetch(`http://127.0.0.1:${address!.port}/api/health`);
      expect(other.status).toBe(404);
      expect(other.headers.get('content-type')).toMatch(JSON_TYPE);
      expect((await separate.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await separate.close();
    }
  });

  it('time requests per route pattern and status, never per raw path', async () => {
    const before = await scrape();
    const series = (route: string, status: number) =>
      `portal_http_request_duration_seconds_count{method="GET",route="${route}",status_code="${status}"}`;
    await t.app.inject({ method: 'GET', url: apiPaths.health });
    await t.app.inject({ method: 'GET', url: apiPaths.health });
    await t.app.inject({ method: 'GET', url: apiPaths.publicRestaurant.replace(':public_id', 'abc123') });
    await t.app.inject({ method: 'GET', url: apiPaths.publicRestaurant.replace(':public_id', 'def456') });
    await t.app.inject({ method: 'GET', url: '/api/v1/restaurant/unknown-1' });
    const after = await scrape();
    expect(valueOf(after, series('/api/health', 200)) - valueOf(before, series('/api/health', 200))).toBe(2);
    const publicSeries = after
      .split('\n')
      .filter((l) => l.startsWith('portal_http_request_duration_seconds_count') && l.includes('/public/restaurant/'));
    expect(publicSeries.join('\n')).toContain('route="/api/v1/public/restaurant/:public_id"');
    expect(publicSeries.join('\n')).not.toMatch(/abc123|def456/);
    expect(after).not.toContain('unknown-1');
    expect(valueOf(after, series('unmatched', 404)) - valueOf(before, series('unmatched', 404))).toBe(1);
  });

  it(`count orders created${dialectUnderTest === 'postgres' ? ' by this process only' : ''}, and the open event streams`, async () => {
    const restaurant = await openRestaurant(t);
    const customer = await verifiedCustomer(t);
    const before = await scrape();
    expect(valueOf(before, 'portal_open_event_streams')).toBe(0);
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await post(t.app, customerApiPaths.placeOrder, orderBody(restaurant), customer.token)).json().status,
      ).toBe(200);
    }
    const after = await scrape();
    expect(valueOf(after, 'portal_orders_created_total') - valueOf(before, 'portal_orders_created_total')).toBe(2);

    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const controller = new AbortController();
    const stream = await fetch(`${address}${apiPaths.orderEvents}`, {
      headers: { token: restaurant.partner.token },
      signal: controller.signal,
    });
    const reader = stream.body!.getReader();
    // The first event (the waiting count) has arrived: the stream is open.
    await reader.read();
    expect(valueOf(await scrape(), 'portal_open_event_streams')).toBe(1);
    controller.abort();
    await reader.closed.catch(() => undefined);
    await vi.waitFor(async () => expect(valueOf(await scrape(), 'portal_open_event_streams')).toBe(0), {
      timeout: 5000,
    });
  });

  it('count rate-limit refusals per rule, and offer the drawn page’s counters', async () => {
    const limited = await buildTestApp({ METRICS_TOKEN, RATE_LIMIT_LOGIN_PER_IP_PER_10_MIN: '2' });
    try {
      const login = { phone: '612345678', country_code: '+33', password: 'wrong password' };
      for (let i = 0; i < 4; i += 1) await post(limited.app, apiPaths.login, login);
      const body = await scrape(limited);
      const refusals = body.split('\n').filter((l) => l.startsWith('portal_rate_limit_refusals_total{'));
      expect(refusals.reduce((sum, line) => sum + Number(line.split(' ')[1]), 0)).toBe(2);
      limited.app.infra.metrics.drawnPageRenders.inc();
      limited.app.infra.metrics.drawnPageFallbacks.inc({ reason: 'timeout' });
      const drawn = await scrape(limited);
      expect(valueOf(drawn, 'portal_drawn_page_renders_total')).toBe(1);
      expect(valueOf(drawn, 'portal_drawn_page_fallbacks_total{reason="timeout"}')).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
