import { type TWaitlistEntry, waitlistApiPaths, waitlistErrors } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '@/testing/fetch-mock';
import { expectToast } from '@/testing/menu-fixtures';
import { renderScreen } from '@/testing/render';
import { BookingsPage } from '../bookings-page';
import { bookingsApi, DAY, parisInstant, setUpBookingsTests, useFakeClock, waitlistReply } from './bookings-fixtures';

/*
 * The waitlist panel beside the day's book: the guests waiting and the time an offer holds, a time
 * offered by hand; today, the walk-in queue with its quoted waits, told and seated from the panel.
 */

setUpBookingsTests();

function entry(overrides: Partial<TWaitlistEntry>): TWaitlistEntry {
  return {
    entry_id: 1,
    kind: 'waitlist',
    name: 'Camille Martin',
    covers: 2,
    phone: '+33612345678',
    status: 'waiting',
    date: DAY,
    earliest: '19:00',
    latest: '21:00',
    quoted_minutes: null,
    ready_notified_at: null,
    created_at: parisInstant('10:00'),
    offer: null,
    booking_id: null,
    ...overrides,
  };
}

const ok = (data: unknown) => ({ body: { status: 200, message: 'Done', fr_message: 'Fait', data } });

const entries = [
  entry({}),
  entry({
    entry_id: 2,
    name: 'Hugo Petit',
    status: 'offered',
    offer: { time: '20:00', expires_at: parisInstant('18:15') },
  }),
  entry({ entry_id: 3, name: 'Parti', status: 'left' }),
  entry({ entry_id: 4, kind: 'walk_in', name: 'Dupont', covers: 3, earliest: null, latest: null, quoted_minutes: 20 }),
];

describe('the waitlist panel', () => {
  it('lists the day’s open entries and offers a time by hand', async () => {
    useFakeClock(parisInstant('18:00'));
    const { sentOnce } = bookingsApi({
      [waitlistApiPaths.waitlistList]: waitlistReply(entries),
      [waitlistApiPaths.offerWaitlistSlot]: ok(entry({ status: 'offered' })),
    });
    const { user } = renderScreen(<BookingsPage />, { path: '/bookings' });
    const panel = await screen.findByRole('region', { name: 'Liste d’attente' });
    const camille = await within(panel).findByRole('listitem', { name: 'Camille Martin' });
    expect(within(camille).getByText('arrivée 19:00–21:00')).toBeInTheDocument();
    expect(within(panel).getByText(/20:00 proposé jusqu’à 18:15/)).toBeInTheDocument();
    expect(within(panel).queryByText('Parti')).not.toBeInTheDocument();
    await user.click(within(camille).getByRole('button', { name: 'Proposer un créneau à Camille Martin' }));
    await user.click(within(camille).getByRole('button', { name: 'Envoyer' }));
    expect(await sentOnce(waitlistApiPaths.offerWaitlistSlot)).toMatchObject({ entry_id: '1', time: '19:00' });
  });

  it('tells a walk-in by SMS and seats it, today; a refusal reads in French', async () => {
    useFakeClock(parisInstant('18:00'));
    const { sentOnce } = bookingsApi({
      [waitlistApiPaths.waitlistList]: waitlistReply(entries),
      [waitlistApiPaths.notifyWalkInReady]: failure(
        'WALK_IN_NO_PHONE',
        waitlistErrors.WALK_IN_NO_PHONE.en,
        waitlistErrors.WALK_IN_NO_PHONE.fr,
      ),
      [waitlistApiPaths.seatWalkIn]: ok({}),
    });
    const { user } = renderScreen(<BookingsPage />, { path: '/bookings' });
    const queue = await screen.findByRole('region', { name: 'File d’attente à l’accueil' });
    const dupont = await within(queue).findByRole('listitem', { name: 'Dupont' });
    expect(within(dupont).getByText(/attente annoncée 20 min/)).toBeInTheDocument();
    await user.click(within(dupont).getByRole('button', { name: 'Prévenir Dupont par SMS' }));
    expect(await sentOnce(waitlistApiPaths.notifyWalkInReady)).toMatchObject({ entry_id: '4' });
    await expectToast(waitlistErrors.WALK_IN_NO_PHONE.fr);
    await user.click(within(dupont).getByRole('button', { name: 'Installer Dupont' }));
    expect(await sentOnce(waitlistApiPaths.seatWalkIn)).toMatchObject({ entry_id: '4' });
  });

  it('adds a party at the door with its quoted wait', async () => {
    useFakeClock(parisInstant('18:00'));
    const { sentOnce } = bookingsApi({
      [waitlistApiPaths.addWalkIn]: ok(entry({ entry_id: 9, kind: 'walk_in', name: 'Moreau' })),
    });
    const { user } = renderScreen(<BookingsPage />, { path: '/bookings' });
    await user.click(await screen.findByRole('button', { name: 'Ajouter un groupe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Groupe à l’accueil' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nom/ }), 'Moreau');
    await user.clear(within(dialog).getByRole('textbox', { name: /Attente annoncée/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Attente annoncée/ }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter à la file' }));
    expect(await sentOnce(waitlistApiPaths.addWalkIn)).toMatchObject({
      name: 'Moreau',
      covers: '2',
      quoted_minutes: '25',
    });
  });
});
