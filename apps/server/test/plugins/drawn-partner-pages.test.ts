import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, DRAW_COOKIE, DRAWN_PAGE_PROTOCOL, type DrawRequest } from '@portal/contract';
import { DRAW_LIMITS, drawLimits, RenderPool, type DrawLimits } from '../../src/plugins/drawn-partner-pages.js';
import { approvedPartner, buildTestApp, post, type TestApp } from '../helper.js';
import { createItem } from '../modules/menu/menu-helper.js';

/*
 * The server's half of the drawn dish list, with a stand-in for the web app's server-side bundle
 * that writes down what it was given: which partner's answers reach it, at which instant, when the
 * page is drawn at all, and what is sent. The real bundle drawing the real screen is checked by
 * the web app's test (apps/web/src/app/__tests__/prerender.test.tsx) and the browser tests
 * (e2e/drawn-partner-screens.spec.ts).
 */
const standInRenderer = `
export const DRAWN_PAGE_PROTOCOL = ${DRAWN_PAGE_PROTOCOL};
export async function renderDrawnScreen({ pathname, locale, drawnAt, replies }) {
  const profile = replies.restaurantDetails.data;
  if (profile.name.includes('Broken')) throw new Error('the screen cannot be drawn');
  // A render that never ends: rendering React to a string cannot be interrupted either.
  if (profile.name.includes('Stuck')) for (;;) {}
  if (profile.name.includes('Other')) return { html: '<main>someone else</main>', state: { restaurantId: profile.id + 1000, drawnAt, userdata: '{}', queries: { queries: [], mutations: [] } } };
  const dishes = replies.itemList.data.map((item) => item.item_name).join(', ');
  return {
    html: '<main lang="' + locale + '" data-at="' + drawnAt + '">' + profile.name + ': ' + dishes + '</main>',
    state: {
      restaurantId: profile.id,
      drawnAt,
      userdata: JSON.stringify({ name: '</script><script>alert(1)</script>' }),
      queries: { queries: [], mutations: [] },
    },
  };
}
`;

const plainItemList = '<!doctype html><title>portal</title><div id="root"></div>';
const drawnTemplate = (lang: string) =>
  `<!doctype html><html lang="${lang}"><!--drawn-state--><div id="root" data-prerendered="${lang}" data-drawn-for="%DRAWN_FOR%"><!--drawn-screen--></div></html>`;

