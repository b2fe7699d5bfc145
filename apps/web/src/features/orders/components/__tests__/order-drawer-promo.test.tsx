import { apiPaths } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderScreen } from '@/testing/render';
import { OrdersPage } from '../orders-page';
import { order, withCode } from './order-fixtures';
import { signIn } from '@/testing/sign-in';

/** An order placed with a promo code: 10 % off the burgers, taken off the subtotal. */
const coded = order(7, withCode('BIENVENUE10', 1.2, 10.8, 0.98));

describe('an order placed with a promo code', () => {
  it('shows the code and what it saved in the drawer, above the subtotal already net of it', async () => {
    signIn('owner', { address: '10 Rue de Rivoli' });
    const list = {
      status: 200,
      complete_result_data: [coded],
      pagination: { page: 1, per_page: 25, total: 1, pages: 1 },
      waiting: 1,
    };
    mockApi({
      [apiPaths.orderList]: { body: { status: 200, message: '', fr_message: '', data: list } },
      [apiPaths.orderDetail]: { body: { status: 200, message: '', fr_message: '', data: coded } },
    });
    const { user } = renderScreen(<OrdersPage />, { path: '/order' });
    await user.click(await screen.findByRole('button', { name: /^Ouvrir la commande #7\b/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Commande #7' });
    const line = within(drawer).getByText('Code promo BIENVENUE10 (déjà déduit)');
    expect(line.nextSibling).toHaveTextContent(/^−1,20\s€$/);
    expect(within(drawer).getByText('Sous-total').nextSibling).toHaveTextContent(/^10,80\s€$/);
  });
});
