import { bookingApiPaths } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
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
});
