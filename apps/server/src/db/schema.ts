import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Times are epoch milliseconds and flags 0/1 integers, identical on SQLite and PostgreSQL. */
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
  created_at: number;
  updated_at: number;
}

export const Approval = { pending: 0, approved: 1, rejected: 2 } as const;

export type TokenScope = 'partner' | 'verify';

export interface SessionsTable {
  id: string;
  partner_id: number;
  scope: TokenScope;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export type OtpPurposeValue = 'partner' | 'forgot';

export interface OtpCodesTable {
  id: Generated<number>;
  partner_id: number;
  purpose: OtpPurposeValue;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

/** One row per message sent, for the per-destination send limits. */
export interface MessageLogTable {
  id: Generated<number>;
  destination: string;
  purpose: string;
  created_at: number;
}

export interface Database {
  partners: PartnersTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  message_log: MessageLogTable;
}

export type Partner = Selectable<PartnersTable>;
export type NewPartner = Insertable<PartnersTable>;
export type PartnerUpdate = Updateable<PartnersTable>;
export type OtpCode = Selectable<OtpCodesTable>;
