import net from 'node:net';
import { apiPaths, customerApiPaths } from '@portal/contract';
import { openOrderStream } from '../../bench/support.js';
import { onStore, type Row } from '../scenario.js';
import { eventually, exited, seed, type Seeded, startServer } from '../support.js';

/** Shutdown: SIGTERM under load. */
export async function shutdown(): Promise<Row> {
  return onStore('sqlite', { LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, async (store) => {
    // Request numbers the server finished (its one log line per response names the URL).
    const answered = new Set<number>();
    const server = await startServer(store.env, (line) => {
      const match = /proof=(\d+) /.exec(String(line.msg ?? ''));
      if (match) answered.add(Number(match[1]));
    });
    const seeded = await seed(store, server.base, 500);
    const stream = await openOrderStream(server.base, seeded.partnerToken);
    const outcome = { ok: 0, drained: 0, refused: 0, notAccepted: 0 };
    const failures: string[] = [];
    let sequence = 0;
    let stopping = false;
    const worker = async (index: number) => {
      // Even workers place an order (customers in turn), then the partner accepts it; odd ones read the menu.
      let toAccept: number | undefined;
      for (;;) {
        const id = (sequence += 1);
        const [url, token, body] =
          index % 2 === 1
            ? [apiPaths.itemList, seeded.partnerToken, { lang: 'fr' }]
            : toAccept === undefined
              ? [customerApiPaths.placeOrder, seeded.customers.next(), seeded.order]
              : [apiPaths.changeOrderStatus, seeded.partnerToken, { order_id: toAccept, status: 1 }];
        toAccept = undefined;
        try {
          const response = await fetch(`${server.base}${url}?proof=${id}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', token },
            body: JSON.stringify(body),
          });
          const json = (await response.json()) as { status: number; code?: string; data?: { order_id?: number } };
          if (response.status === 200 && json.status === 200) {
            outcome.ok += 1;
            if (url === customerApiPaths.placeOrder) toAccept = json.data!.order_id;
          } else if (response.status === 503 && json.status === 201 && json.code === 'INTERNAL') outcome.drained += 1;
          else failures.push(`request ${id}: HTTP ${response.status} ${JSON.stringify(json)}`);
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          if (!stopping) failures.push(`request ${id} before SIGTERM: ${code ?? String(error)}`);
          else if (code === 'ECONNREFUSED') {
            outcome.refused += 1;
            return;
          } else if (answered.has(id))
            failures.push(`request ${id}: answered by the server, lost on the way (${code})`);
          // Closed while idle, before the server read the request: HTTP/1.1's keep-alive race.
          else outcome.notAccepted += 1;
        }
      }
    };
    const workers = Array.from({ length: 16 }, (_, index) => worker(index));
    await eventually(() => outcome.ok >= 200, 30_000);
    // An order whose body is still on its way when the shutdown begins.
    const slow = await startSlowOrder(server.base, seeded);
    stopping = true;
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    // The listening socket closes once the drain has begun; only then does the body arrive.
    if (!(await eventually(() => outcome.refused > 0, 10_000))) failures.push('new connections still accepted');
    const slowAnswer = await slow.finish();
    const code = await exited(server.child);
    const seconds = (performance.now() - signalled) / 1000;
    await Promise.all(workers);
    const streamEnd = await Promise.race([stream.ended, Promise.resolve('still open')]);
    if (code !== 0) failures.push(`exit code ${code}`);
    if (seconds > 10) failures.push(`exited after ${seconds.toFixed(1)} s`);
    if (streamEnd !== 'clean') failures.push(`order event stream: ${streamEnd}`);
    if (!/^HTTP\/1\.1 200 [^]*\r\nconnection: close\r\n[^]*"status":200/i.test(slowAnswer)) {
      failures.push(`order in flight at SIGTERM: ${slowAnswer.slice(0, 200)}`);
    }
    return {
      scenario: 'shutdown (SIGTERM under load)',
      dialect: 'sqlite',
      figures:
        `exit ${code} in ${seconds.toFixed(2)} s; ${outcome.ok} ok, ${outcome.drained} × 503 envelope, ` +
        `${outcome.refused} refused after close, ${outcome.notAccepted} idle keep-alive closed unread; ` +
        `order in flight answered 200 + connection: close; stream ended ${streamEnd}`,
      failures: failures.slice(0, 5),
    };
  });
}

/**
 * A placeOrder sent on a socket of its own, its body held back: the server's "100 Continue" says
 * it has taken the request in (routed, authenticated) before `finish` sends the body.
 */
async function startSlowOrder(base: string, seeded: Seeded) {
  const url = new URL(base);
  const body = JSON.stringify(seeded.order);
  const socket = net.connect(Number(url.port), url.hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST ${customerApiPaths.placeOrder} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n` +
      `token: ${seeded.customers.next()}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nexpect: 100-continue\r\n\r\n`,
  );
  if (!(await eventually(() => received.includes('100 Continue'), 10_000))) throw new Error('no 100 Continue');
  received = '';
  return {
    finish: async () => {
      socket.write(body);
      await closed;
      return received;
    },
  };
}
