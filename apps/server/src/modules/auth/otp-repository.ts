import type { Kysely } from 'kysely';
import type { AccountCode } from './tables.js';
import type { AccountKind } from '../../core/accounts.js';
import type { Database } from '../../schema.js';

/**
 * Whose code: the kind of account and its id; 'guest' is a phone typed on a booking page before
 * any account exists (customers' pending guests), whose code proves it.
 */
export type CodeOwnerKind = AccountKind | 'guest';

export interface CodeOwner {
  kind: CodeOwnerKind;
  id: number;
}

/** Codes of partners and customers, and the log of every code sent (send limits). */
export class OtpRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(
    owner: CodeOwner,
    code: { purpose: string; channel: 'phone' | 'email'; code_hash: string; expires_at: number },
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

  /** The live codes of a purpose: one per channel of the latest send. */
  async findLive(owner: CodeOwner, purpose: string, now: number): Promise<AccountCode[]> {
    return this.db
      .selectFrom('account_codes')
      .selectAll()
      .where('account_kind', '=', owner.kind)
      .where('account_id', '=', owner.id)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
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
    owner: CodeOwner,
    trx: Kysely<Database>,
    now: number,
  ): Promise<void> {
    await trx
      .insertInto('message_log')
      .values({ destination, channel, purpose, account_kind: owner.kind, account_id: owner.id, created_at: now })
      .execute();
  }

  /**
   * The different phone numbers an account was sent a code at since `since`, for purposes that
   * start with `prefix`: contact changes, or invitations to the team ('invite:').
   */
  async contactPhonesSince(
    owner: CodeOwner,
    since: number,
    trx: Kysely<Database>,
    prefix = 'contact:',
  ): Promise<string[]> {
    const rows = await trx
      .selectFrom('message_log')
      .select('destination')
      .distinct()
      .where('account_kind', '=', owner.kind)
      .where('account_id', '=', owner.id)
      .where('channel', '=', 'sms')
      .where('purpose', 'like', `${prefix}%`)
      .where('created_at', '>', since)
      .execute();
    return rows.map((row) => row.destination);
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
