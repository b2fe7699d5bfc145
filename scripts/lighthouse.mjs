#!/usr/bin/env node
// Lighthouse (mobile: Moto G Power screen, slow 4G and 4× CPU slowdown, simulated) on every public
// screen a visitor can open directly, every screen of the partner's menu signed in as the demo
// restaurant (the dish list drawn by the server), the floor plan, and the restaurant's public page
// (the one its QR code opens), with Debian's Chromium, against the built portal served by its own
// server on a fresh embedded database. Part of `npm run bench`; needs `npm run build` first.
// Figures go to stdout and apps/server/bench/results/lighthouse.json.
//
// Targets: performance ≥ 0.95 and accessibility 1.0 on each page, also with one core kept busy
// (`stress-ng --cpu 1` beside it). The script reports, it does not fail: a score moves a little
// from run to run on a shared machine. LIGHTHOUSE_ONLY=public measures only the pages whose name
// contains one of the comma-separated words. WEB_DIST_DIR measures a web app built elsewhere
// (`vite build --outDir <dir>/dist`, its server-side bundle in <dir>/dist-server, as the server
// reads it); LIGHTHOUSE_REPORTS=<dir> keeps each run's full report there (its long tasks, the
// scripts' evaluation times).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumArgs, portalServerEnv } from '../e2e/support/server-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const debuggingPort = Number(process.env.LIGHTHOUSE_DEBUGGING_PORT ?? 9333);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.lighthouse-data');
const resultsDir = path.join(root, 'apps/server/bench/results');
/** Each page is measured this many times; the median run is reported (Lighthouse's advice). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** A Paris calendar date (YYYY-MM-DD) `days` after `date`. */
function addDays(date, days) {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The last Saturday before today in Paris: the demo's bookings are fullest on a weekend day behind
 * us (lunch and dinner, none left out as under way), whatever day the bench runs on.
 */
function lastSaturday() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, -((weekday + 1) % 7 || 7));
}

const pages = [
  { name: 'landing', url: '/' },
  { name: 'sign-in', url: '/restaurantlogin' },
  { name: 'registration', url: '/restaurantregistration' },
  { name: 'forgotten password', url: '/forgotppassword' },
  { name: 'privacy policy', url: '/privacypolicy' },
  { name: 'terms', url: '/termscondition' },
  // The partner's menu, in its order (apps/web/src/features/shell/components/partner-sidebar.tsx).
  // The orders list spans days, newest first: the demo's latest orders whatever the day (on a
  // Monday, its day off, none of them today).
  { name: 'orders (demo restaurant)', url: '/order', signedIn: true },
  { name: 'bookings (demo restaurant)', url: () => `/bookings?date=${lastSaturday()}`, signedIn: true },
  // Always today's room: it has no date in its address.
  { name: 'floor plan (demo restaurant)', url: '/bookings/floor', signedIn: true },
  { name: 'dish list (demo restaurant)', url: '/item_list', signedIn: true },
  { name: 'add-ons (demo restaurant)', url: '/addons', signedIn: true },
  { name: 'dish types (demo restaurant)', url: '/dishtype', signedIn: true },
  { name: 'offers (demo restaurant)', url: '/offers', signedIn: true },
  { name: 'promotions (demo restaurant)', url: '/promotions', signedIn: true },
  { name: 'guests (demo restaurant)', url: '/guests', signedIn: true },
  { name: 'reviews (demo restaurant)', url: '/reviews', signedIn: true },
  { name: 'campaigns (demo restaurant)', url: '/campaigns', signedIn: true },
  { name: 'loyalty (demo restaurant)', url: '/loyalty', signedIn: true },
  { name: 'report (demo restaurant)', url: '/report', signedIn: true },
  { name: 'QR codes (demo restaurant)', url: '/qrcode', signedIn: true },
  { name: 'team (demo restaurant)', url: '/team', signedIn: true },
  { name: 'account (demo restaurant)', url: '/myaccount', signedIn: true },
  { name: 'public page (demo restaurant)', url: (demo) => `/r/${demo.public_id}` },
];
const only = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean) ?? [];

function startServer() {
  rmSync(dataDir, { recursive: true, force: true });
  return spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The demo restaurant (its photographed menu, a year of orders, three months of bookings) is
    // the signed-in pages' subject.
    env: { ...portalServerEnv({ port, dataDir }), SEED_DEMO: '1' },
  });
}

/** Seeding the demo's year of orders takes 15–20 s on a busy 2-core machine: room for twice that. */
const START_TIMEOUT_MS = 90_000;

