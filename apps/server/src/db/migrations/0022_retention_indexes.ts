import { type Kysely, sql } from 'kysely';

/*
 * The daily deletions find what is past its keeping by its time, a batch at a time, without
 * reading their tables through: codes by their expiry, sessions by their end (expired or
 * revoked), the message log and the payment provider's events by when they were written.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.createIndex('account_codes_expires_idx').on('account_codes').column('expires_at').execute();
  await db.schema.createIndex('account_sessions_expires_idx').on('account_sessions').column('expires_at').execute();
  // Partial: most sessions are never revoked.
  await db.schema
    .createIndex('account_sessions_revoked_idx')
    .on('account_sessions')
    .column('revoked_at')
    .where(sql.ref('revoked_at'), 'is not', null)
    .execute();
  await db.schema.createIndex('message_log_created_idx').on('message_log').column('created_at').execute();
  await db.schema
    .createIndex('payment_provider_events_applied_idx')
    .on('payment_provider_events')
    .column('applied_at')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const index of [
    'payment_provider_events_applied_idx',
    'message_log_created_idx',
    'account_sessions_revoked_idx',
    'account_sessions_expires_idx',
    'account_codes_expires_idx',
  ])
    await db.schema.dropIndex(index).execute();
}
