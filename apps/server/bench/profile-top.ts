/**
 * The functions that cost most in a CPU profile (`node --cpu-prof`), by self time:
 *
 *   npx tsx bench/profile-top.ts <file.cpuprofile> [how many, 25]
 *
 * A portal started by the benchmarks writes one per process when BENCH_CPU_PROFILE_DIR is set.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const [file, count = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [count]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
};

const nameOf = new Map<number, string>();
for (const { id, callFrame } of profile.nodes) {
  const where = callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\/apps\/server\//, '');
  nameOf.set(id, `${callFrame.functionName || '(anonymous)'} ${where}${where ? `:${callFrame.lineNumber + 1}` : ''}`);
}
const self = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  total += delta;
  const name = nameOf.get(id)!;
  self.set(name, (self.get(name) ?? 0) + delta);
});
const busy = total - (self.get('(idle) ') ?? 0);
process.stdout.write(`${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy\n`);
for (const [name, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  process.stdout.write(
    `${((time / busy) * 100).toFixed(1).padStart(5)} %  ${(time / 1000).toFixed(0).padStart(6)} ms  ${name}\n`,
  );
}