async function waitForHealth(server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer on ${baseURL}/api/health within ${START_TIMEOUT_MS / 1000} s`);
}

/** The browser storage of a signed-in demo partner, as the sign-in screen leaves it. */
async function demoSession() {
  const response = await fetch(`${baseURL}/api/v1/restaurant/auth/loginrestraurant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '0612345678', country_code: '+33', password: 'bouchon-lyon', lang: 'fr' }),
  });
  const login = await response.json();
  if (login.status !== 200) throw new Error(`demo sign-in: ${login.message}`);
  // The HttpOnly cookie the sign-in sets (a token that only lets the server draw the partner's screens).
  const drawCookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0].split('='))
    .find(([name, value]) => name === 'partner_session' && value);
  if (!drawCookie) throw new Error('demo sign-in: no draw cookie was set');
  return {
    drawCookie: { name: drawCookie[0], value: drawCookie.slice(1).join('=') },
    token: login.token,
    address: login.data.address,
    name: login.data.name,
    id: String(login.data.id),
    Auth: '01',
    userdata: JSON.stringify({ ...login.data, imageUrl: login.imageUrl }),
    locale: 'fr',
    lang: 'fr',
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  const server = startServer();
  // A persistent context is the browser's default one, the one Lighthouse opens its tab in: the
  // session written here is the session Lighthouse's page sees.
  const context = await chromium.launchPersistentContext(path.join(dataDir, 'browser'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    await waitForHealth(server);
    const session = await demoSession();
    const { drawCookie: _drawCookie, ...storedSession } = session;
    const demo = JSON.parse(session.userdata);
    const results = [];
    for (const page of pages) {
      if (only.length > 0 && !only.some((part) => page.name.includes(part))) continue;
      const url = typeof page.url === 'function' ? page.url(demo) : page.url;
      const runs = [];
      // A run Lighthouse could not measure (its trace lost, as happens on a busy machine) has no
      // score: it is said and run again, at most RUNS times in all, rather than counted as a 0.
      let unmeasured = 0;
      for (let run = 0; runs.length < RUNS && unmeasured < RUNS; run += 1) {
        // Each run starts from an empty cache; the signed-in page gets the session first.
        const tab = await context.newPage();
        await tab.goto(`${baseURL}/robots.txt`);
        const devtools = await context.newCDPSession(tab);
        await devtools.send('Network.clearBrowserCache');
        await devtools.detach();
        await tab.evaluate(
          (stored) => {
            localStorage.clear();
            for (const [name, value] of Object.entries(stored)) localStorage.setItem(name, value);
          },
          page.signedIn ? storedSession : {},
        );
        // The cookie the sign-in leaves next to the stored session (the server draws with it).
        if (page.signedIn) await context.addCookies([{ ...session.drawCookie, url: baseURL, httpOnly: true }]);
        else await context.clearCookies();
        const result = await lighthouse(
          `${baseURL}${url}`,
          {
            port: debuggingPort,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            // Keep the session written above (the cache was cleared just before).
            disableStorageReset: true,
            // The partner screens keep their event stream open, so the network never goes quiet:
            // Lighthouse would wait its full 45 s on each. Their load ends within a few seconds.
            maxWaitForLoad: 15_000,
          },
          { extends: 'lighthouse:default', settings: { formFactor: 'mobile' } },
        );
        await tab.close();
        if (process.env.LIGHTHOUSE_REPORTS) {
          mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          const file = `${page.name.replace(/\W+/g, '-')}-${run + 1}.json`;
          writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, file), JSON.stringify(result.lhr));
        }
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError || categories.performance.score === null) {
          unmeasured += 1;
          process.stderr.write(
            `${url}: run ${run + 1} not measured (${runtimeError?.code ?? 'no score'}), run again\n`,
          );
          continue;
        }
        runs.push({
          performance: categories.performance.score,
          accessibility: categories.accessibility.score,
          largestPaintMs: Math.round(audits['largest-contentful-paint'].numericValue),
          blockingMs: Math.round(audits['total-blocking-time'].numericValue),
          firstPaintMs: Math.round(audits['first-contentful-paint'].numericValue),
          layoutShift: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
          failedAccessibility: Object.values(audits)
            .filter(
              (audit) =>
                audit.score === 0 && result.lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
            )
            .map((audit) => audit.id),
        });
      }
      if (runs.length === 0) throw new Error(`Lighthouse measured no run of ${url}`);
      const middle = runs.find((run) => run.performance === median(runs.map((entry) => entry.performance)));
      results.push({ page: page.name, url, ...middle, performanceRuns: runs.map((run) => run.performance) });
    }

    process.stdout.write('\nLighthouse, mobile (median of ' + RUNS + ' runs)\n');
    process.stdout.write('| Page | Performance | Accessibility | Largest paint | Blocking | Layout shift |\n');
    process.stdout.write('|---|---|---|---|---|---|\n');
    for (const row of results) {
      process.stdout.write(
        `| \`${row.url}\` | ${row.performance.toFixed(2)} | ${row.accessibility.toFixed(2)} | ${(row.largestPaintMs / 1000).toFixed(1)} s | ${row.blockingMs} ms | ${row.layoutShift} |\n`,
      );
      if (row.failedAccessibility.length > 0) {
        process.stdout.write(`  accessibility audits failed on ${row.url}: ${row.failedAccessibility.join('; ')}\n`);
      }
    }
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, 'lighthouse.json'),
      `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results }, null, 2)}\n`,
    );
  } finally {
    await context.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
