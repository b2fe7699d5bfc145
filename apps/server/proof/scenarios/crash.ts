import { customerApiPaths } from '@portal/contract';
import type { DialectName } from '../../src/db/connection.js';
import { checkDurable, onStore, type Row } from '../scenario.js';
import {
  call,
  eventually,
  exited,
  journalVerifies,
  newAcknowledged,
  seed,
  startServer,
  startWriters,
} from '../support.js';

/** Crash: kill -9 during a stream of writes, restart on the same database. */
export async function crash(dialect: DialectName): Promise<Row> {
  return onStore(dialect, { RATE_LIMIT_UPLOADS_PER_MINUTE: '1000000' }, async (store) => {
    const first = await startServer(store.env);
    let base = first.base;
    const seeded = await seed(store, base, 500);
    const ack = newAcknowledged();
    const writers = startWriters(() => base, seeded, 8, ack);
    const failures: string[] = [];
    // Some writes acknowledged first, so that the kill lands among others in flight.
    if (!(await eventually(() => ack.orders.size >= 50 && ack.items.size >= 50, 30_000))) {
      failures.push('the writes did not start');
    }
    writers.tolerateErrors();
    first.child.kill('SIGKILL');
    await exited(first.child);
    await writers.stop();
    failures.push(...writers.failures);
    const acknowledged = `${ack.items.size} saves, ${ack.orders.size} orders acknowledged`;

    base = (await startServer(store.env)).base;
    const missing = await checkDurable(store, seeded, ack, failures);
    // The chain goes on after the crash: a new order is numbered and chained after the last.
    const after = await call(base, customerApiPaths.placeOrder, seeded.order, seeded.customers.next());
    if (after.json.status !== 200) failures.push(`order after restart: ${JSON.stringify(after.json)}`);
    const journal = await journalVerifies(store.env);
    if (!journal.ok) failures.push(`verify-journal after a new order: ${journal.output.trim()}`);
    return {
      scenario: 'crash (kill -9 mid-writes)',
      dialect,
      figures: `${acknowledged}; after restart ${missing.orders} orders stored, 0 missing expected, journal ok`,
      failures,
    };
  });
}
