/** The loyalty programme's limits, apart from the schemas: the error texts state them. */

export const LOYALTY_POINTS_PER_VISIT_MAX = 100;
export const LOYALTY_POINTS_PER_EURO_MAX = 10;
/** Months after a guest's last activity when their points expire; 0: never. */
export const LOYALTY_EXPIRY_MONTHS_MAX = 36;
export const LOYALTY_REWARD_POINTS_MIN = 1;
export const LOYALTY_REWARD_POINTS_MAX = 10_000;
export const LOYALTY_REWARD_KINDS = ['percent', 'amount', 'dish'] as const;
export type LoyaltyRewardKind = (typeof LOYALTY_REWARD_KINDS)[number];
export const LOYALTY_REWARD_NAME_MAX_LENGTH = 60;
/** A reward's percent off (5–50), or amount off in cents (1–100 €); a dish needs no value. */
export const LOYALTY_PERCENT_MIN = 5;
export const LOYALTY_PERCENT_MAX = 50;
export const LOYALTY_AMOUNT_MIN_CENTS = 100;
export const LOYALTY_AMOUNT_MAX_CENTS = 10_000;
/** Days a voucher stays valid after it is taken. */
export const LOYALTY_VALID_DAYS_MIN = 1;
export const LOYALTY_VALID_DAYS_MAX = 365;
/** Rewards a restaurant keeps at once. */
export const MAX_LOYALTY_REWARDS = 20;
/** A manual adjustment, either way. */
export const LOYALTY_ADJUST_MAX = 10_000;
export const LOYALTY_ADJUST_REASON_MAX_LENGTH = 200;
/** A voucher's code: 8 capitals and digits, without the ones read alike (0/O, 1/I/L). */
export const LOYALTY_VOUCHER_LENGTH = 8;
/** Why a ledger entry was written. */
export const LOYALTY_REASONS = ['visit', 'order', 'redeem', 'refund', 'expire', 'adjust', 'closure'] as const;
export type LoyaltyReason = (typeof LOYALTY_REASONS)[number];
export const LOYALTY_VOUCHER_STATES = ['active', 'used', 'cancelled', 'expired', 'void'] as const;
export type LoyaltyVoucherState = (typeof LOYALTY_VOUCHER_STATES)[number];
