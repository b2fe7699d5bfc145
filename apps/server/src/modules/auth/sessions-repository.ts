import type { Kysely } from 'kysely';
import type { AccountKind, TokenScope } from '../../core/accounts.js';
import type { Database } from '../../schema.js';
import type { Clock } from '../../core/clock.js';
import type { EventBus } from '../../infra/events/event-bus.js';
import { SESSION_REVOKED, type SessionRevoked } from '../../infra/events/session-events.js';
import type { Partner } from './tables.js';

export interface ActiveSession {
  id: string;
  account_kind: AccountKind;
  account_id: number;
  scope: TokenScope;
  /** The team member signed in; null for the account itself. */
  member_id: number | null;
  role: string;
}

/**
 * Revocable sessions of partners and customers: a token works only while its row is live. A
 * revocation is told on the event bus (`session.revoked`), in the revoking transaction when
 * there is one, so that what a session holds open (event streams) ends in every process.
 */
export class SessionsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    /** Absent for tools without a server (the admin command): streams then notice at their next check. */
    private readonly events?: EventBus,
  ) {}

  async create(
    session: {
      id: string;
      account_kind: AccountKind;
      account_id: number;
      scope: TokenScope;
      expires_at: number;
      member_id?: number | null;
      role?: string;
    },
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
      .select(['id', 'account_kind', 'account_id', 'scope', 'member_id', 'role'])
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /**
   * A live partner session and its account (the restaurant) in one read: every partner call
   * makes it, so the account is not a second round trip.
   */
  async findActivePartner(
    id: string,
    now = this.clock(),
  ): Promise<{ session: ActiveSession; partner: Partner } | undefined> {
    const row = await this.db
      .selectFrom('account_sessions')
      .innerJoin('partners', 'partners.id', 'account_sessions.account_id')
      .selectAll('partners')
      .select([
        'account_sessions.id as session_id',
        'account_sessions.account_kind as session_account_kind',
        'account_sessions.scope as session_scope',
        'account_sessions.member_id as session_member_id',
        'account_sessions.role as session_role',
      ])
      .where('account_sessions.id', '=', id)
      .where('account_sessions.account_kind', '=', 'partner')
      .where('account_sessions.revoked_at', 'is', null)
      .where('account_sessions.expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return undefined;
    const { session_id, session_account_kind, session_scope, session_member_id, session_role, ...partner } = row;
    return {
      session: {
        id: session_id,
        account_kind: session_account_kind,
        account_id: partner.id,
        scope: session_scope,
        member_id: session_member_id,
        role: session_role,
      },
      partner,
    };
  }

  async revoke(id: string): Promise<void> {
    const result = await this.db
      .updateTable('account_sessions')
      .set({ revoked_at: this.clock() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) await this.tell({ session: id });
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
    const result = await query.executeTakeFirst();
    if (result.numUpdatedRows > 0n)
      await this.tell({ kind, account: accountId, ...(scope ? { scope } : {}) }, trx === this.db ? undefined : trx);
  }

  /**
   * A team member removed or given another role: every live session of theirs ends, each told on
   * the bus by its id, so that their event streams end in every process.
   */
  async revokeMember(restaurantId: number, memberId: number): Promise<void> {
    const revoked = await this.db
      .updateTable('account_sessions')
      .set({ revoked_at: this.clock() })
      .where('account_kind', '=', 'partner')
      .where('account_id', '=', restaurantId)
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    for (const { id } of revoked) await this.tell({ session: id });
  }

  /**
   * Inside a transaction the event goes with it (heard on commit, never after a rollback); a
   * failure there fails the transaction, as any statement would. Outside one, the revocation is
   * already saved: a bus that cannot be reached does not undo it, and streams re-check their
   * session on their own.
   */
  private async tell(event: SessionRevoked, trx?: Kysely<Database>): Promise<void> {
    if (!this.events) return;
    if (trx) {
      await this.events.publish(SESSION_REVOKED, event, { within: trx });
      return;
    }
    await this.events.publish(SESSION_REVOKED, event).catch(() => undefined);
  }
}
