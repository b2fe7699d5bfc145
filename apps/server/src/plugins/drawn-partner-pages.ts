import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Locale, normalizeLocale } from '@portal/contract';
import { publicBaseUrl } from '../core/public-url.js';

/** Marks of a drawn page (written by apps/web/build/prerender.mjs). */
const DRAWN_FOR = '%DRAWN_FOR%';
const DRAWN_SCREEN = '<!--drawn-screen-->';
const DRAWN_STATE = '<!--drawn-state-->';

/** The cookie the web app keeps with the session (apps/web/src/shared/lib/session.ts). */
const SESSION_COOKIE = 'partner_session';

/** What the web app's server-side bundle (dist-server/prerender.js) offers for drawing. */
interface PartnerScreenRenderer {
  DRAWN_PARTNER_SCREENS: Record<string, readonly string[]>;
  renderPartnerScreen(
    pathname: string,
    locale: Locale,
    replies: { restaurantDetails: unknown; itemList?: unknown },
  ): Promise<{ html: string; state: { restaurantId: number } } | null>;
}

export interface DrawnPartnerPages {
  /** Whether `pathname` is a partner screen that can be drawn. */
  draws(pathname: string): boolean;
  /**
   * The page of a partner screen drawn for the partner signed in on this browser, or null (no
   * session cookie, a session that is not live, a screen that cannot be drawn): the app's plain
   * page is sent then.
   */
  draw(request: FastifyRequest, pathname: string, locale: string | undefined): Promise<string | null>;
}

/**
 * The partner screens the server sends already drawn, so that a phone paints the owner's menu
 * with the page instead of after the app, its call and its photos. The session comes from the
 * web app's cookie and is checked as a call's token is (live session, approved partner); the
 * answers are read with the same services as the calls; the web app's own components draw them.
 * Used only to draw pages: no call accepts the cookie. Null when the web app was built without
 * its server-side bundle.
 */
export async function loadDrawnPartnerPages(app: FastifyInstance, webDist: string): Promise<DrawnPartnerPages | null> {
  const serverDist = path.join(webDist, '..', 'dist-server');
  const bundle = path.join(serverDist, 'prerender.js');
  const pagesFile = path.join(serverDist, 'drawn-pages.json');
  if (!existsSync(bundle) || !existsSync(pagesFile)) return null;
  const renderer = (await import(pathToFileURL(bundle).href)) as PartnerScreenRenderer;
  const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, Record<string, string>>;

  return {
    draws: (pathname) => Object.hasOwn(pages, pathname),
    async draw(request, pathname, cookieLocale) {
      const templates = pages[pathname];
      const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
      if (!templates || !token) return null;
      try {
        const partner = await app.auth.approvedPartnerOf(token);
        if (!partner) return null;
        const lang = normalizeLocale(cookieLocale ?? partner.lang);
        const template = templates[lang];
        if (!template) return null;
        const wanted = new Set(renderer.DRAWN_PARTNER_SCREENS[pathname] ?? []);
        const restaurantDetails = await app.restaurant.service.details(
          partner.id,
          lang,
          publicBaseUrl(app.config.PUBLIC_BASE_URL, request),
        );
        const itemList = wanted.has('itemList')
          ? (JSON.parse((await app.menu.items.listBody(partner.id, lang)).toString('utf8')) as unknown)
          : undefined;
        const drawn = await renderer.renderPartnerScreen(pathname, lang, { restaurantDetails, itemList });
        // Drawn for another restaurant than the session's: never sent.
        if (!drawn || drawn.state.restaurantId !== partner.id) return null;
        return template
          .replace(DRAWN_FOR, () => String(partner.id))
          .replace(
            DRAWN_STATE,
            () => `<script type="application/json" id="drawn-state">${inertJson(drawn.state)}</script>`,
          )
          .replace(DRAWN_SCREEN, () => drawn.html);
      } catch (error) {
        // The plain page still works: the app draws the screen itself.
        request.log.warn({ err: error, pathname }, 'partner screen not drawn');
        return null;
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
