import { apiPaths } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderScreen } from '@/testing/render';
import { signIn } from '@/testing/sign-in';
import { ReportPage } from '../report-page';
import { type ReportRow, noClosings, reportReply } from './report-fixtures';

/*
 * Promo codes on the report screen: what they saved customers over the selection, beside the
 * sales already net of it, and each line's share in a column; neither without any saving.
 */
const line = (order: number, item: string, price: number, savings: number): ReportRow => ({
  order_id: order,
  order_number: `#${order}`,
  date_time: Date.parse('2026-06-10T10:00:00Z'),
  date: '2026-06-10',
  time: '12:00',
  item_name: item,
  item_quantity: 1,
  food_choice: '',
  price,
  savings,
  TVA: 1,
  TVA_per: 10,
  earnings: price - 1,
});

function reply(rows: ReportRow[]) {
  const sales = rows.reduce((sum, row) => sum + row.price, 0);
  const savings = rows.reduce((sum, row) => sum + row.savings, 0);
  return reportReply(rows, {
    totals: {
      orders: 2,
      sales,
      tva_by_rate: { '10': 2 },
      tva: 2,
      earnings: sales - 2,
      average_basket: sales / 2,
      savings,
    },
  });
}

describe('promo codes on the report screen', () => {
  it('shows the savings in all and each line’s share', async () => {
    signIn();
    mockApi({
      [apiPaths.orderList]: reply([line(1, 'Quenelle', 16.2, 1.8), line(2, 'Bière', 6, 0)]),
      [apiPaths.journalClosings]: noClosings,
    });
    renderScreen(<ReportPage />, { path: '/report' });
    expect(await screen.findByText('Remises codes promo')).toBeInTheDocument();
    expect(screen.getByText('Remises codes promo').nextSibling).toHaveTextContent(/^−1,80\s€$/);
    const table = screen.getByRole('table', { name: /Ventes de la période/ });
    expect(within(table).getByRole('columnheader', { name: 'Remise' })).toBeInTheDocument();
    const [, quenelle, beer] = within(table).getAllByRole('row');
    expect(within(quenelle!).getByText(/^−1,80\s€$/)).toBeInTheDocument();
    expect(within(beer!).getByText('–')).toBeInTheDocument();
  });

  it('shows neither the figure nor the column when no code saved anything', async () => {
    signIn();
    mockApi({
      [apiPaths.orderList]: reply([line(2, 'Bière', 6, 0)]),
      [apiPaths.journalClosings]: noClosings,
    });
    renderScreen(<ReportPage />, { path: '/report' });
    expect(await screen.findByText('Bière')).toBeInTheDocument();
    expect(screen.queryByText('Remises codes promo')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Remise' })).not.toBeInTheDocument();
  });
});
