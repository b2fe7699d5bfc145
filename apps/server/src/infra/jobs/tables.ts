import type { Generated, Selectable } from 'kysely';

/**
 * The table of durable jobs, owned by the infrastructure (not a module): only `infra/jobs` writes
 * it; modules schedule and cancel through `JobQueue`. Times are epoch milliseconds.
 */
export interface JobsTable {
  id: Generated<number>;
  /** Which handler runs it ('booking.reminder-sms', ...). */
  kind: string;
  /** Unique: a job scheduled twice under one key is stored once. */
  dedupe_key: string;
  /** JSON. */
  payload: string;
  run_at: number;
  state: JobState;
  /** Claims so far (a claim whose process died counts). */
  attempts: Generated<number>;
  max_attempts: number;
  /** While running: until when the claiming process holds it; past it, another may take it. */
  lease_until: number | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  done_at: number | null;
}

export type JobState = 'scheduled' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobsTables {
  jobs: JobsTable;
}

export type JobRow = Selectable<JobsTable>;
