/*
 * The constants of table reservations, alone, without any schema: the web app's
 * screens and the server's rules read the same numbers.
 */

/** The slot grid: a booking starts on a multiple of this many minutes after the service's first slot. */
export const SLOT_MINUTES_CHOICES = [15, 30] as const;
export type SlotMinutes = (typeof SLOT_MINUTES_CHOICES)[number];

export const RESERVATION_DEFAULTS = {
  enabled: 0,
  slot_minutes: 30,
  min_notice_minutes: 60,
  max_advance_days: 60,
  max_party_online: 8,
  duration_minutes: 90,
  auto_confirm_max_covers: null,
  imprint_per_cover_cents: 0,
  imprint_min_party: 1,
} as const;

/** Bounds of the settings a restaurant may choose. */
export const MAX_NOTICE_MINUTES = 7 * 24 * 60;
export const MAX_ADVANCE_DAYS = 365;
/** The largest party a booking may hold (a group by phone); online ones stop at max_party_online. */
export const MAX_PARTY = 50;
export const MIN_DURATION_MINUTES = 30;
export const MAX_DURATION_MINUTES = 6 * 60;
export const MAX_DURATION_RULES = 8;
export const MAX_IMPRINT_PER_COVER_CENTS = 20_000;

export const MAX_SERVICES = 14;
export const SERVICE_NAME_MAX_LENGTH = 40;
/** Covers seated at once in a service. */
export const MAX_CAPACITY_COVERS = 1_000;
export const MAX_TABLES = 150;
export const TABLE_NAME_MAX_LENGTH = 20;

export const BOOKING_NOTE_MAX_LENGTH = 500;
export const BOOKING_REASON_MAX_LENGTH = 300;
export const GUEST_NAME_MAX_LENGTH = 60;

/** A confirmed guest not seated this many minutes after their time is late (red), then may be a no-show. */
export const LATE_AFTER_MINUTES = 15;
/** A guest is seated at most this long before their time; a booking is honoured from its time on. */
export const SEAT_EARLIEST_MINUTES_BEFORE = 60;
/** A customer cancels or modifies free of charge until this long before the meal (spec). */
export const FREE_CHANGE_HOURS = 12;
/** Two bookings of one customer on one day must start at least this far apart. */
export const SAME_CUSTOMER_GAP_MINUTES = 120;
/** A booking waiting for its card step holds its covers this long. */
export const GUARANTEE_HOLD_MINUTES = 15;
/** The SMS reminder goes this long before the meal; the e-mail one at 10:00 the day before. */
export const SMS_REMINDER_HOURS_BEFORE = 3;
export const EMAIL_REMINDER_HOUR = 10;

export const BOOKING_STATUSES = [
  'awaiting_guarantee',
  'pending',
  'confirmed',
  'refused',
  'seated',
  'honoured',
  'no_show',
  'cancelled_by_customer',
  'cancelled_by_restaurant',
  'cancelled_by_platform',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses that hold covers (count in availability). */
export const HOLDING_STATUSES = [
  'awaiting_guarantee',
  'pending',
  'confirmed',
  'seated',
  'honoured',
] as const satisfies readonly BookingStatus[];

/**
 * What the restaurant may set from each status; anything else is refused.
 * `cancelled_by_customer`: the guest phoned to cancel, and the restaurant records it (late within
 * FREE_CHANGE_HOURS of the meal, as the guest's own cancellation).
 */
export const BOOKING_TRANSITIONS = {
  awaiting_guarantee: [],
  pending: ['confirmed', 'refused', 'cancelled_by_customer'],
  confirmed: ['seated', 'no_show', 'cancelled_by_restaurant', 'cancelled_by_customer', 'honoured'],
  seated: ['honoured'],
  refused: [],
  honoured: [],
  no_show: [],
  cancelled_by_customer: [],
  cancelled_by_restaurant: [],
  cancelled_by_platform: [],
} as const satisfies Record<BookingStatus, readonly BookingStatus[]>;

/** The partner statuses that need a reason. */
export const STATUSES_NEEDING_REASON = [
  'refused',
  'cancelled_by_restaurant',
] as const satisfies readonly BookingStatus[];

export const FRAUD_REASON_CODES = [
  'duplicate_booking',
  'false_identity',
  'repeated_no_show',
  'payment_risk',
  'other',
] as const;
export type FraudReasonCode = (typeof FRAUD_REASON_CODES)[number];

export const BOOKING_SOURCES = ['online', 'phone', 'walk_in'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const OCCASIONS = ['', 'birthday', 'anniversary', 'business', 'date', 'other'] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const MODIFICATION_ACTIONS = ['accept', 'propose_time', 'propose_cancellation', 'decline'] as const;
export type ModificationAction = (typeof MODIFICATION_ACTIONS)[number];
/** A modification request: waiting for the restaurant, then answered one of these ways. */
export const MODIFICATION_STATES = [
  'pending',
  'accepted',
  'time_proposed',
  'cancellation_proposed',
  'declined',
  'withdrawn',
] as const;
export type ModificationState = (typeof MODIFICATION_STATES)[number];

/** Status names as partners and guests read them. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, { en: string; fr: string }> = {
  awaiting_guarantee: { en: 'awaiting card', fr: 'en attente de carte' },
  pending: { en: 'to confirm', fr: 'à confirmer' },
  confirmed: { en: 'confirmed', fr: 'confirmée' },
  refused: { en: 'refused', fr: 'refusée' },
  seated: { en: 'seated', fr: 'installée' },
  honoured: { en: 'honoured', fr: 'honorée' },
  no_show: { en: 'no-show', fr: 'non présentée' },
  cancelled_by_customer: { en: 'cancelled by the guest', fr: 'annulée par le client' },
  cancelled_by_restaurant: { en: 'cancelled by the restaurant', fr: 'annulée par le restaurant' },
  cancelled_by_platform: { en: 'cancelled by the platform', fr: 'annulée par la plateforme' },
};

/**
 * The caps one customer cannot get around, as the server starts with them (each is a setting of
 * the server): bookings to come at one restaurant and overall, covers booked for one day once
 * the customer books more than once that day, a guest's changes to one booking in one day.
 */
export const GUEST_CAP_DEFAULTS = {
  future_per_restaurant: 4,
  future_overall: 10,
  covers_per_day: 20,
  changes_per_day: 5,
} as const;
