import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/testing/render';
import { AppProvider } from '../provider';
import { RouteError } from '../routes/route-error';

function renderFailingScreen(error: Error) {
  const Broken = () => {
    throw error;
  };
  const router = createMemoryRouter([{ path: '/item_list', element: <Broken />, errorElement: <RouteError /> }], {
    initialEntries: ['/item_list'],
  });
  return render(
    <AppProvider env="test" queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the error screen', () => {
  it('replaces a screen that fails, in French, with a way to reload and a way home', async () => {
    renderFailingScreen(new Error('Cannot read properties of undefined'));

    expect(await screen.findByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revenir à l’accueil' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
  });

  it('speaks the owner’s language', async () => {
    await setLocale('en');
    renderFailingScreen(new Error('boom'));

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('shows itself instead of reloading again when a code file is still missing after a reload', async () => {
    const now = Date.parse('2026-03-10T13:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    // The page reloaded itself for a missing file 10 seconds ago.
    window.sessionStorage.setItem('missingChunkReloadedAt', String(now - 10_000));
    renderFailingScreen(
      new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/addons-page.js'),
    );

    expect(await screen.findByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument();
  });
});
