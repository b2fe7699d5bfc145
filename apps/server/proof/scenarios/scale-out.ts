import { randomBytes } from 'node:crypto';
import { apiPaths, customerApiPaths } from '@portal/contract';
import { dishForm } from '../../bench/restaurant.js';
import { openOrderStream } from '../../bench/support.js';
import { onStore, type Row } from '../scenario.js';
import { call, eventually, must, REDIS_URL, seed, startServer } from '../support.js';

/** Scale-out: two processes, one PostgreSQL, one Redis. */
export async function scaleOut(): Promise<Row> {
  // Only the per-account sign-in limit is low: the others would count this run's own calls.
  const env = {
    REDIS_URL,
    RATE_LIMIT_LOGIN_PER_10_MIN: '3',
    RATE_LIMIT_LOGIN_PER_IP_PER_10_MIN: '100000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000000',
  };
  return onStore('postgres', env, async (store) => {
    const [a, b] = await Promise.all([startServer(store.env), startServer(store.env)]);
    const seeded = await seed(store, a.base, 10);
    const failures: string[] = [];

    // A sign-in limit reached through A holds on B (an account no run has used: Redis outlives runs).
    const phone = `6${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;
    const attempt = (base: string) => call(base, apiPaths.login, { phone, country_code: '33', password: 'wrong-one' });
    const throughA = await Promise.all([1, 2, 3].map(() => attempt(a.base)));
    if (throughA.some((r) => r.http === 429)) failures.push('limited before the limit');
    const throughB = await attempt(b.base);
    if (throughB.http !== 429 || throughB.json.code !== 'RATE_LIMITED') {
      failures.push(`4th sign-in through B: HTTP ${throughB.http} ${JSON.stringify(throughB.json)}`);
    }

    // An order placed through B reaches the stream held open on A.
    const stream = await openOrderStream(a.base, seeded.partnerToken);
    const started = performance.now();
    const placed = await must(b.base, customerApiPaths.placeOrder, seeded.order, seeded.customers.next());
    const number = (placed.data as { order_number: string }).order_number;
    const arrived = await eventually(
      () => stream.events.some((e) => e.type === 'order.created' && e.order.order_number === number),
      5000,
    );
    const latency = performance.now() - started;
    if (!arrived) failures.push(`order ${number} placed through B never reached A's stream`);
    stream.close();

    // A menu change through A is served by B's very next getitemslist, its cache warm before.
    let stale = 0;
    const rounds = 20;
    for (let round = 1; round <= rounds; round += 1) {
      await must(b.base, apiPaths.itemList, { lang: 'fr' }, seeded.partnerToken);
      const name = `Quenelle version ${round}`;
      await must(a.base, apiPaths.saveItem, dishForm(name, seeded.dishId), seeded.partnerToken);
      const list = await must(b.base, apiPaths.itemList, { lang: 'fr' }, seeded.partnerToken);
      if (!JSON.stringify(list).includes(name)) stale += 1;
    }
    if (stale) failures.push(`${stale} of ${rounds} lists served stale by B`);
    return {
      scenario: 'scale-out (2 processes)',
      dialect: 'postgres+redis',
      figures:
        `login limit 3 via A → B answers ${throughB.http}; order via B on A's stream in ${latency.toFixed(0)} ms; ` +
        `${stale}/${rounds} stale lists on B`,
      failures,
    };
  });
}
