import type { Kysely } from 'kysely';
import type { AccountCode, AccountKind, Database } from '../../db/schema.js';

/** Whose code: the kind of account and its id. */
export interface CodeOwner {
  kind: AccountKind;
  id: number;
}

/** Codes of partners and customers, and the log of every message sent (send limits, SMS budget). */
export class OtpRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(
    owner: CodeOwner,
    code: { purpose: string; code_hash: string; expires_at: number },
    trx: Kysely<Database>,
    now: number,
  ): Promise<void> {
    await trx
      .insertInto('account_codes')
      .values({ ...code, account_kind: owner.kind, account_id: owner.id, created_at: now, consumed_at: null })
      .execute();
  }

  /** Earlier unused codes die when a new one is sent: only the latest code counts. */
  async retireLive(owner: CodeOwner, purpose: string, trx: Kysely<Database>, now: number): Promise<void> {
    await trx
      .updateTable('account_codes')
      .set({ consumed_at: now })
      .where('account_kind', '=', owner.kind)
      .where('account_id', '=', owner.id)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
  }

  async findLive(owner: CodeOwner, purpose: string, now: number): Promise<AccountCode | undefined> {
    return this.db
      .selectFrom('account_codes')
      .selectAll()
      .where('account_kind', '=', owner.kind)
      .where('account_id', '=', owner.id)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /**
   * Counts one check against the code, atomically: succeeds only while fewer than `maxChecks`
   * checks were made, so concurrent guesses cannot exceed the limit.
   */
  async registerCheck(codeId: number, maxChecks: number): Promise<boolean> {
    const result = await this.db
      .updateTable('account_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', codeId)
      .where('attempts', '<', maxChecks)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Single use: only one of two concurrent correct checks consumes the code. */
  async consume(codeId: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('account_codes')
      .set({ consumed_at: now })
      .where('id', '=', codeId)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async logSend(
    destination: string,
    channel: 'sms' | 'email',
    purpose: string,
    trx: Kysely<Database>,
    now: number,
  ): Promise<void> {
    await trx.insertInto('message_log').values({ destination, channel, purpose, created_at: now }).execute();
  }

  /** Text messages sent by the whole platform since `since`. */
  async smsSentSince(since: number, trx: Kysely<Database>): Promise<number> {
    const row = await trx
      .selectFrom('message_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('channel', '=', 'sms')
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Sends to a destination since `since`, newest first. */
  async sendsSince(
    destination: string,
    since: number,
    trx: Kysely<Database>,
  ): Promise<Array<{ purpose: string; created_at: number }>> {
    return trx
      .selectFrom('message_log')
      .select(['purpose', 'created_at'])
      .where('destination', '=', destination)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .execute();
  }
}
