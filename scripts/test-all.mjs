#!/usr/bin/env node
// Runs every test of the project, in the order that fails fastest, and ends with a table of the
// steps (time and result), the total time, and one summary line.
//   lint, type checks and contract tests (side by side) → server tests on SQLite and, side by
//   side with them, the server's database suites on PostgreSQL → web component tests and the
//   production build (side by side) → browser tests against the built app and a real server.
// PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
// With CI set, the first failing step stops the run.
// Words after the command run only the steps whose name holds one of them, to measure or re-run a
// step alone: `node scripts/test-all.mjs postgres`, `node scripts/test-all.mjs web browser`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'portal-test-reports-'));
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const totals = { passed: 0, failed: 0 };

function run(title, command, args, { env = {}, cwd = root } = {}) {
  process.stdout.write(`\n=== ${title}\n`);
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  return result.status === 0;
}

/**
 * Runs independent commands on every core at once; each one's output is printed when it ends.
 * A command's `ended` is called when it ends, whatever its result.
 */
function runConcurrently(commands) {
  const queue = [...commands];
  const slots = availableParallelism();
  let active = 0;
  let ok = true;
  const runOne = ({ title, command, args, cwd = root, env = {}, ended }) =>
    new Promise((resolve) => {
      const output = [];
      const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (status) => {
        process.stdout.write(`\n=== ${title}${status === 0 ? '' : ' (failed)'}\n${Buffer.concat(output)}`);
        ended?.();
        resolve(status === 0);
      });
    });
  return new Promise((done) => {
    const next = () => {
      if (active === 0 && queue.length === 0) return done(ok);
      while (active < slots && queue.length > 0) {
        const job = queue.shift();
        active += 1;
        void runOne(job).then((passed) => {
          active -= 1;
          if (!passed) ok = false;
          next();
        });
      }
    };
    next();
  });
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numRuntimeErrors ?? 0);
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected;
  totals.failed += stats.unexpected + stats.flaky;
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    process.stderr.write(`PostgreSQL is not reachable at ${pgUrl}: ${error.message}\n`);
    return false;
  }
}

/** A Vitest run of one workspace, for `runConcurrently`; its tests are counted when it ends. */
const vitestJob = (workspace, label, env = {}) => {
  const file = path.join(reports, `${label}.json`);
  return {
    title: label,
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    cwd: path.join(root, workspace),
    env,
    ended: () => {
      try {
        countVitest(file);
      } catch {
        totals.failed += 1;
      }
    },
  };
};

const browserTests = () => {
  const file = path.join(reports, 'e2e.json');
  const ok = run('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  try {
    countPlaywright(file);
  } catch {
    totals.failed += 1;
  }
  return ok;
};

const steps = [
  {
    name: 'lint, type checks and contract tests',
    counts: true,
    // Side by side, a core each as one comes free: the type checks (`npm run typecheck`: the four
    // programs, one after the other, on TypeScript 7's native compiler, which spreads each over
    // the cores; TypeScript 5.9 still writes the production files and serves ESLint and knip),
    // the three parts of `npm run lint`, and the contract's tests (a few seconds).
    run: () =>
      runConcurrently([
        { title: 'type checks', command: 'npm', args: ['run', 'typecheck'] },
        { title: 'lint: ESLint', command: 'npx', args: ['eslint', '.'] },
        { title: 'lint: Prettier', command: 'npx', args: ['prettier', '--check', '.'] },
        { title: 'lint: knip', command: 'npx', args: ['knip'] },
        vitestJob('packages/contract', 'contract tests'),
      ]),
  },
  {
    // The two passes side by side: each spends part of its time waiting on its database, which
    // the other fills (on a quiet 2-core machine, 159 s together instead of 88 s + 89 s). On
    // PostgreSQL, only the suites that touch the database: the others do not depend on it.
    name: 'server tests on SQLite and PostgreSQL',
    counts: true,
    run: async () => {
      const reachable = await postgresReachable();
      const passes = [vitestJob('apps/server', 'server tests on SQLite')];
      if (reachable) {
        passes.push(
          vitestJob('apps/server', 'server tests on PostgreSQL', { TEST_DATABASE_URL: pgUrl, TEST_DB_ONLY: '1' }),
        );
      }
      return (await runConcurrently(passes)) && reachable;
    },
  },
  {
    // The web app's component tests and `npm run build`'s parts, side by side as cores come free
    // (on a quiet 2-core machine as long as one after the other: 77 s). The build writes the web
    // app (with its bundle budget) and the server with the contract it references; every type
    // was checked in the first step, so their files are only written out (--noCheck).
    name: 'web component tests and build',
    counts: true,
    run: () =>
      runConcurrently([
        vitestJob('apps/web', 'web component tests'),
        { title: 'build: web app', command: 'npm', args: ['run', 'build', '-w', '@portal/web'] },
        { title: 'build: server', command: 'npx', args: ['tsc', '-b', 'apps/server', '--noCheck'] },
      ]),
  },
  { name: 'browser tests', counts: true, run: browserTests },
];

