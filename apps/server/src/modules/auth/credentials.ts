import type { Kysely } from 'kysely';
import type { Role } from '@portal/contract';
import type { AccountKind, TokenScope } from '../../core/accounts.js';
import type { Database } from '../../schema.js';
import type { Clock } from '../../core/clock.js';
import type { OtpService } from './otp-service.js';
import type { PasswordHasher } from './passwords.js';
import type { SessionResolver } from './authentication.js';
import type { SessionsRepository } from './sessions-repository.js';
import { TokenService } from './tokens.js';

/**
 * What partner and customer accounts share: one-time codes, revocable sessions behind signed
 * tokens, argon2id passwords. The auth module signs partners in with it; the customers module
 * signs customers in with the same parts.
 */
export class Credentials {
  readonly hashPassword: PasswordHasher['hash'];
  readonly verifyPassword: PasswordHasher['verify'];

  constructor(
    private readonly deps: {
      passwords: PasswordHasher;
      codes: OtpService;
      sessions: SessionsRepository;
      tokens: TokenService;
      resolveSession: SessionResolver;
      clock: Clock;
    },
  ) {
    this.hashPassword = deps.passwords.hash;
    this.verifyPassword = deps.passwords.verify;
  }

  get codes(): OtpService {
    return this.deps.codes;
  }

  get resolveSession(): SessionResolver {
    return this.deps.resolveSession;
  }

  /** A new session row and the token that names it. */
  async openSession(
    kind: AccountKind,
    accountId: number,
    scope: TokenScope,
    ttlSeconds: number,
    /** A partner session: who signs in (a team member, or null for the owner) and with which role. */
    as?: { role: Role; memberId: number | null },
  ): Promise<string> {
    const sessionId = TokenService.newSessionId();
    await this.deps.sessions.create({
      id: sessionId,
      account_kind: kind,
      account_id: accountId,
      scope,
      expires_at: this.deps.clock() + ttlSeconds * 1000,
      ...(as ? { member_id: as.memberId, role: as.role } : {}),
    });
    return this.deps.tokens.sign({ scope, accountId, sessionId, ...(as ?? {}) }, ttlSeconds);
  }

  revokeSession(sessionId: string): Promise<void> {
    return this.deps.sessions.revoke(sessionId);
  }

  revokeAll(kind: AccountKind, accountId: number, scope?: TokenScope, trx?: Kysely<Database>): Promise<void> {
    return this.deps.sessions.revokeAllOf(kind, accountId, scope, trx);
  }
}
