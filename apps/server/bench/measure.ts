import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/* The figures the benchmarks draw from their timings. */

/** The value below which `p` % of the `sorted` values fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const round = (value: number) => Number(value.toFixed(2));

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Timings of one measured call, in ms. */
export interface Figures {
  runs: number;
  p50: number;
  p95: number;
  max: number;
  cpu_p50?: number;
  cpu_p95?: number;
  /** The servers' CPU time per call, mean over the run (from /proc: counts no other process). */
  server_cpu_mean?: number;
}

/** The figures of wall-clock times, and of this process's CPU times when given. */
export function summarize(wall: readonly number[], cpu?: readonly number[]): Figures {
  const sorted = [...wall].sort((a, b) => a - b);
  const figures: Figures = {
    runs: wall.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1)!),
  };
  if (cpu) {
    const used = [...cpu].sort((a, b) => a - b);
    figures.cpu_p50 = round(percentile(used, 50));
    figures.cpu_p95 = round(percentile(used, 95));
  }
  return figures;
}

/**
 * Times `runs` calls: wall-clock time, and the CPU time this process spent (on a shared machine the
 * wall clock also counts the time other processes held the cores).
 */
export async function time(runs: number, call: (i: number) => Promise<unknown>): Promise<Figures> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const used = process.cpuUsage();
    await call(i);
    const spent = process.cpuUsage(used);
    wall.push(performance.now() - start);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return summarize(wall, cpu);
}

/** CPU time (ms) the processes have used so far, or undefined where /proc is not there. */
export function processCpuMs(pids: readonly number[]): number | undefined {
  let total = 0;
  for (const pid of pids) {
    const file = `/proc/${pid}/stat`;
    if (!existsSync(file)) return undefined;
    const stat = readFileSync(file, 'utf8');
    // After "pid (name) ": state is field 3; utime and stime are fields 14 and 15, in 1/100 s.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return total;
}
