import {
  CHARGE_WINDOW_DAYS,
  type ChargeKind,
  formatAmount,
  type TBookingGuarantee,
  type TCharge,
} from '@portal/contract';
import { type GuaranteePort, isLateCancellationOf } from '../reservations/index.js';
import type { BookingCharge, BookingGuarantee, BookingRefund } from './tables.js';

/*
 * What a guarantee allows to charge and how the restaurant and the guest see it: the one reading
 * of the charge's kind and cap, for the charge itself and for the booking's drawer and page.
 */

const DAY = 86_400_000;
/** A charge is possible until the meal + 7 days (spec). */
export const CHARGE_WINDOW_MS = CHARGE_WINDOW_DAYS * DAY;

/** The booking as reservations gives it. */
export type GuaranteedBooking = NonNullable<Awaited<ReturnType<GuaranteePort['bookingById']>>>;

/**
 * What a booking allows to charge now, and for how many covers: a no-show (the party), a
 * cancellation by the guest inside 12 hours, recorded by the guest or by the restaurant the guest
 * phoned (the party; `isLateCancellationOf`, the statistics' reading too), a late reduction (the covers missing from the party the card guarantees, which follows
 * the party's free changes: only covers removed inside 12 hours are missing).
 */
export function chargeableOf(
  booking: Pick<GuaranteedBooking, 'status' | 'covers' | 'meal_at' | 'cancelled_at'>,
  guarantee: Pick<BookingGuarantee, 'covers_guaranteed'>,
  history: ReadonlyArray<{ at: number | string; status: string | null; reason: string }>,
): { kind: ChargeKind; covers: number } | null {
  if (booking.status === 'no_show') return { kind: 'no_show', covers: booking.covers };
  if (booking.status === 'cancelled_by_customer')
    return isLateCancellationOf(booking, history) ? { kind: 'late_cancellation', covers: booking.covers } : null;
  const missing = guarantee.covers_guaranteed - booking.covers;
  if (missing > 0 && ['confirmed', 'seated', 'honoured'].includes(booking.status))
    return { kind: 'late_reduction', covers: missing };
  return null;
}

/**
 * The most a charge for these covers may be: per cover × the covers, never above the amount the
 * guest agreed to when giving the card (a party raised since does not raise it).
 */
export function chargeCapOf(guarantee: Pick<BookingGuarantee, 'per_cover_cents' | 'consented_cents'>, covers: number) {
  return Math.min(guarantee.per_cover_cents * covers, guarantee.consented_cents);
}

/** The member who acted, as a history shows it: their name, or 'restaurant' for the owner. */
function actorName(row: { member_name: string }): string {
  return row.member_name || 'restaurant';
}

export function guaranteeWire(
  booking: GuaranteedBooking,
  guarantee: BookingGuarantee,
  charges: readonly BookingCharge[],
  refunds: readonly BookingRefund[],
  history: ReadonlyArray<{ at: number | string; status: string | null; reason: string }>,
  now: number,
): TBookingGuarantee {
  const windowClosesAt = Number(booking.meal_at) + CHARGE_WINDOW_MS;
  const chargeable = chargeableOf(booking, guarantee, history);
  const alreadyCharged = charges.some((charge) => charge.status !== 'failed');
  const open = guarantee.state === 'card_saved' && now <= windowClosesAt && !alreadyCharged;
  const due = chargeable && open ? chargeCapOf(guarantee, chargeable.covers) : 0;
  return {
    state: guarantee.state as TBookingGuarantee['state'],
    brand: guarantee.card_brand,
    last4: guarantee.card_last4,
    exp_month: guarantee.card_exp_month,
    exp_year: guarantee.card_exp_year,
    per_cover: formatAmount(guarantee.per_cover_cents, 'en'),
    per_cover_cents: guarantee.per_cover_cents,
    amount_due_cents: due,
    amount_due: formatAmount(due, 'en'),
    chargeable_kind: open ? (chargeable?.kind ?? null) : null,
    window_closes_at: windowClosesAt,
    charges: charges.map((charge) => chargeWire(charge, refunds)),
  };
}

export function chargeWire(charge: BookingCharge, refunds: readonly BookingRefund[]): TCharge {
  return {
    id: charge.id,
    kind: charge.kind as TCharge['kind'],
    status: charge.status as TCharge['status'],
    amount: formatAmount(charge.amount_cents, 'en'),
    amount_cents: charge.amount_cents,
    refunded_cents: charge.refunded_cents,
    reason: charge.reason,
    failure: charge.failure,
    actor: actorName(charge),
    at: Number(charge.created_at),
    refunds: refunds
      .filter((refund) => refund.charge_id === charge.id)
      .map((refund) => ({
        id: refund.id,
        amount: formatAmount(refund.amount_cents, 'en'),
        amount_cents: refund.amount_cents,
        reason: refund.reason,
        actor: actorName(refund),
        at: Number(refund.created_at),
      })),
  };
}
