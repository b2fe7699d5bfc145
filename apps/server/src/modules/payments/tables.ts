import type { Generated, Selectable } from 'kysely';

/**
 * The tables this module owns: only its code writes them (test/architecture checks it).
 * Times are epoch milliseconds, identical on SQLite and PostgreSQL.
 */

/**
 * A provider's event applied: its id is unique, inserted in the same transaction as the change it
 * made, so an event delivered again (Stripe retries until it gets a 2xx) changes nothing twice.
 */
export interface PaymentProviderEventsTable {
  /** The provider's event id (`evt_…`; `evt_sim_…` for the simulated provider). */
  id: string;
  type: string;
  /** The SetupIntent's or PaymentIntent's id the event is about. */
  object_id: string;
  /** When the provider created the event. */
  provider_created_at: number;
  applied_at: number;
}

/**
 * A booking's card guarantee: the provider's ids, the card's brand, last 4 digits
 * and expiry (never its number), and the per-cover amount as it was when booked.
 */
export interface BookingGuaranteesTable {
  booking_id: number;
  restaurant_id: number;
  customer_id: number;
  /** 'awaiting_card', 'card_saved', 'released' (the card detached, or never saved in time). */
  state: string;
  provider_customer_id: string;
  setup_intent_id: string;
  payment_method_id: string | null;
  card_brand: string;
  card_last4: string;
  card_exp_month: number | null;
  card_exp_year: number | null;
  per_cover_cents: number;
  /**
   * The party the card stands for: the covers when it was asked for, then each free change (more
   * than 12 hours before the meal); a late reduction charges the covers missing from it.
   */
  covers_guaranteed: number;
  /**
   * The most the guest agreed to be charged: per cover × the party the card page showed when the
   * card was given. A party raised later never raises it; a charge never passes it.
   */
  consented_cents: number;
  created_at: number;
  updated_at: number;
}

/**
 * A charge of a saved card. At most one not failed per booking (a partial unique index): of two
 * presses at once, one inserts and the other is told the booking was charged.
 */
export interface BookingChargesTable {
  id: Generated<number>;
  booking_id: number;
  restaurant_id: number;
  /** 'no_show', 'late_cancellation', 'late_reduction'. */
  kind: string;
  /** 'pending', 'succeeded', 'awaiting_authentication', 'failed'. */
  status: string;
  amount_cents: number;
  refunded_cents: number;
  reason: string;
  /** The bank's decline code when failed. */
  failure: string;
  payment_intent_id: string | null;
  idempotency_key: string;
  member_id: number | null;
  /** A copy of the member's name: the booking's page still says who once they have left. */
  member_name: string;
  created_at: number;
  updated_at: number;
}

/** Money given back on a charge. */
export interface BookingRefundsTable {
  id: Generated<number>;
  charge_id: number;
  booking_id: number;
  restaurant_id: number;
  amount_cents: number;
  reason: string;
  /** Null until the provider answered. */
  provider_refund_id: string | null;
  member_id: number | null;
  member_name: string;
  created_at: number;
  /**
   * 'pending' (asked), 'unanswered' (the provider's answer was lost: asked again with its key),
   * 'succeeded', 'failed'. Written before the provider is asked, so no refund goes unrecorded.
   */
  status: Generated<string>;
  idempotency_key: string;
}

export type BookingGuarantee = Selectable<BookingGuaranteesTable>;
export type BookingCharge = Selectable<BookingChargesTable>;
export type BookingRefund = Selectable<BookingRefundsTable>;

export interface PaymentsTables {
  payment_provider_events: PaymentProviderEventsTable;
  booking_guarantees: BookingGuaranteesTable;
  booking_charges: BookingChargesTable;
  booking_refunds: BookingRefundsTable;
}
