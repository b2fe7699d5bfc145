import type { Kysely } from 'kysely';
import { deleteInBatches } from '../../db/batched-delete.js';
import type { Database } from '../../schema.js';

/*
 * What sign-in leaves behind is kept no longer than it serves (data minimisation): a code past
 * its expiry proves nothing after a day; a session ended (expired or revoked) opens nothing and is
 * kept a month for a partner asking when they were signed out; the log of messages sent (phone
 * numbers and e-mail addresses) feeds limits over an hour or a day and is kept a month.
 */

const DAY_MS = 24 * 3_600_000;
export const EXPIRED_CODES_KEPT_DAYS = 1;
export const ENDED_SESSIONS_KEPT_DAYS = 30;
export const MESSAGE_LOG_KEPT_DAYS = 30;

export interface AuthRecordsDeleted {
  codes: number;
  sessions: number;
  messages: number;
}

/**
 * Deletes the codes, sessions and message log past their keeping at `now`, by batches (found
 * through the time indexes of migration 0022).
 */
export async function deleteStaleAuthRecords(db: Kysely<Database>, now: number): Promise<AuthRecordsDeleted> {
  const codes = await deleteInBatches(async (limit) => {
    const stale = db
      .selectFrom('account_codes')
      .select('id')
      .where('expires_at', '<', now - EXPIRED_CODES_KEPT_DAYS * DAY_MS)
      .limit(limit);
    return (await db.deleteFrom('account_codes').where('id', 'in', stale).executeTakeFirst()).numDeletedRows;
  });
  const endedBefore = now - ENDED_SESSIONS_KEPT_DAYS * DAY_MS;
  const sessions = await deleteInBatches(async (limit) => {
    const ended = db
      .selectFrom('account_sessions')
      .select('id')
      .where((eb) => eb.or([eb('expires_at', '<', endedBefore), eb('revoked_at', '<', endedBefore)]))
      .limit(limit);
    return (await db.deleteFrom('account_sessions').where('id', 'in', ended).executeTakeFirst()).numDeletedRows;
  });
  const messages = await deleteInBatches(async (limit) => {
    const old = db
      .selectFrom('message_log')
      .select('id')
      .where('created_at', '<', now - MESSAGE_LOG_KEPT_DAYS * DAY_MS)
      .limit(limit);
    return (await db.deleteFrom('message_log').where('id', 'in', old).executeTakeFirst()).numDeletedRows;
  });
  return { codes, sessions, messages };
}
