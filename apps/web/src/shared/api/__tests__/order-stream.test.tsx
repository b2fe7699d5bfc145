import { act, renderHook } from '@testing-library/react';
import { apiPaths, errorMessages } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOrderStream, useWaitingOrders } from '../order-stream';

/*
 * The partner layout's orders stream, as the sidebar uses it (useOrderStream + useWaitingOrders),
 * against a server that refuses it: a session already holds 5 streams (429 TOO_MANY_STREAMS).
 */
const SECOND = 1000;

type StreamAnswer = 'refused' | 'open';

/** A fake server: answers the stream as told, and the orders list with `waiting`. */
function fakeServer(initial: StreamAnswer) {
  const server = {
    streamAnswer: initial,
    waiting: 3,
    streamCalls: [] as number[],
    countCalls: [] as number[],
    /** Pushes an event into the open streams. */
    push: (_text: string) => undefined as void,
  };
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  server.push = (text: string) => {
    for (const controller of open) controller.enqueue(new TextEncoder().encode(text));
  };
  const started = Date.now();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = input.split('?')[0];
      const at = Date.now() - started;
      if (path === apiPaths.orderEvents) {
        server.streamCalls.push(at);
        if (server.streamAnswer === 'refused') {
          const body = {
            status: 201,
            code: 'TOO_MANY_STREAMS',
            message: errorMessages.TOO_MANY_STREAMS.en,
            fr_message: errorMessages.TOO_MANY_STREAMS.fr,
          };
          return new Response(JSON.stringify(body), {
            status: 429,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          });
        }
        let stream!: ReadableStreamDefaultController<Uint8Array>;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            stream = controller;
            open.add(controller);
            controller.enqueue(
              new TextEncoder().encode(
                `retry: 3000\n\nevent: orders.waiting\ndata: ${JSON.stringify({ type: 'orders.waiting', waiting: server.waiting })}\n\n`,
              ),
            );
          },
        });
        init?.signal?.addEventListener('abort', () => {
          open.delete(stream);
          stream.error(new DOMException('aborted', 'AbortError'));
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
      }
      if (path === apiPaths.orderList) {
        server.countCalls.push(at);
        const body = {
          status: 200,
          message: 'ok',
          fr_message: 'ok',
          data: {
            status: 200,
            complete_result_data: [],
            pagination: { page: 1, per_page: 10, total: 0, pages: 0 },
            waiting: server.waiting,
          },
        };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      throw new Error(`Unexpected call to ${path}`);
    }),
  );
  return server;
}

/** What the sidebar shows: the waiting count, with the layout's stream open. */
function renderSidebarCount() {
  return renderHook(() => {
    useOrderStream();
    return useWaitingOrders();
  });
}

/** Lets the fake clock run `ms`, promises included. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  localStorage.setItem('token', 'partner-token');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.parse('2026-11-25T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the orders stream refused for too many tabs (429)', () => {
  it('asks again after 30 s, then twice as long each time up to 5 minutes, instead of every second', async () => {
    const server = fakeServer('refused');
    const { unmount } = renderSidebarCount();
    await elapse(0);
    expect(server.streamCalls).toEqual([0]);

    await elapse(29 * SECOND);
    expect(server.streamCalls).toEqual([0]);
    await elapse(1 * SECOND);
    expect(server.streamCalls).toEqual([0, 30 * SECOND]);

    // 30 s, 60 s, 120 s, 240 s, then 300 s at most between two tries.
    await elapse(20 * 60 * SECOND);
    expect(server.streamCalls.map((at) => at / SECOND)).toEqual([0, 30, 90, 210, 450, 750, 1050]);
    unmount();
  });

  it('keeps the sidebar’s waiting count current from the orders list every 30 s while refused', async () => {
    const server = fakeServer('refused');
    const { result, unmount } = renderSidebarCount();
    await elapse(0);
    expect(result.current).toBe(3);
    expect(server.countCalls).toEqual([0]);

    server.waiting = 5;
    await elapse(30 * SECOND);
    expect(result.current).toBe(5);
    server.waiting = 4;
    await elapse(30 * SECOND);
    expect(result.current).toBe(4);
    // One count every 30 s, never more.
    await elapse(5 * 60 * SECOND);
    expect(server.countCalls.length).toBe(1 + (6 * 60) / 30);
    unmount();
  });

  it('reads the stream again once a tab is closed elsewhere, and stops asking for the count', async () => {
    const server = fakeServer('refused');
    const { result, unmount } = renderSidebarCount();
    await elapse(0);
    server.streamAnswer = 'open';
    server.waiting = 6;
    await elapse(30 * SECOND);
    expect(server.streamCalls).toEqual([0, 30 * SECOND]);
    expect(result.current).toBe(6);

    const counts = server.countCalls.length;
    server.push(`event: orders.waiting\ndata: ${JSON.stringify({ type: 'orders.waiting', waiting: 7 })}\n\n`);
    await elapse(0);
    expect(result.current).toBe(7);
    await elapse(10 * 60 * SECOND);
    expect(server.countCalls.length).toBe(counts);
    expect(server.streamCalls).toHaveLength(2);
    unmount();
  });

  it('stops everything when the partner layout goes', async () => {
    const server = fakeServer('refused');
    const { unmount } = renderSidebarCount();
    await elapse(0);
    unmount();
    await elapse(30 * 60 * SECOND);
    expect(server.streamCalls).toEqual([0]);
    expect(server.countCalls).toEqual([0]);
  });
});
