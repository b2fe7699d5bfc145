import { z } from 'zod';
import { ZAckSchema } from './envelope.js';
import { isCalendarDate, zFormList, zId } from './form-fields.js';
import { parsePrice } from './money.js';
import { SERVICE_TYPE_LABELS } from './orders.js';
import { optionalId, zFlag01, zOptionalWhole, zWhole } from './reservation-fields.js';
import { zText } from './text-fields.js';
import {
  PROMO_AMOUNT_MAX_CENTS,
  PROMO_AMOUNT_MIN_CENTS,
  PROMO_APPLIES_TO,
  PROMO_BUDGET_MAX_CENTS,
  PROMO_BUDGET_MIN_CENTS,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_PATTERN,
  PROMO_KINDS,
  PROMO_MAX_PER_CUSTOMER_LIMIT,
  PROMO_MAX_USES_LIMIT,
  PROMO_PERCENT_MAX,
  PROMO_PERCENT_MIN,
  PROMO_STATUSES,
  type PromoKind,
} from './promo-limits.js';

/*
 * Promo codes a restaurant hands out ("BIENVENUE10" on a flyer): a percentage or an amount off
 * an order, on food or on everything, within dates, uses and a budget. The server prices them;
 * an order keeps the code and what it saved.
 */

export * from './promo-limits.js';

/** A code as typed: spaces around dropped, capitals (codes are compared whatever their case). */
export const normalizePromoCode = (value: string) => value.trim().toUpperCase();

/* ---------- promoCodeList ---------- */

export const ZPromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** Percent (5–50), or euros off (1–50). */
  value: z.number(),
  applies_to: z.enum(PROMO_APPLIES_TO),
  /** Euros: the order's subtotal the code needs; 0 for none. */
  min_subtotal: z.number(),
  /** Paris dates "YYYY-MM-DD", both included. */
  valid_from: z.string(),
  valid_to: z.string(),
  max_uses: z.number().int().nullable(),
  max_uses_per_customer: z.number().int(),
  /** Euros: closed once the savings reach it; null for none. */
  budget: z.number().nullable(),
  first_order_only: z.number().int(),
  service_types: z.array(z.number().int()),
  status: z.enum(PROMO_STATUSES),
  /** Orders that hold the code now (refused, cancelled and expired ones gave theirs back). */
  uses: z.number().int(),
  /** Euros saved by those orders. */
  savings: z.number(),
});
export type TPromoCode = z.infer<typeof ZPromoCodeSchema>;

export const ZPromoCodeListResponseSchema = ZAckSchema.extend({
  data: z.object({ codes: z.array(ZPromoCodeSchema) }).optional(),
});
export type TPromoCodeListResponse = z.infer<typeof ZPromoCodeListResponseSchema>;
export const ZPromoCodeResponseSchema = ZAckSchema.extend({ data: ZPromoCodeSchema.optional() });
export type TPromoCodeResponse = z.infer<typeof ZPromoCodeResponseSchema>;

/* ---------- savePromoCode ---------- */

const zPromoDate = () =>
  zText().pipe(z.string().trim().min(1, 'REQUIRED').refine(isCalendarDate, 'PROMO_DATES_INVALID'));

/** Euros typed as prices; empty is `empty`. */
const zEuros = (code: 'PROMO_MIN_SUBTOTAL_INVALID' | 'PROMO_BUDGET_INVALID', min: number, max: number) =>
  zText().pipe(
    z
      .string()
      .trim()
      .transform((value, ctx) => {
        if (value === '') return null;
        const cents = parsePrice(value);
        if (cents === null || cents < min || cents > max) {
          ctx.issues.push({ code: 'custom', message: code, input: value });
          return z.NEVER;
        }
        return cents;
      }),
  );

