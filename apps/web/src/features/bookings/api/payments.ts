import { type ChargeKind, paymentApiPaths } from '@portal/contract';
import { createMutation, partnerPost } from '@/shared/api/partner-call';
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

/** A charge given back: `amount` in euros as typed; empty, what remains of the charge. */
export type RefundInput = Omit<ChargeInput, 'booking_id' | 'kind'> & { charge_id: number };

/** A charge or a refund, posted with its id as text. */
const postCharge = (path: string, input: ChargeInput | RefundInput, id: Record<string, string>) =>
  partnerPost(path, chargeSchema(), { ...input, ...id });

/* POST v1/restaurant/chargeBooking — a no-show, a late cancellation or a late reduction charged on the saved card. */
const chargeBooking = (input: ChargeInput) =>
  postCharge(paymentApiPaths.chargeBooking, input, { booking_id: String(input.booking_id) });

/* POST v1/restaurant/refundCharge — a charge given back, in whole or in part. */
const refundCharge = (input: RefundInput) =>
  postCharge(paymentApiPaths.refundCharge, input, { charge_id: String(input.charge_id) });

export const useChargeBooking = createMutation(bookingKeys.mutation('charge'), chargeBooking, guaranteeChanged);
export const useRefundCharge = createMutation(bookingKeys.mutation('refund'), refundCharge, guaranteeChanged);
