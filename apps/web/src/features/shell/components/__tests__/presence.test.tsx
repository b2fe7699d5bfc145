import { apiPaths } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { logInPartner } from '@/testing/menu-fixtures';
import { profileReply } from '@/testing/profile-fixtures';
import { renderApp } from '@/testing/render';

const emptyItemList = {
  [apiPaths.itemList]: {
    body: { status: 200, message: '', fr_message: '', data: [], sections: [], imageUrl: '/uploads/' },
  },
};

/** The time a pause ends, as the sidebar writes it (Paris time). */
const parisClock = (at: number) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(at);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('presence in the sidebar', () => {
  it('shows what the server says when the portal opens, not what this browser remembered', async () => {
    logInPartner();
    const until = Date.now() + 45 * 60_000;
    mockApi({ ...emptyItemList, [apiPaths.restaurantDetails]: profileReply({ status: 1, paused_until: until }) });
    renderApp('/item_list');
    expect(await screen.findByText(`En pause jusqu’à ${parisClock(until)}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reprendre les commandes' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userdata') ?? '{}').paused_until).toBe(until);
  });

  it('pauses orders for 30 minutes from the menu, then takes them again', async () => {
    logInPartner();
    const until = Date.now() + 30 * 60_000;
    const api = mockApi({
      ...emptyItemList,
      [apiPaths.restaurantDetails]: profileReply(),
      [apiPaths.changeStatus]: (call) => {
        const paused = (call.body as Record<string, string>).pause_minutes === '30';
        return {
          body: {
            status: 200,
            message: 'ok',
            fr_message: paused ? 'Votre établissement est en pause.' : 'Votre établissement est en ligne.',
            data: { status: 1, paused_until: paused ? until : null, taking_orders: !paused },
          },
        };
      },
    });
    const { user } = renderApp('/item_list');
    await user.click(await screen.findByRole('button', { name: 'Mettre en pause' }));
    await user.click(await screen.findByRole('menuitem', { name: '30 minutes' }));

    expect(await screen.findByText(`En pause jusqu’à ${parisClock(until)}`)).toBeInTheDocument();
    expect(api.callsTo(apiPaths.changeStatus)[0]?.body).toEqual({ status: '1', pause_minutes: '30', lang: 'fr' });

    await user.click(screen.getByRole('button', { name: 'Reprendre les commandes' }));
    expect(await screen.findByText('En ligne', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(/^En pause/)).not.toBeInTheDocument();
    expect(api.callsTo(apiPaths.changeStatus)[1]?.body).toEqual({ status: '1', lang: 'fr' });
  });

  it('invites an offline restaurant to go online', async () => {
    logInPartner();
    const api = mockApi({
      ...emptyItemList,
      [apiPaths.restaurantDetails]: profileReply({ status: 0, taking_orders: false }),
      [apiPaths.changeStatus]: {
        body: {
          status: 200,
          message: 'Online',
          fr_message: 'Votre établissement est en ligne.',
          data: { status: 1, paused_until: null, taking_orders: true },
        },
      },
    });
    const { user } = renderApp('/item_list');
    expect(await screen.findByText('Votre établissement est hors ligne')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Passer en ligne' }));
    await waitFor(() => expect(screen.queryByText('Votre établissement est hors ligne')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Établissement en ligne' })).toBeChecked();
    expect(api.callsTo(apiPaths.changeStatus)[0]?.body).toEqual({ status: '1', lang: 'fr' });
  });
});
