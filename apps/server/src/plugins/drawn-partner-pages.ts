import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  DRAW_COOKIE,
  DRAWN_PAGE_MARKS,
  DRAWN_PAGE_PROTOCOL,
  DRAWN_SCREENS,
  DRAWN_STATE_ELEMENT_ID,
  ZDrawnStateSchema,
  isDrawnScreen,
  normalizeLocale,
  type DrawnReplies,
  type DrawnScreenMarkup,
  type DrawRequest,
} from '@portal/contract';
import { publicBaseUrl } from '../core/public-url.js';

/** How drawing is bounded: past these, the plain page is sent. */
export interface DrawLimits {
  /** Worker threads drawing pages, each with its own copy of the web app's server-side bundle. */
  workers: number;
  /** Draws waiting for a worker; one more is sent the plain page at once. */
  queueCap: number;
  /**
   * From asking for the drawing (waiting included) to its markup: past this, the plain page
   * (DRAWN_PAGE_RENDER_TIMEOUT_MS).
   */
  timeLimitMs: number;
  /** A render still running this long is stuck: its worker is ended and a fresh one started. */
  stuckAfterMs: number;
  /** A worker that has not loaded the bundle in this time never will: drawing stops, logged once. */
  loadLimitMs: number;
}

/*
 * One worker: rendering React to a string is synchronous and cannot be interrupted, so it runs off
 * the server's thread, where a slow render holds no request and a stuck one can be ended. 120 ms of
 * CPU for a 24-card list on the main thread would hold every other request that long.
 */
export const DRAW_LIMITS: DrawLimits = {
  workers: 1,
  queueCap: 8,
  timeLimitMs: 300,
  stuckAfterMs: 5_000,
  loadLimitMs: 30_000,
};

/**
 * The limits of a server whose time limit is its DRAWN_PAGE_RENDER_TIMEOUT_MS (300 ms by default;
 * the browser tests give more on a busy machine). A render is ended as stuck no sooner than the
 * time limit, so a slow draw inside the limit is never cut short. The queue cap does not depend on
 * the limit: with one worker, eight waiting draws bound the requests held, each at most the limit.
 */
export function drawLimits(timeLimitMs: number): DrawLimits {
  return { ...DRAW_LIMITS, timeLimitMs, stuckAfterMs: Math.max(DRAW_LIMITS.stuckAfterMs, timeLimitMs) };
}

/** Why the plain page was sent instead (the label of the fallback counter in /metrics). */
export type FallbackReason = 'no_session' | 'timeout' | 'queue_full' | 'unavailable' | 'error' | 'not_drawn';

export type RenderOutcome = { drawn: DrawnScreenMarkup | null } | { fallback: FallbackReason };

/*
 * The worker's code (CommonJS, evaluated as is: it needs no build step and no file of its own).
 * Importing the bundle is guarded: a missing export, another protocol or an import that throws is
 * told to the server, which stops drawing instead of failing requests.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const text = (error) => String((error && error.stack) || error);
import(workerData.bundleUrl).then(
  (renderer) => {
    if (renderer.DRAWN_PAGE_PROTOCOL !== workerData.protocol || typeof renderer.renderDrawnScreen !== 'function') {
      const spoken = renderer.DRAWN_PAGE_PROTOCOL;
      parentPort.postMessage({ kind: 'broken', error: 'the bundle speaks page protocol ' + spoken + ', the server ' + workerData.protocol });
      return;
    }
    parentPort.on('message', (job) => {
      Promise.resolve()
        .then(() => renderer.renderDrawnScreen(job.request))
        .then(
          (drawn) => parentPort.postMessage({ kind: 'done', id: job.id, drawn: drawn ?? null }),
          (error) => parentPort.postMessage({ kind: 'failed', id: job.id, error: text(error) }),
        )
        .catch((error) => parentPort.postMessage({ kind: 'failed', id: job.id, error: text(error) }));
    });
    parentPort.postMessage({ kind: 'ready' });
  },
  (error) => parentPort.postMessage({ kind: 'broken', error: text(error) }),
);
`;

type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'broken'; error: string }
  | { kind: 'done'; id: number; drawn: unknown }
  | { kind: 'failed'; id: number; error: string };

interface Job {
  id: number;
  request: DrawRequest;
  settled: boolean;
  settle(outcome: RenderOutcome): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * The workers that draw pages, and the line of draws waiting for one. Every draw is answered
 * within `timeLimitMs` (drawn, or a reason to send the plain page); nothing here throws.
 */
