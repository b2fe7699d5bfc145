/** The promo codes' limits, apart from the schemas: the error texts state them. */

/** A code is 4 to 20 capital letters or digits, compared whatever its case. */
export const PROMO_CODE_MIN_LENGTH = 4;
export const PROMO_CODE_MAX_LENGTH = 20;
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;
export const PROMO_KINDS = ['percent', 'amount'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
/** Food only, or the whole order (drinks included). */
export const PROMO_APPLIES_TO = ['food', 'all'] as const;
export type PromoAppliesTo = (typeof PROMO_APPLIES_TO)[number];
export const PROMO_STATUSES = ['active', 'paused'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];
export const PROMO_PERCENT_MIN = 5;
export const PROMO_PERCENT_MAX = 50;
/** An amount off, in cents: 1 € to 50 €. */
export const PROMO_AMOUNT_MIN_CENTS = 100;
export const PROMO_AMOUNT_MAX_CENTS = 5000;
export const PROMO_MAX_USES_LIMIT = 100_000;
export const PROMO_MAX_PER_CUSTOMER_LIMIT = 100;
/** A budget, in cents: 1 € to 100 000 €. */
export const PROMO_BUDGET_MIN_CENTS = 100;
export const PROMO_BUDGET_MAX_CENTS = 10_000_000;
/** Codes a restaurant keeps at once (active or paused). */
export const MAX_PROMO_CODES = 50;
/** Checks of a code a customer (and an address) may make in an hour: guessing codes stays slow. */
export const PROMO_CHECKS_PER_HOUR = 10;
/**
 * The platform's dish types that are drinks (Boissons, Vins, Boissons chaudes): a code on food
 * leaves out a dish filed under one of them.
 */
export const DRINK_DISH_TYPE_IDS: readonly number[] = [10, 11, 12];
