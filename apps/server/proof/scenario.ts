import type { DialectName } from '../src/db/connection.js';
import { stopProcesses } from '../bench/support.js';
import {
  type Acknowledged,
  createStore,
  journalVerifies,
  missingAcknowledged,
  type Seeded,
  type Store,
} from './support.js';

/*
 * What the proof's scenarios share: a fresh store around each, and the same durability checks
 * after its writes.
 */

/** One line of the proof's table: a scenario on a dialect, its figures, and what failed. */
export interface Row {
  scenario: string;
  dialect: string;
  figures: string;
  failures: string[];
}

/** Runs `body` on a fresh store and always removes it (servers first: they hold its connections). */
export async function onStore<T>(
  dialect: DialectName,
  extraEnv: Record<string, string>,
  body: (store: Store) => Promise<T>,
) {
  const store = await createStore(dialect, extraEnv);
  try {
    return await body(store);
  } finally {
    await stopProcesses();
    await store.drop();
  }
}

/** After the writes: every acknowledged dish and order stored, every order journaled, the chain whole. */
export async function checkDurable(store: Store, seeded: Seeded, ack: Acknowledged, failures: string[]) {
  const missing = await missingAcknowledged(store.handle, seeded, ack);
  if (missing.missingItems) failures.push(`${missing.missingItems} acknowledged dish saves missing`);
  if (missing.missingOrders) failures.push(`${missing.missingOrders} acknowledged orders missing`);
  if (missing.unjournaled) failures.push(`${missing.unjournaled} orders without their journal entry`);
  const journal = await journalVerifies(store.env);
  if (!journal.ok) failures.push(`verify-journal: ${journal.output.trim()}`);
  return missing;
}
