import {
  calendarDateInWords,
  LATE_AFTER_MINUTES,
  SEAT_EARLIEST_MINUTES_BEFORE,
  type BookingStatus,
  type Locale,
  type TBooking,
} from '@portal/contract';
import { useEffect, useState } from 'react';
import { dateTag, parisText } from '@/shared/lib/dates';

const MINUTE = 60_000;

/** "jeudi 26 novembre" / "Thursday 26 November": a Paris calendar date "YYYY-MM-DD" in words. */
export function dayLabel(date: string, locale: Locale): string {
  return calendarDateInWords(date, locale === 'en' ? 'en-GB' : 'fr-FR', false);
}

/** "26/11 19:42" in Paris time, for the history. */
export function instantLabel(at: number, locale: Locale): string {
  return parisText(at, dateTag(locale), { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
}

/** A confirmed guest not seated 15 minutes after their time is late (shown red). */
export function isLate(booking: Pick<TBooking, 'status' | 'meal_at'>, now: number): boolean {
  return booking.status === 'confirmed' && now >= booking.meal_at + LATE_AFTER_MINUTES * MINUTE;
}

/** A no-show can be noted only 15 minutes after the guest's time (the server says the same). */
export function noShowAllowed(booking: Pick<TBooking, 'meal_at'>, now: number): boolean {
  return now >= booking.meal_at + LATE_AFTER_MINUTES * MINUTE;
}

/** A guest can be seated from an hour before their time on (the server refuses earlier). */
export function seatAllowed(booking: Pick<TBooking, 'meal_at'>, now: number): boolean {
  return now >= booking.meal_at - SEAT_EARLIEST_MINUTES_BEFORE * MINUTE;
}

/** A booking can be marked honoured from the guest's time on (the server refuses earlier). */
export function honouredAllowed(booking: Pick<TBooking, 'meal_at'>, now: number): boolean {
  return now >= booking.meal_at;
}

/** The time now, ticking every `everyMs` while mounted: late arrivals turn red on their own. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Each status's colour on the book. */
export const statusColor: Record<BookingStatus, string> = {
  awaiting_guarantee: 'gray',
  pending: 'orange',
  confirmed: 'blue',
  refused: 'gray',
  seated: 'teal',
  honoured: 'green',
  no_show: 'red',
  cancelled_by_customer: 'gray',
  cancelled_by_restaurant: 'gray',
  cancelled_by_platform: 'gray',
};

/** Bookings that keep their table while they last. */
const HOLDING_TABLES = new Set<BookingStatus>(['awaiting_guarantee', 'pending', 'confirmed', 'seated']);

/**
 * Per table, the first of `bookings` sitting at it at some moment of [`from`, `to`) (epoch ms),
 * `except` left out: what the drawer's table choice and the phone booking's free tables read.
 */
export function tablesTaken(
  bookings: readonly TBooking[],
  { from, to, except }: { from: number; to: number; except?: number },
): Map<number, TBooking> {
  const taken = new Map<number, TBooking>();
  for (const other of bookings) {
    if (other.id === except || !HOLDING_TABLES.has(other.status)) continue;
    if (other.meal_at >= to || from >= other.ends_at) continue;
    for (const table of other.tables) if (!taken.has(table.id)) taken.set(table.id, other);
  }
  return taken;
}

/** "Camille Durand": the guest's name as every bookings screen shows it. */
export const guestName = (booking: Pick<TBooking, 'first_name' | 'last_name'>) =>
  [booking.first_name, booking.last_name].filter(Boolean).join(' ');
