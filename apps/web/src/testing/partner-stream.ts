import { apiPaths } from '@portal/contract';
import { vi } from 'vitest';

/**
 * The partner's stream of events, as the server sends it: the calls to it get an open stream that
 * starts with `first`, every other call goes to `fallback` (the test's `mockApi`). Returns what
 * pushes one more event to every open stream, and says to how many it went.
 */
export function openPartnerStream(fallback: typeof fetch, first: object[] = []) {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encode = (event: object) => new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (String(input).split('?')[0] !== apiPaths.orderEvents) return fallback(input, init);
      let stream!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          stream = controller;
          open.add(controller);
          for (const event of first) controller.enqueue(encode(event));
        },
      });
      init?.signal?.addEventListener('abort', () => {
        open.delete(stream);
        stream.error(new DOMException('aborted', 'AbortError'));
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
    }),
  );
  return (event: object) => {
    for (const controller of open) controller.enqueue(encode(event));
    return open.size;
  };
}