const words = process.argv.slice(2).map((word) => word.toLowerCase());
const unknown = words.filter((word) => !steps.some((step) => step.name.toLowerCase().includes(word)));
if (unknown.length > 0) {
  process.stderr.write(
    `No step is named by ${unknown.join(', ')}; the steps are: ${steps.map((step) => step.name).join(', ')}\n`,
  );
  process.exit(2);
}
const chosen =
  words.length === 0 ? steps : steps.filter((step) => words.some((word) => step.name.toLowerCase().includes(word)));

/**
 * Processor time the whole machine spent, in seconds (Linux's /proc/stat; null elsewhere): a
 * step's share of it moves far less from run to run than its duration, so it tells whether a
 * change made the tests cheaper. It counts whatever else runs on the machine too.
 */
function machineBusySeconds() {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}

const results = [];
const started = performance.now();
const busyAtStart = machineBusySeconds();
let stopped = false;
for (const step of chosen) {
  if (stopped) {
    results.push({ name: step.name, seconds: null, busy: null, status: 'not run', tests: '' });
    continue;
  }
  const before = { ...totals };
  const start = performance.now();
  const busyBefore = machineBusySeconds();
  const ok = await step.run();
  const seconds = (performance.now() - start) / 1000;
  const busy = busyBefore === null ? null : machineBusySeconds() - busyBefore;
  // A step that fails without a failed test to show for it (a type error, a broken build, an
  // unreachable database) still counts as one failure in the summary line.
  if (!ok && totals.failed === before.failed) totals.failed += 1;
  const passed = totals.passed - before.passed;
  const failed = totals.failed - before.failed;
  results.push({
    name: step.name,
    seconds,
    busy,
    status: ok ? 'passed' : 'failed',
    tests: step.counts ? `${passed} passed, ${failed} failed` : '',
  });
  if (!ok && process.env.CI) stopped = true;
}
rmSync(reports, { recursive: true, force: true });

const nameWidth = Math.max('step'.length, ...results.map((result) => result.name.length));
const figure = (value) => (value === null ? '-' : value.toFixed(1));
const row = (name, seconds, busy, status, tests) =>
  `${name.padEnd(nameWidth)}  ${seconds.padStart(7)}  ${busy.padStart(11)}  ${status.padEnd(7)}  ${tests}`.trimEnd();
const totalSeconds = (performance.now() - started) / 1000;
const lines = [
  '',
  '=== summary',
  // "processor s": the machine's busy processor time during the step (all cores, see above).
  row('step', 'seconds', 'processor s', 'result', 'tests'),
  ...results.map((result) =>
    row(result.name, figure(result.seconds), figure(result.busy), result.status, result.tests),
  ),
  row(
    'total',
    totalSeconds.toFixed(1),
    figure(busyAtStart === null ? null : machineBusySeconds() - busyAtStart),
    '',
    '',
  ),
  '',
  `${totals.passed} passed, ${totals.failed} failed`,
];
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(results.every((result) => result.status === 'passed') && totals.failed === 0 ? 0 : 1);
