import { randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { isRole, type Role } from '@portal/contract';
import type { TokenScope } from '../../core/accounts.js';
import type { Clock } from '../../core/clock.js';

/**
 * 'draw' names a partner session like the partner token does, but opens no call: it only lets the
 * server draw the signed-in partner's page from an HttpOnly cookie.
 */
export type AnyScope = TokenScope | 'guest' | 'draw';

export interface TokenClaims {
  scope: AnyScope;
  /** The partner's or the customer's id (the scope says which); null for a guest. */
  accountId: number | null;
  sessionId: string | null;
  /**
   * Partner and draw tokens: the role in the restaurant and the team member (null: the owner).
   * Tokens signed before the team existed carry neither: they are the owner's.
   */
  role?: Role;
  memberId?: number | null;
}

const ISSUER = 'partner-portal';

/**
 * HS256 tokens; every token but the guest's names a revocable session row. Issued and expired on
 * the server's clock, as the sessions they name are: a moved clock moves both.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly clock: Clock;

  /** `key`: the token-signing key (derived from JWT_SECRET for this purpose alone). */
  constructor(key: Uint8Array, clock: Clock) {
    this.key = key;
    this.clock = clock;
  }

  static newSessionId(): string {
    return randomBytes(18).toString('base64url');
  }

  async sign(claims: TokenClaims, ttlSeconds: number): Promise<string> {
    const issuedAt = Math.floor(this.clock() / 1000);
    const jwt = new SignJWT({
      scope: claims.scope,
      ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      ...(claims.role ? { role: claims.role } : {}),
      ...(claims.memberId ? { mid: claims.memberId } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds);
    if (claims.accountId !== null) jwt.setSubject(String(claims.accountId));
    return jwt.sign(this.key);
  }

  /** Null for anything that is not a valid, unexpired token of ours. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(this.clock()),
      });
      const scope = payload.scope;
      if (scope !== 'partner' && scope !== 'verify' && scope !== 'customer' && scope !== 'guest' && scope !== 'draw')
        return null;
      const accountId = payload.sub ? Number(payload.sub) : null;
      const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
      if (scope !== 'guest' && (!accountId || !sessionId)) return null;
      if (scope !== 'partner' && scope !== 'draw') return { scope, accountId, sessionId };
      if (payload.role !== undefined && !isRole(payload.role)) return null;
      const memberId = typeof payload.mid === 'number' && Number.isSafeInteger(payload.mid) ? payload.mid : null;
      return { scope, accountId, sessionId, role: payload.role ?? 'owner', memberId };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
