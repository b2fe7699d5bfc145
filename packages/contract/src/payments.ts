import { z } from 'zod';
import { ZAckSchema } from './envelope.js';
import { zId } from './form-fields.js';
import { parsePrice } from './money.js';
import { BOOKING_REASON_MAX_LENGTH } from './reservation-limits.js';
import { CHARGE_KINDS, CHARGE_STATUSES, GUARANTEE_STATES } from './payment-limits.js';
import { zMultiLineText, zText } from './text-fields.js';

/*
 * The booking's card guarantee: a card saved for later (a SetupIntent, not a
 * hold), charged by a person after a no-show, a late cancellation or a late reduction, within
 * 7 days after the meal, once per booking; refunds. Amounts are cents in storage, euros on the wire.
 */

export * from './payment-limits.js';

/** An amount in euros typed like a price ("12,50"), to cents; refused when not a price or zero. */
const zAmount = () =>
  zText().transform((value, ctx) => {
    const cents = parsePrice(value);
    if (cents === null || cents <= 0) {
      ctx.issues.push({ code: 'custom', message: 'CHARGE_AMOUNT_INVALID', input: value });
      return z.NEVER;
    }
    return cents;
  });
const zRequiredReason = () =>
  zMultiLineText({ maxLength: BOOKING_REASON_MAX_LENGTH }).pipe(z.string().min(1, 'CHARGE_REASON_REQUIRED'));

/* ---------- requests ---------- */

/** POST confirmBookingGuarantee (customer): the card step is done, the server asks the provider. */
export const ZConfirmBookingGuaranteeRequestSchema = z.object({ booking_id: zId() });
export type TConfirmBookingGuaranteeRequest = z.input<typeof ZConfirmBookingGuaranteeRequestSchema>;

/** POST chargeBooking (partner, `charges`). */
export const ZChargeBookingRequestSchema = z.object({
  booking_id: zId(),
  kind: zText().pipe(z.enum(CHARGE_KINDS, 'CHARGE_KIND_INVALID')),
  /** Euros typed like prices; at most the amount due. */
  amount: zAmount(),
  reason: zRequiredReason(),
});
export type TChargeBookingRequest = z.input<typeof ZChargeBookingRequestSchema>;
export type TChargeBookingInput = z.output<typeof ZChargeBookingRequestSchema>;

/** POST refundCharge (partner, `charges`); no amount: what remains of the charge. */
export const ZRefundChargeRequestSchema = z.object({
  charge_id: zId(),
  amount: zText()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return null;
      const cents = parsePrice(value);
      if (cents === null || cents <= 0) {
        ctx.issues.push({ code: 'custom', message: 'REFUND_AMOUNT_INVALID', input: value });
        return z.NEVER;
      }
      return cents;
    }),
  reason: zMultiLineText({ maxLength: BOOKING_REASON_MAX_LENGTH }).pipe(z.string().min(1, 'REFUND_REASON_REQUIRED')),
});
export type TRefundChargeRequest = z.input<typeof ZRefundChargeRequestSchema>;
export type TRefundChargeInput = z.output<typeof ZRefundChargeRequestSchema>;

/* ---------- the guarantee as the restaurant and the guest see it ---------- */

export const ZRefundSchema = z.object({
  id: z.number().int(),
  /** Euros ("12.50"). */
  amount: z.string(),
  amount_cents: z.number().int(),
  reason: z.string(),
  /** The member's name, or 'restaurant' (the owner). */
  actor: z.string(),
  /** Epoch ms. */
  at: z.number(),
});
export type TRefund = z.infer<typeof ZRefundSchema>;

export const ZChargeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHARGE_KINDS),
  status: z.enum(CHARGE_STATUSES),
  amount: z.string(),
  amount_cents: z.number().int(),
  refunded_cents: z.number().int(),
  reason: z.string(),
  /** The bank's reason when declined (its decline code), '' otherwise. */
  failure: z.string(),
  /** The member's name, or 'restaurant' (the owner). */
  actor: z.string(),
  at: z.number(),
  refunds: z.array(ZRefundSchema),
});
export type TCharge = z.infer<typeof ZChargeSchema>;

export const ZBookingGuaranteeSchema = z.object({
  state: z.enum(GUARANTEE_STATES),
  /** 'visa' | 'mastercard'; '' until the card is saved. */
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  /** Per cover, as it was when booked: euros ("12.50") and cents. */
  per_cover: z.string(),
  per_cover_cents: z.number().int(),
  /** The most a charge may take now: per cover × the covers concerned, less what was charged; 0 when nothing is chargeable. */
  amount_due_cents: z.number().int(),
  amount_due: z.string(),
  /** The kind of charge the booking allows now, or null. */
  chargeable_kind: z.enum(CHARGE_KINDS).nullable(),
  /** Epoch ms: the meal + 7 days, after which no charge is possible. */
  window_closes_at: z.number(),
  charges: z.array(ZChargeSchema),
});
export type TBookingGuarantee = z.infer<typeof ZBookingGuaranteeSchema>;

/* ---------- answers ---------- */

export const ZChargeResponseSchema = ZAckSchema.extend({
  data: ZChargeSchema.optional(),
  /** On CHARGE_DECLINED: the bank's reason (its decline code). */
  decline_code: z.string().optional(),
});
export type TChargeResponse = z.infer<typeof ZChargeResponseSchema>;
export const ZGuaranteeResponseSchema = ZAckSchema.extend({ data: ZBookingGuaranteeSchema.optional() });
export type TGuaranteeResponse = z.infer<typeof ZGuaranteeResponseSchema>;
