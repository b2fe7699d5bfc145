import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInProviders } from '@/testing/render';
import { OrderCard } from '../order-card';
import { order, withCode } from './order-fixtures';

/** A card of the orders list: an order placed with a code says which, and what it took off. */
const coded = order(8, {
  ...withCode('BIENVENUE10', 3.6, 32.4, 2.95),
  current_status: 4,
  customer_first_name: 'Léa',
  no_of_people: 3,
});

describe('an order card', () => {
  it('shows the promo code and its savings beside the subtotal already net of them', () => {
    renderInProviders(<OrderCard order={coded} isNew={false} onOpen={() => undefined} />);
    const card = screen.getByRole('article', { name: '#8' });
    expect(within(card).getByText('32,40 €', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeInTheDocument();
    expect(within(card).getByText(/^Code promo BIENVENUE10 \(déjà déduit\) −3,60\s€$/)).toBeInTheDocument();
  });

  it('names the loyalty voucher an order used, and what it took off', () => {
    const withVoucher = order(9, { voucher_code: 'K7MX2PQA', savings: 5, sub_total: 10, total: 10 });
    renderInProviders(<OrderCard order={withVoucher} isNew={false} onOpen={() => undefined} />);
    expect(screen.getByText(/^Bon de fidélité K7MX2PQA \(déjà déduit\) −5,00\s€$/)).toBeInTheDocument();
    expect(screen.queryByText(/Code promo/)).not.toBeInTheDocument();
  });

  it('says nothing of codes for an order without one', () => {
    renderInProviders(<OrderCard order={order(8)} isNew={false} onOpen={() => undefined} />);
    expect(screen.queryByText(/Code promo/)).not.toBeInTheDocument();
  });
});
