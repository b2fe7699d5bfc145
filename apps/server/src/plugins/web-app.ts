import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { IMAGE_BASE_PATH } from '@portal/contract';
import type { Config } from '../config.js';
import { failureBody } from '../core/errors.js';

const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves uploaded images and the built web app from the same origin as the API. Screen routes
 * get the app's index.html so that client-side routes survive a reload.
 */
async function webApp(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: IMAGE_BASE_PATH,
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
  });

  const webDist = path.resolve(config.WEB_DIST_DIR || defaultWebDist);
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each asset; the best one the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed bundles never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: serving the API only');
  }

  const screenPages = hasWebApp ? loadScreenPages(webDist) : new Map<string, string>();

  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && isScreenRequest(request.method, request.url)) {
      reply.header('cache-control', 'no-cache').type('text/html');
      const page = screenPages.get(screenPath(request.url));
      return page ? reply.send(page) : reply.sendFile('index.html', webDist);
    }
    return reply.code(404).send(failureBody('NOT_FOUND'));
  });
}

/** What the build prepared for a screen route (`screen-pages.json`, see apps/web/build/prerender.mjs). */
interface ScreenPage {
  /** The screen's own code and styles, beyond the start-up ones. */
  scripts: string[];
  styles: string[];
  /** A public screen's markup as a first-time visitor sees it, and its language. */
  body?: string;
  locale?: string;
}

/** The pathname of a request, lower case and without a trailing slash: how screen routes match. */
function screenPath(url: string): string {
  const pathname = (url.split('?')[0] ?? '').toLowerCase();
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html for each route the build prepared: the screen's code as module preloads (a direct
 * visit fetches it alongside the start-up code instead of one round trip later) and, for the
 * public screens, their markup, which a phone paints before any script has run. Built once at
 * start; other routes get the plain index.html.
 */
function loadScreenPages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const listFile = path.join(webDist, 'screen-pages.json');
  if (!existsSync(listFile)) return pages;
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const routes = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, ScreenPage>;
  for (const [route, { scripts, styles, body, locale }] of Object.entries(routes)) {
    const links = [
      ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ];
    let page = links.length > 0 ? indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : indexHtml;
    if (body !== undefined && locale !== undefined) {
      page = page.replace(EMPTY_ROOT, `<div id="root" data-prerendered="${locale}">${body}</div>`);
    }
    pages.set(route, page);
  }
  return pages;
}

/**
 * Only a screen route gets the app's index.html: a GET outside the API, the uploads and the
 * built assets, whose last segment has no file extension. `/assets/gone.js` or `/favicon.png`
 * that do not exist are 404s, so a browser never runs HTML as a script after a redeploy.
 */
export function isScreenRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = (url.split('?')[0] ?? '').toLowerCase();
  if (pathname.startsWith('/api') || pathname.startsWith(IMAGE_BASE_PATH) || pathname.startsWith('/assets/'))
    return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

export default fp(webApp, { name: 'web-app' });
