import type { FastifyRequest } from 'fastify';
import { type Locale, normalizeLocale, TOKEN_HEADER } from '@portal/contract';
import { Approval, type Partner } from './tables.js';
import type { TokenScope } from '../../core/accounts.js';
import { unauthorized } from '../../core/errors.js';
import type { Clock } from '../../core/clock.js';
import type { PartnersRepository } from './partners-repository.js';
import type { SessionsRepository } from './sessions-repository.js';
import type { TokenService } from './tokens.js';

export interface Caller {
  partner: Partner;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The signed-in partner of a request that went through an authentication hook. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** The restaurant of a partner call: always the token's partner. */
export function restaurantOf(request: FastifyRequest): number {
  return callerOf(request).partner.id;
}

/** The `lang` a partner call asked for, else the language the partner signed in with. */
export function partnerLangOf(request: FastifyRequest, lang: string | undefined): Locale {
  return lang === 'fr' || lang === 'en' ? lang : normalizeLocale(callerOf(request).partner.lang);
}

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers[TOKEN_HEADER];
  if (typeof header === 'string' && header.length > 0) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7);
  return null;
}

export type AuthenticationHook = (request: FastifyRequest) => Promise<void>;

/**
 * The live session a request's token names, for one scope: the account id and the session. The
 * token must be ours, unexpired, of that scope, and its session row live, so logout, password
 * reset, rejection, suspension and closing take effect at once. Partner and customer tokens never
 * open each other's calls: their scopes differ.
 */
export function sessionResolver(deps: { tokens: TokenService; sessions: SessionsRepository; clock: Clock }) {
  return async function resolveSession(
    request: FastifyRequest,
    scope: TokenScope,
  ): Promise<{ accountId: number; sessionId: string }> {
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const claims = await deps.tokens.verify(token);
    if (!claims || claims.scope !== scope || !claims.sessionId || !claims.accountId) throw unauthorized();
    const session = await deps.sessions.findActive(claims.sessionId, deps.clock());
    const kind = scope === 'customer' ? 'customer' : 'partner';
    if (!session || session.account_kind !== kind || session.account_id !== claims.accountId || session.scope !== scope)
      throw unauthorized();
    return { accountId: session.account_id, sessionId: session.id };
  };
}
export type SessionResolver = ReturnType<typeof sessionResolver>;

/**
 * The partner always comes from the token, never from a parameter. The hooks run in `onRequest`,
 * before any body is read or validated.
 */
export function authenticationHooks(deps: { resolveSession: SessionResolver; partners: PartnersRepository }): {
  requirePartner: AuthenticationHook;
  requireVerification: AuthenticationHook;
  approvedPartnerOf: (token: string) => Promise<Partner | null>;
} {
  async function resolve(request: FastifyRequest, scope: TokenScope): Promise<Caller> {
    const { accountId, sessionId } = await deps.resolveSession(request, scope);
    const partner = await deps.partners.findById(accountId);
    if (!partner) throw unauthorized();
    return { partner, sessionId };
  }

  async function approvedPartner(request: FastifyRequest): Promise<Caller> {
    const caller = await resolve(request, 'partner');
    const { partner } = caller;
    if (partner.admin_aproval !== Approval.approved || partner.suspended || !partner.is_verified) {
      throw unauthorized();
    }
    return caller;
  }

  return {
    /** An approved partner's live session. */
    async requirePartner(request) {
      request.caller = await approvedPartner(request);
    },
    /**
     * The partner whose live session `token` is, checked as requirePartner checks a call's token
     * header; null for anything else. For drawing a page, never for opening a call.
     */
    async approvedPartnerOf(token) {
      // The checks read the token from the headers: they get exactly that.
      const headers = { [TOKEN_HEADER]: token };
      try {
        return (await approvedPartner({ headers } as unknown as FastifyRequest)).partner;
      } catch {
        return null;
      }
    },
    /** A verification token (from sign-up, or a sign-in of an unverified account). */
    async requireVerification(request) {
      request.caller = await resolve(request, 'verify');
    },
  };
}

/**
 * The approved partner whose live session a `draw` token names (the partner_session cookie set
 * at sign-in), else null. A draw token opens no call; it only lets the server draw the partner's
 * page. It dies with its session: logout, password reset, suspension.
 */
export function drawTokenResolver(deps: {
  tokens: TokenService;
  sessions: SessionsRepository;
  partners: PartnersRepository;
  clock: Clock;
}): (token: string) => Promise<Partner | null> {
  return async (token) => {
    const claims = await deps.tokens.verify(token);
    if (!claims || claims.scope !== 'draw' || !claims.sessionId || !claims.accountId) return null;
    const session = await deps.sessions.findActive(claims.sessionId, deps.clock());
    if (
      !session ||
      session.account_kind !== 'partner' ||
      session.scope !== 'partner' ||
      session.account_id !== claims.accountId
    ) {
      return null;
    }
    const partner = await deps.partners.findById(session.account_id);
    if (!partner || partner.admin_aproval !== Approval.approved || partner.suspended || !partner.is_verified) {
      return null;
    }
    return partner;
  };
}
