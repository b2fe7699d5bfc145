import { sql } from 'kysely';
import { connectDatabase } from '../../../src/db/connection.js';
import { createJobs } from '../../../src/infra/jobs/index.js';

/*
 * Another server process's job runner, for the tests that run two processes on one database:
 * it runs the due `test.bulk` jobs, each recording its key in `job_effects` with its completion,
 * then says `finished <n>`. With JOBS_HANG_AFTER=n it stops in the middle of a batch after n jobs
 * (says `hung`) and stays there until it is killed. Its clock is fixed at JOBS_NOW.
 */

const env = process.env;
const handle = connectDatabase({
  dataDir: env.DATA_DIR!,
  databaseUrl: env.DATABASE_URL || undefined,
  ...(env.DATABASE_SCHEMA ? { pgSchema: env.DATABASE_SCHEMA } : {}),
});
const now = Number(env.JOBS_NOW);
const hangAfter = Number(env.JOBS_HANG_AFTER ?? '0');
const jobs = createJobs({ db: handle.db, dialect: handle.dialect, clock: () => now }, { batchSize: 25 });
let done = 0;

jobs.handle('test.bulk', async (job, context) => {
  if (hangAfter > 0 && done >= hangAfter) {
    process.stdout.write('hung\n');
    // Holds the process (and its claimed batch) until the test kills it.
    setInterval(() => {}, 60_000);
    await new Promise(() => {});
  }
  await context.completeWith(async (trx) => {
    await sql`insert into job_effects (job_key, worker) values (${job.key}, ${'child'})`.execute(trx);
  });
  done += 1;
});

process.stdout.write('ready\n');
await jobs.runner.runDue();
process.stdout.write(`finished ${done}\n`);
await handle.db.destroy();
