import { bookingApiPaths } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useOrderStream } from '@/shared/api/order-stream';
import { openPartnerStream } from '@/testing/partner-stream';
import { renderScreen } from '@/testing/render';
import { BookingsPage } from '../bookings-page';
import { booking, bookingsApi, bookReply, parisInstant, setUpBookingsTests, useFakeClock } from './bookings-fixtures';

/*
 * The book follows the partner's stream: a new booking waiting for the restaurant shows in the
 * book and rings (once the service is started), one confirmed at once does not ring.
 */
setUpBookingsTests();

function StreamOpener() {
  useOrderStream();
  return null;
}

/** The book with the partner's stream open (as the partner layout opens it), the service started. */
async function openBookWithServiceStarted() {
  const { user } = renderScreen(
    <>
      <StreamOpener />
      <BookingsPage />
    </>,
    { path: '/bookings' },
  );
  await screen.findByRole('listitem', { name: '20:00 Camille Durand' });
  await user.click(screen.getByRole('button', { name: 'Démarrer le service' }));
}

/** An audio context that records the notes it plays. */
function fakeAudio() {
  const notes: number[] = [];
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    resume() {
      return Promise.resolve();
    }
    close() {
      return Promise.resolve();
    }
    createOscillator() {
      const oscillator = {
        type: 'sine',
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: () => notes.push(oscillator.frequency.value),
        stop: () => undefined,
      };
      return oscillator;
    }
    createGain() {
      return {
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: (node: unknown) => node,
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return notes;
}

describe('live', () => {
  it('rings when a new booking waits for the restaurant, and shows it in the book', async () => {
    useFakeClock(parisInstant('18:00'));
    const notes = fakeAudio();
    let book = bookReply([booking()]);
    const { fetchMock } = bookingsApi({ [bookingApiPaths.bookingBook]: () => book });
    const push = openPartnerStream(fetchMock as unknown as typeof fetch);
    await openBookWithServiceStarted();
    expect(notes).toHaveLength(0);

    const fresh = booking({ id: 6, status: 'pending', time: '20:30', first_name: 'Hugo', last_name: 'Petit' });
    book = bookReply([booking(), fresh]);
    await waitFor(() => expect(push({ type: 'booking.created', booking: fresh })).toBe(1));
    expect(await screen.findByRole('listitem', { name: '20:30 Hugo Petit' })).toBeInTheDocument();
    await waitFor(() => expect(notes.length).toBeGreaterThan(0));
    expect(screen.getByRole('status')).toHaveTextContent('Nouvelle réservation à confirmer : Hugo Petit, 20:30');
  });

  it('does not ring for a booking confirmed at once', async () => {
    useFakeClock(parisInstant('18:00'));
    const notes = fakeAudio();
    const { fetchMock } = bookingsApi();
    const push = openPartnerStream(fetchMock as unknown as typeof fetch);
    await openBookWithServiceStarted();
    const confirmed = booking({ id: 7, status: 'confirmed', time: '21:00' });
    await waitFor(() => expect(push({ type: 'booking.created', booking: confirmed })).toBe(1));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('bookingBook')).length).toBe(2),
    );
    expect(notes).toHaveLength(0);
  });

  it('rings for a large party once its card is saved, and shows it in a banner with its deadline', async () => {
    useFakeClock(parisInstant('18:00'));
    const notes = fakeAudio();
    const held = booking({
      id: 8,
      status: 'awaiting_guarantee',
      covers: 6,
      time: '21:00',
      first_name: 'Inès',
      last_name: 'Roux',
    });
    let book = bookReply([booking(), held]);
    const { fetchMock } = bookingsApi({ [bookingApiPaths.bookingBook]: () => book });
    const push = openPartnerStream(fetchMock as unknown as typeof fetch);
    await openBookWithServiceStarted();
    // Its covers are held while the guest gives a card: nothing to answer yet.
    await waitFor(() => expect(push({ type: 'booking.updated', booking: held })).toBe(1));
    expect(notes).toHaveLength(0);

    const waiting = { ...held, status: 'pending' as const, guarantee: 'card_saved' };
    book = bookReply([booking(), waiting]);
    push({ type: 'booking.updated', booking: waiting });
    await waitFor(() => expect(notes.length).toBeGreaterThan(0));
    const banner = await screen.findByText('1 réservation attend votre réponse');
    expect(banner.closest('div')?.parentElement).toHaveTextContent(
      'Inès Roux, 6 pers. — à confirmer avant le jeudi 26 novembre à 21:00',
    );
    // A table given to it later does not ring it anew; opening it stops the ring and empties the banner.
    await userEvent.click(screen.getByRole('button', { name: /Inès Roux, 6 pers\./ }));
    await waitFor(() => expect(screen.queryByText('1 réservation attend votre réponse')).not.toBeInTheDocument());
    const rung = notes.length;
    const seated = { ...waiting, tables: [{ id: 1, name: '4' }] };
    book = bookReply([booking(), seated]);
    push({ type: 'booking.updated', booking: seated });
    const row = screen.getByRole('listitem', { name: '21:00 Inès Roux' });
    expect(await within(row).findByText('Table 4')).toBeInTheDocument();
    expect(screen.queryByText('1 réservation attend votre réponse')).not.toBeInTheDocument();
    expect(notes.length).toBe(rung);
  });

  it('rings for a guest’s change request', async () => {
    useFakeClock(parisInstant('18:00'));
    const notes = fakeAudio();
    const { fetchMock } = bookingsApi();
    const push = openPartnerStream(fetchMock as unknown as typeof fetch);
    await openBookWithServiceStarted();
    const modification = {
      id: 3,
      state: 'pending' as const,
      date: '2026-11-26',
      time: '21:30',
      covers: 3,
      proposed_time: null,
      created_at: 0,
    };
    const asked = booking({ id: 9, status: 'confirmed', modification });
    await waitFor(() => expect(push({ type: 'booking.updated', booking: asked })).toBe(1));
    expect(await screen.findByText(/Camille Durand, 4 pers\. — demande de modification/)).toBeInTheDocument();
    await waitFor(() => expect(notes.length).toBeGreaterThan(0));
  });
});
