import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { DRAWN_STATE_ELEMENT_ID, ZDrawnStateSchema, type TDrawnState } from '@portal/contract';
import { createQueryClient } from '@/shared/api';
import { initStartToken } from '@/shared/api/start-token';
import { currentLocale, publicTextsReady } from '@/shared/i18n';
import { startTakingOverDrawnPage } from '@/shared/lib/drawn-page';
import { markAppStarted } from '@/shared/lib/early-input';
import { adoptDrawnSession, forgetScriptSessionCookie, getUserdata, isLoggedIn } from '@/shared/lib/session';
import { AppProvider } from './provider';
import { AppRouter, loadScreensOf } from './router';

// Logged out: fetch the start-up token first; calls made meanwhile wait for it.
void initStartToken();
forgetScriptSessionCookie();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (queryClient?: QueryClient) => (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

/** The session, answers and instant the dish list was drawn with (see `prerender.tsx`), if it was. */
function drawnPartnerState(root: HTMLElement): TDrawnState | null {
  if (!root.dataset.drawnFor) return null;
  try {
    const state = ZDrawnStateSchema.safeParse(
      JSON.parse(document.getElementById(DRAWN_STATE_ELEMENT_ID)?.textContent ?? 'null'),
    );
    return state.success ? state.data : null;
  } catch {
    return null;
  }
}

/**
 * A screen can arrive already drawn: a public screen as a first-time visitor sees it (drawn at
 * build time, signed out), or the dish list drawn by the server for the partner this browser is
 * signed in as (the server's HttpOnly draw cookie). When the visitor matches (same language;
 * signed out, or that partner), the app takes the markup over as it is (hydration: no redraw, and
 * what was typed meanwhile stays), with the answers and the instant the dish list was drawn with.
 * Anyone else gets the app drawn afresh, which replaces the markup in one step.
 */
function start(root: HTMLElement) {
  const sameLanguage = root.dataset.prerendered === currentLocale();
  const drawn = drawnPartnerState(root);
  let queryClient: QueryClient | undefined;
  let takeOver = false;
  if (root.dataset.drawnFor) {
    takeOver = drawn !== null && sameLanguage && getUserdata()?.id === drawn.restaurantId;
    if (drawn && takeOver) {
      startTakingOverDrawnPage(drawn.drawnAt);
      adoptDrawnSession(drawn.userdata);
      queryClient = createQueryClient();
      hydrate(queryClient, drawn.queries as unknown as DehydratedState);
    }
  } else {
    takeOver = sameLanguage && !isLoggedIn();
  }
  markAppStarted({ drawnPageKept: takeOver });
  // As a transition, the first render (or hydration) yields to the browser every few milliseconds
  // instead of holding the main thread for the whole tree: a phone stays responsive meanwhile.
  startTransition(() => {
    if (takeOver) hydrateRoot(root, app(queryClient));
    else createRoot(root).render(app(queryClient));
  });
}

// The current route's screen code first (the page already asked for it), so the first render is
// the screen itself. If it cannot load, the app starts anyway and the route's error screen says so.
// The texts of the language on screen too (English loads on demand): the first render is in it,
// the error screen included — both are waited for, whichever fails first.
void Promise.allSettled([loadScreensOf(window.location.pathname), publicTextsReady]).then(() => start(container));
