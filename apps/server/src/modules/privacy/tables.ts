import type { Generated, Selectable } from 'kysely';

/**
 * The tables this module owns: only its code writes them (test/architecture checks it).
 * Times are epoch milliseconds and flags 0/1 integers, identical on SQLite and PostgreSQL.
 */

/**
 * A customer's latest choice about news on one channel, from one restaurant or from the platform,
 * with its proof: when, where, and the version of the text they read.
 */
export interface ConsentsTable {
  id: Generated<number>;
  customer_id: number;
  /** The restaurant whose news; 0: the platform's. */
  restaurant_id: number;
  /** 'email' | 'sms'. */
  channel: string;
  granted: number;
  /** 'booking' | 'account' | 'unsubscribe'. */
  source: string;
  text_version: string;
  at: number;
}
export type Consent = Selectable<ConsentsTable>;

/** A restaurant's e-mail to the guests who accepted its news: a draft until sent, then kept as sent. */
export interface CampaignsTable {
  id: Generated<number>;
  restaurant_id: number;
  subject: string;
  fr_subject: string;
  body: string;
  fr_body: string;
  /** JSON array: only guests with one of these tags; empty: all. */
  tags: string;
  /** Only guests who came within this many days; null: whenever. */
  last_visit_days: number | null;
  /** 'draft' | 'sending' | 'sent'. */
  state: string;
  sent_at: number | null;
  created_at: number;
  updated_at: number;
}
export type Campaign = Selectable<CampaignsTable>;

/**
 * A guest a sent campaign goes to, chosen when it was sent: the address is read again, and the
 * consent checked again, when the message leaves. Its id is what the unsubscribe link signs.
 */
export interface CampaignRecipientsTable {
  id: Generated<number>;
  campaign_id: number;
  restaurant_id: number;
  customer_id: number;
  /** The sending job's batch. */
  batch: number;
  /** 'queued' | 'sent' | 'skipped' (consent withdrawn or account closed meanwhile). */
  state: string;
  sent_at: number | null;
  unsubscribed_at: number | null;
}
export type CampaignRecipient = Selectable<CampaignRecipientsTable>;

/**
 * A person's request for their data (a customer or a partner account): answered by the deadline
 * (a month, extended once by two with a reason told), its archive kept until its link expires.
 */
export interface RightsRequestsTable {
  id: Generated<number>;
  /** 'customer' | 'partner'. */
  account_kind: string;
  account_id: number;
  lang: string;
  created_at: number;
  deadline_at: number;
  extended_at: number | null;
  extension_reason: string;
  /** When the operator closed it. */
  answered_at: number | null;
  archive_sent_at: number | null;
  /** SHA-256 of the download link's token: the token itself is only in the e-mail. */
  link_hash: string | null;
  link_expires_at: number | null;
  archive_json: string | null;
  archive_csv: string | null;
}
export type RightsRequest = Selectable<RightsRequestsTable>;

/** Personal data. */
export interface PrivacyTables {
  consents: ConsentsTable;
  campaigns: CampaignsTable;
  campaign_recipients: CampaignRecipientsTable;
  rights_requests: RightsRequestsTable;
}
