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

export interface PaymentsTables {
  payment_provider_events: PaymentProviderEventsTable;
}
