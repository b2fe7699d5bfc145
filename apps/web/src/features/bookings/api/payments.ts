import { type ChargeKind, paymentApiPaths } from '@portal/contract';
import { apiRequest, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { bookingKeys } from './bookings';

/** The answers' schema, loaded with the first charge or refund (the drawer's code does not carry it). */
const chargeSchema = () => import('./payment-schemas').then((module) => module.ZChargeResponseSchema);

/** A charge or a refund changes the booking's guarantee and history: the book and the drawer read again. */
const guaranteeChanged = [bookingKeys.all];

export interface ChargeInput {
  booking_id: number;
  kind: ChargeKind;
  /** Euros as typed ("12,50"). */
  amount: string;
  reason: string;
}

/* POST v1/restaurant/chargeBooking — a no-show, a late cancellation or a late reduction charged on the saved card. */
function chargeBooking(input: ChargeInput) {
  return apiRequest(paymentApiPaths.chargeBooking, {
    method: 'POST',
    schema: chargeSchema(),
    auth: 'partner',
    body: { ...input, booking_id: String(input.booking_id), lang: currentLocale() },
  });
}

export function useChargeBooking(callbacks?: CallbacksOf<typeof chargeBooking>) {
  return useInvalidatingMutation(
    { mutationKey: bookingKeys.mutation('charge'), mutationFn: chargeBooking, invalidates: guaranteeChanged },
    callbacks,
  );
}

export interface RefundInput {
  charge_id: number;
  /** Euros as typed; empty: what remains of the charge. */
  amount: string;
  reason: string;
}

/* POST v1/restaurant/refundCharge — a charge given back, in whole or in part. */
function refundCharge(input: RefundInput) {
  return apiRequest(paymentApiPaths.refundCharge, {
    method: 'POST',
    schema: chargeSchema(),
    auth: 'partner',
    body: { ...input, charge_id: String(input.charge_id), lang: currentLocale() },
  });
}

export function useRefundCharge(callbacks?: CallbacksOf<typeof refundCharge>) {
  return useInvalidatingMutation(
    { mutationKey: bookingKeys.mutation('refund'), mutationFn: refundCharge, invalidates: guaranteeChanged },
    callbacks,
  );
}
