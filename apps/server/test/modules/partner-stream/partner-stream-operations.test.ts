import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@portal/contract';
import { appOfFile, approvedPartner, post } from '../../helper.js';
import { orderTopic } from '../../../src/modules/partner-stream/index.js';

/*
 * What operators see of the orders screens' streams: /metrics counts the streams the orders module
 * holds open (not whatever listens to a restaurant's topic), and a stream answers with its
 * x-request-id like every other answer.
 */
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const GAUGE = 'portal_open_event_streams';

/** Streams this file's process keeps open at most (PARTNER_STREAMS_PER_PROCESS). */
const PER_PROCESS = 7;

const t = appOfFile({ METRICS_TOKEN, PARTNER_STREAMS_PER_PROCESS: String(PER_PROCESS) });
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

async function openStreams(): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  const line = res.body.split('\n').find((l) => l.startsWith(`${GAUGE} `));
  expect(line, `${GAUGE} in the exposition`).toBeDefined();
  return Number(line!.slice(GAUGE.length + 1));
}

/** Opens the orders stream and waits for its first event (the waiting count). */
async function openStream(token: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${apiPaths.orderEvents}`, { headers: { token, ...headers } });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = '';
  while (!/event: orders\.waiting\n[^\n]*\n\n/.test(received)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended before its first event: ${received}`);
    received += value;
  }
  return {
    headers: response.headers,
    cancel: () => reader.cancel().catch(() => undefined),
    /** Resolves when the server ends the stream. */
    ended: (async () => {
      for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) return;
    })(),
  };
}

describe('the open streams gauge', () => {
  it('goes up with each open stream and down as each closes, by its connection or its session', async () => {
    const restaurant = await approvedPartner(t);
    expect(await openStreams()).toBe(0);

    const first = await openStream(restaurant.token);
    expect(await openStreams()).toBe(1);
    const second = await openStream(restaurant.token);
    expect(await openStreams()).toBe(2);

    // Something else listening to the restaurant's orders is not a stream.
    const stopListening = t.app.infra.events.subscribe(orderTopic(restaurant.id), () => undefined);
    expect(await openStreams()).toBe(2);
    stopListening();

    // The screen goes: the server sees its connection close.
    await first.cancel();
    await vi.waitFor(async () => expect(await openStreams()).toBe(1), { timeout: 3000, interval: 20 });

    // The session ends: the server ends the stream itself.
    expect((await post(t.app, apiPaths.logout, {}, restaurant.token)).json()).toMatchObject({ status: 200 });
    await second.ended;
    expect(await openStreams()).toBe(0);
  });

  it('counts no stream for a refused one', async () => {
    const restaurant = await approvedPartner(t);
    const open = await Promise.all(Array.from({ length: 5 }, () => openStream(restaurant.token)));
    expect(await openStreams()).toBe(5);
    const refused = await fetch(`${baseUrl}${apiPaths.orderEvents}`, { headers: { token: restaurant.token } });
    expect(refused.status).toBe(429);
    await refused.body?.cancel();
    expect(await openStreams()).toBe(5);
    await Promise.all(open.map((stream) => stream.cancel()));
    await vi.waitFor(async () => expect(await openStreams()).toBe(0), { timeout: 3000, interval: 20 });
  });
});

describe('the streams one process keeps', () => {
  it('refuses the one past PARTNER_STREAMS_PER_PROCESS, whoever asks, and admits it once one closes', async () => {
    const [first, second, third] = await Promise.all([approvedPartner(t), approvedPartner(t), approvedPartner(t)]);
    const open = [
      ...(await Promise.all(Array.from({ length: 5 }, () => openStream(first.token)))),
      ...(await Promise.all(Array.from({ length: PER_PROCESS - 5 }, () => openStream(second.token)))),
    ];
    const refused = await fetch(`${baseUrl}${apiPaths.orderEvents}`, { headers: { token: third.token } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await openStreams()).toBe(PER_PROCESS);

    await open.pop()!.cancel();
    await vi.waitFor(async () => expect(await openStreams()).toBe(PER_PROCESS - 1), { timeout: 3000, interval: 20 });
    const admitted = await openStream(third.token);
    await Promise.all([...open, admitted].map((stream) => stream.cancel()));
    await vi.waitFor(async () => expect(await openStreams()).toBe(0), { timeout: 3000, interval: 20 });
  });
});

describe('x-request-id on the stream', () => {
  it('carries a new id, or the sane one the proxy sent, as every other answer does', async () => {
    const restaurant = await approvedPartner(t);
    const fresh = await openStream(restaurant.token);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const relayed = await openStream(restaurant.token, { 'x-request-id': 'lb-7f3a9c2e.stream' });
    expect(relayed.headers.get('x-request-id')).toBe('lb-7f3a9c2e.stream');
    await Promise.all([fresh.cancel(), relayed.cancel()]);
  });
});
