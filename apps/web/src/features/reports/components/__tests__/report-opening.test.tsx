import { apiPaths } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '@/testing/fetch-mock';
import { mockApi } from '@/testing/fetch-mock';
import { renderScreen, setLocale } from '@/testing/render';
import { signIn } from '@/testing/sign-in';
import { ReportPage } from '../report-page';
import { type ReportRow, noClosings, reportReply } from './report-fixtures';

/*
 * Where the report opens: on this week when it has sales, else on the last week that had some
 * (the server says which day that was), else on this week's empty state; and the journal's
 * closings read as dates, with their digital seal.
 */
afterEach(() => setLocale('fr'));

const tart: ReportRow = {
  order_id: 1,
  order_number: '#1',
  date_time: Date.parse('2026-11-18T11:00:00Z'),
  date: '2026-11-18',
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

const noSale = { orders: 0, sales: 0, tva_by_rate: {}, tva: 0, earnings: 0, average_basket: 0, savings: 0 };
const oneSale = {
  orders: 1,
  sales: 15,
  tva_by_rate: { '10': 1.36 },
  tva: 1.36,
  earnings: 13.64,
  average_basket: 15,
  savings: 0,
};
/** The week of Monday 7 December 2026 and that of Monday 16 November, Paris midnights. */
const thisWeek = { from: Date.parse('2026-12-06T23:00:00Z'), to: Date.parse('2026-12-13T23:00:00Z') };
const saleWeek = { from: Date.parse('2026-11-15T23:00:00Z'), to: Date.parse('2026-11-22T23:00:00Z') };

/** The server: this week is empty; the week holding `at` has the tart; the last sale was on `lastSaleDay`. */
function reportServer(lastSaleDay: string | null) {
  return (call: RecordedCall) => {
    const at = new URL(call.url, 'http://localhost').searchParams.get('at');
    return at === '2026-11-18'
      ? reportReply([tart], { totals: oneSale, ...saleWeek, last_sale_day: lastSaleDay })
      : reportReply([], { totals: noSale, ...thisWeek, last_sale_day: lastSaleDay });
  };
}

describe('the report as it opens', () => {
  it('opens on the last week with sales when this one has none, and goes back to this week on demand', async () => {
    signIn();
    const api = mockApi({ [apiPaths.orderList]: reportServer('2026-11-18'), [apiPaths.journalClosings]: noClosings });
    const { user } = renderScreen(<ReportPage />, { path: '/report' });
    expect(await screen.findByRole('cell', { name: 'Tarte aux pralines' })).toBeInTheDocument();
    expect(screen.getByText('Du 16 novembre 2026 au 22 novembre 2026')).toBeInTheDocument();
    expect(
      screen.getByText('Aucune vente sur la période en cours : voici la dernière période avec des ventes.'),
    ).toBeInTheDocument();
    // The week stays the kind of period chosen; the empty week was never shown.
    expect(screen.getByRole('radio', { name: 'Hebdomadaire' })).toBeChecked();
    expect(screen.queryByText('Aucune vente sur cette période')).not.toBeInTheDocument();
    const asked = api.callsTo(apiPaths.orderList).map((call) => new URL(call.url, 'http://localhost').searchParams);
    expect(asked.map((params) => [params.get('period'), params.get('at')])).toEqual([
      ['1', null],
      ['1', '2026-11-18'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Revenir à la période en cours' }));
    expect(await screen.findByText('Aucune vente sur cette période')).toBeInTheDocument();
    expect(screen.getByText('Du 7 décembre 2026 au 13 décembre 2026')).toBeInTheDocument();
  });

  it('keeps this week and its empty state for a restaurant that has never sold', async () => {
    signIn();
    const api = mockApi({ [apiPaths.orderList]: reportServer(null), [apiPaths.journalClosings]: noClosings });
    renderScreen(<ReportPage />, { path: '/report' });
    expect(await screen.findByText('Aucune vente sur cette période')).toBeInTheDocument();
    expect(screen.getByText('Du 7 décembre 2026 au 13 décembre 2026')).toBeInTheDocument();
    expect(api.callsTo(apiPaths.orderList)).toHaveLength(1);
  });

  it('says the shown days in English', async () => {
    await setLocale('en');
    signIn();
    mockApi({ [apiPaths.orderList]: reportServer('2026-11-18'), [apiPaths.journalClosings]: noClosings });
    renderScreen(<ReportPage />, { path: '/report' });
    expect(await screen.findByText('16 November 2026 to 22 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the current period' })).toBeInTheDocument();
  });
});

const closing = (kind: string, period: string) => ({
  kind,
  period,
  orders: 3,
  sales: 45,
  tva: 4.09,
  tva_by_rate: { '10': 4.09 },
  grand_total: 120,
  last_seq: 9,
  hash: 'a3f1c2d4e5b6a7980f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6e5f4a3b2',
});

function closingsServer(call: RecordedCall) {
  const kind = new URL(call.url, 'http://localhost').searchParams.get('kind') ?? 'day';
  const period = { day: '2026-11-30', month: '2026-11', year: '2025' }[kind] ?? '';
  return {
    body: {
      status: 200,
      message: 'Loaded',
      fr_message: 'Chargé',
      data: [closing(kind, period)],
      pagination: { page: 1, per_page: 31, total: 1, pages: 1 },
    },
  };
}

describe('the journal’s closings', () => {
  it('reads each closing as a date in French, and calls the hash a digital seal', async () => {
    signIn();
    mockApi({
      [apiPaths.orderList]: reportReply([tart], { totals: oneSale, ...thisWeek }),
      [apiPaths.journalClosings]: closingsServer,
    });
    const { user } = renderScreen(<ReportPage />, { path: '/report' });
    // Role queries walk the whole report: given time on a busy machine.
    const table = await screen.findByRole('table', { name: 'Clôtures du journal des ventes' }, { timeout: 5000 });
    expect(within(table).getByRole('columnheader', { name: 'Sceau numérique' })).toBeInTheDocument();
    expect(within(table).queryByText(/Empreinte/)).not.toBeInTheDocument();
    expect(await within(table).findByRole('cell', { name: 'lun. 30 nov. 2026' })).toBeInTheDocument();
    await user.click(screen.getByText('Mois'));
    expect(await screen.findByRole('cell', { name: 'novembre 2026' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('reads them in English too', async () => {
    await setLocale('en');
    signIn();
    mockApi({
      [apiPaths.orderList]: reportReply([tart], { totals: oneSale, ...thisWeek }),
      [apiPaths.journalClosings]: closingsServer,
    });
    const { user } = renderScreen(<ReportPage />, { path: '/report' });
    const table = await screen.findByRole('table', { name: 'Sales journal closings' }, { timeout: 5000 });
    expect(within(table).getByRole('columnheader', { name: 'Digital seal' })).toBeInTheDocument();
    expect(await within(table).findByRole('cell', { name: 'Mon, 30 Nov 2026' })).toBeInTheDocument();
    await user.click(screen.getByText('Months'));
    expect(await screen.findByRole('cell', { name: 'November 2026' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
