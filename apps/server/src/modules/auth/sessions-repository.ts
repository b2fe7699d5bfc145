import type { Kysely } from 'kysely';
import type { AccountKind, Database, TokenScope } from '../../db/schema.js';
import type { Clock } from '../../core/clock.js';

export interface ActiveSession {
  id: string;
  account_kind: AccountKind;
  account_id: number;
  scope: TokenScope;
}

/** Revocable sessions of partners and customers: a token works only while its row is live. */
export class SessionsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async create(
    session: { id: string; account_kind: AccountKind; account_id: number; scope: TokenScope; expires_at: number },
    trx: Kysely<Database> = this.db,
  ): Promise<void> {
    await trx
      .insertInto('account_sessions')
      .values({ ...session, created_at: this.clock(), revoked_at: null })
      .execute();
  }

  async findActive(id: string, now = this.clock()): Promise<ActiveSession | undefined> {
    return this.db
      .selectFrom('account_sessions')
      .select(['id', 'account_kind', 'account_id', 'scope'])
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  async revoke(id: string): Promise<void> {
    await this.db
      .updateTable('account_sessions')
      .set({ revoked_at: this.clock() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Password reset, suspension, rejection and closing end every session of the account. */
  async revokeAllOf(
    kind: AccountKind,
    accountId: number,
    scope?: TokenScope,
    trx: Kysely<Database> = this.db,
  ): Promise<void> {
    let query = trx
      .updateTable('account_sessions')
      .set({ revoked_at: this.clock() })
      .where('account_kind', '=', kind)
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null);
    if (scope) query = query.where('scope', '=', scope);
    await query.execute();
  }
}
