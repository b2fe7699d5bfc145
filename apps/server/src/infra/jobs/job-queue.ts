import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { DialectName } from '../../db/connection.js';
import type { Database } from '../../schema.js';
import type { JobRow } from './tables.js';

/** A job to run at a time, stored once per `key`. */
export interface JobSpec {
  kind: string;
  /** The job's identity: scheduling the same key again stores nothing new. */
  key: string;
  /** Epoch ms; a time already past runs at the next poll. */
  runAt: number;
  payload?: unknown;
  /** Claims before it gives up (default DEFAULT_MAX_ATTEMPTS). */
  maxAttempts?: number;
}

/** A claimed job, as its handler sees it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: unknown;
  runAt: number;
  /** This claim's number: 1 the first time. */
  attempt: number;
  maxAttempts: number;
}

export interface JobCounts {
  /** Waiting and due now (run_at passed), or running past their lease. */
  due: number;
  /** Due for longer than `lateAfterMs`: the runners do not keep up, or none runs. */
  late: number;
  /** Gave up after their attempts (kept, visible). */
  failed: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
/** How long a claim holds a job: a process that died lets it go after this. */
export const DEFAULT_LEASE_MS = 2 * 60_000;
/** The first retry's wait, doubled at each attempt up to MAX_BACKOFF_MS. */
export const BASE_BACKOFF_MS = 30_000;
export const MAX_BACKOFF_MS = 60 * 60_000;
/** A due job waiting longer than this is late (`/metrics`). */
export const LATE_AFTER_MS = 60_000;

/** The wait before the next claim of a job whose `attempt`-th run failed: 30 s, 1 min, 2 min … 1 h. */
export function backoffMs(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempt - 1));
}

const ERROR_MAX_LENGTH = 1_000;

/**
 * The durable jobs table: scheduling (once per key), cancelling, and the runners' claims. A claim
 * is one statement over the due jobs: `FOR UPDATE SKIP LOCKED` on PostgreSQL, so two processes
 * never claim the same job and never wait for each other; on SQLite the statement takes the
 * database's single write lock. Every time comes from the injected clock.
 */
export class JobQueue {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores the job unless one with its key exists (whatever its state): true when it was added.
   * Pass the caller's transaction so the job exists exactly when what it follows was committed.
   */
  schedule(spec: JobSpec, db: Kysely<Database> = this.db): Promise<boolean> {
    return scheduleJob(db, spec, this.clock());
  }

  /** `schedule` of several jobs in one statement: how many were added (those whose key existed are not). */
  scheduleMany(specs: readonly JobSpec[], db: Kysely<Database> = this.db): Promise<number> {
    return scheduleJobs(db, specs, this.clock());
  }

  /**
   * Moves a job that has not run yet to a new time and payload, or stores it when there is none;
   * a job already done, running or given up keeps its state (false).
   */
  reschedule(spec: JobSpec, db: Kysely<Database> = this.db): Promise<boolean> {
    return rescheduleJob(db, spec, this.clock());
  }

  /**
   * Cancels the jobs of these keys that have not run yet; a running job finishes (its handler
   * re-reads what it is about). Returns how many were cancelled.
   */
  cancel(keys: readonly string[], db: Kysely<Database> = this.db): Promise<number> {
    return cancelJobs(db, keys, this.clock());
  }

