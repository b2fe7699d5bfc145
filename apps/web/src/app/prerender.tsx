import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import {
  DRAWN_PAGE_MARKS,
  DRAWN_PAGE_PROTOCOL,
  DRAWN_SCREENS,
  DRAWN_STATE_ELEMENT_ID,
  SUPPORTED_LOCALES,
  isDrawnScreen,
  type DrawnPageRenderer,
  type DrawRequest,
  type DrawnScreenMarkup,
  type Locale,
  type TDrawnState,
} from '@portal/contract';
import { createQueryClient } from '@/shared/api';
import { i18n, loadPublicTexts } from '@/shared/i18n';
import { addPartnerCatalogues } from '@/shared/i18n/partner-catalogues';
import { drawPageAt } from '@/shared/lib/drawn-page';
import { drawSessionFor } from '@/shared/lib/session';
import { cacheDrawnReplies } from './drawn-partner-screens';
import { AppProvider } from './provider';
import { loadScreensOf, routes } from './router';

/** For the build (build/prerender.mjs), which writes the drawn pages' templates, and the server. */
export { DRAWN_PAGE_MARKS, DRAWN_PAGE_PROTOCOL, DRAWN_SCREENS, DRAWN_STATE_ELEMENT_ID };

/** Each public screen is drawn in every language of the portal. */
export const PRERENDERED_LOCALES = SUPPORTED_LOCALES;

/**
 * The language is the i18n instance's, one for the whole process: one screen is drawn at a time,
 * from the change of language to the end of the render.
 */
let drawing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(draw: () => Promise<T>): Promise<T> {
  const next = drawing.then(draw, draw);
  drawing = next.catch(() => undefined);
  return next;
}

async function renderRoute(
  pathname: string,
  locale: Locale,
  queryClient?: Parameters<typeof AppProvider>[0]['queryClient'],
) {
  await loadPublicTexts(locale);
  await i18n.changeLanguage(locale);
  await loadScreensOf(pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://portal.local${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects: it cannot be drawn`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * The markup of a public screen as a signed-out visitor sees it in `locale`, rendered at build
 * time. The server sends it inside the page, so a phone paints the screen as soon as
 * the HTML and the style sheet arrive; the app then takes it over without redrawing it
 * (`main.tsx` hydrates when the visitor matches: same language, signed out).
 */
export function renderScreen(pathname: string, locale: Locale): Promise<string> {
  return oneAtATime(() => renderRoute(pathname, locale));
}

/**
 * The dish list drawn for a signed-in partner, at request time, by the portal's server (the page
 * protocol is the contract's `drawn-page.ts`): the server checks the session and reads the answers
 * the screen needs (`DRAWN_SCREENS`), this draws the screen with them, at the instant the server
 * gives. Null when the screen is not drawn or an answer is not usable: the server then sends the
 * app's plain page. The server runs this in a worker thread, under a time limit.
 */
export function renderDrawnScreen({
  pathname,
  locale,
  drawnAt,
  replies,
}: DrawRequest): Promise<DrawnScreenMarkup | null> {
  if (!isDrawnScreen(pathname)) return Promise.resolve(null);
  if (DRAWN_SCREENS[pathname].some((name) => replies[name] === undefined)) return Promise.resolve(null);
  return oneAtATime(async () => {
    const queryClient = createQueryClient();
    const cached = cacheDrawnReplies(queryClient, locale, replies);
    if (!cached) return null;
    const userdata = JSON.stringify(cached.profile);
    // The partner texts of this language (a screen's code loads once, with the first language).
    await loadPublicTexts(locale);
    await i18n.changeLanguage(locale);
    await addPartnerCatalogues();
    drawSessionFor(userdata);
    drawPageAt(drawnAt);
    try {
      const html = await renderRoute(pathname, locale, queryClient);
      const state: TDrawnState = {
        restaurantId: cached.profile.id,
        drawnAt,
        userdata,
        queries: dehydrate(queryClient),
      };
      return { html, state };
    } finally {
      drawSessionFor(null);
      drawPageAt(null);
      queryClient.clear();
    }
  });
}

// What the server imports from this bundle is the contract's renderer: checked here, at build time.
void ({ DRAWN_PAGE_PROTOCOL, renderDrawnScreen } satisfies DrawnPageRenderer);
