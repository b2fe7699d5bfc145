/**
 * `npm run bench` (fourth part): the public page of a restaurant with a 60-dish menu (photos,
 * sizes, add-ons, a sold-out and a switched-off dish), as a burst of customers scanning a table's
 * QR code would load it: the HTML page (Brotli), the same with If-None-Match (304), and the JSON
 * data. The server is a child process on loopback (SQLite); autocannon drives it from here. For
 * scale, the cost of building the page when its cache is cold (React render, then compression)
 * is timed in this process. Figures go to stdout and bench/results/public-page.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { apiPaths, type TPublicRestaurantResponse } from '@portal/contract';
import { connectDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { median } from './measure.js';
import { signInBenchPartner } from './restaurant.js';
import { benchServerEnv, insertBenchPartner, startPortal, stopProcesses } from './support.js';

const DISHES = 60;
const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const RENDER_RUNS = 50;
const serverDir = path.resolve(import.meta.dirname, '..');

async function api(base: string, url: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (json.status !== 200) throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json;
}

/** Dish types 2 starters, 3 mains, 5 sides, 6 cheeses, 7 desserts, 10 drinks: ten dishes each. */
const DISH_TYPES = [2, 3, 5, 6, 7, 10];

/** An approved restaurant with a full profile and its menu; returns its public id. */
async function seed(base: string, dataDir: string): Promise<string> {
  const database = connectDatabase({ dataDir });
  await insertBenchPartner(database.db);
  await database.db.destroy();
  const login = await signInBenchPartner(base);
  const token = login.token as string;
  await api(
    base,
    apiPaths.editMyDetails,
    {
      name: 'Bouchon du banc d’essai',
      address: '12 Rue Mercière, 69002 Lyon',
      latitude: '45.7622',
      longitude: '4.8317',
      email: 'bench@example.fr',
      phone: '699999999',
      country_code: '33',
      cuisines: '19,1',
      type_of_service: '1,2',
      payment_type: '1,2',
      preprationTime: '20',
      price_range: '2',
      open_time: '00:00',
      close_time: '24:00',
      description: 'A bouchon with a long menu.',
      fr_description: 'Un bouchon à la longue carte, de midi à minuit, avec les produits des Halles Paul Bocuse.',
      web_restro: 'bouchon-banc.fr',
      parking: '1',
    },
    token,
  );

  const addonIds: number[] = [];
  for (const [en, fr] of [
    ['Sauce', 'Sauce'],
    ['Side', 'Accompagnement'],
    ['Cheese', 'Fromage'],
  ]) {
    const saved = await api(
      base,
      apiPaths.saveAddon,
      {
        name: en,
        fr_name: fr,
        choiceoff: '2',
        subaddon: JSON.stringify([
          { subaddonNameEn: 'Pepper', subaddonNameFr: 'Poivre', price: '1,50' },
          { subaddonNameEn: 'Roquefort', subaddonNameFr: 'Roquefort', price: '2', allergens: 'milk' },
          { subaddonNameEn: 'Herbs', subaddonNameFr: 'Fines herbes', price: '0' },
        ]),
      },
      token,
    );
    addonIds.push((saved.data as { items_addon_id: number }).items_addon_id);
  }

  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8553d' } })
    .jpeg()
    .toBuffer();
  const ids: number[] = [];
  for (let i = 0; i < DISHES; i += 1) {
    const form = new FormData();
    const drinks = DISH_TYPES[i % DISH_TYPES.length] === 10;
    const fields: Record<string, string> = {
      item_name: `Dish of the house #${i + 1}`,
      fr_item_name: `Plat de la maison n°${i + 1}`,
      description: 'Made in the house every morning with produce from the Halles Paul Bocuse.',
      fr_description: 'Préparé chaque matin avec des produits des Halles Paul Bocuse.',
      type_of_service_id: '1,2',
      food_choice_id: i % 3 === 0 ? '1' : '',
      type_of_item_id: String(DISH_TYPES[i % DISH_TYPES.length]),
      type_of_cuisines_id: '19',
      types_of_addon_id: drinks ? '' : addonIds.slice(0, 1 + (i % 2)).join(','),
      price: `${8 + (i % 20)},50`,
      discount: i % 5 === 0 ? '10' : '0',
      preparation_time: '15',
      service_open_time: '12:00,19:00',
      service_close_time: '14:30,22:30',
      allergens: drinks ? 'sulphites' : 'gluten,eggs,milk',
      ...(drinks
        ? {
            sizes: JSON.stringify([
              { name: 'Glass 12 cl', fr_name: 'Verre 12 cl', price: '5' },
              { name: 'Bottle 75 cl', fr_name: 'Bouteille 75 cl', price: '28' },
            ]),
          }
        : {}),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file_name', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await fetch(`${base}${apiPaths.saveItem}`, { method: 'POST', body: form, headers: { token } });
    const body = (await res.json()) as { status: number; data: { id: number } };
    if (body.status !== 200) throw new Error(`saveItem: ${JSON.stringify(body)}`);
    ids.push(body.data.id);
  }
  await api(base, apiPaths.markItemSoldOut, { id: ids[1], sold_out: '1' }, token);
  await api(base, apiPaths.changeItemStatus, { id: ids[2], status: '0' }, token);
  await api(base, apiPaths.changeStatus, { status: '1' }, token);
  return (login.data as { public_id: string }).public_id;
}

interface Figures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  throughputMBps: number;
  errors: number;
  statusCodes: Record<string, number>;
}

