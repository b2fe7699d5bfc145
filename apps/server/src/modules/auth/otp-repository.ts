import type { Kysely } from 'kysely';
import type { OtpPurpose } from '@portal/contract';
import type { Database, OtpCode } from '../../db/schema.js';

export class OtpRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(
    code: { partner_id: number; purpose: OtpPurpose; code_hash: string; expires_at: number },
    trx: Kysely<Database>,
    now: number,
  ): Promise<void> {
    await trx
      .insertInto('otp_codes')
      .values({ ...code, created_at: now, consumed_at: null })
      .execute();
  }

  /** Earlier unused codes die when a new one is sent: only the latest code counts. */
  async retireLive(partnerId: number, purpose: OtpPurpose, trx: Kysely<Database>, now: number): Promise<void> {
    await trx
      .updateTable('otp_codes')
      .set({ consumed_at: now })
      .where('partner_id', '=', partnerId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
  }

  async findLive(partnerId: number, purpose: OtpPurpose, now: number): Promise<OtpCode | undefined> {
    return this.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('partner_id', '=', partnerId)
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
      .updateTable('otp_codes')
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
      .updateTable('otp_codes')
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
