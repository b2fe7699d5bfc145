import { describe, expect, it } from 'vitest';
import { ProcessingPool } from '../../../src/infra/images/processing-pool.js';

/** A job the test finishes by hand, to see who runs and who waits. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('image processing pool', () => {
  it('runs at most `size` jobs at once; the others wait their turn in arrival order', async () => {
    const pool = new ProcessingPool(2);
    const jobs = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = jobs.map((job, i) =>
      pool.run(async () => {
        started.push(i);
        await job.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(pool.load).toEqual({ running: 2, waiting: 2 });
    jobs[1]!.finish();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    jobs[0]!.finish();
    jobs[2]!.finish();
    jobs[3]!.finish();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its place when a job fails', async () => {
    const pool = new ProcessingPool(1);
    await expect(pool.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await pool.run(async () => 'next')).toBe('next');
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });
});
