import { apiPaths, type TOrder, type TOrderLine } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderScreen, setLocale } from '@/testing/render';
import { signIn } from '@/testing/sign-in';
import { OrdersPage } from '../orders-page';
import { TicketPage } from '../ticket-page';
import { order } from './order-fixtures';

/*
 * The orders screen over several days: each card says the day as well as the time, newest first as
 * the server sends them; a buy-one-get-one line says how many are free, on the card and in the
 * drawer and on the kitchen ticket; a waiting order's refusal reads as a live button.
 */
afterEach(() => setLocale('fr'));

/** Two tarts, one of them free: 7,50 € for both. */
const tarts: TOrderLine = {
  items_name: 'Tarte aux pralines',
  item_id: 3,
  size: null,
  quantity: 2,
  price: 7.5,
  discount: 0,
  buy_one_get_one_offer: 1,
  free_quantity: 1,
  addon: [],
  allergens: [],
  totalPrice: 7.5,
  savings: 0,
  TVA_per: 10,
  TVA: 0.68,
};

/** Monday 7 December 2026, 12:30 in Paris, and Sunday 6 December, 20:15. */
const today = order(12, {
  created_at: Date.parse('2026-12-07T11:30:00Z'),
  time: '12:30',
  items: [tarts],
  sub_total: 7.5,
  total: 7.5,
});
const yesterday = order(11, {
  created_at: Date.parse('2026-12-06T19:15:00Z'),
  time: '20:15',
  current_status: 5,
  customer_first_name: 'Léa',
});

function listOf(orders: TOrder[]) {
  return {
    body: {
      status: 200,
      message: '',
      fr_message: '',
      data: {
        status: 200,
        complete_result_data: orders,
        pagination: { page: 1, per_page: 25, total: orders.length, pages: 1 },
        waiting: 1,
      },
    },
  };
}

function openScreen(detail: TOrder = today) {
  signIn('owner', { address: '10 Rue de Rivoli' });
  mockApi({
    [apiPaths.orderList]: listOf([today, yesterday]),
    [apiPaths.orderDetail]: { body: { status: 200, message: '', fr_message: '', data: detail } },
  });
  return renderScreen(<OrdersPage />, { path: '/order' });
}

const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('the orders screen over several days', () => {
  it('dates each card day first in French, newest first, so yesterday’s order does not pass for today’s', async () => {
    openScreen();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByText(/^#\d+$/).textContent)).toEqual(['#12', '#11']);
    expect(spaced(cards[0]!.textContent)).toContain('Camille · lun. 7 déc. · 12:30');
    expect(spaced(cards[1]!.textContent)).toContain('Léa · dim. 6 déc. · 20:15');
  });

  it('dates them the British way in English', async () => {
    await setLocale('en');
    openScreen();
    const card = await screen.findByRole('article', { name: '#11' });
    expect(spaced(card.textContent)).toContain('Léa · Sun 6 Dec · 20:15');
  });

  it('says on the card and in the drawer that one of the two tarts is free', async () => {
    const { user } = openScreen();
    const card = await screen.findByRole('article', { name: '#12' });
    expect(spaced(within(card).getByText(/^2 × Tarte aux pralines/).textContent)).toBe(
      '2 × Tarte aux pralines — 1 offert',
    );
    // An order without the offer says nothing of it.
    expect(screen.getByRole('article', { name: '#11' })).not.toHaveTextContent('offert');
    await user.click(within(card).getByRole('button', { name: /^Ouvrir la commande #12\b/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Commande #12' });
    expect(spaced(within(drawer).getByText(/^2 × Tarte aux pralines/).textContent)).toBe(
      '2 × Tarte aux pralines — 1 offert',
    );
  });

  it('says on the kitchen ticket too that one of the two tarts is free', async () => {
    signIn('owner', { address: '10 Rue de Rivoli' });
    mockApi({ [apiPaths.orderDetail]: { body: { status: 200, message: '', fr_message: '', data: today } } });
    renderScreen(<TicketPage />, {
      path: '/orders/:orderId/ticket',
      initialEntries: [`/orders/${today.order_id}/ticket`],
    });
    expect(spaced((await screen.findByText(/2 × Tarte aux pralines/)).textContent)).toBe(
      '2 × Tarte aux pralines — 1 offert',
    );
  });

  it('counts the free units itself from an answer without them, and says so in English', async () => {
    await setLocale('en');
    const older = { ...tarts, quantity: 5, free_quantity: undefined };
    const { user } = openScreen({ ...today, items: [older] });
    await user.click(await screen.findByRole('button', { name: /^Open order #12\b/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Order #12' });
    expect(spaced(within(drawer).getByText(/^5 × Tarte aux pralines/).textContent)).toBe(
      '5 × Tarte aux pralines — 2 free',
    );
  });

  it('offers the refusal of a waiting order as an outlined red button, not a pale one', async () => {
    const { user } = openScreen();
    await user.click(await screen.findByRole('button', { name: /^Ouvrir la commande #12\b/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Commande #12' });
    const refuse = within(drawer).getByRole('button', { name: 'Refuser' });
    expect(refuse).toBeEnabled();
    expect(refuse).toHaveAttribute('data-variant', 'outline');
    expect(refuse.style.getPropertyValue('--button-color')).toBe('var(--mantine-color-red-9)');
  });
});
