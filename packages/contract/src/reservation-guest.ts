import { z } from 'zod';
import { ZAckSchema } from './envelope.js';
import { zId } from './form-fields.js';
import { ZBookingGuaranteeSchema } from './payments.js';
import { ZBookingConsentFields } from './privacy.js';
import { ZSlotOfferSchema, ZTakenOfferSchema } from './offers.js';
import {
  optionalId,
  zBookingDate,
  ZBookingStatusSchema,
  zClock,
  zCovers,
  zFlag01,
  ZOccasionField,
} from './reservation-fields.js';
import { BOOKING_NOTE_MAX_LENGTH } from './reservation-limits.js';
import { ZModificationRequestSchema } from './reservations.js';
import { zMultiLineText, zText } from './text-fields.js';

/* The guest's side of table reservations: their bookings, the manage link, the free times. */

/* ---------- customer calls (/api/v1/customer/, customer token) ---------- */

export const ZCustomerBookingSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  /** The restaurant's public id and name. */
  restaurant_id: z.string(),
  restaurant_name: z.string(),
  restaurant_phone: z.string(),
  /** The restaurant's address, as its profile gives it. */
  restaurant_address: z.string(),
  date: z.string(),
  time: z.string(),
  meal_at: z.number(),
  covers: z.number().int(),
  status: ZBookingStatusSchema,
  note: z.string(),
  occasion: z.string(),
  meal_voucher: z.number().int(),
  /** Epoch ms until which a change or a cancellation is free (meal − 12 h). */
  free_change_until: z.number(),
  /** The restaurant's answer waiting for the guest: a proposed time, or a proposed cancellation. */
  proposal: z
    .object({
      kind: z.enum(['time', 'cancellation']),
      time: z.string().nullable(),
      request_id: z.number().int(),
      /** The day and party the proposal is for (a proposed time is on the day the guest asked for). */
      date: z.string(),
      covers: z.number().int(),
    })
    .nullable(),
  /** The guest's own request waiting for the restaurant. */
  modification: ZModificationRequestSchema.nullable(),
  /** Present when a card is required (the imprint): the Stripe SetupIntent's client secret. */
  setup_client_secret: z.string().optional(),
  /** Why the restaurant refused or cancelled, when it did. */
  reason: z.string(),
  /** When cancelled as suspected fraud: the category. */
  fraud_reason_code: z.string().nullable(),
  /** The card guarantee as the guest sees it (the card, the amount due, the charges and refunds); null without one. */
  guarantee_detail: ZBookingGuaranteeSchema.nullable().optional(),
  /** The offer the booking took, as it was then; `lost` when the party came more than 15 minutes late. */
  offer: ZTakenOfferSchema.nullable().optional(),
});
export type TCustomerBooking = z.infer<typeof ZCustomerBookingSchema>;
export const ZCustomerBookingResponseSchema = ZAckSchema.extend({
  data: ZCustomerBookingSchema.optional(),
  /** On BOOKING_CHANGE_TOO_LATE: the number to call. */
  restaurant_phone: z.string().optional(),
  current_status: ZBookingStatusSchema.optional(),
});
export type TCustomerBookingResponse = z.infer<typeof ZCustomerBookingResponseSchema>;
/** confirmBookingGuarantee's answer; on CARD_BRAND_NOT_ACCEPTED, the client secret of the new card request. */
export const ZConfirmBookingGuaranteeResponseSchema = ZCustomerBookingResponseSchema.extend({
  setup_client_secret: z.string().optional(),
});
export type TConfirmBookingGuaranteeResponse = z.infer<typeof ZConfirmBookingGuaranteeResponseSchema>;
export const ZMyBookingsResponseSchema = ZAckSchema.extend({ data: z.array(ZCustomerBookingSchema).optional() });
export type TMyBookingsResponse = z.infer<typeof ZMyBookingsResponseSchema>;

export const ZBookTableRequestSchema = z.object({
  /** The restaurant's public id. */
  restaurant_id: zText().pipe(z.string().trim().min(1, 'REQUIRED').max(32, 'NOT_FOUND')),
  date: zBookingDate(),
  time: zClock(),
  covers: zCovers(),
  note: zMultiLineText({ maxLength: BOOKING_NOTE_MAX_LENGTH }).optional(),
  occasion: ZOccasionField.optional(),
  /** The bill is paid with a meal voucher: never the imprint card. */
  meal_voucher: zFlag01().optional(),
  /** The offer the slot showed: taken if it still holds at booking, else OFFER_NO_LONGER_AVAILABLE. */
  offer_id: zText().optional().transform(optionalId),
  /** News from this restaurant and from the platform, accepted with the booking. */
  ...ZBookingConsentFields,
});
export type TBookTableRequest = z.input<typeof ZBookTableRequestSchema>;
export type TBookTableInput = z.output<typeof ZBookTableRequestSchema>;

export const ZCustomerBookingQuerySchema = z.object({ booking_id: zId() });
export const ZModifyBookingRequestSchema = z.object({
  booking_id: zId(),
  date: zBookingDate(),
  time: zClock(),
  covers: zCovers(),
});
export type TModifyBookingRequest = z.input<typeof ZModifyBookingRequestSchema>;
export const ZCancelBookingRequestSchema = z.object({ booking_id: zId() });
/** '1' accepts the restaurant's proposal, '0' declines it. */
const zProposalAnswer = () => zText().pipe(z.enum(['0', '1'], 'VALIDATION').transform((v) => v === '1'));
export const ZAnswerCancellationProposalRequestSchema = z.object({
  booking_id: zId(),
  accept: zProposalAnswer(),
});

/* ---------- the manage link (signed, one booking, no sign-in) ---------- */

export const ZManageTokenField = zText().pipe(
  z.string().trim().min(1, 'BOOKING_LINK_INVALID').max(600, 'BOOKING_LINK_INVALID'),
);
export const ZManageBookingQuerySchema = z.object({ token: ZManageTokenField });
export const ZManageCancelRequestSchema = z.object({ token: ZManageTokenField });
export const ZManageAnswerRequestSchema = z.object({ token: ZManageTokenField, accept: zProposalAnswer() });
export const ZManageModifyRequestSchema = z.object({
  token: ZManageTokenField,
  date: zBookingDate(),
  time: zClock(),
  covers: zCovers(),
});

/* ---------- public availability (no token) ---------- */

export const ZAvailabilityQuerySchema = z.object({
  date: zBookingDate(),
  covers: zCovers(),
});
export type TAvailabilityQuery = z.input<typeof ZAvailabilityQuerySchema>;
export const ZAvailabilitySchema = z.object({
  slots: z.array(
    // The slot's best offer for the party, while its covers per slot are not all taken.
    z.object({ time: z.string(), available: z.boolean(), offer: ZSlotOfferSchema.nullable() }),
  ),
  imprint_per_cover: z.string(),
  min_notice_minutes: z.number().int(),
  max_party_online: z.number().int(),
  /** How many days ahead guests may book: the last bookable day is today plus this many. */
  max_advance_days: z.number().int(),
});
export type TAvailability = z.infer<typeof ZAvailabilitySchema>;
export const ZAvailabilityResponseSchema = ZAckSchema.extend({ data: ZAvailabilitySchema.optional() });
export type TAvailabilityResponse = z.infer<typeof ZAvailabilityResponseSchema>;
