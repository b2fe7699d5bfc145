import { z } from 'zod';
import { ZAckSchema } from './envelope.js';
import { isCalendarDate, zFormList, zId } from './form-fields.js';
import { optionalId, parseClock, zClock, zWhole } from './reservation-fields.js';
import { MAX_CAPACITY_COVERS, MAX_PARTY } from './reservation-limits.js';
import { zSingleLineText, zText } from './text-fields.js';
import { OFFER_APPLIES_TO, OFFER_NAME_MAX_LENGTH, OFFER_PERCENTS, OFFER_STATUSES } from './offer-limits.js';

/*
 * The restaurant's offers on table bookings: a percentage off the bill on some
 * days, slots and dates, for parties from a size, up to a number of covers per slot. A slot shows
 * its best offer; a booking keeps the offer it took as it was then.
 */

export * from './offer-limits.js';

/* ---------- what a slot and a booking carry ---------- */

/** The offer a slot shows, and a booking took. */
export const ZSlotOfferSchema = z.object({
  offer_id: z.number().int(),
  percent: z.number().int(),
  applies_to: z.enum(OFFER_APPLIES_TO),
});
export type TSlotOffer = z.infer<typeof ZSlotOfferSchema>;

/** The offer a booking took; `lost` once the party was seated more than 15 minutes late. */
export const ZTakenOfferSchema = ZSlotOfferSchema.extend({ lost: z.boolean() });
export type TTakenOffer = z.infer<typeof ZTakenOfferSchema>;

/* ---------- offerList ---------- */

export const ZOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  percent: z.number().int(),
  applies_to: z.enum(OFFER_APPLIES_TO),
  /** 1 Monday … 7 Sunday. */
  weekdays: z.array(z.number().int()),
  /** First and last arrival the offer holds for, "HH:MM". */
  first_slot: z.string(),
  last_slot: z.string(),
  /** Paris dates "YYYY-MM-DD", both included. */
  valid_from: z.string(),
  valid_to: z.string(),
  /** Once this many covers took the offer at a slot, it leaves that slot. */
  max_covers_per_slot: z.number().int(),
  min_party: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  /** Bookings that took it and were not cancelled, refused or missed, their covers, and the covers honoured. */
  uptake: z.object({ bookings: z.number().int(), covers: z.number().int(), honoured_covers: z.number().int() }),
  /**
   * What it cost: covers honoured × the average basket × percent, in cents (the meals that took
   * place); null while the average basket is unknown (no orders in the period).
   */
  cost_cents: z.number().int().nullable(),
});
export type TOffer = z.infer<typeof ZOfferSchema>;

export const ZOfferListSchema = z.object({
  offers: z.array(ZOfferSchema),
  /** The report's average order over the last OFFER_BASKET_DAYS days, in cents; null without orders. */
  average_basket_cents: z.number().int().nullable(),
});
export type TOfferList = z.infer<typeof ZOfferListSchema>;
export const ZOfferListResponseSchema = ZAckSchema.extend({ data: ZOfferListSchema.optional() });
export type TOfferListResponse = z.infer<typeof ZOfferListResponseSchema>;
export const ZOfferResponseSchema = ZAckSchema.extend({ data: ZOfferSchema.optional() });
export type TOfferResponse = z.infer<typeof ZOfferResponseSchema>;

/* ---------- saveOffer ---------- */

const zOfferDate = () =>
  zText().pipe(z.string().trim().min(1, 'REQUIRED').refine(isCalendarDate, 'OFFER_DATES_INVALID'));

/** Empty or absent: a new offer. */
const zOptionalOfferId = () => zText().optional().transform(optionalId);

export const ZSaveOfferRequestSchema = z
  .object({
    offer_id: zOptionalOfferId(),
    name: zSingleLineText({ maxLength: OFFER_NAME_MAX_LENGTH }).optional(),
    percent: zText().pipe(
      z
        .string()
        .trim()
        .min(1, 'REQUIRED')
        .refine((v) => /^\d{1,3}$/.test(v) && OFFER_PERCENTS.includes(Number(v)), 'OFFER_PERCENT_INVALID')
        .transform(Number),
    ),
    applies_to: zText().pipe(z.string().trim().pipe(z.enum(OFFER_APPLIES_TO, 'OFFER_APPLIES_TO_INVALID'))),
    weekdays: zFormList().transform((tokens, ctx) => {
      const days = [...new Set(tokens.map((t) => Number(t)))].sort();
      if (days.length === 0 || days.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) {
        ctx.issues.push({ code: 'custom', message: 'OFFER_WEEKDAYS_REQUIRED', input: tokens });
        return z.NEVER;
      }
      return days;
    }),
    first_slot: zClock('OFFER_SLOTS_INVALID'),
    last_slot: zClock('OFFER_SLOTS_INVALID'),
    valid_from: zOfferDate(),
    valid_to: zOfferDate(),
    max_covers_per_slot: zWhole(1, MAX_CAPACITY_COVERS, 'OFFER_CAP_INVALID'),
    min_party: zWhole(1, MAX_PARTY, 'OFFER_MIN_PARTY_INVALID'),
  })
  .superRefine((value, ctx) => {
    if (parseClock(value.first_slot)! > parseClock(value.last_slot)!)
      ctx.addIssue({ code: 'custom', message: 'OFFER_SLOTS_INVALID', path: ['last_slot'] });
    if (value.valid_from > value.valid_to)
      ctx.addIssue({ code: 'custom', message: 'OFFER_DATES_INVALID', path: ['valid_to'] });
  });
export type TSaveOfferRequest = z.input<typeof ZSaveOfferRequestSchema>;
export type TSaveOfferInput = z.output<typeof ZSaveOfferRequestSchema>;

/* ---------- changeOfferStatus, deleteOffer ---------- */

export const ZChangeOfferStatusRequestSchema = z.object({
  offer_id: zId(),
  status: zText().pipe(z.string().trim().pipe(z.enum(OFFER_STATUSES, 'OFFER_STATUS_INVALID'))),
});
export type TChangeOfferStatusRequest = z.input<typeof ZChangeOfferStatusRequestSchema>;
export const ZDeleteOfferRequestSchema = z.object({ offer_id: zId() });
export type TDeleteOfferRequest = z.input<typeof ZDeleteOfferRequestSchema>;
