import type { Generated, Selectable } from 'kysely';

/**
 * The tables this module owns: only its code writes them (test/architecture checks it).
 * Times are epoch milliseconds and flags 0/1 integers, identical on SQLite and PostgreSQL.
 */

export interface CustomersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  /** Null once the account is closed. */
  email: string | null;
  /** International form (+33…); null once closed, or for a Google account that has not given one. */
  phone: string | null;
  country_code: Generated<string>;
  /** '' for an account that only signs in with Google. */
  password_hash: Generated<string>;
  /** YYYY-MM-DD. */
  birth_date: Generated<string>;
  is_verified: Generated<number>;
  google_sub: string | null;
  lang: Generated<string>;
  /** 1 once a code sent to the phone alone came back (Google's confirmation proves the e-mail). */
  phone_verified: Generated<number>;
  email_verified: Generated<number>;
  closed_at: number | null;
  created_at: number;
  updated_at: number;
}

/**
 * A phone typed on a booking page whose code has not come back: not an account, it reserves
 * nothing; the code sent is bound to it. Deleted once proven (the account is then made) or a day
 * later.
 */
export interface PendingGuestsTable {
  id: Generated<number>;
  /** International form. */
  phone: string;
  created_at: number;
}

/** Customer accounts, and the booking pages' phones waiting for their code. */
export interface CustomersTables {
  customers: CustomersTable;
  pending_guests: PendingGuestsTable;
}

export type Customer = Selectable<CustomersTable>;
