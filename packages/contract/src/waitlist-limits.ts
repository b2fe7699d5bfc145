/*
 * The waitlist's and the walk-in queue's words and limits alone, without any schema: the error
 * texts name the numbers, and every page loads the error texts.
 */

export const WAITLIST_ENTRY_KINDS = ['waitlist', 'walk_in'] as const;
export type WaitlistEntryKind = (typeof WAITLIST_ENTRY_KINDS)[number];
export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'left', 'seated'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
/** The statuses of an entry still in the queue. */
export const WAITLIST_OPEN_STATUSES = ['waiting', 'offered'] as const satisfies readonly WaitlistStatus[];

/** How long an offered time stays the guest's to accept (WAITLIST_OFFER_MINUTES by default). */
export const WAITLIST_OFFER_MINUTES_DEFAULT = 15;
/** Open entries one guest keeps at all restaurants. */
export const WAITLIST_MAX_OPEN_PER_CUSTOMER = 5;
/** Open entries of one restaurant's day (waitlist and walk-ins). */
export const WAITLIST_MAX_OPEN_PER_DAY = 100;
/** The longest wait a host quotes a walk-in, in minutes. */
export const WALK_IN_MAX_QUOTED_MINUTES = 240;
