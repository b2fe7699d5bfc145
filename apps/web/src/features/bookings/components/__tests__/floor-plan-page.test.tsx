import {
  floorPlanApiPaths,
  bookingApiPaths,
  waitlistApiPaths,
  type TFloorTable,
  type TWaitlistEntry,
} from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderScreen, setLocale } from '@/testing/render';
import { FloorPlanPage } from '../floor-plan-page';
import { tableStates } from '../table-states';
import {
  DAY,
  booking,
  bookingsApi,
  bookReply,
  okBooking,
  parisInstant,
  setUpBookingsTests,
  useFakeClock,
  waitlistReply,
} from './bookings-fixtures';

/*
 * The host's plan during service: each table's state at the screen's time, a walk-in seated by
 * choosing the table then the party (the keyboard's way), a booking dropped onto a table.
 */
setUpBookingsTests();

const table = (id: number, name: string, seats: number, extra: Partial<TFloorTable> = {}): TFloorTable => ({
  id,
  name,
  min_covers: 1,
  max_covers: seats,
  online: 1,
  area: '',
  x: 100 * id,
  y: 200,
  shape: 'square',
  rotation: 0,
  blocked: 0,
  ...extra,
});
const tables = [
  table(1, '1', 2),
  table(2, '2', 4),
  table(3, '3', 4),
  table(4, '4', 6),
  table(5, '5', 4, { blocked: 1 }),
  table(6, 'T1', 4, { area: 'Terrasse' }),
];
const planReply = {
  body: { status: 200, message: 'OK', fr_message: 'OK', data: { areas: ['', 'Terrasse'], tables, combinations: [] } },
};
const walkIn: TWaitlistEntry = {
  entry_id: 31,
  kind: 'walk_in',
  name: 'Martin',
  covers: 3,
  phone: null,
  status: 'waiting',
  date: DAY,
  earliest: null,
  latest: null,
  quoted_minutes: 15,
  ready_notified_at: null,
  created_at: parisInstant('19:50'),
  offer: null,
  booking_id: null,
};
const seated = booking({
  id: 7,
  time: '19:30',
  status: 'seated',
  first_name: 'Léa',
  last_name: 'Petit',
  tables: [{ id: 1, name: '1' }],
});
const late = booking({ id: 8, time: '19:30', first_name: 'Hugo', last_name: 'Roux', tables: [{ id: 2, name: '2' }] });
const soon = booking({ id: 9, time: '20:30', first_name: 'Inès', last_name: 'Blanc', tables: [{ id: 3, name: '3' }] });
const unplaced = booking({ id: 10, time: '20:30', covers: 4, first_name: 'Paul', last_name: 'Noir' });

/** A screen 48em wide or more: the plan is drawn (narrower, it is a list). */
function wideScreen() {
  const narrow = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...narrow(query),
    matches: query.includes('min-width'),
  })) as typeof window.matchMedia;
  onTestFinished(() => {
    window.matchMedia = narrow;
  });
}

function api(extra = {}) {
  return bookingsApi({
    [floorPlanApiPaths.floorPlan]: planReply,
    [bookingApiPaths.bookingBook]: bookReply([seated, late, soon, unplaced]),
    [waitlistApiPaths.waitlistList]: waitlistReply([walkIn]),
    ...extra,
  });
}

