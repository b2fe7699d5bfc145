// After `vite build`: writes dist/screen-pages.json, the page the server sends for each screen
// route the build knows, from index.html:
// - every such page lists the screen's own code (route-preloads.json, from the client build) as
//   module preloads, so a direct visit fetches it alongside the start-up code;
// - a public screen also carries its markup, rendered by the server-side bundle of
//   src/app/prerender.tsx in each language (the server picks the one of the visitor's `locale`
//   cookie, French by default), and asks for its scripts only once it is painted
//   (public/app-start.js): on a phone, the page and its style sheet then have the network to
//   themselves.
// A page is one HTML text, or one per language: { "fr": ..., "en": ... }.
//
// The server-side bundle stays in dist-server/ for the portal's server, which draws the dish list
// for the signed-in partner at request time (renderDrawnScreen). Its pages, one per language, go
// to dist-server/drawn-pages.json with the marks of the page protocol (the contract's
// drawn-page.ts) the server fills in: the restaurant the screen is drawn for, the markup, and the
// state it was drawn with. The bundle must be self-contained (the server imports it without the
// web app's node_modules): the build fails if it imports any package.
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const webRoot = path.resolve(import.meta.dirname, '..');
// A build made elsewhere (`vite build --outDir <dir>/dist` and `--outDir <dir>/dist-server`) names
// its client folder as the server reads it (WEB_DIST_DIR); the server-side bundle sits beside it.
const dist = path.resolve(process.env.WEB_DIST_DIR || path.join(webRoot, 'dist'));
const serverDist = path.join(dist, '..', 'dist-server');
const bundle = path.join(serverDist, 'prerender.js');

/** Screens a first-time visitor opens directly; the others need a state (a code sent, a session). */
const PUBLIC_SCREENS = [
  '/',
  '/restaurantlogin',
  '/restaurantregistration',
  '/forgotppassword',
  '/privacypolicy',
  '/termscondition',
];
const EMPTY_ROOT = '<div id="root"></div>';
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Imports of the server-side bundle that are not Node's own or its own files. */
async function packageImports() {
  const found = new Set();
  const files = (await readdir(serverDist, { recursive: true })).filter((file) => file.endsWith('.js'));
  for (const file of files) {
    const code = await readFile(path.join(serverDist, file), 'utf8');
    const imports = code.matchAll(
      /(?:^|[;\n}])\s*(?:import|export)\b[^;'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    );
    for (const [, from, dynamic] of imports) {
      const specifier = from ?? dynamic;
      if (!specifier.startsWith('.') && !specifier.startsWith('node:')) found.add(`${file}: ${specifier}`);
    }
  }
  return [...found];
}
const outside = await packageImports();
if (outside.length > 0) {
  throw new Error(`dist-server must be self-contained (ssr.noExternal), but imports:\n${outside.join('\n')}`);
}

const { renderScreen, PRERENDERED_LOCALES, DRAWN_SCREENS, DRAWN_PAGE_MARKS } = await import(pathToFileURL(bundle).href);
const indexHtml = await readFile(path.join(dist, 'index.html'), 'utf8');
const preloadsFile = path.join(dist, 'route-preloads.json');
const preloads = JSON.parse(await readFile(preloadsFile, 'utf8'));

function withPreloads(html, { scripts = [], styles = [] } = {}) {
  const links = [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  return links.length > 0 ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
}

/** The page drawn in `locale`, its scripts started by app-start.js once it is painted. */
function drawn(html, body, locale) {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const scripts = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const start = `<script src="/app-start.js" defer data-entry="${entry}" data-preload="${scripts.join(' ')}"></script>`;
  return html
    .replace(/<html lang="\w+"/, `<html lang="${locale}"`)
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, start)
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered="${locale}">${body}</div>`);
}

/** Marks of a drawn page (the server's plugins/drawn-partner-pages.ts fills them in). */
const { drawnFor: DRAWN_FOR, screen: DRAWN_SCREEN, state: DRAWN_STATE } = DRAWN_PAGE_MARKS;

const pages = {};
const drawnPages = {};
for (const route of new Set([...Object.keys(preloads), ...PUBLIC_SCREENS])) {
  const page = withPreloads(indexHtml, preloads[route]);
  if (Object.hasOwn(DRAWN_SCREENS, route)) {
    drawnPages[route] = Object.fromEntries(
      PRERENDERED_LOCALES.map((locale) => [
        locale,
        drawn(page, DRAWN_SCREEN, locale).replace(
          `<div id="root" data-prerendered="${locale}">`,
          `${DRAWN_STATE}<div id="root" data-prerendered="${locale}" data-drawn-for="${DRAWN_FOR}">`,
        ),
      ]),
    );
  }
  if (!PUBLIC_SCREENS.includes(route)) {
    pages[route] = page;
    continue;
  }
  pages[route] = {};
  for (const locale of PRERENDERED_LOCALES) {
    const started = performance.now();
    pages[route][locale] = drawn(page, await renderScreen(route, locale), locale);
    const ms = Math.round(performance.now() - started);
    console.log(`prerendered ${route} (${locale}): ${(pages[route][locale].length / 1000).toFixed(1)} KB in ${ms} ms`);
  }
}
await writeFile(path.join(dist, 'screen-pages.json'), JSON.stringify(pages));
await writeFile(path.join(serverDist, 'drawn-pages.json'), JSON.stringify(drawnPages));
// Only the server reads the list, as screen-pages.json.
await Promise.all(['', '.br', '.gz'].map((suffix) => rm(`${preloadsFile}${suffix}`, { force: true })));
