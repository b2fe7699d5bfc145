import { apiPaths } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderScreen, setLocale } from '@/testing/render';
import { OrdersPage } from '../orders-page';
import { order } from './order-fixtures';
import { signIn } from '@/testing/sign-in';

/*
 * A keyboard user opens an order from the orders screen and closes its drawer: the focus is back
 * on the order's button, ready for the next one, whether the drawer's code has just loaded (the
 * first order opened) or was already there, and however the drawer is closed.
 */

const orders = [order(1), order(2)];

function api() {
  return mockApi({
    [apiPaths.orderList]: {
      body: {
        status: 200,
        message: '',
        fr_message: '',
        data: {
          status: 200,
          complete_result_data: orders,
          pagination: { page: 1, per_page: 25, total: orders.length, pages: 1 },
          waiting: orders.length,
        },
      },
    },
    [apiPaths.orderDetail]: (call) => {
      const id = Number(new URL(call.url, 'http://localhost').searchParams.get('order_id'));
      return { body: { status: 200, message: '', fr_message: '', data: order(id) } };
    },
  });
}

afterEach(async () => {
  await setLocale('fr');
});

describe("the order's drawer and the keyboard", () => {
  it('gives the focus back to the button that opened it, the first time and the next', async () => {
    await setLocale('en');
    signIn('owner', { address: '10 Rue de Rivoli' });
    api();
    const { user } = renderScreen(<OrdersPage />, { path: '/order' });

    // The first order opened: the drawer's code loads then.
    const first = await screen.findByRole('button', { name: /^Open order #1\b/ });
    first.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Order #1' })).toBeInTheDocument();
    await waitFor(() => expect(first).not.toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(first).toHaveFocus();

    // Another order, the drawer already loaded, closed with its close button.
    const second = screen.getByRole('button', { name: /^Open order #2\b/ });
    await user.tab();
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Order #2' });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    expect(second).toHaveFocus();
  });
});
