import autocannon from 'autocannon';
import { apiPaths } from '@portal/contract';
import type { DialectName } from '../../src/db/connection.js';
import { dishForm, placeAndAccept } from '../../bench/restaurant.js';
import { stopProcesses } from '../../bench/support.js';
import { checkDurable, onStore, type Row } from '../scenario.js';
import { newAcknowledged, PROOF_SECONDS, seed, startServer } from '../support.js';

/*
 * Orders a second the load's customers may place between them (10 each an hour): the load signs in
 * PROOF_SECONDS × this ÷ 10 customers, above the 15 to 50 a second its 50 connections reach on two
 * cores; past it the server refuses orders and the load fails, saying so.
 */
const LOAD_ORDERS_PER_SECOND = Number(process.env.PROOF_ORDERS_PER_SECOND ?? 100);

/** Load: mixed reads and writes at 50 connections. */
export async function load(dialect: DialectName): Promise<Row> {
  return onStore(dialect, { RATE_LIMIT_UPLOADS_PER_MINUTE: '1000000' }, async (store) => {
    const { base } = await startServer(store.env);
    const seeded = await seed(store, base, PROOF_SECONDS * LOAD_ORDERS_PER_SECOND);
    const ack = newAcknowledged();
    const refused: string[] = [];
    let saves = 0;
    const json = { 'content-type': 'application/json' };
    const result = await autocannon({
      url: base,
      connections: 50,
      duration: PROOF_SECONDS,
      requests: [
        {
          method: 'POST',
          path: apiPaths.itemList,
          headers: { ...json, token: seeded.partnerToken },
          body: JSON.stringify({ lang: 'fr' }),
        },
        { method: 'GET', path: `${apiPaths.orderList}?page=1`, headers: { token: seeded.partnerToken } },
        {
          method: 'POST',
          path: apiPaths.saveItem,
          headers: { ...json, token: seeded.writerToken },
          // Each connection sends one request at a time: its context holds the name just sent.
          setupRequest: (request, context: { name?: string }) => {
            context.name = `Plat ${(saves += 1)}`;
            return { ...request, body: JSON.stringify(dishForm(context.name)) };
          },
          onResponse: (status, body, context: { name?: string }) => {
            const reply = JSON.parse(body) as { status: number; data?: { id: number } };
            if (reply.status !== 200) return void refused.push(`saveItem ${status} ${body}`);
            ack.items.set(reply.data!.id, context.name!);
          },
        },
        // The partner accepts each order just placed, so the restaurant never holds 50 waiting.
        ...placeAndAccept(seeded, {
          placed: (orderId) => ack.orders.add(orderId),
          refused: (call, status, body) => refused.push(`${call} ${status} ${body}`),
        }),
      ],
    });
    const failures: string[] = [];
    if (result.errors || result.timeouts || result.non2xx) {
      failures.push(`errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
    }
    if (refused.length) failures.push(`${refused.length} refused, first: ${refused[0]}`);
    await stopProcesses();
    await checkDurable(store, seeded, ack, failures);
    return {
      scenario: `load ${PROOF_SECONDS} s, 50 conn.`,
      dialect,
      figures:
        `${result.requests.total} req, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms; ` +
        `${ack.items.size} saves, ${ack.orders.size} orders (each accepted) from ${seeded.customers.size} customers, all stored, journal ok; ` +
        `errors ${result.errors + result.non2xx + refused.length}`,
      failures,
    };
  });
}
