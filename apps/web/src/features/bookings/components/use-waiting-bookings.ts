import type { TBooking, TBookingEvent } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingEvents } from '@/shared/api/order-stream';
import { bookingKeys } from '../api/bookings';
import { guestName } from './booking-dates';
import { awaitsRestaurant } from './waiting-banner';
import { readAgainAfterEvent } from '@/shared/api/read-again';

const without = (current: Map<number, TBooking>, bookingId: number) => {
  if (!current.has(bookingId)) return current;
  const next = new Map(current);
  next.delete(bookingId);
  return next;
};

/**
 * The bookings that came to wait for the restaurant while the screen is open, however they came
 * to wait (placed, their card saved, a guest's change request): they ring until opened or
 * answered. A booking already known to wait (in the book, or heard before) does not ring again
 * when it changes otherwise (a table given). Every event refreshes the book.
 */
export function useWaitingBookings(book: TBooking[] | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<Map<number, TBooking>>(() => new Map());
  const [announce, setAnnounce] = useState('');
  const known = useRef(new Set<number>());

  useEffect(() => {
    for (const booking of book ?? []) if (awaitsRestaurant(booking)) known.current.add(booking.id);
  }, [book]);

  const onEvent = useCallback(
    (event: TBookingEvent) => {
      if (event.type === 'bookings.pending') return;
      const { booking } = event;
      if (!awaitsRestaurant(booking)) {
        known.current.delete(booking.id);
        setFresh((current) => without(current, booking.id));
      } else if (!known.current.has(booking.id)) {
        known.current.add(booking.id);
        setFresh((current) => new Map(current).set(booking.id, booking));
        const key = booking.status === 'pending' ? 'bookings.ring.announce' : 'bookings.ring.announceChange';
        setAnnounce(t(key, { name: guestName(booking), time: booking.time }));
      } else {
        setFresh((current) => (current.has(booking.id) ? new Map(current).set(booking.id, booking) : current));
      }
      void readAgainAfterEvent(queryClient, bookingKeys.all);
    },
    [queryClient, t],
  );
  useBookingEvents(onEvent);

  /** Opened: it stops ringing (it still waits, and shows so in the book). */
  const seen = useCallback((bookingId: number) => setFresh((current) => without(current, bookingId)), []);
  return { fresh, announce, seen };
}
