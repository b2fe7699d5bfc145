/**
 * `npm run bench`: getitemslist throughput for a restaurant with 200 items (each with a photo,
 * several lists and add-ons), side by side with a bare Fastify server returning the same bytes
 * from memory. Both servers run as processes of their own on loopback; autocannon drives them
 * from this process with the same settings, 50 connections (BENCH_CONNECTIONS). Each request of
 * the app checks the token's session row, so a logout takes effect on the next request. Figures go to stdout and bench/results/latest.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { apiPaths } from '@portal/contract';
import { connectDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { benchServerEnv, insertBenchPartner, startPortal, startProcess, stopProcesses } from './support.js';

const ITEMS = 200;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const serverDir = path.resolve(import.meta.dirname, '..');

async function api(base: string, url: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('token', init.token);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const res = await fetch(`${base}${url}`, { ...init, headers });
  const body = (await res.json()) as Record<string, unknown>;
  if (body.status !== 200) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body;
}

const dishes = [
  ['Œuf en meurette', 'Eggs in red wine sauce', 2],
  ['Salade lyonnaise', 'Lyonnaise salad', 2],
  ['Quenelle de brochet, sauce Nantua', 'Pike quenelle with Nantua sauce', 3],
  ['Tablier de sapeur', 'Breaded tripe', 3],
  ['Bœuf bourguignon', 'Beef bourguignon', 3],
  ['Gratin dauphinois', 'Dauphinois potatoes', 5],
  ['Saint-Marcellin affiné', 'Matured Saint-Marcellin', 6],
  ['Crème brûlée à la vanille', 'Vanilla crème brûlée', 7],
  ['Tarte aux pralines', 'Pink praline tart', 7],
  ['Côtes-du-Rhône (verre)', 'Côtes-du-Rhône (glass)', 11],
] as const;

async function seed(base: string, dataDir: string): Promise<string> {
  // The partner account is written directly (sign-up and approval have their own tests).
  const database = connectDatabase({ dataDir });
  await migrateToLatest(database.db, database.dialect);
  await insertBenchPartner(database.db);
  await database.db.destroy();

  const login = await api(base, apiPaths.login, {
    method: 'POST',
    body: JSON.stringify({ phone: '699999999', country_code: '+33', password: 'bench-password', lang: 'fr' }),
  });
  const token = login.token as string;

  const addonIds: number[] = [];
  for (const [en, fr] of [
    ['Sauce', 'Sauce'],
    ['Side', 'Accompagnement'],
    ['Cheese', 'Fromage'],
    ['Bread', 'Pain'],
  ]) {
    const saved = await api(base, apiPaths.saveAddon, {
      method: 'POST',
      token,
      body: JSON.stringify({
        name: en,
        fr_name: fr,
        choiceoff: '2',
        subaddon: JSON.stringify([
          { subaddonNameEn: 'One', subaddonNameFr: 'Un', price: '1,50' },
          { subaddonNameEn: 'Two', subaddonNameFr: 'Deux', price: '2' },
          { subaddonNameEn: 'Three', subaddonNameFr: 'Trois', price: '0' },
        ]),
      }),
    });
    addonIds.push((saved.data as { items_addon_id: number }).items_addon_id);
  }

  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8553d' } })
    .jpeg()
    .toBuffer();
  for (let i = 0; i < ITEMS; i += 1) {
    const [fr, en, dishType] = dishes[i % dishes.length]!;
    const form = new FormData();
    const fields: Record<string, string> = {
      item_name: `${en} #${i + 1}`,
      fr_item_name: `${fr} n°${i + 1}`,
      description: `${en}, made in the house every morning with produce from the Halles Paul Bocuse.`,
      fr_description: `${fr}, préparé chaque matin avec des produits des Halles Paul Bocuse.`,
      type_of_service_id: '1,2',
      food_choice_id: i % 3 === 0 ? '1,8' : '8',
      type_of_item_id: String(dishType),
      type_of_cuisines_id: '1,19',
      types_of_addon_id: addonIds.slice(0, 1 + (i % addonIds.length)).join(','),
      price: `${8 + (i % 20)},50`,
      discount: String(i % 4 === 0 ? 10 : 0),
      preparation_time: String(10 + (i % 30)),
      service_open_time: '12:00,19:00',
      service_close_time: '14:30,22:30',
      tva_rate: dishType === 11 ? '20' : '10',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file_name', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await fetch(`${base}${apiPaths.saveItem}`, { method: 'POST', body: form, headers: { token } });
    const body = (await res.json()) as { status: number };
    if (body.status !== 200) throw new Error(`saveItem: ${JSON.stringify(body)}`);
  }
  return token;
}

interface Figures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  throughputMBps: number;
  requests: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, headers: Record<string, string>, body: string, duration: number): Promise<Figures> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers,
    body,
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    throughputMBps: Math.round((result.throughput.average / 1024 / 1024) * 10) / 10,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  try {
    const env = benchServerEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
      // The seed saves 200 items with photos as one partner.
      RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
    });
    // Migrations run before the server starts, so that the seed can write the partner.
    const database = connectDatabase({ dataDir });
    await migrateToLatest(database.db, database.dialect);
    await database.db.destroy();
    const appBase = (await startPortal(env)).address.replace(/\/$/, '');
    process.stdout.write(`app server ${appBase} (SQLite in ${dataDir})\n`);
    const token = await seed(appBase, dataDir);

    const requestBody = JSON.stringify({ lang: 'fr' });
    const listUrl = `${appBase}${apiPaths.itemList}`;
    const first = await fetch(listUrl, {
      method: 'POST',
      body: requestBody,
      headers: { token, 'content-type': 'application/json' },
    });
    const bytes = Buffer.from(await first.arrayBuffer());
    const parsed = JSON.parse(bytes.toString()) as { data: unknown[] };
    if (parsed.data.length !== ITEMS) throw new Error(`expected ${ITEMS} items, got ${parsed.data.length}`);

    const bodyFile = path.join(dataDir, 'menu.json');
    writeFileSync(bodyFile, bytes);
    const bareBase = (
      await startProcess(
        ['bench/bare-server.ts', bodyFile, apiPaths.itemList],
        {},
        /listening (http:\/\/127\.0\.0\.1:\d+)/,
      )
    ).replace(/\/$/, '');
    const bareUrl = `${bareBase}${apiPaths.itemList}`;
    const bare = Buffer.from(
      await (
        await fetch(bareUrl, { method: 'POST', body: requestBody, headers: { 'content-type': 'application/json' } })
      ).arrayBuffer(),
    );
    if (!bare.equals(bytes)) throw new Error('the bare server does not answer the same bytes');

    const appHeaders = { token, 'content-type': 'application/json' };
    const bareHeaders = { 'content-type': 'application/json' };
    process.stdout.write(
      `body ${bytes.length} bytes, ${ITEMS} items; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run\n`,
    );
    // Warm both up (JIT, caches), then measure.
    await measure(listUrl, appHeaders, requestBody, 1);
    await measure(bareUrl, bareHeaders, requestBody, 1);
    const app = await measure(listUrl, appHeaders, requestBody, DURATION_SECONDS);
    const ceiling = await measure(bareUrl, bareHeaders, requestBody, DURATION_SECONDS);
    const ratio = Math.round((app.requestsPerSecond / ceiling.requestsPerSecond) * 100) / 100;
    // For scale: the same 200 items built from the database on every request (a search that
    // matches them all is never cached).
    const uncached = await measure(
      listUrl,
      appHeaders,
      JSON.stringify({ lang: 'fr', search: 'bocuse' }),
      DURATION_SECONDS,
    );

    const rows = [
      ['', 'req/s', 'p50 ms', 'p99 ms', 'MB/s', 'errors', 'non-2xx'],
      [
        'getitemslist (app)',
        app.requestsPerSecond,
        app.latencyP50Ms,
        app.latencyP99Ms,
        app.throughputMBps,
        app.errors,
        app.non2xx,
      ],
      [
        'bare Fastify, same bytes',
        ceiling.requestsPerSecond,
        ceiling.latencyP50Ms,
        ceiling.latencyP99Ms,
        ceiling.throughputMBps,
        ceiling.errors,
        ceiling.non2xx,
      ],
      [
        '(uncached: search, 200 hits)',
        uncached.requestsPerSecond,
        uncached.latencyP50Ms,
        uncached.latencyP99Ms,
        uncached.throughputMBps,
        uncached.errors,
        uncached.non2xx,
      ],
    ];
    process.stdout.write(
      `\n${rows.map((r) => r.map((c, i) => String(c).padEnd(i === 0 ? 30 : 10)).join('')).join('\n')}\n`,
    );
    process.stdout.write(`\napp / ceiling: ${ratio} (target ≥ 0.8)\n`);

    const resultsDir = path.join(serverDir, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? '',
      database: 'sqlite',
      items: ITEMS,
      bodyBytes: bytes.length,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      getitemslist: app,
      bareFastify: ceiling,
      ratio,
      uncachedSearchAllItems: uncached,
    };
    writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    process.stdout.write(`written to ${path.relative(process.cwd(), path.join(resultsDir, 'latest.json'))}\n`);
    if (app.errors > 0 || app.non2xx > 0 || uncached.errors > 0) process.exitCode = 1;
  } finally {
    void stopProcesses();
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  void stopProcesses();
  process.exit(1);
});