export class RenderPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private readonly readyWaiters: Array<(ready: boolean) => void> = [];
  private nextId = 1;
  private unavailable = false;
  private closed = false;

  constructor(
    private readonly bundleUrl: string,
    private readonly limits: DrawLimits,
    private readonly log: FastifyBaseLogger,
  ) {
    for (let n = 0; n < limits.workers; n += 1) this.spawn();
  }

  /** False once the bundle is known not to draw (logged once), or the pool is closed. */
  get available(): boolean {
    return !this.unavailable && !this.closed;
  }

  /** Resolves when a worker is free to draw at once (true), or when drawing has stopped (false). */
  whenReady(): Promise<boolean> {
    if (!this.available) return Promise.resolve(false);
    if (this.idleSlot()) return Promise.resolve(true);
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  render(request: DrawRequest): Promise<RenderOutcome> {
    if (!this.available) return Promise.resolve({ fallback: 'unavailable' });
    if (this.queue.length >= this.limits.queueCap) return Promise.resolve({ fallback: 'queue_full' });
    return new Promise((resolve) => {
      const timer = setTimeout(() => job.settle({ fallback: 'timeout' }), this.limits.timeLimitMs);
      const job: Job = {
        id: this.nextId++,
        request,
        settled: false,
        settle: (outcome) => {
          if (job.settled) return;
          job.settled = true;
          clearTimeout(timer);
          const waiting = this.queue.indexOf(job);
          if (waiting >= 0) this.queue.splice(waiting, 1);
          resolve(outcome);
        },
      };
      this.queue.push(job);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.settleAll({ fallback: 'unavailable' });
    await Promise.all([...this.slots].map((slot) => slot.worker.terminate()));
    this.slots.clear();
  }

  private spawn(): void {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bundleUrl: this.bundleUrl, protocol: DRAWN_PAGE_PROTOCOL },
      // A runaway render ends its worker, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    // The server's open sockets keep the process alive, never a worker.
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null, timer: null };
    this.slots.add(slot);
    slot.timer = setTimeout(() => {
      if (!slot.ready) this.stop(`its worker did not load it within ${this.limits.loadLimitMs} ms`);
    }, this.limits.loadLimitMs);
    worker.on('message', (message: WorkerMessage) => this.received(slot, message));
    worker.on('error', (error) => this.log.warn({ err: error }, 'a drawn page worker failed'));
    worker.on('exit', () => this.exited(slot));
  }

  private received(slot: Slot, message: WorkerMessage): void {
    switch (message.kind) {
      case 'ready': {
        slot.ready = true;
        this.clearTimer(slot);
        this.dispatch();
        return;
      }
      case 'broken':
        this.stop(message.error);
        return;
      case 'done':
      case 'failed': {
        const job = slot.job;
        if (!job || job.id !== message.id) return;
        slot.job = null;
        this.clearTimer(slot);
        if (message.kind === 'failed') {
          if (!job.settled) this.log.warn({ error: message.error }, 'partner screen not drawn');
          job.settle({ fallback: 'error' });
        } else {
          job.settle({ drawn: message.drawn as DrawnScreenMarkup | null });
        }
        this.dispatch();
        return;
      }
    }
  }

  private idleSlot(): Slot | undefined {
    return [...this.slots].find((slot) => slot.ready && !slot.job);
  }

  private dispatch(): void {
    for (let slot = this.idleSlot(); slot; slot = this.idleSlot()) {
      const job = this.queue.shift();
      if (!job) {
        for (const waiter of this.readyWaiters.splice(0)) waiter(true);
        return;
      }
      slot.job = job;
      slot.timer = setTimeout(() => this.stuck(slot), this.limits.stuckAfterMs);
      slot.worker.postMessage({ id: job.id, request: job.request });
    }
  }

  private stuck(slot: Slot): void {
    this.log.warn(
      { pathname: slot.job?.request.pathname, ms: this.limits.stuckAfterMs },
      'a drawn page render is stuck: its worker is ended and another started',
    );
    slot.job?.settle({ fallback: 'timeout' });
    void slot.worker.terminate();
  }

  private exited(slot: Slot): void {
    this.slots.delete(slot);
    this.clearTimer(slot);
    slot.job?.settle({ fallback: 'error' });
    if (!this.available) return;
    // A worker that ends before it could draw would end again: the bundle does not load.
    if (!slot.ready) this.stop('its worker ended while loading it');
    else this.spawn();
  }

  /** The bundle does not draw: plain pages from now on, said once. */
  private stop(reason: string): void {
    if (!this.available) return;
    this.unavailable = true;
    this.log.error({ reason }, 'partner screens are not drawn: the server-side bundle of the web app does not load');
    this.settleAll({ fallback: 'unavailable' });
    for (const slot of this.slots) {
      this.clearTimer(slot);
      void slot.worker.terminate();
    }
  }

  private settleAll(outcome: RenderOutcome): void {
    for (const job of this.queue.splice(0)) job.settle(outcome);
    for (const slot of this.slots) slot.job?.settle(outcome);
    for (const waiter of this.readyWaiters.splice(0)) waiter(false);
  }

  private clearTimer(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }
}

