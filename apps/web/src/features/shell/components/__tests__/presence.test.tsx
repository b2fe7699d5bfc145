import { apiPaths } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { logInPartner } from '@/testing/menu-fixtures';
import { profileReply } from '@/testing/profile-fixtures';
import { renderApp } from '@/testing/render';
import { signIn } from '@/testing/sign-in';

const emptyItemList = {
  [apiPaths.itemList]: {
    body: { status: 200, message: '', fr_message: '', data: [], sections: [], imageUrl: '/uploads/' },
  },
};

const emptyOrderList = {
  body: {
    status: 200,
    message: '',
    fr_message: '',
    data: { status: 1, complete_result_data: [], pagination: { page: 1, per_page: 25, total: 0, waiting: 0 } },
  },
};

/** Tuesday 10 March 2026, 14:00 in Paris (13:00 UTC): the time every test of this file starts at. */
const TUESDAY_14H = Date.parse('2026-03-10T13:00:00Z');
const MINUTE = 60_000;

// Only the date is fixed: the screen's own timers and the user's clicks run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TUESDAY_14H });
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('presence in the sidebar', () => {
  it('shows what the server says when the portal opens, not what this browser remembered', async () => {
    logInPartner();
    const until = TUESDAY_14H + 45 * MINUTE;
    mockApi({ ...emptyItemList, [apiPaths.restaurantDetails]: profileReply({ status: 1, paused_until: until }) });
    renderApp('/item_list');
    expect(await screen.findByText('En pause jusqu’à 14:45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reprendre les commandes' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userdata') ?? '{}').paused_until).toBe(until);
  });

  it('pauses orders for 30 minutes from the menu, then takes them again', async () => {
    logInPartner();
    const until = TUESDAY_14H + 30 * MINUTE;
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
            data: { status: 1, paused_until: paused ? until : null, paused_by_member: null, taking_orders: !paused },
          },
        };
      },
    });
    const { user } = renderApp('/item_list');
    await user.click(await screen.findByRole('button', { name: 'Mettre en pause' }));
    await user.click(await screen.findByRole('menuitem', { name: '30 minutes' }));

    expect(await screen.findByText('En pause jusqu’à 14:30')).toBeInTheDocument();
    expect(api.callsTo(apiPaths.changeStatus)[0]?.body).toEqual({ status: '1', pause_minutes: '30', lang: 'fr' });

    await user.click(screen.getByRole('button', { name: 'Reprendre les commandes' }));
    expect(await screen.findByText('En ligne', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(/^En pause/)).not.toBeInTheDocument();
    expect(api.callsTo(apiPaths.changeStatus)[1]?.body).toEqual({ status: '1', lang: 'fr' });
  });

  it('names the day when a pause taken late in the evening ends after midnight', async () => {
    // 23:30 in Paris: 45 minutes later it is Wednesday, 00:15.
    vi.setSystemTime(Date.parse('2026-03-10T22:30:00Z'));
    logInPartner();
    const until = Date.parse('2026-03-10T22:30:00Z') + 45 * MINUTE;
    mockApi({ ...emptyItemList, [apiPaths.restaurantDetails]: profileReply({ status: 1, paused_until: until }) });
    renderApp('/item_list');
    expect(await screen.findByText('En pause jusqu’à mercredi 00:15')).toBeInTheDocument();
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
          data: { status: 1, paused_until: null, paused_by_member: null, taking_orders: true },
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

  it('offers a staff member the end of the pause she started, not of a pause someone else started', async () => {
    const until = TUESDAY_14H + 30 * MINUTE;
    for (const [pausedBy, offered] of [
      [3, true],
      [4, false],
      [null, false],
    ] as const) {
      signIn('staff');
      mockApi({
        [apiPaths.restaurantDetails]: profileReply({ status: 1, paused_until: until, paused_by_member: pausedBy }),
        [apiPaths.orderList]: emptyOrderList,
      });
      const { unmount } = renderApp('/order');
      expect(await screen.findByText('En pause jusqu’à 14:30')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reprendre les commandes' }) !== null).toBe(offered);
      // Staff open and close nothing: no online switch, whoever paused.
      expect(screen.queryByRole('switch', { name: 'Établissement en ligne' })).not.toBeInTheDocument();
      unmount();
      localStorage.clear();
    }
  });
});
