import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initStartToken } from '@/shared/api/start-token';
import { AppProvider } from './provider';
import { AppRouter, loadScreensOf } from './router';

// Logged out: fetch the start-up token first; calls made meanwhile wait for it.
void initStartToken();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree: a phone stays responsive while the page builds.
function render(root: HTMLElement) {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}

// The current route's screen code first (the page already asked for it), so the first render is
// the screen itself. If it cannot load, the app starts anyway and the route's error screen says so.
void loadScreensOf(window.location.pathname)
  .catch(() => undefined)
  .finally(() => render(container));