export const ZSavePromoCodeRequestSchema = z
  .object({
    promo_id: zText().optional().transform(optionalId),
    code: zText().pipe(
      z
        .string()
        .max(PROMO_CODE_MAX_LENGTH * 2, 'PROMO_CODE_INVALID')
        .transform(normalizePromoCode)
        .refine((v) => v !== '', 'REQUIRED')
        .refine((v) => PROMO_CODE_PATTERN.test(v), 'PROMO_CODE_INVALID'),
    ),
    kind: zText().pipe(z.string().trim().pipe(z.enum(PROMO_KINDS, 'PROMO_KIND_INVALID'))),
    /** Percent as a whole number, or euros as a price ("5", "4,50"). */
    value: zText().pipe(z.string().trim().min(1, 'REQUIRED').max(20, 'PROMO_AMOUNT_INVALID')),
    applies_to: zText().pipe(z.string().trim().pipe(z.enum(PROMO_APPLIES_TO, 'PROMO_APPLIES_TO_INVALID'))),
    min_subtotal: zEuros('PROMO_MIN_SUBTOTAL_INVALID', 0, PROMO_BUDGET_MAX_CENTS).transform((v) => v ?? 0),
    valid_from: zPromoDate(),
    valid_to: zPromoDate(),
    max_uses: zOptionalWhole(1, PROMO_MAX_USES_LIMIT, 'PROMO_MAX_USES_INVALID'),
    /** Empty or absent: once per customer. */
    max_uses_per_customer: z.preprocess(
      (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? '1' : v),
      zWhole(1, PROMO_MAX_PER_CUSTOMER_LIMIT, 'PROMO_MAX_PER_CUSTOMER_INVALID'),
    ),
    budget: zEuros('PROMO_BUDGET_INVALID', PROMO_BUDGET_MIN_CENTS, PROMO_BUDGET_MAX_CENTS),
    first_order_only: zFlag01(),
    service_types: zFormList().transform((tokens, ctx) => {
      const ids = [...new Set(tokens.map((t) => Number(t)))].sort((a, b) => a - b);
      if (ids.length === 0 || ids.some((id) => !Object.hasOwn(SERVICE_TYPE_LABELS, id))) {
        ctx.issues.push({ code: 'custom', message: 'PROMO_SERVICE_TYPES_REQUIRED', input: tokens });
        return z.NEVER;
      }
      return ids;
    }),
  })
  .transform((input, ctx) => {
    // The value is read by its kind: a whole percent, or euros as prices are typed.
    let value: number | null;
    if (input.kind === 'percent') {
      const percent = /^\d{1,2}$/.test(input.value) ? Number(input.value) : null;
      value = percent !== null && percent >= PROMO_PERCENT_MIN && percent <= PROMO_PERCENT_MAX ? percent : null;
    } else {
      const cents = parsePrice(input.value);
      value = cents !== null && cents >= PROMO_AMOUNT_MIN_CENTS && cents <= PROMO_AMOUNT_MAX_CENTS ? cents : null;
    }
    if (value === null) {
      const message = input.kind === 'percent' ? 'PROMO_PERCENT_INVALID' : 'PROMO_AMOUNT_INVALID';
      ctx.addIssue({ code: 'custom', message, path: ['value'] });
      return z.NEVER;
    }
    if (input.valid_from > input.valid_to) {
      ctx.addIssue({ code: 'custom', message: 'PROMO_DATES_INVALID', path: ['valid_to'] });
      return z.NEVER;
    }
    /** `value`: the percent, or the amount in cents; `min_subtotal` and `budget` in cents. */
    return { ...input, value };
  });
export type TSavePromoCodeRequest = z.input<typeof ZSavePromoCodeRequestSchema>;
export type TSavePromoCodeInput = z.output<typeof ZSavePromoCodeRequestSchema>;

/* ---------- changePromoCodeStatus, deletePromoCode ---------- */

export const ZChangePromoCodeStatusRequestSchema = z.object({
  promo_id: zId(),
  status: zText().pipe(z.string().trim().pipe(z.enum(PROMO_STATUSES, 'PROMO_STATUS_INVALID'))),
});
export type TChangePromoCodeStatusRequest = z.input<typeof ZChangePromoCodeStatusRequestSchema>;
export const ZDeletePromoCodeRequestSchema = z.object({ promo_id: zId() });
export type TDeletePromoCodeRequest = z.input<typeof ZDeletePromoCodeRequestSchema>;

/* ---------- checkPromoCode (customers) ---------- */

export const ZCheckPromoCodeQuerySchema = z.object({
  /** The restaurant's public id (the one in its page's address). */
  restaurant_id: zText().pipe(z.string().trim().min(1, 'REQUIRED').max(40, 'PROMO_UNKNOWN')),
  code: zText().pipe(
    z
      .string()
      .max(PROMO_CODE_MAX_LENGTH * 2, 'PROMO_UNKNOWN')
      .transform(normalizePromoCode),
  ),
  /** Euros: the order's subtotal so far. */
  subtotal: zText().pipe(
    z
      .string()
      .trim()
      .transform((value, ctx) => {
        const cents = parsePrice(value);
        if (cents === null) {
          ctx.issues.push({ code: 'custom', message: 'PROMO_SUBTOTAL_INVALID', input: value });
          return z.NEVER;
        }
        return cents;
      }),
  ),
  /** The order's service type, when chosen: a code for other service types is refused. */
  service_type: zOptionalWhole(1, 99, 'SERVICE_TYPE_INVALID'),
});
export type TCheckPromoCodeQuery = z.input<typeof ZCheckPromoCodeQuerySchema>;
export type TCheckPromoCodeInput = z.output<typeof ZCheckPromoCodeQuerySchema>;

export const ZPromoCheckSchema = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  applies_to: z.enum(PROMO_APPLIES_TO),
  /**
   * Euros the code would save on the subtotal given, as if it were all food; the order's own
   * lines decide the final figure (a code on food leaves drinks out).
   */
  savings: z.number(),
});
export type TPromoCheck = z.infer<typeof ZPromoCheckSchema>;
export const ZCheckPromoCodeResponseSchema = ZAckSchema.extend({ data: ZPromoCheckSchema.optional() });
export type TCheckPromoCodeResponse = z.infer<typeof ZCheckPromoCodeResponseSchema>;

/**
 * What a code saves on `baseCents` (the lines it applies to, after dish discounts): the percent,
 * an exact half cent rounded up, or the amount, never more than the base. The server prices
 * orders with it; a screen may show the same figure.
 */
export function promoSavings(terms: { kind: PromoKind; value: number }, baseCents: number): number {
  if (terms.kind === 'amount') return Math.min(terms.value, baseCents);
  return Math.floor((2 * baseCents * terms.value + 100) / 200);
}
