import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

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
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(handlers, calls));
  const callsTo = (path: string) => calls.filter((call) => call.url.split('?')[0] === path);
  return {
    fetchMock,
    calls,
    callsTo,
    /** The body of the one call to `path`, once the screen has made it. */
    sentOnce: async (path: string) => {
      await waitFor(() => expect(callsTo(path)).toHaveLength(1));
      return callsTo(path)[0]?.body;
    },
  };
}

/** FormData as a record: repeated names become arrays, files stay File objects. */
function formDataRecord(form: FormData): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const previous = record[name];
    record[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return record;
}

/**
 * Uploads (multipart with progress) go through XMLHttpRequest: the same handlers answer them.
 * The upload reports 50 % before the handler runs and 100 % after, so a test whose handler waits
 * can see the progress bar half-way.
 */
function fakeXhrClass(handlers: Record<string, Handler | Reply>, calls: RecordedCall[]) {
  return class FakeXMLHttpRequest {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      this.onabort?.();
    }

    send(body?: unknown) {
      const call: RecordedCall = {
        url: this.url,
        method: this.method,
        headers: { ...this.headers },
        body:
          body instanceof FormData
            ? formDataRecord(body)
            : typeof body === 'string'
              ? (JSON.parse(body) as Record<string, unknown>)
              : undefined,
      };
      calls.push(call);
      void (async () => {
        const path = this.url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
        const handler = handlers[path];
        if (!handler) {
          this.onerror?.();
          throw new Error(`Unexpected upload to ${path}`);
        }
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const reply = typeof handler === 'function' ? await handler(call) : handler;
        if (reply === 'network-error') {
          this.onerror?.();
          return;
        }
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = reply.status ?? 200;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      })();
    }
  };
}

/** A business failure as the server sends it: HTTP 200, status 201. */
export function failure(code: string, en: string, fr: string, extra: Record<string, unknown> = {}) {
  return { body: { status: 201, code, message: en, fr_message: fr, ...extra } };
}
