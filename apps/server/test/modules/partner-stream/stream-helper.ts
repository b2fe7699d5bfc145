import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, dialectUnderTest, type TestApp } from '../../helper.js';

/**
 * The servers of a file testing the partner's event stream over real HTTP. On PostgreSQL the
 * partner listens to one server process (`listening`) and the other side acts through another on
 * the same database (`other`, LISTEN/NOTIFY); with SQLite there is one process, and `other` is
 * `listening`. Both are filled in before the file's first test; `address` gives the listening
 * server's URL of a path.
 */
export function streamServers() {
  const listening = {} as TestApp;
  const other = dialectUnderTest === 'postgres' ? ({} as TestApp) : listening;
  let baseUrl = '';
  beforeAll(async () => {
    Object.assign(listening, await buildTestApp());
    if (other !== listening) Object.assign(other, await buildTestApp({}, { sameDatabaseAs: listening }));
    baseUrl = await listening.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    if (other !== listening) await other.close?.();
    await listening.close?.();
  });
  return { listening, other, address: (path: string) => `${baseUrl}${path}` };
}

/**
 * Reads server-sent events until `until` returns true for one of them, or the time runs out.
 * `onEvent` runs on each event as it comes; the first one says the stream is listening.
 */
export async function readEvents<Event>(
  response: Response,
  until: (event: Event) => boolean,
  onEvent: (event: Event, index: number) => Promise<unknown>,
  timeoutMs = 10_000,
): Promise<Event[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: Event[] = [];
  let buffer = '';
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - performance.now())),
    ]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .find((line) => line.startsWith('data: '))
        ?.slice(6);
      if (!data) continue;
      const event = JSON.parse(data) as Event;
      events.push(event);
      await onEvent(event, events.length - 1);
      if (until(event)) {
        await reader.cancel();
        return events;
      }
    }
  }
  await reader.cancel();
  return events;
}
