import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobs, DEFAULT_LEASE_MS, type Jobs } from '../../../src/infra/jobs/index.js';
import { buildTestApp, type TestApp } from '../../helper.js';

/*
 * Two server processes on one database (PostgreSQL in the PostgreSQL run, one SQLite file
 * otherwise): 1,000 jobs due in the same minute run exactly once, counted by what each run
 * recorded with its completion; a process killed with SIGKILL in the middle of a batch loses
 * none of them: the other takes its claimed jobs once their lease has run out.
 */

const JOBS = 1_000;
const serverDir = path.resolve(import.meta.dirname, '../../..');
/** Waiting on a child process: generous, for a machine twice as slow as a quiet 2-core one. */
const CHILD_DEADLINE_MS = 90_000;

let t: TestApp;
let jobs: Jobs;
let child: ChildProcess | undefined;

beforeEach(async () => {
  t = await buildTestApp();
  jobs = createJobs({ db: t.database.db, dialect: t.database.dialect, clock: t.clock.now }, { batchSize: 25 });
  jobs.handle('test.bulk', async (job, context) => {
    await context.completeWith(async (trx) => {
      await sql`insert into job_effects (job_key, worker) values (${job.key}, ${'parent'})`.execute(trx);
    });
  });
  await sql`create table job_effects (job_key text not null, worker text not null)`.execute(t.database.db);
  // 1,000 jobs due within the same minute.
  const minute = t.clock.current;
  for (let start = 0; start < JOBS; start += 200) {
    await t.database.db
      .insertInto('jobs')
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          kind: 'test.bulk',
          dedupe_key: `bulk:${start + i}`,
          payload: '{}',
          run_at: minute + ((start + i) % 60) * 1000,
          state: 'scheduled' as const,
          max_attempts: 5,
          created_at: minute,
          updated_at: minute,
        })),
      )
      .execute();
  }
  t.clock.current = minute + 60_000;
});

afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  child = undefined;
  await t.close();
});

/** Starts the other process's runner; resolves its output lines as they come. */
function startChild(extraEnv: Record<string, string>) {
  const lines: string[] = [];
  const waiters: Array<() => void> = [];
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'test/infra/jobs/job-worker-process.ts'],
    {
      cwd: serverDir,
      env: { ...process.env, ...t.databaseEnv, JOBS_NOW: String(t.clock.current), ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child = proc;
  let stderr = '';
  let buffered = '';
  proc.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    lines.push(...parts);
    for (const wake of waiters.splice(0)) wake();
  });
  proc.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  proc.on('exit', () => {
    for (const wake of waiters.splice(0)) wake();
  });
  /** Resolves with the first line that starts with `prefix`; fails when the process ends first or the deadline passes. */
  const line = (prefix: string) =>
    new Promise<string>((resolve, reject) => {
      const deadline = setTimeout(
        () => reject(new Error(`no '${prefix}' from the other process: ${stderr}`)),
        CHILD_DEADLINE_MS,
      );
      const check = () => {
        const found = lines.find((l) => l.startsWith(prefix));
        if (found !== undefined) {
          clearTimeout(deadline);
          resolve(found);
        } else if (proc.exitCode !== null || proc.signalCode !== null) {
          clearTimeout(deadline);
          reject(new Error(`the other process ended before '${prefix}': ${stderr}`));
        } else waiters.push(check);
      };
      check();
    });
  return { proc, line, exited };
}

async function effects() {
  const { rows } = await sql<{
    job_key: string;
    worker: string;
  }>`select job_key, worker from job_effects`.execute(t.database.db);
  return rows;
}

/** Keys recorded more than once, and keys never recorded. */
function exactlyOnce(rows: Array<{ job_key: string }>) {
  const seen = new Map<string, number>();
  for (const row of rows) seen.set(row.job_key, (seen.get(row.job_key) ?? 0) + 1);
  const twice = [...seen].filter(([, count]) => count > 1).map(([key]) => key);
  const missing = Array.from({ length: JOBS }, (_, i) => `bulk:${i}`).filter((key) => !seen.has(key));
  return { twice, missing };
}

describe('durable jobs across processes', () => {
  it('two processes run 1,000 jobs due in the same minute, each exactly once', async () => {
    const other = startChild({});
    await other.line('ready');
    const [ranHere, finished] = await Promise.all([jobs.runner.runDue(), other.line('finished')]);
    expect(await other.exited).toBe(0);

    const ranThere = Number(finished.split(' ')[1]);
    console.log(`${JOBS} jobs: ${ranHere} run by this process, ${ranThere} by the other`);
    expect(ranHere + ranThere).toBe(JOBS);
    const rows = await effects();
    expect(rows).toHaveLength(JOBS);
    expect(exactlyOnce(rows)).toEqual({ twice: [], missing: [] });
    // Both processes took their share.
    expect(rows.filter((row) => row.worker === 'child').length).toBe(ranThere);
    expect(ranThere).toBeGreaterThan(0);
    expect(ranHere).toBeGreaterThan(0);
    expect(await t.database.db.selectFrom('jobs').select('state').where('state', '!=', 'done').execute()).toEqual([]);
  }, 180_000);

  it('a process killed with SIGKILL in the middle of a batch loses no job: the other runs them after the lease', async () => {
    const other = startChild({ JOBS_HANG_AFTER: '100' });
    await other.line('hung');
    other.proc.kill('SIGKILL');
    await other.exited;
    expect(other.proc.signalCode).toBe('SIGKILL');

    // What the killed process had claimed and not finished waits for its lease.
    const held = await t.database.db
      .selectFrom('jobs')
      .select(['dedupe_key', 'attempts'])
      .where('state', '=', 'running')
      .execute();
    expect(held.length).toBe(25);
    const ranBefore = await jobs.runner.runDue();
    expect(ranBefore).toBe(JOBS - 100 - 25);

    t.clock.advance(DEFAULT_LEASE_MS);
    expect(await jobs.runner.runDue()).toBe(25);

    const rows = await effects();
    expect(rows.filter((row) => row.worker === 'child')).toHaveLength(100);
    expect(exactlyOnce(rows)).toEqual({ twice: [], missing: [] });
    const retaken = await t.database.db
      .selectFrom('jobs')
      .select(['dedupe_key', 'state', 'attempts'])
      .where(
        'dedupe_key',
        'in',
        held.map((job) => job.dedupe_key),
      )
      .execute();
    expect(retaken.every((job) => job.state === 'done' && job.attempts === 2)).toBe(true);
  }, 180_000);
});
