import type { Generated } from 'kysely';

/**
 * The log of text messages sent, owned by the infrastructure: only `notify/` writes and reads it,
 * to hold every SMS under the hourly budgets. Times are epoch milliseconds.
 */
export interface SmsSendsTable {
  id: Generated<number>;
  /** International form. */
  destination: string;
  /** Whose share it uses: 'customer:12', 'partner:3'; '' for none. */
  account: Generated<string>;
  created_at: number;
}

export interface NotifyTables {
  sms_sends: SmsSendsTable;
}