async function measure(url: string, headers: Record<string, string>, duration: number): Promise<Figures> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration, pipelining: 1 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    throughputMBps: Math.round((result.throughput.average / 1024 / 1024) * 10) / 10,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
    ),
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-page-'));
  try {
    const env = benchServerEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      GEOCODER: 'offline',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
      RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
    });
    const database = connectDatabase({ dataDir });
    await migrateToLatest(database.db, database.dialect);
    await database.db.destroy();
    const base = (await startPortal(env)).address.replace(/\/$/, '');
    process.stdout.write(`app server ${base} (SQLite in ${dataDir})\n`);
    const publicId = await seed(base, dataDir);

    const pageUrl = `${base}/r/${publicId}`;
    const dataUrl = `${base}${apiPaths.publicRestaurant.replace(':public_id', publicId)}`;
    const first = await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } });
    const html = await first.text();
    const etag = first.headers.get('etag') ?? '';
    const brotli = await fetch(pageUrl, { headers: { 'accept-encoding': 'br' } });
    const brotliBytes = Number(brotli.headers.get('content-length'));
    const data = (await (await fetch(dataUrl)).json()) as TPublicRestaurantResponse;
    const dishes = data.data.menu.reduce((sum, section) => sum + section.items.length, 0);
    if (dishes !== DISHES) throw new Error(`expected ${DISHES} dishes on the page, got ${dishes}`);

    // The cold path, in this process: the React render of the page, then its compression. React
    // is loaded in its production build, as the server runs it.
    process.env.NODE_ENV = 'production';
    const { renderRestaurantPage } = await import('../src/modules/public-page/render.js');
    const { represent } = await import('../src/modules/public-page/representation.js');
    const view = { data: data.data, validUntil: Infinity };
    const renders: number[] = [];
    const compressions: number[] = [];
    for (let run = 0; run < RENDER_RUNS; run += 1) {
      const started = performance.now();
      const markup = renderRestaurantPage(view, 'fr');
      const rendered = performance.now();
      await represent(markup);
      renders.push(rendered - started);
      compressions.push(performance.now() - rendered);
    }

    process.stdout.write(
      `page ${html.length} bytes (${brotliBytes} with Brotli), ${DISHES} dishes; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run\n`,
    );
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    // Warm the server up (JIT, caches) on each call before measuring: a first run is slower.
    for (const url of [pageUrl, dataUrl, pageUrl]) await measure(url, browser, 2);
    const page = await measure(pageUrl, browser, DURATION_SECONDS);
    const revalidated = await measure(pageUrl, { ...browser, 'if-none-match': etag }, DURATION_SECONDS);
    const json = await measure(dataUrl, browser, DURATION_SECONDS);

    const rows = [
      ['', 'req/s', 'p50 ms', 'p99 ms', 'MB/s', 'errors'],
      [
        '/r/{id} (HTML, Brotli)',
        page.requestsPerSecond,
        page.latencyP50Ms,
        page.latencyP99Ms,
        page.throughputMBps,
        page.errors,
      ],
      [
        '/r/{id} If-None-Match (304)',
        revalidated.requestsPerSecond,
        revalidated.latencyP50Ms,
        revalidated.latencyP99Ms,
        revalidated.throughputMBps,
        revalidated.errors,
      ],
      [
        'public data (JSON, Brotli)',
        json.requestsPerSecond,
        json.latencyP50Ms,
        json.latencyP99Ms,
        json.throughputMBps,
        json.errors,
      ],
    ];
    process.stdout.write(
      `\n${rows.map((r) => r.map((c, i) => String(c).padEnd(i === 0 ? 32 : 10)).join('')).join('\n')}\n`,
    );
    const renderMs = Math.round(median(renders) * 10) / 10;
    const compressMs = Math.round(median(compressions) * 10) / 10;
    process.stdout.write(
      `\ncold page: React render ${renderMs} ms, Brotli + gzip ${compressMs} ms (median of ${RENDER_RUNS})\n`,
    );

    const resultsDir = path.join(serverDir, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, 'public-page.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          cpus: cpus().length,
          cpuModel: cpus()[0]?.model ?? '',
          database: 'sqlite',
          dishes: DISHES,
          pageBytes: html.length,
          pageBrotliBytes: brotliBytes,
          connections: CONNECTIONS,
          durationSeconds: DURATION_SECONDS,
          page,
          revalidated,
          json,
          coldRenderMs: renderMs,
          coldCompressMs: compressMs,
        },
        null,
        2,
      )}\n`,
    );
    process.stdout.write(`written to ${path.relative(process.cwd(), path.join(resultsDir, 'public-page.json'))}\n`);
    const failed = [page, revalidated, json].some((figures) => figures.errors > 0);
    if (failed || page.statusCodes['200'] === undefined || revalidated.statusCodes['304'] === undefined) {
      process.exitCode = 1;
    }
  } finally {
    await stopProcesses();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
