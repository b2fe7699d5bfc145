// After `vite build`: renders the public screens (build/prerender's server-side bundle of
// src/app/prerender.tsx) and writes dist/screen-pages.json, which the server reads to send each
// screen route's page: the screen's code as module preloads (from route-preloads.json, written
// by the client build) and, for the public screens, their markup inside #root.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const bundle = path.join(webRoot, '.prerender', 'prerender.js');

/** Screens a first-time visitor opens directly; the others need a state (a code sent, a session). */
const PUBLIC_SCREENS = [
  '/',
  '/restaurantlogin',
  '/restaurantregistration',
  '/forgotppassword',
  '/privacypolicy',
  '/termscondition',
];

const { renderScreen, PRERENDERED_LOCALE } = await import(pathToFileURL(bundle).href);
const preloadsFile = path.join(dist, 'route-preloads.json');
const pages = JSON.parse(await readFile(preloadsFile, 'utf8'));
for (const screen of PUBLIC_SCREENS) {
  const started = performance.now();
  const body = await renderScreen(screen);
  pages[screen] = { scripts: [], styles: [], ...pages[screen], locale: PRERENDERED_LOCALE, body };
  console.log(
    `prerendered ${screen}: ${(body.length / 1000).toFixed(1)} KB in ${Math.round(performance.now() - started)} ms`,
  );
}
await writeFile(path.join(dist, 'screen-pages.json'), JSON.stringify(pages));
// Only the server reads the list, as screen-pages.json.
await Promise.all(['', '.br', '.gz'].map((suffix) => rm(`${preloadsFile}${suffix}`, { force: true })));
await rm(path.join(webRoot, '.prerender'), { recursive: true, force: true });
