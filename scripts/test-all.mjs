#!/usr/bin/env node
// Runs every test of the project, in the order that fails fastest, and ends with one summary line.
//   type checks → server tests on SQLite → server tests on PostgreSQL → web component tests
//   → production build → browser tests against the built app and a real server.
// PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

const vitest = (workspace, label, env = {}) => {
  const file = path.join(reports, `${label}.json`);
  const ok = run(label, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    cwd: path.join(root, workspace),
    env,
  });
  try {
    countVitest(file);
  } catch {
    totals.failed += 1;
  }
  return ok;
};

const steps = [
  () => run('type check', 'npx', ['tsc', '-b', 'packages/contract']) &&
    run('type check: server and tests', 'npx', ['tsc', '-p', 'apps/server/tsconfig.test.json']) &&
    run('type check: web', 'npx', ['tsc', '-p', 'apps/web']) &&
    run('type check: browser tests', 'npx', ['tsc', '-p', 'e2e']),
  () => vitest('apps/server', 'server tests on SQLite'),
  async () => (await postgresReachable()) && vitest('apps/server', 'server tests on PostgreSQL', { TEST_DATABASE_URL: pgUrl }),
  () => vitest('apps/web', 'web component tests'),
  () => run('build', 'npm', ['run', 'build']),
  () => {
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
  },
];

let allOk = true;
for (const step of steps) {
  if (!(await step())) {
    allOk = false;
    if (process.env.CI) break;
  }
}
rmSync(reports, { recursive: true, force: true });
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(allOk && totals.failed === 0 ? 0 : 1);
