import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountKind, TokenScope } from '../../core/accounts.js';

/**
 * The tables this module owns: only its code writes them (test/architecture checks it).
 * Times are epoch milliseconds and flags 0/1 integers, identical on SQLite and PostgreSQL.
 */

export interface PartnersTable {
  id: Generated<number>;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  email: string;
  /** International form, e.g. "+33612345678". */
  phone: string;
  country_code: string;
  password_hash: string;
  logo_image: Generated<string>;
  /** 1 online, 0 offline. */
  status: Generated<number>;
  is_verified: Generated<number>;
  /** 0 awaiting approval, 1 approved, 2 rejected. */
  admin_aproval: Generated<number>;
  suspended: Generated<number>;
  lang: Generated<string>;
  device_id: Generated<string>;
  device_type: Generated<string>;
  device_token: Generated<string>;
  /** Why the account was rejected or suspended, as the partner was told; '' otherwise. */
  status_reason: Generated<string>;
  /** 1 once a code sent to the phone alone came back; the e-mail likewise. */
  phone_verified: Generated<number>;
  email_verified: Generated<number>;
  created_at: number;
  updated_at: number;
}

export const Approval = { pending: 0, approved: 1, rejected: 2 } as const;

export interface AccountSessionsTable {
  id: string;
  account_kind: AccountKind;
  account_id: number;
  scope: TokenScope;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** The team member signed in; null for the account itself (the owner, a customer). */
  member_id: Generated<number | null>;
  /** 'owner', 'manager' or 'staff' for partner sessions; 'owner' for every other. */
  role: Generated<string>;
}

export interface AccountCodesTable {
  id: Generated<number>;
  /** 'guest': a booking page's phone not yet an account's (customers' `pending_guests`). */
  account_kind: AccountKind | 'guest';
  account_id: number;
  /** OtpPurpose for partners, CustomerCodePurpose for customers; 'contact:…' binds a code to a new e-mail or phone. */
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
  /** The channel the code went to, the one it proves: 'phone' or 'email'. */
  channel: Generated<string>;
}

export interface MessageLogTable {
  id: Generated<number>;
  destination: string;
  purpose: string;
  /** 'sms', 'email', or 'unknown' for sends logged before channels were recorded. Every SMS is also counted in infra's `sms_sends`. */
  channel: Generated<string>;
  /** Whose account the send was for ('' and 0 before this was recorded). */
  account_kind: Generated<string>;
  account_id: Generated<number>;
  created_at: number;
}

/** Partner accounts and what every kind of account shares: sessions, codes and the log of sends. */
export interface AuthTables {
  partners: PartnersTable;
  account_sessions: AccountSessionsTable;
  account_codes: AccountCodesTable;
  message_log: MessageLogTable;
}

export type Partner = Selectable<PartnersTable>;
export type NewPartner = Insertable<PartnersTable>;
export type PartnerUpdate = Updateable<PartnersTable>;
export type AccountCode = Selectable<AccountCodesTable>;