  /**
   * Claims up to `limit` due jobs for `worker` until now + `leaseMs`: the waiting ones whose time
   * came, and the running ones whose lease ran out (their process died). Each claim counts as an
   * attempt. Oldest first.
   */
  async claim(worker: string, limit: number, leaseMs = DEFAULT_LEASE_MS): Promise<ClaimedJob[]> {
    const now = this.clock();
    let due = this.db
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'scheduled'), eb('run_at', '<=', now)]),
          eb.and([eb('state', '=', 'running'), eb('lease_until', '<=', now)]),
        ]),
      )
      .orderBy('run_at')
      .orderBy('id')
      .limit(limit);
    if (this.dialect === 'postgres') due = due.forUpdate().skipLocked();
    const rows = await this.db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'running',
        attempts: eb('attempts', '+', 1),
        lease_until: now + leaseMs,
        locked_by: worker,
        updated_at: now,
      }))
      .where('id', 'in', due)
      .returningAll()
      .execute();
    return rows.sort((a, b) => a.run_at - b.run_at || a.id - b.id).map(toClaimed);
  }

  /**
   * Renews this worker's lease on a claimed job as its run begins (a batch's last job may start
   * well after the claim): false when the lease already ran out and another process may hold the
   * job, which then must not run here.
   */
  async renew(job: ClaimedJob, worker: string, leaseMs = DEFAULT_LEASE_MS): Promise<boolean> {
    const now = this.clock();
    const result = await this.db
      .updateTable('jobs')
      .set({ lease_until: now + leaseMs, updated_at: now })
      .where('id', '=', job.id)
      .where('state', '=', 'running')
      .where('locked_by', '=', worker)
      .where('attempts', '=', job.attempt)
      .where('lease_until', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Marks the job done, with what `work` writes in the same transaction: both are stored, or
   * neither when this worker's lease was lost meanwhile (another process took the job after the
   * lease ran out, and its run counts). False then.
   */
  async complete(job: ClaimedJob, worker: string, work?: (trx: Kysely<Database>) => Promise<void>): Promise<boolean> {
    const finish = async (trx: Kysely<Database>) => {
      const done = await trx
        .updateTable('jobs')
        .set({ state: 'done', done_at: this.clock(), updated_at: this.clock(), lease_until: null, last_error: null })
        .where('id', '=', job.id)
        .where('state', '=', 'running')
        .where('locked_by', '=', worker)
        .where('attempts', '=', job.attempt)
        .executeTakeFirst();
      if (done.numUpdatedRows === 0n) throw new LeaseLost();
      if (work) await work(trx);
    };
    try {
      if (work) await this.db.transaction().execute(finish);
      else await finish(this.db);
      return true;
    } catch (error) {
      if (error instanceof LeaseLost) return false;
      throw error;
    }
  }

  /**
   * A failed run: the job waits `backoffMs(attempt)` before its next claim, or gives up (state
   * `failed`, kept with its error) after its last attempt. False when the lease was lost.
   */
  async fail(job: ClaimedJob, worker: string, error: unknown): Promise<boolean> {
    const now = this.clock();
    const gaveUp = job.attempt >= job.maxAttempts;
    const result = await this.db
      .updateTable('jobs')
      .set({
        state: gaveUp ? 'failed' : 'scheduled',
        run_at: gaveUp ? job.runAt : now + backoffMs(job.attempt),
        lease_until: null,
        locked_by: null,
        last_error: describe(error),
        updated_at: now,
      })
      .where('id', '=', job.id)
      .where('state', '=', 'running')
      .where('locked_by', '=', worker)
      .where('attempts', '=', job.attempt)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Gives back claimed jobs that were not started (a runner stopping): claimable at once, the claim not counted. */
  async release(jobs: readonly ClaimedJob[], worker: string): Promise<void> {
    for (const job of jobs) {
      await this.db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'scheduled',
          attempts: eb('attempts', '-', 1),
          lease_until: null,
          locked_by: null,
          updated_at: this.clock(),
        }))
        .where('id', '=', job.id)
        .where('state', '=', 'running')
        .where('locked_by', '=', worker)
        .where('attempts', '=', job.attempt)
        .execute();
    }
  }

  /** For `/metrics`: the jobs due now, those late, those that gave up (each read from its partial index). */
  async counts(lateAfterMs = LATE_AFTER_MS): Promise<JobCounts> {
    const now = this.clock();
    const count = async (
      state: 'scheduled' | 'running' | 'failed',
      column: 'run_at' | 'lease_until' | null,
      before: number,
    ) => {
      let query = this.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('state', '=', state);
      if (column) query = query.where(column, '<=', before);
      return Number((await query.executeTakeFirst())?.n ?? 0);
    };
    const [waiting, leaseOver, late, failed] = await Promise.all([
      count('scheduled', 'run_at', now),
      count('running', 'lease_until', now),
      count('scheduled', 'run_at', now - lateAfterMs),
      count('failed', null, 0),
    ]);
    return { due: waiting + leaseOver, late: late + leaseOver, failed };
  }

  /**
   * Deletes up to `limit` jobs that ended (done or cancelled) before `before`, the oldest first;
   * returns how many. Jobs that gave up stay, with their error, for the operators.
   */
  async deleteFinished(before: number, limit: number): Promise<number> {
    const finished = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('state', 'in', ['done', 'cancelled'])
      .where('updated_at', '<', before)
      .orderBy('updated_at')
      .limit(limit)
      .execute();
    if (finished.length === 0) return 0;
    const deleted = await this.db
      .deleteFrom('jobs')
      .where(
        'id',
        'in',
        finished.map((job) => job.id),
      )
      .where('state', 'in', ['done', 'cancelled'])
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  /** One job as stored, by key (tests, the admin command). */
  async find(key: string): Promise<JobRow | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('dedupe_key', '=', key).executeTakeFirst();
  }
}

