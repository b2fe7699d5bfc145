import { apiPaths, type TReportResponse } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderScreen } from '@/testing/render';
import { signIn } from '@/testing/sign-in';
import { ReportPage } from '../report-page';

/*
 * Promo codes on the report screen: what they saved customers over the selection, beside the
 * sales already net of it, and each line's share in a column; neither without any saving.
 */
type Row = TReportResponse['data']['complete_report_data'][number];

const line = (order: number, item: string, price: number, savings: number): Row => ({
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

function reply(rows: Row[]): { body: TReportResponse } {
  const sales = rows.reduce((sum, row) => sum + row.price, 0);
  const savings = rows.reduce((sum, row) => sum + row.savings, 0);
  return {
    body: {
      status: 200,
      message: 'Loaded',
      fr_message: 'Chargé',
      data: {
        status: 200,
        complete_report_data: rows,
        totals: {
          orders: 2,
          sales,
          tva_by_rate: { '10': 2 },
          tva: 2,
          earnings: sales - 2,
          average_basket: sales / 2,
          savings,
        },
        best_sellers: [],
        per_day: [],
        no_show_compensation: { charged: 0, refunded: 0, net: 0 },
        from: null,
        to: null,
        pagination: { page: 1, per_page: 10, total: rows.length, pages: 1 },
      },
    },
  };
}

const closings = {
  body: {
    status: 200,
    message: '',
    fr_message: '',
    data: [],
    pagination: { page: 1, per_page: 31, total: 0, pages: 1 },
  },
};

describe('promo codes on the report screen', () => {
  it('shows the savings in all and each line’s share', async () => {
    signIn();
    mockApi({
      [apiPaths.orderList]: reply([line(1, 'Quenelle', 16.2, 1.8), line(2, 'Bière', 6, 0)]),
      [apiPaths.journalClosings]: closings,
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
      [apiPaths.journalClosings]: closings,
    });
    renderScreen(<ReportPage />, { path: '/report' });
    expect(await screen.findByText('Bière')).toBeInTheDocument();
    expect(screen.queryByText('Remises codes promo')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Remise' })).not.toBeInTheDocument();
  });
});
