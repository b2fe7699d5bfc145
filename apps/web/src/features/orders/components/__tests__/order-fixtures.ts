import type { TOrder } from '@portal/contract';

/** An order of Camille's for two, dine-in, paid by card, 12,00 € without a code; `overrides` sets the rest. */
export function order(id: number, overrides: Partial<TOrder> = {}): TOrder {
  return {
    order_id: id,
    order_number: `#${id}`,
    current_status: 0,
    created_at: Date.UTC(2026, 10, 26, 11, 0),
    date: '26/11/2026',
    time: '12:00',
    customer_first_name: 'Camille',
    service_type: 1,
    service_typee: 'Dine in',
    no_of_people: 2,
    payment_method: 1,
    payment_method_label: 'Card',
    description: '',
    items: [],
    sub_total: 12,
    promo_code: null,
    voucher_code: null,
    savings: 0,
    TVA: 1.09,
    tva_by_rate: { '10': 1.09 },
    service_charges: 0,
    total: 12,
    reject_reason: '',
    expires_at: null,
    history: [],
    ...overrides,
  };
}

/** What a code changes of an order: the code, what it saved, and the figures already net of it. */
export const withCode = (code: string, savings: number, total: number, tva: number): Partial<TOrder> => ({
  service_typee: 'Sur place',
  payment_method_label: 'Paiement en ligne',
  promo_code: code,
  savings,
  sub_total: total,
  total,
  TVA: tva,
  tva_by_rate: { '10': tva },
});