export interface DrawnPartnerPages {
  /** Whether `pathname` is a screen that can be drawn now. */
  draws(pathname: string): boolean;
  /**
   * The page of the dish list drawn for the partner whose draw cookie the request carries, or null
   * (no cookie, a session that is not live, a render too slow or failed): the plain page is sent then.
   */
  draw(request: FastifyRequest, pathname: string, locale: string | undefined): Promise<string | null>;
}

/**
 * The dish list, where a partner lands, sent already drawn by the server: a phone paints the menu
 * with the page instead of after the app, its call and its photos. The session comes from the
 * HttpOnly draw cookie the server sets at sign-in (a token that opens no call); the answers are
 * read with the same services as the calls; the web app's own components draw them, in a worker,
 * within a time limit. Null when the web app was built without its server-side bundle (said once).
 */
export async function loadDrawnPartnerPages(
  app: FastifyInstance,
  webDist: string,
  limits: DrawLimits = drawLimits(app.config.DRAWN_PAGE_RENDER_TIMEOUT_MS),
): Promise<DrawnPartnerPages | null> {
  const serverDist = path.join(webDist, '..', 'dist-server');
  const bundle = path.join(serverDist, 'prerender.js');
  const pagesFile = path.join(serverDist, 'drawn-pages.json');
  if (!existsSync(bundle) || !existsSync(pagesFile)) {
    app.log.warn({ serverDist }, 'partner screens are not drawn: the web app was built without its server-side bundle');
    return null;
  }
  let pages: Partial<Record<string, Record<string, string>>>;
  try {
    pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, Record<string, string>>;
  } catch (error) {
    app.log.error({ err: error, pagesFile }, 'partner screens are not drawn: their pages cannot be read');
    return null;
  }
  const pool = new RenderPool(pathToFileURL(bundle).href, limits, app.log);
  app.addHook('onClose', () => pool.close());
  // The bundle is loaded before the server answers: the first partners are drawn too, and a
  // bundle that does not load is known (and said) at start.
  if (!(await pool.whenReady())) return null;
  const metrics = app.infra.metrics;
  const fallback = (reason: FallbackReason) => {
    metrics.drawnPageFallbacks.inc({ reason });
    return null;
  };

  return {
    draws: (pathname) => pool.available && isDrawnScreen(pathname) && pages[pathname] !== undefined,
    async draw(request, pathname, cookieLocale) {
      const templates = pages[pathname];
      const token = cookieValue(request.headers.cookie, DRAW_COOKIE);
      if (!templates || !token || !isDrawnScreen(pathname)) return null;
      try {
        const partner = await app.auth.approvedPartnerOfDrawToken(token);
        if (!partner) return fallback('no_session');
        const locale = normalizeLocale(cookieLocale ?? partner.lang);
        const template = templates[locale];
        if (!template) return fallback('not_drawn');
        const needs = new Set<string>(DRAWN_SCREENS[pathname]);
        const replies: DrawnReplies = {
          restaurantDetails: await app.restaurant.service.details(
            partner.id,
            locale,
            publicBaseUrl(app.config.PUBLIC_BASE_URL, request),
          ),
        };
        if (needs.has('itemList')) {
          replies.itemList = JSON.parse(
            (await app.menu.items.listBody(partner.id, locale)).toString('utf8'),
          ) as unknown;
        }
        const outcome = await pool.render({ pathname, locale, drawnAt: app.infra.clock(), replies });
        if ('fallback' in outcome) return fallback(outcome.fallback);
        const state = ZDrawnStateSchema.safeParse(outcome.drawn?.state);
        // Not drawn, or drawn for another restaurant than the session's: never sent.
        if (!outcome.drawn || !state.success || state.data.restaurantId !== partner.id) return fallback('not_drawn');
        metrics.drawnPageRenders.inc();
        const html = outcome.drawn.html;
        return template
          .replace(DRAWN_PAGE_MARKS.drawnFor, () => String(partner.id))
          .replace(
            DRAWN_PAGE_MARKS.state,
            () => `<script type="application/json" id="${DRAWN_STATE_ELEMENT_ID}">${inertJson(state.data)}</script>`,
          )
          .replace(DRAWN_PAGE_MARKS.screen, () => html);
      } catch (error) {
        // The plain page still works: the app draws the screen itself.
        request.log.warn({ err: error, pathname }, 'partner screen not drawn');
        return fallback('error');
      }
    },
  };
}

function cookieValue(header: string | undefined, name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header ?? '');
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** JSON inside a script element: nothing in it can close the element or start markup. */
function inertJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
