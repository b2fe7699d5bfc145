import { z } from 'zod';
import { ZAckSchema } from './envelope.js';
import { zId } from './form-fields.js';
import { parsePrice } from './money.js';
import { zFlag01, zWhole } from './reservation-fields.js';
import { zSingleLineText, zText } from './text-fields.js';
import {
  LOYALTY_ADJUST_MAX,
  LOYALTY_ADJUST_REASON_MAX_LENGTH,
  LOYALTY_AMOUNT_MAX_CENTS,
  LOYALTY_AMOUNT_MIN_CENTS,
  LOYALTY_EXPIRY_MONTHS_MAX,
  LOYALTY_PERCENT_MAX,
  LOYALTY_PERCENT_MIN,
  LOYALTY_POINTS_PER_EURO_MAX,
  LOYALTY_POINTS_PER_VISIT_MAX,
  LOYALTY_REASONS,
  LOYALTY_REWARD_KINDS,
  LOYALTY_REWARD_NAME_MAX_LENGTH,
  LOYALTY_REWARD_POINTS_MAX,
  LOYALTY_REWARD_POINTS_MIN,
  LOYALTY_VALID_DAYS_MAX,
  LOYALTY_VALID_DAYS_MIN,
  LOYALTY_VOUCHER_LENGTH,
  LOYALTY_VOUCHER_STATES,
} from './loyalty-limits.js';

/*
 * Accumulated benefits: a programme a restaurant runs itself. Guests gather points for honoured
 * bookings and completed orders, on a ledger nobody rewrites; a reward is taken as a single-use
 * voucher. Closing an account deletes its benefits.
 */

export * from './loyalty-limits.js';

/* ---------- settings ---------- */

export const ZLoyaltySettingsSchema = z.object({
  enabled: z.number().int(),
  points_per_visit: z.number().int(),
  points_per_euro: z.number().int(),
  expiry_months: z.number().int(),
});
export type TLoyaltySettings = z.infer<typeof ZLoyaltySettingsSchema>;

/** What the programme cost: vouchers used, and their value where it is an amount. */
export const ZLoyaltyCostSchema = z.object({
  vouchers_used: z.number().int(),
  /** Euros of the amount vouchers used; percent and dish vouchers count in `vouchers_used`. */
  amount_used: z.number(),
  points_outstanding: z.number().int(),
  members: z.number().int(),
});

export const ZLoyaltySettingsResponseSchema = ZAckSchema.extend({
  data: z.object({ settings: ZLoyaltySettingsSchema, cost: ZLoyaltyCostSchema }).optional(),
});
export type TLoyaltySettingsResponse = z.infer<typeof ZLoyaltySettingsResponseSchema>;

export const ZSaveLoyaltySettingsRequestSchema = z.object({
  enabled: zFlag01(),
  points_per_visit: zWhole(0, LOYALTY_POINTS_PER_VISIT_MAX, 'LOYALTY_POINTS_PER_VISIT_INVALID'),
  points_per_euro: zWhole(0, LOYALTY_POINTS_PER_EURO_MAX, 'LOYALTY_POINTS_PER_EURO_INVALID'),
  expiry_months: zWhole(0, LOYALTY_EXPIRY_MONTHS_MAX, 'LOYALTY_EXPIRY_INVALID'),
});
export type TSaveLoyaltySettingsRequest = z.input<typeof ZSaveLoyaltySettingsRequestSchema>;

/* ---------- rewards ---------- */

export const ZRewardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fr_name: z.string(),
  points: z.number().int(),
  kind: z.enum(LOYALTY_REWARD_KINDS),
  /** Percent, or euros off; 0 for a dish. */
  value: z.number(),
  valid_days: z.number().int(),
});
export type TReward = z.infer<typeof ZRewardSchema>;
export const ZRewardListResponseSchema = ZAckSchema.extend({
  data: z.object({ rewards: z.array(ZRewardSchema) }).optional(),
});
export const ZRewardResponseSchema = ZAckSchema.extend({ data: ZRewardSchema.optional() });

export const ZSaveRewardRequestSchema = z
  .object({
    reward_id: zText()
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? null : Number(v)))
      .pipe(z.number().int().positive('NOT_FOUND').nullable()),
    name: zSingleLineText({ maxLength: LOYALTY_REWARD_NAME_MAX_LENGTH, required: true }),
    fr_name: zSingleLineText({ maxLength: LOYALTY_REWARD_NAME_MAX_LENGTH, required: true }),
    points: zWhole(LOYALTY_REWARD_POINTS_MIN, LOYALTY_REWARD_POINTS_MAX, 'LOYALTY_REWARD_POINTS_INVALID'),
    kind: zText().pipe(z.string().trim().pipe(z.enum(LOYALTY_REWARD_KINDS, 'LOYALTY_REWARD_KIND_INVALID'))),
    /** A whole percent, or euros as a price; empty for a dish. */
    value: zText().pipe(z.string().trim().max(20, 'LOYALTY_REWARD_VALUE_INVALID')),
    valid_days: zWhole(LOYALTY_VALID_DAYS_MIN, LOYALTY_VALID_DAYS_MAX, 'LOYALTY_VALID_DAYS_INVALID'),
  })
  .transform((input, ctx) => {
    let value: number | null = 0;
    if (input.kind === 'percent') {
      const percent = /^\d{1,2}$/.test(input.value) ? Number(input.value) : null;
      value = percent !== null && percent >= LOYALTY_PERCENT_MIN && percent <= LOYALTY_PERCENT_MAX ? percent : null;
    } else if (input.kind === 'amount') {
      const cents = parsePrice(input.value);
      value = cents !== null && cents >= LOYALTY_AMOUNT_MIN_CENTS && cents <= LOYALTY_AMOUNT_MAX_CENTS ? cents : null;
    }
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: 'LOYALTY_REWARD_VALUE_INVALID', path: ['value'] });
      return z.NEVER;
    }
    /** `value`: the percent, the amount in cents, or 0 for a dish. */
    return { ...input, value };
  });
