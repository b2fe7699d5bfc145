import { bookingStatsApiPaths, type TBookingStats, type TStatsRateSplits } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addBookingsTexts } from '@/shared/i18n/bookings-catalogue';
import { mockApi } from '@/testing/fetch-mock';
import { renderScreen, setUpScreenTexts } from '@/testing/render';
import { signIn } from '@/testing/sign-in';
import { BookingStatsPage } from '../booking-stats-page';

/* The statistics as a manager reads them: the covers drawn and tabled, the rates with "—" over no booking, the money, the CSV. */
setUpScreenTexts(addBookingsTexts);

const splits = (late: boolean): TStatsRateSplits => ({
  total: { bookings: 8, count: 1, rate: 12.5 },
  by_source: [
    { group: 'online', bookings: 5, count: 1, rate: 20 },
    { group: 'phone', bookings: 2, count: 0, rate: 0 },
    { group: 'walk_in', bookings: 1, count: 0, rate: 0 },
  ],
  by_party_size: [
    { group: '1-2', bookings: 3, count: late ? 1 : 0, rate: late ? 33.3 : 0 },
    { group: '3-4', bookings: 3, count: 0, rate: 0 },
    { group: '5-6', bookings: 2, count: late ? 0 : 1, rate: late ? 0 : 50 },
    { group: '7+', bookings: 0, count: 0, rate: null },
  ],
  by_imprint: [
    { group: 'yes', bookings: 2, count: late ? 0 : 1, rate: late ? 0 : 50 },
    { group: 'no', bookings: 6, count: late ? 1 : 0, rate: late ? 16.7 : 0 },
  ],
});

const stats: TBookingStats = {
  from: '2026-12-01',
  to: '2026-12-02',
  services: [
    { id: 1, name: 'Lunch', fr_name: 'Déjeuner' },
    { id: 2, name: 'Dinner', fr_name: 'Dîner' },
  ],
  days: [
    {
      date: '2026-12-01',
      services: [
        { service_id: 1, booked_covers: 5, honoured_covers: 5 },
        { service_id: 2, booked_covers: 6, honoured_covers: 0 },
      ],
      booked_covers: 11,
      honoured_covers: 5,
    },
    {
      date: '2026-12-02',
      services: [
        { service_id: 1, booked_covers: 2, honoured_covers: 0 },
        { service_id: 2, booked_covers: 4, honoured_covers: 4 },
      ],
      booked_covers: 6,
      honoured_covers: 4,
    },
  ],
  booked_covers: 17,
  honoured_covers: 9,
  no_shows: splits(false),
  late_cancellations: splits(true),
  charges: { collected_cents: 123450, collected_count: 1, refunded_cents: 5000, refunded_count: 1 },
  offers: [{ offer_id: 4, name: 'Midi -20', percent: 20, bookings: 2, covers: 6, share: 35.3 }],
};
const ok = (data: unknown) => ({ body: { status: 200, message: 'OK', fr_message: 'OK', data } });

