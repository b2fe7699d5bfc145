import { apiPaths, type TReportResponse } from '@portal/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { renderScreen, setLocale } from '@/testing/render';
import { signIn } from '@/testing/sign-in';
import { ReportPage } from '../report-page';
import { type ReportRow, noClosings, reportReply } from './report-fixtures';

/*
 * No-show compensation on the report screen: charges − refunds of the period,
 * shown apart from the sales' figures, with what was charged and refunded; nothing when the
 * period has neither.
 */
afterEach(() => setLocale('fr'));

function compensationReply(compensation: TReportResponse['data']['no_show_compensation'], rows: ReportRow[] = []) {
  const sales = rows.reduce((sum, row) => sum + row.price, 0);
  return reportReply(rows, {
    no_show_compensation: compensation,
    totals: {
      orders: rows.length,
      sales,
      tva_by_rate: rows.length > 0 ? { '10': 1.36 } : {},
      tva: rows.length > 0 ? 1.36 : 0,
      earnings: rows.length > 0 ? sales - 1.36 : 0,
      average_basket: sales,
      savings: 0,
    },
  });
}

const tart = {
  order_id: 1,
  order_number: '#1',
  date_time: Date.parse('2026-06-10T10:00:00Z'),
  date: '2026-06-10',
  time: '12:00',
  item_name: 'Tarte aux pralines',
  item_quantity: 2,
  food_choice: '',
  price: 15,
  savings: 0,
  TVA: 1.36,
  TVA_per: 10,
  earnings: 13.64,
};

describe('no-show compensation on the report screen', () => {
  it('shows charges − refunds apart from the sales, with what was charged and refunded', async () => {
    signIn();
    mockApi({
      [apiPaths.orderList]: compensationReply({ charged: 65, refunded: 15, net: 50 }, [tart]),
      [apiPaths.journalClosings]: noClosings,
    });
    renderScreen(<ReportPage />, { path: '/report' });
    expect(await screen.findByText('Indemnités d’absence')).toBeInTheDocument();
    expect(screen.getByText(/50,00\s€/)).toBeInTheDocument();
    expect(
      screen.getByText(/^Hors ventes, sans TVA\s: 65,00\s€ prélevées, 15,00\s€ remboursées\.$/),
    ).toBeInTheDocument();
    // The sales stay the sale's alone.
    expect(screen.getByText('Ventes TTC').nextSibling).toHaveTextContent(/^15,00\s€$/);
  });

  it('shows the compensation of a period without sales, and nothing when there was neither charge nor refund', async () => {
    signIn();
    mockApi({
      [apiPaths.orderList]: compensationReply({ charged: 25, refunded: 15, net: 10 }),
      [apiPaths.journalClosings]: noClosings,
    });
    const { unmount } = renderScreen(<ReportPage />, { path: '/report' });
    expect(await screen.findByText('Indemnités d’absence')).toBeInTheDocument();
    expect(screen.getByText(/^10,00\s€$/)).toBeInTheDocument();
    unmount();

    mockApi({
      [apiPaths.orderList]: compensationReply({ charged: 0, refunded: 0, net: 0 }, [tart]),
      [apiPaths.journalClosings]: noClosings,
    });
    renderScreen(<ReportPage />, { path: '/report' });
    expect(await screen.findByText('Tarte aux pralines')).toBeInTheDocument();
    expect(screen.queryByText('Indemnités d’absence')).not.toBeInTheDocument();
  });
});