describe('the floor plan', () => {
  it('becomes a list by area on a phone, each table a button with its state', async () => {
    useFakeClock(parisInstant('20:00'));
    api();
    renderScreen(<FloorPlanPage />, { path: '/bookings/floor' });
    const terrace = await screen.findByRole('region', { name: 'Terrasse' });
    expect(within(terrace).getByRole('button', { name: /^T1\s*Libre/ })).toBeInTheDocument();
    const room = screen.getByRole('region', { name: 'Salle' });
    expect(within(room).getAllByRole('button')).toHaveLength(5);
    expect(
      within(room).getByRole('button', { name: /Table 2\s*En retard\s*Hugo Roux, 4 pers\. à 19:30/ }),
    ).toBeInTheDocument();
  });

  it('reads each table’s state at the screen’s time', () => {
    const states = tableStates(tables, [seated, late, soon, unplaced], parisInstant('20:00'));
    expect([...states.values()].map((at) => at.state)).toEqual([
      'seated',
      'overdue',
      'booked',
      'free',
      'blocked',
      'free',
    ]);
    expect(states.get(3)?.booking?.id).toBe(9);
    // Two hours later the seated party still sits; the late one's meal is over, the 20:30 is late.
    const later = tableStates(tables, [seated, late, soon], parisInstant('21:15'));
    expect(later.get(1)?.state).toBe('seated');
    expect(later.get(2)?.state).toBe('free');
    expect(later.get(3)?.state).toBe('overdue');
  });

  it('seats a walk-in at the table the host chooses, and names the tables by state for a screen reader', async () => {
    useFakeClock(parisInstant('20:00'));
    wideScreen();
    const { callsTo } = api({
      [waitlistApiPaths.seatWalkIn]: okBooking(booking({ id: 11, status: 'seated', source: 'walk_in' })),
    });
    const { user } = renderScreen(<FloorPlanPage />, { path: '/bookings/floor' });
    const room = await screen.findByRole('region', { name: 'Plan : Salle' });
    expect(
      within(room).getByRole('button', { name: /^Table 1, 2 places — Installée — Léa Petit, 4 pers\. à 19:30/ }),
    ).toBeInTheDocument();
    expect(within(room).getByRole('button', { name: /^Table 2, 4 places — En retard/ })).toBeInTheDocument();
    expect(within(room).getByRole('button', { name: /^Table 5, 4 places — Hors service/ })).toBeInTheDocument();
    expect(within(room).queryByRole('button', { name: /^T1,/ })).not.toBeInTheDocument();
    const toPlace = screen.getByRole('region', { name: 'À placer' });
    expect(within(toPlace).getByText('Martin, 3 pers. · sans réservation')).toBeInTheDocument();
    expect(within(toPlace).getByText('Paul Noir, 4 pers. · 20:30')).toBeInTheDocument();

    await user.click(within(room).getByRole('button', { name: /^Table 4, 6 places — Libre/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Table 4' });
    await user.click(within(dialog).getByRole('button', { name: 'Martin, 3 pers. · sans réservation' }));
    await waitFor(() => expect(callsTo(waitlistApiPaths.seatWalkIn)).toHaveLength(1));
    expect(callsTo(waitlistApiPaths.seatWalkIn)[0]?.body).toMatchObject({ entry_id: '31', table_ids: '4' });
    expect(await screen.findByText('Martin est installé à la table 4')).toBeInTheDocument();
  });

  it('places a booking dropped onto a table, and offers only tables large enough', async () => {
    useFakeClock(parisInstant('20:00'));
    wideScreen();
    const { callsTo } = api({
      [bookingApiPaths.assignTables]: okBooking({ ...unplaced, tables: [{ id: 4, name: '4' }] }),
    });
    renderScreen(<FloorPlanPage />, { path: '/bookings/floor' });
    const room = await screen.findByRole('region', { name: 'Plan : Salle' });
    const card = await screen.findByText('Paul Noir, 4 pers. · 20:30');
    const transfer = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => transfer.set(type, value),
      getData: (type: string) => transfer.get(type) ?? '',
      effectAllowed: '',
    };
    fireEvent.dragStart(card.closest('li')!, { dataTransfer });
    const target = within(room).getByRole('button', { name: /^Table 4/ });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() => expect(callsTo(bookingApiPaths.assignTables)).toHaveLength(1));
    expect(callsTo(bookingApiPaths.assignTables)[0]?.body).toMatchObject({ booking_id: '10', table_ids: '4' });

    fireEvent.click(within(room).getByRole('button', { name: /^Table 1,/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Table 1' });
    expect(within(dialog).getByRole('button', { name: /Martin, 3 pers/ })).toBeDisabled();
    expect(within(dialog).getAllByText('2 places seulement')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  });

  it('speaks English', async () => {
    useFakeClock(parisInstant('20:00'));
    wideScreen();
    await setLocale('en');
    api();
    renderScreen(<FloorPlanPage />, { path: '/bookings/floor' });
    const room = await screen.findByRole('region', { name: 'Plan: Dining room' });
    expect(within(room).getByRole('button', { name: /^Table 2, 4 seats — Late/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'To seat' })).toBeInTheDocument();
  });
});