/**
 * `JobQueue.schedule` for code that holds a transaction and the instant of its change (`now`, from
 * the injected clock) rather than the queue.
 */
export async function scheduleJob(db: Kysely<Database>, spec: JobSpec, now: number): Promise<boolean> {
  return (await scheduleJobs(db, [spec], now)) === 1;
}

/**
 * Several jobs stored in one statement (one round trip), each unless one with its key exists
 * (whatever its state), like `scheduleJob`: returns how many were added.
 */
export async function scheduleJobs(db: Kysely<Database>, specs: readonly JobSpec[], now: number): Promise<number> {
  if (specs.length === 0) return 0;
  const inserted = await db
    .insertInto('jobs')
    .values(
      specs.map((spec) => ({
        kind: spec.kind,
        dedupe_key: spec.key,
        payload: JSON.stringify(spec.payload ?? {}),
        run_at: spec.runAt,
        state: 'scheduled' as const,
        max_attempts: spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** `JobQueue.reschedule` in the caller's transaction. */
export async function rescheduleJob(db: Kysely<Database>, spec: JobSpec, now: number): Promise<boolean> {
  if (await scheduleJob(db, spec, now)) return true;
  const moved = await db
    .updateTable('jobs')
    .set({
      run_at: spec.runAt,
      payload: JSON.stringify(spec.payload ?? {}),
      state: 'scheduled',
      attempts: 0,
      last_error: null,
      updated_at: now,
    })
    .where('dedupe_key', '=', spec.key)
    .where('state', 'in', ['scheduled', 'cancelled'])
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/** `JobQueue.cancel` in the caller's transaction. */
export async function cancelJobs(db: Kysely<Database>, keys: readonly string[], now: number): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await db
    .updateTable('jobs')
    .set({ state: 'cancelled', updated_at: now })
    .where('state', '=', 'scheduled')
    .where('dedupe_key', 'in', [...keys])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes jobs still waiting, by key, in the caller's transaction: for work taken back as if it
 * had never been, whose keys must be free again (an id given back on SQLite names the next row).
 */
export async function forgetJobs(db: Kysely<Database>, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await db
    .deleteFrom('jobs')
    .where('state', '=', 'scheduled')
    .where('dedupe_key', 'in', [...keys])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

class LeaseLost extends Error {}

function toClaimed(row: JobRow): ClaimedJob {
  return {
    id: row.id,
    kind: row.kind,
    key: row.dedupe_key,
    payload: JSON.parse(row.payload) as unknown,
    runAt: row.run_at,
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_MAX_LENGTH);
}
