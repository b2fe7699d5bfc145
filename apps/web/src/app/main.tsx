import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initStartToken } from '@/shared/api/start-token';
import { currentLocale } from '@/shared/i18n';
import { markAppStarted } from '@/shared/lib/early-input';
import { isLoggedIn } from '@/shared/lib/session';
import { AppProvider } from './provider';
import { AppRouter, loadScreensOf } from './router';

// Logged out: fetch the start-up token first; calls made meanwhile wait for it.
void initStartToken();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

/**
 * A public screen arrives already drawn, as a first-time visitor sees it (French, signed out;
 * `prerender.tsx`). For such a visitor the app takes over that markup as it is (hydration: no
 * redraw, and what was typed meanwhile stays); anyone else (English, signed in) gets the app drawn
 * afresh, which replaces the markup in one step.
 */
function start(root: HTMLElement) {
  const takeOver = root.dataset.prerendered === currentLocale() && !isLoggedIn();
  markAppStarted({ drawnPageKept: takeOver });
  // As a transition, the first render (or hydration) yields to the browser every few milliseconds
  // instead of holding the main thread for the whole tree: a phone stays responsive meanwhile.
  startTransition(() => {
    if (takeOver) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

// The current route's screen code first (the page already asked for it), so the first render is
// the screen itself. If it cannot load, the app starts anyway and the route's error screen says so.
void loadScreensOf(window.location.pathname)
  .catch(() => undefined)
  .finally(() => start(container));