export type TSaveRewardRequest = z.input<typeof ZSaveRewardRequestSchema>;
export type TSaveRewardInput = z.output<typeof ZSaveRewardRequestSchema>;
export const ZDeleteRewardRequestSchema = z.object({ reward_id: zId() });

/* ---------- members, adjustments, a guest's benefits ---------- */

export const ZLedgerEntrySchema = z.object({
  /** Epoch ms. */
  at: z.number(),
  delta: z.number().int(),
  reason: z.enum(LOYALTY_REASONS),
  balance_after: z.number().int(),
  /** The reason typed for an adjustment; '' otherwise. */
  note: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntrySchema>;

export const ZVoucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(LOYALTY_REWARD_KINDS),
  value: z.number(),
  points: z.number().int(),
  state: z.enum(LOYALTY_VOUCHER_STATES),
  /** Epoch ms: the end of its last valid day. */
  valid_until: z.number(),
});
export type TVoucher = z.infer<typeof ZVoucherSchema>;

export const ZLoyaltyMemberSchema = z.object({
  customer_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  balance: z.number().int(),
  /** Epoch ms of the last entry. */
  last_activity_at: z.number(),
});
export const ZLoyaltyMembersResponseSchema = ZAckSchema.extend({
  data: z.object({ members: z.array(ZLoyaltyMemberSchema) }).optional(),
});

export const ZAdjustPointsRequestSchema = z.object({
  customer_id: zId(),
  delta: zText().pipe(
    z
      .string()
      .trim()
      .min(1, 'REQUIRED')
      .regex(/^[+-]?\d{1,5}$/, 'LOYALTY_ADJUST_INVALID')
      .transform(Number)
      .pipe(
        z
          .number()
          .min(-LOYALTY_ADJUST_MAX, 'LOYALTY_ADJUST_INVALID')
          .max(LOYALTY_ADJUST_MAX, 'LOYALTY_ADJUST_INVALID')
          .refine((n) => n !== 0, 'LOYALTY_ADJUST_INVALID'),
      ),
  ),
  reason: zSingleLineText({ maxLength: LOYALTY_ADJUST_REASON_MAX_LENGTH, required: true }),
});
export type TAdjustPointsRequest = z.input<typeof ZAdjustPointsRequestSchema>;

export const ZGuestBenefitsQuerySchema = z.object({ customer_id: zId() });
export const ZGuestBenefitsSchema = z.object({
  enabled: z.boolean(),
  balance: z.number().int(),
  vouchers: z.array(ZVoucherSchema),
  history: z.array(ZLedgerEntrySchema),
});
export type TGuestBenefits = z.infer<typeof ZGuestBenefitsSchema>;
export const ZGuestBenefitsResponseSchema = ZAckSchema.extend({ data: ZGuestBenefitsSchema.optional() });

const zVoucherCode = () =>
  zText().pipe(
    z
      .string()
      .trim()
      .max(LOYALTY_VOUCHER_LENGTH * 2, 'VOUCHER_UNKNOWN')
      .transform((v) => v.toUpperCase())
      .refine((v) => v !== '', 'REQUIRED'),
  );
export const ZUseVoucherRequestSchema = z.object({ code: zVoucherCode() });
export const ZVoucherResponseSchema = ZAckSchema.extend({ data: ZVoucherSchema.optional() });

/* ---------- the guest's side ---------- */

export const ZMyProgrammeSchema = z.object({
  /** The restaurant's public id. */
  restaurant_id: z.string(),
  restaurant_name: z.string(),
  balance: z.number().int(),
  rewards: z.array(ZRewardSchema.extend({ within_reach: z.boolean() })),
  vouchers: z.array(ZVoucherSchema),
  history: z.array(ZLedgerEntrySchema),
});
export type TMyProgramme = z.infer<typeof ZMyProgrammeSchema>;
export const ZMyBenefitsResponseSchema = ZAckSchema.extend({ data: z.array(ZMyProgrammeSchema).optional() });
export const ZRedeemRewardRequestSchema = z.object({ reward_id: zId() });
export const ZCancelVoucherRequestSchema = z.object({ voucher_id: zId() });
