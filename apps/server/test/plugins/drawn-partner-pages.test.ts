import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { approvedPartner, buildTestApp, post, type TestApp } from '../helper.js';
import { createItem } from '../modules/menu/menu-helper.js';

/*
 * The server's half of the drawn partner screens, with a stand-in for the web app's server-side
 * bundle that writes down what it was given: which partner's answers reach it, when the page is
 * drawn at all, and what is sent. The real bundle drawing the real screens is checked by the
 * browser tests (e2e/drawn-partner-screens.spec.ts).
 */
const standInRenderer = `
export const DRAWN_PARTNER_SCREENS = { '/item_list': ['restaurantDetails', 'itemList'] };
export async function renderPartnerScreen(pathname, locale, replies) {
  const profile = replies.restaurantDetails.data;
  if (profile.name.includes('Broken')) throw new Error('the screen cannot be drawn');
  const dishes = replies.itemList.data.map((item) => item.item_name).join(', ');
  return {
    html: '<main lang="' + locale + '">' + profile.name + ': ' + dishes + '</main>',
    state: { restaurantId: profile.id, note: '</script><script>alert(1)</script>' },
  };
}
`;

const plainItemList = '<!doctype html><title>portal</title><div id="root"></div>';
const drawnTemplate = (lang: string) =>
  `<!doctype html><html lang="${lang}"><!--drawn-state--><div id="root" data-prerendered="${lang}" data-drawn-for="%DRAWN_FOR%"><!--drawn-screen--></div></html>`;

describe('partner screens drawn by the server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-drawn-'));
  let web: TestApp;
  let lyon: Awaited<ReturnType<typeof approvedPartner>>;
  let paris: Awaited<ReturnType<typeof approvedPartner>>;

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
    web = await buildTestApp({ WEB_DIST_DIR: dist });
    lyon = await approvedPartner(web, { name: 'Bouchon de Lyon' });
    paris = await approvedPartner(web, { name: 'Bistrot de Paris' });
    await createItem(web.app, lyon.token, { item_name: 'Quenelle', fr_item_name: 'Quenelle' });
    await createItem(web.app, paris.token, { item_name: 'Onion soup', fr_item_name: 'Soupe à l’oignon' });
  });
  afterAll(async () => {
    await web.close();
    rmSync(root, { recursive: true, force: true });
  });

  const itemList = (cookies: Record<string, string> = {}) =>
    web.app.inject({ method: 'GET', url: '/item_list', cookies });

  it('draws the dish list of the partner whose session the cookie holds, and only theirs', async () => {
    for (const [partner, own, other] of [
      [lyon, 'Bouchon de Lyon: Quenelle', 'Paris'],
      [paris, 'Bistrot de Paris: Soupe à l’oignon', 'Lyon'],
    ] as const) {
      const res = await itemList({ partner_session: partner.token });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<main lang="fr">${own}</main>`);
      expect(res.body).not.toContain(other);
      expect(res.body).toContain(`data-drawn-for="${partner.id}"`);
      // One partner's page: no cache keeps it, and a shared cache tells cookies apart.
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toContain('cookie');
    }
  });

  it('draws in the language the partner chose, compressed as the browser asks', async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/item_list',
      cookies: { partner_session: lyon.token, locale: 'en' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(res.rawPayload).toString();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<main lang="en">Bouchon de Lyon: Quenelle</main>');
  });

  it('puts the answers in the page as inert data that cannot close its element', async () => {
    const res = await itemList({ partner_session: lyon.token });
    const state = /<script type="application\/json" id="drawn-state">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(state!)).toMatchObject({ restaurantId: lyon.id, note: '</script><script>alert(1)</script>' });
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('sends the plain page without a live session, and never a server error', async () => {
    const broken = await approvedPartner(web, { name: 'Broken bistro' });
    const cases: Array<[string, Record<string, string>]> = [
      ['no cookie', {}],
      ['not a token', { partner_session: 'not-a-token' }],
      ['an edited token', { partner_session: `${lyon.token.slice(0, -4)}AAAA` }],
      ['a screen that cannot be drawn', { partner_session: broken.token }],
    ];
    for (const [label, cookies] of cases) {
      const res = await itemList(cookies);
      expect(res.statusCode, label).toBe(200);
      expect(res.body, label).toBe(plainItemList);
    }
    // A search in the address is the app's to run: the page is not drawn without it.
    const search = await web.app.inject({
      method: 'GET',
      url: '/item_list?q=quenelle',
      cookies: { partner_session: lyon.token },
    });
    expect(search.body).toBe(plainItemList);
    // After logout the session is over: the page is no longer drawn with it.
    const leaving = await approvedPartner(web, { name: 'Café fermé' });
    expect((await itemList({ partner_session: leaving.token })).body).toContain('Café fermé');
    await post(web.app, apiPaths.logout, {}, leaving.token);
    expect((await itemList({ partner_session: leaving.token })).body).toBe(plainItemList);
  });

  it('never opens a call with the cookie alone: calls need the token header', async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: apiPaths.restaurantDetails,
      cookies: { partner_session: lyon.token },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 201 });
  });
});
