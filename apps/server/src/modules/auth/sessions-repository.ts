import type { Kysely } from 'kysely';
import type { Database, TokenScope } from '../../db/schema.js';
import type { Clock } from '../../core/clock.js';

export interface ActiveSession {
  id: string;
  partner_id: number;
  scope: TokenScope;
}

export class SessionsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async create(
    session: { id: string; partner_id: number; scope: TokenScope; expires_at: number },
    trx: Kysely<Database> = this.db,
  ): Promise<void> {
    await trx
      .insertInto('sessions')
      .values({ ...session, created_at: this.clock(), revoked_at: null })
      .execute();
  }

  async findActive(id: string, now = this.clock()): Promise<ActiveSession | undefined> {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'partner_id', 'scope'])
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  async revoke(id: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.clock() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Password reset, suspension and rejection end every session of the partner. */
  async revokeAllOf(partnerId: number, scope?: TokenScope, trx: Kysely<Database> = this.db): Promise<void> {
    let query = trx
      .updateTable('sessions')
      .set({ revoked_at: this.clock() })
      .where('partner_id', '=', partnerId)
      .where('revoked_at', 'is', null);
    if (scope) query = query.where('scope', '=', scope);
    await query.execute();
  }
}
