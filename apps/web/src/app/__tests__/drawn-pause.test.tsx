import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../provider';
import { drawnPageTakenOver, startTakingOverDrawnPage } from '@/shared/lib/drawn-page';
import { adoptDrawnSession, drawSessionFor } from '@/shared/lib/session';
import { logInPartner } from '@/testing/menu-fixtures';
import { PresenceControl } from '@/features/shell/components/presence-control';

/*
 * The sidebar's pause, on a dish list drawn by the server and taken over by the app: the app's
 * first render says what the drawing said (from the instant carried in the drawn state), however
 * late the browser takes it over, and only then follows the browser's clock.
 */

/** Tuesday 10 March 2026, 14:00 in Paris (13:00 UTC): when the server drew the page. */
const DRAWN_AT = Date.parse('2026-03-10T13:00:00Z');
const MINUTE = 60_000;

afterEach(() => {
  drawnPageTakenOver();
  drawSessionFor(null);
  vi.useRealTimers();
});

const inProviders = (queryClient: QueryClient) => (
  <AppProvider env="test" queryClient={queryClient}>
    <PresenceControl />
  </AppProvider>
);

describe('the pause on a drawn page', () => {
  it('is taken over as it was drawn, then follows the browser’s clock', async () => {
    logInPartner();
    const userdata = JSON.parse(localStorage.getItem('userdata')!);
    // The browser takes the page over an hour later: the pause has ended by its clock.
    vi.useFakeTimers({ toFake: ['Date'], now: DRAWN_AT + 60 * MINUTE });
    // What main.tsx does with the drawn state.
    startTakingOverDrawnPage(DRAWN_AT);
    adoptDrawnSession(JSON.stringify({ ...userdata, paused_until: DRAWN_AT + 45 * MINUTE }));

    const queryClient = new QueryClient();
    const drawn = renderToString(inProviders(queryClient));
    expect(drawn).toContain('En pause jusqu’à 14:45');

    const container = document.createElement('div');
    container.innerHTML = drawn;
    document.body.appendChild(container);
    const mismatches: unknown[] = [];
    render(inProviders(queryClient), {
      container,
      hydrate: true,
      onRecoverableError: (error) => mismatches.push(error),
    });
    expect(mismatches).toEqual([]);
    // Right after the take-over the browser's clock rules: the pause is over.
    expect(await screen.findByText('En ligne')).toBeInTheDocument();
    expect(screen.queryByText(/En pause/)).not.toBeInTheDocument();
  });
});
