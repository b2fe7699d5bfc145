import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import { type ClaimedJob, DEFAULT_LEASE_MS, type JobQueue } from './job-queue.js';

export interface JobContext {
  /**
   * Stores `work` in the transaction that marks the job done: both are kept, or neither when this
   * process lost the job meanwhile. What a job writes this way happens exactly once.
   */
  completeWith(work: (trx: Kysely<Database>) => Promise<void>): Promise<void>;
}

/**
 * Runs one kind of job. A handler that throws has the job retried with backoff; one that returns
 * has it marked done. It re-reads what the job is about: it may no longer apply.
 */
export type JobHandler = (job: ClaimedJob, context: JobContext) => Promise<void>;

export interface JobRunnerOptions {
  /** Jobs claimed at once. */
  batchSize?: number;
  leaseMs?: number;
  /** Told about a failed run or a poll that failed; the runner goes on. */
  onError?: (error: unknown, job?: ClaimedJob) => void;
}

const DEFAULT_BATCH = 20;

/** A handler's work was taken by another process after the lease ran out. */
class JobLost extends Error {
  override readonly name = 'JobLost';
}

/**
 * Claims due jobs and hands each to the handler of its kind, one after another. Start it to poll
 * at an interval (`start`); `runDue` runs what is due now (tests drive it with the clock). A job
 * whose kind has no handler in this process is a failed run (retried, then given up).
 */
export class JobRunner {
  /** This runner's name on its claims: host, process and a random part. */
  readonly worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly queue: JobQueue,
    private readonly options: JobRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? DEFAULT_BATCH;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /** The handler of `kind` (one per kind). */
  handle(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`jobs of kind '${kind}' already have a handler`);
    this.handlers.set(kind, handler);
  }

  /** Runs due jobs batch after batch until none is due; returns how many ran (done or failed). */
  async runDue(): Promise<number> {
    let total = 0;
    while (!this.stopped) {
      const batch = await this.queue.claim(this.worker, this.batchSize, this.leaseMs);
      for (const [index, job] of batch.entries()) {
        if (this.stopped) {
          // Stopping: the jobs not started go back at once rather than after their lease.
          await this.queue.release(batch.slice(index), this.worker);
          break;
        }
        if (await this.runOne(job)) total += 1;
      }
      if (batch.length < this.batchSize) break;
    }
    return total;
  }

  /** False when the job was not run here: its lease ran out before its turn, another process has it. */
  private async runOne(job: ClaimedJob): Promise<boolean> {
    // The lease counts from the job's own start, not the batch's claim; lost, the job is another's.
    if (!(await this.queue.renew(job, this.worker, this.leaseMs))) return false;
    const handler = this.handlers.get(job.kind);
    let completed = false;
    const context: JobContext = {
      completeWith: async (work) => {
        if (completed) throw new Error('a job is completed once');
        completed = true;
        if (!(await this.queue.complete(job, this.worker, work))) throw new JobLost();
      },
    };
    try {
      if (job.attempt > job.maxAttempts) throw new Error('its process stopped during every attempt');
      if (!handler) throw new Error(`no handler for jobs of kind '${job.kind}'`);
      await handler(job, context);
      if (!completed) await this.queue.complete(job, this.worker);
    } catch (error) {
      if (error instanceof JobLost) return true;
      this.options.onError?.(error, job);
      // Completed already: what failed came after; the job stays done.
      if (!completed) await this.queue.fail(job, this.worker, error);
    }
    return true;
  }

  /**
   * Polls every `intervalMs` (unreferenced: it never keeps a process alive). A poll starts only
   * when the previous one has finished.
   */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => this.poll(), intervalMs);
    this.timer.unref();
  }

  /**
   * Polls now rather than at the next interval: a job due at once has just committed (an offer to
   * the waitlist when covers free up). A poll under way polls again when it ends, as it may have
   * claimed before that commit. Nothing before `start` (tests drive `runDue` themselves).
   */
  wake(): void {
    if (!this.timer || this.stopped) return;
    if (this.running) this.pollAgain = true;
    else this.poll();
  }

  private pollAgain = false;

  private poll(): void {
    if (this.running) return;
    this.pollAgain = false;
    this.running = this.runDue()
      .catch((error: unknown) => {
        this.options.onError?.(error);
        return 0;
      })
      .finally(() => {
        this.running = null;
        if (this.pollAgain && !this.stopped) this.poll();
      });
  }

  /** Stops polling and waits for the job in hand; the rest of its batch is given back. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
