import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AppProvider } from './provider';
import { loadScreensOf, routes } from './router';

/** The language the public pages are rendered in at build time: the portal's default. */
export const PRERENDERED_LOCALE = 'fr';

/**
 * The markup of a public screen as a first-time visitor sees it (French, signed out), rendered
 * at build time. The server sends it inside the page, so a phone paints the screen as soon as
 * the HTML and the style sheet arrive; the app then takes it over without redrawing it
 * (`main.tsx` hydrates when the visitor matches: same language, signed out).
 */
export async function renderScreen(pathname: string): Promise<string> {
  await loadScreensOf(pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://portal.local${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects: it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