describe('the dish list drawn by the server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-drawn-'));
  let web: TestApp;
  type Partner = Awaited<ReturnType<typeof approvedPartner>>;
  let lyon: Partner & { draw: string };
  let paris: Partner & { draw: string };

  /** Signs in as the screens do: the answer sets the draw cookie, out of scripts' reach. */
  async function signIn(partner: Partner) {
    const res = await post(web.app, apiPaths.login, {
      phone: partner.form.phone,
      country_code: '33',
      password: partner.form.password,
    });
    const cookie = res.cookies.find((one) => one.name === DRAW_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    return { ...partner, token: res.json().token as string, draw: cookie!.value };
  }

  beforeAll(async () => {
    const dist = path.join(root, 'dist');
    const serverDist = path.join(root, 'dist-server');
    mkdirSync(dist, { recursive: true });
    mkdirSync(serverDist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), plainItemList);
    writeFileSync(path.join(dist, 'screen-pages.json'), JSON.stringify({ '/item_list': plainItemList }));
    writeFileSync(path.join(serverDist, 'prerender.js'), standInRenderer);
    writeFileSync(
      path.join(serverDist, 'drawn-pages.json'),
      JSON.stringify({ '/item_list': { fr: drawnTemplate('fr'), en: drawnTemplate('en') } }),
    );
    // A limit a loaded machine keeps for the drawn pages, short enough for the hanging render below.
    web = await buildTestApp({ WEB_DIST_DIR: dist, DRAWN_PAGE_RENDER_TIMEOUT_MS: '1000' });
    lyon = await signIn(await approvedPartner(web, { name: 'Bouchon de Lyon' }));
    paris = await signIn(await approvedPartner(web, { name: 'Bistrot de Paris' }));
    await createItem(web.app, lyon.token, { item_name: 'Quenelle', fr_item_name: 'Quenelle' });
    await createItem(web.app, paris.token, { item_name: 'Onion soup', fr_item_name: 'Soupe à l’oignon' });
  });
  afterAll(async () => {
    await web.close();
    rmSync(root, { recursive: true, force: true });
  });

  const itemList = (cookies: Record<string, string> = {}) =>
    web.app.inject({ method: 'GET', url: '/item_list', cookies });
  const counted = async (name: string) =>
    (await web.app.infra.metrics.registry.getSingleMetricAsString(name))
      .split('\n')
      .filter((line) => !line.startsWith('#'));

  it('draws the dish list of the partner whose draw cookie the browser holds, and only theirs', async () => {
    for (const [partner, own, other] of [
      [lyon, 'Bouchon de Lyon: Quenelle', 'Paris'],
      [paris, 'Bistrot de Paris: Soupe à l’oignon', 'Lyon'],
    ] as const) {
      const res = await itemList({ [DRAW_COOKIE]: partner.draw });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<main lang="fr" data-at="${web.clock.current}">${own}</main>`);
      expect(res.body).not.toContain(other);
      expect(res.body).toContain(`data-drawn-for="${partner.id}"`);
      // One partner's page: no cache keeps it, and a shared cache tells cookies apart.
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toContain('cookie');
    }
    expect(await counted('portal_drawn_page_renders_total')).toContain('portal_drawn_page_renders_total 2');
  });

  it('draws in the language the partner chose, compressed as the browser asks', async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/item_list',
      cookies: { [DRAW_COOKIE]: lyon.draw, locale: 'en' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(res.rawPayload).toString();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('Bouchon de Lyon: Quenelle</main>');
  });

  it('puts the drawn state in the page as inert data, with the instant it was drawn at', async () => {
    web.clock.advance(90 * 60_000);
    const res = await itemList({ [DRAW_COOKIE]: lyon.draw });
    const state = /<script type="application\/json" id="drawn-state">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(state!)).toEqual({
      restaurantId: lyon.id,
      drawnAt: web.clock.current,
      userdata: JSON.stringify({ name: '</script><script>alert(1)</script>' }),
      queries: { queries: [], mutations: [] },
    });
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('sends the plain page without a live draw session, and never a server error', async () => {
    const broken = await signIn(await approvedPartner(web, { name: 'Broken bistro' }));
    const other = await signIn(await approvedPartner(web, { name: 'Other bistro' }));
    const cases: Array<[string, Record<string, string>]> = [
      ['no cookie', {}],
      ['not a token', { [DRAW_COOKIE]: 'not-a-token' }],
      ['an edited token', { [DRAW_COOKIE]: `${lyon.draw.slice(0, -4)}AAAA` }],
      // A token of another scope (what scripts used to write) draws nothing.
      ['a call token', { [DRAW_COOKIE]: lyon.token }],
      ['a screen that cannot be drawn', { [DRAW_COOKIE]: broken.draw }],
      ['a screen drawn for another restaurant', { [DRAW_COOKIE]: other.draw }],
    ];
    for (const [label, cookies] of cases) {
      const res = await itemList(cookies);
      expect(res.statusCode, label).toBe(200);
      expect(res.body, label).toBe(plainItemList);
    }
    // A search in the address is the app's to run: the page is not drawn with it.
    const search = await web.app.inject({
      method: 'GET',
      url: '/item_list?q=quenelle',
      cookies: { [DRAW_COOKIE]: lyon.draw },
    });
    expect(search.body).toBe(plainItemList);
    // After logout the session is over: the page is no longer drawn with it.
    const leaving = await signIn(await approvedPartner(web, { name: 'Café fermé' }));
    expect((await itemList({ [DRAW_COOKIE]: leaving.draw })).body).toContain('Café fermé');
    await post(web.app, apiPaths.logout, {}, leaving.token);
    expect((await itemList({ [DRAW_COOKIE]: leaving.draw })).body).toBe(plainItemList);
    expect(await counted('portal_drawn_page_fallbacks_total')).toEqual(
      expect.arrayContaining([
        'portal_drawn_page_fallbacks_total{reason="no_session"} 4',
        'portal_drawn_page_fallbacks_total{reason="error"} 1',
        'portal_drawn_page_fallbacks_total{reason="not_drawn"} 1',
      ]),
    );
  });

  it('never opens a call with the draw token, in the cookie or in the token header', async () => {
    for (const request of [{ cookies: { [DRAW_COOKIE]: lyon.draw } }, { headers: { token: lyon.draw } }]) {
      const res = await web.app.inject({ method: 'GET', url: apiPaths.restaurantDetails, ...request });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 201 });
    }
  });

  // Last: the stuck render keeps the one worker busy until it is ended.
  it('sends the plain page when a render hangs, and keeps answering meanwhile', async () => {
    const stuck = await signIn(await approvedPartner(web, { name: 'Stuck brasserie' }));
    const res = await itemList({ [DRAW_COOKIE]: stuck.draw });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(plainItemList);
    // The render runs off the server's thread: calls are answered while it spins.
    const call = await web.app.inject({
      method: 'GET',
      url: apiPaths.restaurantDetails,
      headers: { token: lyon.token },
    });
    expect(call.json()).toMatchObject({ status: 200 });
    expect(await counted('portal_drawn_page_fallbacks_total')).toContain(
      'portal_drawn_page_fallbacks_total{reason="timeout"} 1',
    );
  });
});

describe('the pool of workers that draw pages', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-draw-pool-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** A logger that keeps what is said at each level. */
  function recordingLog() {
    const said: Record<'error' | 'warn', string[]> = { error: [], warn: [] };
    const log = {
      error: (_: unknown, message: string) => said.error.push(message),
      warn: (_: unknown, message: string) => said.warn.push(message),
    } as unknown as FastifyBaseLogger;
    return { log, said };
  }
  function bundle(name: string, source: string): string {
    const file = path.join(root, `${name}.js`);
    writeFileSync(file, source);
    return pathToFileURL(file).href;
  }
  const limits = (overrides: Partial<DrawLimits> = {}): DrawLimits => ({
    workers: 1,
    queueCap: 4,
    timeLimitMs: 2_000,
    stuckAfterMs: 2_500,
    loadLimitMs: 30_000,
    ...overrides,
  });
  const ask = (name: string): DrawRequest => ({
    pathname: '/item_list',
    locale: 'fr',
    drawnAt: 1_760_000_000_000,
    replies: { restaurantDetails: { name } },
  });
  const echo = bundle(
    'echo',
    `export const DRAWN_PAGE_PROTOCOL = ${DRAWN_PAGE_PROTOCOL};
    export async function renderDrawnScreen({ replies, drawnAt }) {
      const { name } = replies.restaurantDetails;
      if (name === 'stuck') for (;;) {}
      if (name === 'fails') throw new Error('cannot draw');
      return { html: '<p>' + name + '</p>', state: { restaurantId: 1, drawnAt, userdata: '{}', queries: { queries: [], mutations: [] } } };
    }`,
  );

  it('ends a stuck render at its time limit, replaces the worker, and draws again', async () => {
    const { log, said } = recordingLog();
    const pool = new RenderPool(echo, limits(), log);
    try {
      expect(await pool.whenReady()).toBe(true);
      expect(await pool.render(ask('stuck'))).toEqual({ fallback: 'timeout' });
      // The worker is ended once the render is known stuck, and a fresh one loaded.
      expect(await pool.whenReady()).toBe(true);
      expect(said.warn).toContain('a drawn page render is stuck: its worker is ended and another started');
      expect(await pool.render(ask('Bouchon'))).toMatchObject({ drawn: { html: '<p>Bouchon</p>' } });
      // A render that fails is one plain page; the next is drawn.
      expect(await pool.render(ask('fails'))).toEqual({ fallback: 'error' });
      expect(await pool.render(ask('Bistrot'))).toMatchObject({ drawn: { html: '<p>Bistrot</p>' } });
    } finally {
      await pool.close();
    }
  });

  it('sends the plain page at once past its queue', async () => {
    const pool = new RenderPool(
      echo,
      limits({ queueCap: 1, timeLimitMs: 1_000, stuckAfterMs: 60_000 }),
      recordingLog().log,
    );
    try {
      expect(await pool.whenReady()).toBe(true);
      const drawing = pool.render(ask('stuck'));
      const waiting = pool.render(ask('Bouchon'));
      expect(await pool.render(ask('Bistrot'))).toEqual({ fallback: 'queue_full' });
      // The one waiting gets no worker within the time limit: the plain page too.
      expect(await waiting).toEqual({ fallback: 'timeout' });
      expect(await drawing).toEqual({ fallback: 'timeout' });
    } finally {
      await pool.close();
    }
  });

  it('takes its time limit from the setting, and never ends a render as stuck inside it', () => {
    expect(drawLimits(300)).toEqual({ ...DRAW_LIMITS, timeLimitMs: 300, stuckAfterMs: 5_000 });
    expect(drawLimits(5_000)).toMatchObject({ timeLimitMs: 5_000, stuckAfterMs: 5_000, queueCap: 8, workers: 1 });
    expect(drawLimits(12_000)).toMatchObject({ timeLimitMs: 12_000, stuckAfterMs: 12_000 });
  });

  it('stops drawing when the bundle does not load, and says so once', async () => {
    for (const [name, source] of [
      ['throws', `throw new Error('a module of the bundle is missing');`],
      [
        'other-protocol',
        `export const DRAWN_PAGE_PROTOCOL = ${DRAWN_PAGE_PROTOCOL + 1}; export async function renderDrawnScreen() {}`,
      ],
      ['no-renderer', `export const DRAWN_PAGE_PROTOCOL = ${DRAWN_PAGE_PROTOCOL};`],
    ] as const) {
      const { log, said } = recordingLog();
      const pool = new RenderPool(bundle(name, source), limits({ workers: 2 }), log);
      try {
        expect(await pool.whenReady(), name).toBe(false);
        expect(pool.available, name).toBe(false);
        expect(await pool.render(ask('Bouchon')), name).toEqual({ fallback: 'unavailable' });
        expect(said.error, name).toEqual([
          'partner screens are not drawn: the server-side bundle of the web app does not load',
        ]);
      } finally {
        await pool.close();
      }
    }
    // A missing bundle: the same, from the import.
    const { log, said } = recordingLog();
    const pool = new RenderPool(pathToFileURL(path.join(root, 'missing.js')).href, limits(), log);
    expect(await pool.whenReady()).toBe(false);
    expect(said.error).toHaveLength(1);
    await pool.close();
  });
});
