import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initStartToken } from '@/shared/api/start-token';
import { AppProvider } from './provider';
import { AppRouter } from './router';

// Logged out: fetch the start-up token first; calls made meanwhile wait for it.
void initStartToken();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree: a phone stays responsive while the page builds.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
