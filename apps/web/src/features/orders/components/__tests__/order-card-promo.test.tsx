import type { TOrder } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInProviders } from '@/testing/render';
import { OrderCard } from '../order-card';

/** A card of the orders list: an order placed with a code says which, and what it took off. */
const order: TOrder = {
  order_id: 8,
  order_number: '#8',
  current_status: 4,
  created_at: Date.UTC(2026, 10, 26, 11, 0),
  date: '26/11/2026',
  time: '12:00',
  customer_first_name: 'Léa',
  service_type: 1,
  service_typee: 'Sur place',
  no_of_people: 3,
  payment_method: 1,
  payment_method_label: 'Paiement en ligne',
  description: '',
  items: [],
  sub_total: 32.4,
  promo_code: 'BIENVENUE10',
  savings: 3.6,
  TVA: 2.95,
  tva_by_rate: { '10': 2.95 },
  service_charges: 0,
  total: 32.4,
  reject_reason: '',
  expires_at: null,
  history: [],
};

describe('an order card', () => {
  it('shows the promo code and its savings beside the subtotal already net of them', () => {
    renderInProviders(<OrderCard order={order} isNew={false} onOpen={() => undefined} />);
    const card = screen.getByRole('article', { name: '#8' });
    expect(within(card).getByText('32,40 €', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeInTheDocument();
    expect(within(card).getByText(/^Code promo BIENVENUE10 \(déjà déduit\) −3,60\s€$/)).toBeInTheDocument();
  });

  it('says nothing of codes for an order without one', () => {
    renderInProviders(
      <OrderCard order={{ ...order, promo_code: null, savings: 0 }} isNew={false} onOpen={() => undefined} />,
    );
    expect(screen.queryByText(/Code promo/)).not.toBeInTheDocument();
  });
});
