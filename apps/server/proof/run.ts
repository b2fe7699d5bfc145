/**
 * `npm run proof`: the portal's reliability, checked on real server processes on loopback.
 * Load, a kill -9 in the middle of writes, a SIGTERM under load, two processes on one
 * PostgreSQL and one Redis, and a backup taken under writes. Prints one table and exits 1 when
 * any check fails. PROOF_SECONDS sets the length of the load (default 60).
 */
import { stopProcesses } from '../bench/support.js';
import type { Row } from './scenario.js';
import { backup } from './scenarios/backup.js';
import { crash } from './scenarios/crash.js';
import { load } from './scenarios/load.js';
import { scaleOut } from './scenarios/scale-out.js';
import { shutdown } from './scenarios/shutdown.js';

async function main() {
  const scenarios: Array<[string, string, () => Promise<Row>]> = [
    ['load', 'sqlite', () => load('sqlite')],
    ['load', 'postgres', () => load('postgres')],
    ['crash', 'sqlite', () => crash('sqlite')],
    ['crash', 'postgres', () => crash('postgres')],
    ['shutdown', 'sqlite', shutdown],
    ['scale-out', 'postgres+redis', scaleOut],
    ['backup', 'sqlite', () => backup('sqlite')],
    ['backup', 'postgres', () => backup('postgres')],
  ];
  const only = process.env.PROOF_ONLY?.split(',');
  const rows: Row[] = [];
  for (const [name, dialect, run] of scenarios) {
    if (only && !only.includes(name)) continue;
    const started = Date.now();
    const row = await run().catch((error: unknown): Row => ({
      scenario: name,
      dialect,
      figures: '-',
      failures: [error instanceof Error ? error.message.split('\n')[0]! : String(error)],
    }));
    rows.push(row);
    process.stdout.write(
      `${row.failures.length ? 'FAIL' : 'pass'}  ${name} (${dialect}) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    for (const failure of row.failures) process.stdout.write(`      ${failure}\n`);
  }
  const table = [
    ['scenario', 'dialect', 'figures', 'result'],
    ...rows.map((row) => [row.scenario, row.dialect, row.figures, row.failures.length ? 'FAIL' : 'pass']),
  ];
  const widths = [0, 1, 2, 3].map((column) => Math.max(...table.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |\n`;
  process.stdout.write(`\n${line(table[0]!)}|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n`);
  for (const cells of table.slice(1)) process.stdout.write(line(cells));
  return rows.every((row) => row.failures.length === 0) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    await stopProcesses();
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
