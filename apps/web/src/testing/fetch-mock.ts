import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

type Reply = { status?: number; body: unknown } | 'network-error';
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * Stubs `fetch` with handlers keyed by path (query string ignored). Every call is recorded;
 * an unexpected path fails the test loudly.
 */
export function mockApi(handlers: Record<string, Handler | Reply>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const call: RecordedCall = {
      url,
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    };
    calls.push(call);
    const handler = handlers[path];
    if (!handler) throw new Error(`Unexpected call to ${path}`);
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.url.split('?')[0] === path),
  };
}

/** A business failure as the server sends it: HTTP 200, status 201. */
export function failure(code: string, en: string, fr: string, extra: Record<string, unknown> = {}) {
  return { body: { status: 201, code, message: en, fr_message: fr, ...extra } };
}