describe('booking statistics', () => {
  it('shows the covers, the rates ("—" over no booking), the money in euros and offers, and downloads the CSV', async () => {
    signIn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:stats', revokeObjectURL: () => {} }));
    const { callsTo } = mockApi({
      [bookingStatsApiPaths.bookingStats]: ok(stats),
      [bookingStatsApiPaths.bookingStatsCsv]: { body: { status: 200 } },
    });
    const { user } = renderScreen(<BookingStatsPage />, { path: '/bookings/stats' });
    expect(
      await screen.findByRole('img', { name: 'Couverts réservés par jour, empilés par service' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Statistiques des réservations' })).toBeInTheDocument();
    // The default period: the last 30 days, both ends sent.
    expect(callsTo(bookingStatsApiPaths.bookingStats)[0]!.url).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);

    // The chart's scale: 11 covers on 1 December, the highest day, tops the axis.
    const chart = screen.getByRole('img', { name: 'Couverts réservés par jour, empilés par service' });
    expect([...chart.querySelectorAll('text')].map((label) => label.textContent)).toEqual([
      '11',
      '0',
      '01/12',
      '02/12',
    ]);
    // The figures per day are behind a button, closed at first.
    const perDay = screen.getByRole('button', { name: 'Afficher le détail par jour' });
    expect(perDay).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Couverts réservés et honorés par jour et par service' })).toBeNull();
    await user.click(perDay);
    expect(perDay).toHaveAttribute('aria-expanded', 'true');
    const covers = screen.getByRole('table', { name: 'Couverts réservés et honorés par jour et par service' });
    expect(perDay).toHaveAttribute('aria-controls', covers.closest('[id]')!.id);
    expect(
      within(covers)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Date',
      'Déjeuner – réservés',
      'Déjeuner – honorés',
      'Dîner – réservés',
      'Dîner – honorés',
      'Total réservés',
      'Total honorés',
    ]);
    const first = within(covers).getByRole('row', { name: /01\/12\/2026/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '5', '6', '0', '11', '5']);
    // Per service over the period: lunch 5 + 2 booked, 5 + 0 honoured; dinner 6 + 4, 0 + 4.
    const total = within(covers).getByRole('row', { name: /^Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '5', '10', '4', '17', '9']);
    expect(screen.getByText('17 couverts réservés, 9 honorés')).toBeInTheDocument();

    // Each card's tables say whose they are.
    expect(screen.getAllByRole('table', { name: 'Absences – Par origine' })).toHaveLength(1);
    expect(screen.getAllByRole('table', { name: 'Annulations tardives – Par origine' })).toHaveLength(1);
    const byParty = [
      screen.getByRole('table', { name: 'Absences – Par taille de groupe' }),
      screen.getByRole('table', { name: 'Annulations tardives – Par taille de groupe' }),
    ];
    expect(
      screen.getByText(/Les taux ne comptent que les réservations dont on sait si le client est venu/),
    ).toBeInTheDocument();
    // A group without bookings has no rate.
    const sevenPlus = within(byParty[0]!).getByRole('row', { name: /7\+ couverts/ });
    expect(
      within(sevenPlus)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '—']);
    // A range, written with an en dash.
    const small = within(byParty[1]!).getByRole('row', { name: /1–2 couverts/ });
    expect(
      within(small)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1', '33,3\u00a0%']);
    expect(screen.getAllByText('12,5 %')).toHaveLength(2);

    expect(screen.getByText('1 234,50 €')).toBeInTheDocument();
    expect(screen.getByText('50,00 €')).toBeInTheDocument();
    const offer = screen.getByRole('row', { name: /Midi -20/ });
    expect(
      within(offer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '6', '35,3\u00a0%']);

    await user.click(screen.getByRole('button', { name: 'Télécharger le CSV' }));
    await waitFor(() => expect(callsTo(bookingStatsApiPaths.bookingStatsCsv)).toHaveLength(1));
    expect(callsTo(bookingStatsApiPaths.bookingStatsCsv)[0]!.url).toMatch(
      /bookingStatsCsv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&lang=fr$/,
    );
  });

  it('shows no earlier figures for a half-typed custom period, marks figures being updated, and says why a CSV is refused', async () => {
    signIn();
    let release: (() => void) | undefined;
    const { callsTo } = mockApi({
      [bookingStatsApiPaths.bookingStats]: async () => {
        // The second period waits until the test lets it answer.
        if (callsTo(bookingStatsApiPaths.bookingStats).length === 2)
          await new Promise<void>((resolve) => (release = resolve));
        return ok(stats);
      },
      [bookingStatsApiPaths.bookingStatsCsv]: {
        body: {
          status: 201,
          code: 'STATS_PERIOD_REVERSED',
          field: 'to',
          message: 'The period ends before it starts',
          fr_message: 'La période finit avant de commencer',
        },
      },
    });
    const { user } = renderScreen(<BookingStatsPage />, { path: '/bookings/stats' });
    await screen.findByRole('img', { name: 'Couverts réservés par jour, empilés par service' });
    const csv = screen.getByRole('button', { name: 'Télécharger le CSV' });

    // A refused CSV: its message, not a file.
    await user.click(csv);
    expect(await screen.findByText('La période finit avant de commencer')).toBeInTheDocument();

    // Another period: the earlier figures stay, marked as being updated, and the CSV waits.
    await user.click(screen.getByRole('radio', { name: 'Cette semaine' }));
    expect(await screen.findByText('Mise à jour des chiffres…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' })).toBeDisabled();
    release?.();
    await waitFor(() => expect(screen.queryByText('Mise à jour des chiffres…')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' })).toBeEnabled();

    // A custom period with its start cleared: a message, no figures of another period.
    await user.click(screen.getByRole('radio', { name: 'Dates au choix' }));
    await user.clear(screen.getByLabelText('Du'));
    expect(await screen.findByText('Saisissez une date de début et une date de fin complètes.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Couverts réservés par jour, empilés par service' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' })).toBeDisabled();
  });
});

describe('booking statistics on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stacks the period choices one under the other, still one group with the same name, and asks for the chosen period', async () => {
    signIn();
    // A phone's width: every "max-width" query holds.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (media: string) =>
        ({
          matches: media.includes('max-width'),
          media,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    const { callsTo } = mockApi({ [bookingStatsApiPaths.bookingStats]: ok(stats) });
    const { user } = renderScreen(<BookingStatsPage />, { path: '/bookings/stats' });
    await screen.findByRole('img', { name: 'Couverts réservés par jour, empilés par service' });
    const period = screen.getByRole('radiogroup', { name: 'Période' });
    expect(period).toHaveAttribute('data-orientation', 'vertical');
    expect(within(period).getByRole('radio', { name: '30 derniers jours' })).toBeChecked();
    const [first] = callsTo(bookingStatsApiPaths.bookingStats);
    const days = (url: string) => {
      const [, from, to] = /from=(\d{4}-\d{2}-\d{2})&to=(\d{4}-\d{2}-\d{2})/.exec(url)!;
      return (Date.parse(to!) - Date.parse(from!)) / 86_400_000 + 1;
    };
    expect(days(first!.url)).toBe(30);
    // The rate tables fit: the count and the bookings in one column, the rate beside them.
    const byParty = screen.getByRole('table', { name: 'Annulations tardives – Par taille de groupe' });
    expect(
      within(byParty)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Groupe', 'Annulations tardives sur réservations', 'Taux']);
    const small = within(byParty).getByRole('row', { name: /1–2 couverts/ });
    expect(
      within(small)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1 sur 3', '33,3\u00a0%']);
    // This week: from Monday to today, 1 to 7 days.
    await user.click(within(period).getByRole('radio', { name: 'Cette semaine' }));
    await waitFor(() => expect(callsTo(bookingStatsApiPaths.bookingStats)).toHaveLength(2));
    expect(days(callsTo(bookingStatsApiPaths.bookingStats)[1]!.url)).toBeLessThanOrEqual(7);
    expect(within(period).getByRole('radio', { name: 'Cette semaine' })).toBeChecked();
  });
});
