import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { SUPPORTED_LOCALES, type Locale } from '@portal/contract';
import { i18n } from '@/shared/i18n';
import { AppProvider } from './provider';
import { loadScreensOf, routes } from './router';

/** Each public screen is drawn in every language of the portal. */
export const PRERENDERED_LOCALES = SUPPORTED_LOCALES;

/**
 * The markup of a public screen as a signed-out visitor sees it in `locale`, rendered at build
 * time. The server sends it inside the page, so a phone paints the screen as soon as
 * the HTML and the style sheet arrive; the app then takes it over without redrawing it
 * (`main.tsx` hydrates when the visitor matches: same language, signed out).
 */
export async function renderScreen(pathname: string, locale: Locale): Promise<string> {
  await i18n.changeLanguage(locale);
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
