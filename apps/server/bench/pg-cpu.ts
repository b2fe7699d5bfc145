import { readdirSync, readFileSync } from 'node:fs';
import { processCpuMs } from './measure.js';

/* The CPU of the PostgreSQL backends serving one database, read from /proc (a server on this machine). */

/** CPU time (ms) of each backend serving `database` now, by pid. */
export function databaseBackends(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!pid) continue;
    try {
      // A backend names itself "postgres: <cluster>: <user> <database> <client> <state>".
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.startsWith('postgres:') && command.includes(` ${database} `))
        backends.set(pid, processCpuMs([pid]) ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return backends;
}

/** The CPU (ms) `database`'s backends used since `before`: those still there, and those started since. */
export function databaseCpuSince(database: string, before: Map<number, number>): number {
  let total = 0;
  for (const [pid, now] of databaseBackends(database)) total += now - (before.get(pid) ?? 0);
  return total;
}
