import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initStartToken } from '@/shared/api/start-token';
import { AppProvider } from './provider';
import { AppRouter } from './router';

// Logged out: fetch the start-up token first; calls made meanwhile wait for it.
void initStartToken();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
