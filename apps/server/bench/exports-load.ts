/**
 * How the server answers while partners export a year: `/api/health` is called every 20 ms on its
 * own, then during 4 year statements (PDF) asked at once by the demo restaurant, then during one;
 * and, in this process, the longest stall of the event loop while 4 statements of the demo year
 * are written side by side (as 4 partners exporting at the same moment would). Uses a development
 * server on SQLite with the demo restaurant and its year of orders (kept in BENCH_EXPORTS_DIR
 * between runs, so that the demo year is made once).
 * `tsx --conditions=source bench/exports-load.ts`
 */
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { apiPaths } from '@portal/contract';
import { connectDatabase } from '../src/db/connection.js';
import { ReportRepository } from '../src/modules/reports/report-repository.js';
import { ReportService } from '../src/modules/reports/report-service.js';
import { DEMO_LOGIN } from '../src/seed/demo.js';
import { pause, percentile } from './measure.js';
import { runBenchmark, startPortal, stopProcesses } from './support.js';

const dataDir = process.env.BENCH_EXPORTS_DIR ?? path.join(tmpdir(), 'portal-bench-exports');
const secret = 'b'.repeat(64);

/** Calls /api/health every 20 ms until `done` settles; the answers' times in ms. */
async function healthDuring(base: string, done: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((res) => res.arrayBuffer());
    times.push(performance.now() - started);
    await pause(20);
  }
  return times;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `n=${sorted.length} p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
};

async function main() {
  const fresh = !existsSync(path.join(dataDir, 'portal.sqlite'));
  mkdirSync(dataDir, { recursive: true });
  const { address: base } = await startPortal({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    MESSAGE_TRANSPORT: 'console',
    SEED_DEMO: '1',
    REDIS_URL: '',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
  });
  if (fresh) process.stdout.write(`demo year written in ${dataDir}\n`);
  const login = (await (
    await fetch(`${base}${apiPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: DEMO_LOGIN.phone, country_code: '33', password: DEMO_LOGIN.password }),
    })
  ).json()) as { token: string; data: { id: number } };
  const pdf = async () => {
    const res = await fetch(`${base}${apiPaths.reportPdf}?period=3`, { headers: { token: login.token } });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, bytes: body.length };
  };

  const idle = await healthDuring(base, pause(1000));
  let started = performance.now();
  const one = pdf();
  const duringOne = await healthDuring(base, one);
  const oneSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const four = Promise.all([pdf(), pdf(), pdf(), pdf()]);
  const duringFour = await healthDuring(base, four);
  const fourSeconds = (performance.now() - started) / 1000;
  const answers = await four;
  await stopProcesses();

  // In this process: 4 statements of the demo year written side by side, the event loop watched.
  const database = connectDatabase({ dataDir });
  const repository = new ReportRepository(database.db);
  const service = new ReportService({ reports: repository, clock: () => Date.now() });
  const sink = () =>
    new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    });
  // A 10 ms timer: between two of its ticks, the CPU time this process spent is how long the
  // event loop was held (the wall time also counts waiting for a core on a busy machine).
  const { writePdf } = (await import(
    process.env.BENCH_EXPORTS_MODULE ?? '../src/modules/reports/exports.js'
  )) as typeof import('../src/modules/reports/exports.js');
  const cpu = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  let last = performance.now();
  let lastCpu = cpu();
  const gaps: number[] = [];
  const held: number[] = [];
  const ticker = setInterval(() => {
    const now = performance.now();
    const nowCpu = cpu();
    gaps.push(now - last);
    held.push(nowCpu - lastCpu);
    last = now;
    lastCpu = nowCpu;
  }, 10);
  started = performance.now();
  await Promise.all(
    [1, 2, 3, 4].map(() =>
      writePdf(
        sink(),
        repository,
        service,
        service.filterOf(login.data.id, { period: 3 }),
        { name: 'Demo', address: 'Lyon' },
        'fr',
      ),
    ),
  );
  const sideBySide = (performance.now() - started) / 1000;
  gaps.push(performance.now() - last);
  held.push(cpu() - lastCpu);
  clearInterval(ticker);
  await database.db.destroy();

  process.stdout.write(
    [
      `/api/health idle: ${summary(idle)}`,
      `/api/health during one year PDF (${oneSeconds.toFixed(1)} s; ${(await one).bytes} bytes): ${summary(duringOne)}`,
      `/api/health during 4 year PDFs asked at once (${fourSeconds.toFixed(1)} s; statuses ${answers.map((a) => a.status).join(', ')}): ${summary(duringFour)}`,
      `4 year PDFs written side by side in one process: ${sideBySide.toFixed(1)} s, between two 10 ms ticks: wall ${summary(gaps)}; CPU ${summary(held)}`,
      '',
    ].join('\n'),
  );
}

runBenchmark(main);
