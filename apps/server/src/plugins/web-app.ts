import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, IMAGE_BASE_PATH } from '@portal/contract';
import type { Config } from '../config.js';
import { failureBody } from '../core/errors.js';
import { loadDrawnPartnerPages } from './drawn-partner-pages.js';

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

  const screenPages = hasWebApp ? loadScreenPages(webDist) : new Map<string, ScreenPage>();
  const drawnPartnerPages = hasWebApp ? await loadDrawnPartnerPages(app, webDist) : null;

  app.setNotFoundHandler(async (request, reply) => {
    if (hasWebApp && isScreenRequest(request.method, request.url)) {
      reply.header('cache-control', 'no-cache').type('text/html');
      const pathname = screenPath(request.url);
      const locale = cookieLocale(request.headers.cookie);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      // Drawn as the screen opens, without a query: a search (?q=) is the app's to run.
      if (drawnPartnerPages?.draws(pathname) && request.method === 'GET' && !request.url.includes('?')) {
        const drawn = await drawnPartnerPages.draw(request, pathname, locale);
        if (drawn !== null) {
          // One partner's data: kept by no cache, never sent to another cookie.
          reply.header('cache-control', 'private, no-store').header('vary', 'accept-encoding, cookie');
          if (encoding) reply.header('content-encoding', encoding);
          return reply.send(await compressedNow(drawn, encoding));
        }
      }
      const screen = screenPages.get(pathname);
      if (!screen) return reply.sendFile('index.html', webDist);
      const page = screen.byLocale.get(locale ?? '') ?? screen.default;
      reply.header('vary', 'accept-encoding, cookie');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(page[encoding ?? 'identity']);
    }
    return reply.code(404).type('application/json; charset=utf-8').send(failureBody('NOT_FOUND'));
  });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page drawn for one request, compressed off the main thread at a quick setting. */
function compressedNow(page: string, encoding: 'br' | 'gzip' | null): Promise<Buffer> | Buffer {
  const bytes = Buffer.from(page);
  if (encoding === 'br') return brotliAsync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipAsync(bytes, { level: 6 });
  return bytes;
}

/** The pathname of a request, lower case and without a trailing slash: how screen routes match. */
function screenPath(url: string): string {
  const pathname = (url.split('?')[0] ?? '').toLowerCase();
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** A screen route's page: the same for everyone, or drawn in each language. */
interface ScreenPage {
  default: ScreenPageBytes;
  byLocale: Map<string, ScreenPageBytes>;
}

/**
 * The page of each screen route the build prepared (`screen-pages.json`, written by
 * apps/web/build/prerender.mjs): index.html with the screen's code as module preloads, and for a
 * public screen its markup in each language, painted before any script runs. Read and compressed
 * once at start; other routes get the plain index.html.
 */
function loadScreenPages(webDist: string): Map<string, ScreenPage> {
  const listFile = path.join(webDist, 'screen-pages.json');
  if (!existsSync(listFile)) return new Map();
  const pages = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string | Record<string, string>>;
  return new Map(
    Object.entries(pages).map(([route, page]) => {
      if (typeof page === 'string') return [route, { default: compressedOnce(page), byLocale: new Map() }];
      const byLocale = new Map(Object.entries(page).map(([locale, html]) => [locale, compressedOnce(html)]));
      const fallback = byLocale.get(DEFAULT_LOCALE) ?? [...byLocale.values()][0];
      if (!fallback) throw new Error(`screen-pages.json: ${route} has no page`);
      return [route, { default: fallback, byLocale }];
    }),
  );
}

/** The language the visitor chose (the web app's `locale` cookie), if any. */
function cookieLocale(cookieHeader: string | undefined): string | undefined {
  return /(?:^|;\s*)locale=(\w+)/.exec(cookieHeader ?? '')?.[1];
}

/** A page in each encoding a browser may ask for, compressed once at start, not per request. */
interface ScreenPageBytes {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function compressedOnce(page: string): ScreenPageBytes {
  const identity = Buffer.from(page);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** br when the browser accepts it, else gzip, else nothing (q=0 refuses an encoding). */
function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
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

export default fp(webApp, { name: 'web-app', dependencies: ['auth', 'restaurant', 'menu'] });
