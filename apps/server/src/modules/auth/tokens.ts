import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
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
    const payload = this.verifiedPayload(token);
    if (!payload) return null;
    const scope = payload.scope;
    if (scope !== 'partner' && scope !== 'verify' && scope !== 'customer' && scope !== 'guest' && scope !== 'draw')
      return null;
    const accountId = typeof payload.sub === 'string' && payload.sub ? Number(payload.sub) : null;
    const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
    if (scope !== 'guest' && (!accountId || !sessionId)) return null;
    if (scope !== 'partner' && scope !== 'draw') return { scope, accountId, sessionId };
    if (payload.role !== undefined && !isRole(payload.role)) return null;
    const memberId = typeof payload.mid === 'number' && Number.isSafeInteger(payload.mid) ? payload.mid : null;
    return { scope, accountId, sessionId, role: (payload.role as Role | undefined) ?? 'owner', memberId };
  }

  /**
   * The claims of a compact HS256 JWS signed with our key, issued by us and in force on the
   * server's clock (the checks jose makes of such a token); null otherwise. Checked with Node's
   * HMAC at once: every partner call verifies a token, and Web Crypto's import and verification
   * of the key cost several times more.
   */
  private verifiedPayload(token: string): Record<string, unknown> | null {
    const [header, payload, signature, extra] = token.split('.');
    if (extra !== undefined || !header || !payload || signature === undefined) return null;
    const expected = createHmac('sha256', this.key).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    // base64url that does not round-trip (padding, stray characters) is not ours.
    if (given.length !== expected.length || given.toString('base64url') !== signature) return null;
    if (!timingSafeEqual(given, expected)) return null;
    const head = parseObject(header);
    const claims = parseObject(payload);
    if (!head || !claims || head.alg !== 'HS256' || head.crit !== undefined || head.b64 !== undefined) return null;
    const now = Math.floor(this.clock() / 1000);
    if (claims.iss !== ISSUER) return null;
    if (claims.iat !== undefined && typeof claims.iat !== 'number') return null;
    if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return null;
    // Every token we sign expires.
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    return claims;
  }
}

/** A base64url JSON object, else null. */
function parseObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
