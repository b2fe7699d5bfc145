import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeAll } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes as appRoutes } from '@/app/router';
import { changeLocale } from '@/shared/i18n';

function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

type UserEventOptions = Parameters<typeof userEvent.setup>[0];

/**
 * Renders one screen at `path` in the real providers, with stand-ins for the screens it may
 * navigate to (each shows its path as a heading, e.g. "page:/item_list").
 */
export function renderScreen(
  ui: ReactElement,
  {
    path,
    initialEntries,
    destinations = [],
    user: userOptions,
  }: {
    path: string;
    initialEntries?: Array<string | { pathname: string; search?: string; state?: unknown }>;
    destinations?: string[];
    user?: UserEventOptions;
  },
) {
  const routes: RouteObject[] = [
    { path, element: ui },
    ...destinations.map((destination) => ({
      path: destination,
      element: <h1>{`page:${destination}`}</h1>,
    })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: initialEntries ?? [path] });
  const user = userEvent.setup({ delay: null, ...userOptions });
  const view = render(
    <AppProvider env="test" queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, user, router };
}

/** Renders a component alone, in the real providers (no router). */
export function renderInProviders(ui: ReactElement) {
  return render(
    <AppProvider env="test" queryClient={createTestQueryClient()}>
      {ui}
    </AppProvider>,
  );
}

/** Renders the whole app (its real routes and guards) at a URL. */
export function renderApp(url: string, options: { user?: UserEventOptions } = {}) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  const user = userEvent.setup({ delay: null, ...options.user });
  const view = render(
    <AppProvider env="test" queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, user, router };
}

export async function setLocale(locale: 'fr' | 'en'): Promise<void> {
  await act(async () => {
    await changeLocale(locale);
  });
}

/**
 * Enters a whole value in a text field as a paste after a click (one change): what the form then
 * does is the same as after typing it, without a render of the screen per character.
 */
export async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** A screen's own texts loaded before its tests, and French back after each one. */
export function setUpScreenTexts(addTexts: () => Promise<void>): void {
  beforeAll(() => addTexts());
  afterEach(() => setLocale('fr'));
}
