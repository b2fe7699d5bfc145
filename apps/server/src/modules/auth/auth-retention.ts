import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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

/** Deletes the codes, sessions and message log past their keeping at `now`. */
export async function deleteStaleAuthRecords(db: Kysely<Database>, now: number): Promise<AuthRecordsDeleted> {
  const codes = await db
    .deleteFrom('account_codes')
    .where('expires_at', '<', now - EXPIRED_CODES_KEPT_DAYS * DAY_MS)
    .executeTakeFirst();
  const endedBefore = now - ENDED_SESSIONS_KEPT_DAYS * DAY_MS;
  const sessions = await db
    .deleteFrom('account_sessions')
    .where((eb) => eb.or([eb('expires_at', '<', endedBefore), eb('revoked_at', '<', endedBefore)]))
    .executeTakeFirst();
  const messages = await db
    .deleteFrom('message_log')
    .where('created_at', '<', now - MESSAGE_LOG_KEPT_DAYS * DAY_MS)
    .executeTakeFirst();
  return {
    codes: Number(codes.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    messages: Number(messages.numDeletedRows),
  };
}
