import { REVIEW_BOOKED_AHEAD_MINUTES, REVIEW_WINDOW_DAYS, RESPONSE_WINDOW_MONTHS } from '@portal/contract';
import { addDays, parisDate, parisInstant } from '../../core/paris-time.js';
import type { ReviewedBooking } from './reviews-repository.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The customer as the rules need them (the token's account). */
export interface ReviewAuthor {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
}

/**
 * The first instant a restaurant may no longer respond: 3 calendar months after the publication's
 * Paris date, clamped to that month's end, the whole of that last day included (published 30
 * November 2027 → accepted until 29 February 2028 23:59, refused from 1 March 2028 00:00).
 */
export function responseDeadline(publishedAt: number): number {
  return afterMonths(publishedAt, RESPONSE_WINDOW_MONTHS);
}

/**
 * The midnight (Paris time) that ends the day `months` calendar months after `since`'s Paris
 * date, clamped to that month's end: the whole of that last day is still within the months.
 */
export function afterMonths(since: number, months: number): number {
  const [year, month, day] = parisDate(since).split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + months;
  const lastYear = year + Math.floor(monthIndex / 12);
  const lastMonth = (monthIndex % 12) + 1;
  const monthLength = new Date(Date.UTC(lastYear, lastMonth, 0)).getUTCDate();
  const lastDay = `${lastYear}-${String(lastMonth).padStart(2, '0')}-${String(Math.min(day, monthLength)).padStart(2, '0')}`;
  return parisInstant(addDays(lastDay, 1), '00:00');
}

/** "Marie D.": the first name and the last name's initial at most. */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The refusal, if any, of a review of this booking by this customer (the order the checks are made). */
export function eligibilityRefusal(
  booking: ReviewedBooking,
  author: Pick<ReviewAuthor, 'id'>,
  now: number,
): 'REVIEW_BOOKED_BY_RESTAURANT' | 'REVIEW_NOT_HONOURED' | 'REVIEW_BOOKED_TOO_LATE' | 'REVIEW_WINDOW_CLOSED' | null {
  if (booking.customer_id !== author.id || booking.source !== 'online') return 'REVIEW_BOOKED_BY_RESTAURANT';
  if (booking.status !== 'honoured') return 'REVIEW_NOT_HONOURED';
  if (booking.created_at > booking.meal_at - REVIEW_BOOKED_AHEAD_MINUTES * MINUTE) return 'REVIEW_BOOKED_TOO_LATE';
  if (now > booking.meal_at + REVIEW_WINDOW_DAYS * DAY) return 'REVIEW_WINDOW_CLOSED';
  return null;
}
