/** The card guarantee's limits and states, apart from the schemas: the error texts state them. */

/** A charge is possible until the meal + this many days (spec). */
export const CHARGE_WINDOW_DAYS = 7;
/** What a charge is for: the covers concerned are the party (no-show, late cancellation) or the missing covers. */
export const CHARGE_KINDS = ['no_show', 'late_cancellation', 'late_reduction'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
/**
 * A charge's states: `awaiting_authentication` when the bank asks the guest to authenticate (a
 * link to pay is sent), `failed` when declined (another charge may then be tried).
 */
export const CHARGE_STATUSES = ['pending', 'succeeded', 'awaiting_authentication', 'failed'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
/**
 * The guarantee's states: `awaiting_card` until the card is saved, `card_saved`, `released` once
 * the card is detached (window closed, booking ended without a possible charge).
 */
export const GUARANTEE_STATES = ['awaiting_card', 'card_saved', 'released'] as const;
export type GuaranteeState = (typeof GUARANTEE_STATES)[number];
