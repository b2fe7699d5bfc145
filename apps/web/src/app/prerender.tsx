import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { SUPPORTED_LOCALES, type Locale } from '@portal/contract';
import { createQueryClient } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { addPartnerCatalogues } from '@/shared/i18n/partner-catalogues';
import { drawSessionFor } from '@/shared/lib/session';
import { cacheDrawnReplies, isDrawnPartnerScreen, type DrawnReplies } from './drawn-partner-screens';
import { AppProvider } from './provider';
import { loadScreensOf, routes } from './router';

export { DRAWN_PARTNER_SCREENS } from './drawn-partner-screens';

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

/** What the app needs to take a drawn partner screen over: the session and the cache it was drawn with. */
export interface DrawnPartnerState {
  /** The restaurant the screen was drawn for. */
  restaurantId: number;
  /** The stored `userdata` the screen was drawn with (the profile, as `restaurantDetails` answers it). */
  userdata: string;
  queries: DehydratedState;
}

/**
 * A partner screen drawn for a signed-in partner, at request time, by the portal's server: the
 * server checks the session and reads the answers (`DRAWN_PARTNER_SCREENS`), this draws the
 * screen with them. Null when the screen is not one of those or an answer is not usable: the
 * server then sends the app's page as usual.
 */
export function renderPartnerScreen(
  pathname: string,
  locale: Locale,
  replies: DrawnReplies,
): Promise<{ html: string; state: DrawnPartnerState } | null> {
  if (!isDrawnPartnerScreen(pathname)) return Promise.resolve(null);
  return oneAtATime(async () => {
    const queryClient = createQueryClient();
    const cached = cacheDrawnReplies(queryClient, locale, replies);
    if (!cached) return null;
    const userdata = JSON.stringify(cached.profile);
    // The partner texts of this language (a screen's code loads once, with the first language).
    await i18n.changeLanguage(locale);
    await addPartnerCatalogues();
    drawSessionFor(userdata);
    try {
      const html = await renderRoute(pathname, locale, queryClient);
      return { html, state: { restaurantId: cached.profile.id, userdata, queries: dehydrate(queryClient) } };
    } finally {
      drawSessionFor(null);
      queryClient.clear();
    }
  });
}
