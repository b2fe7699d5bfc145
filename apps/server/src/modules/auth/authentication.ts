import type { FastifyRequest } from 'fastify';
import { TOKEN_HEADER } from '@portal/contract';
import { Approval, type Partner, type TokenScope } from '../../db/schema.js';
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

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers[TOKEN_HEADER];
  if (typeof header === 'string' && header.length > 0) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7);
  return null;
}

export type AuthenticationHook = (request: FastifyRequest) => Promise<void>;

/**
 * The partner always comes from the token, never from a parameter. A token is accepted only
 * while its session row is live, so logout, password reset, rejection and suspension take effect
 * at once. The hooks run in `onRequest`, before any body is read or validated.
 */
export function authenticationHooks(deps: {
  tokens: TokenService;
  sessions: SessionsRepository;
  partners: PartnersRepository;
  clock: Clock;
}): { requirePartner: AuthenticationHook; requireVerification: AuthenticationHook } {
  async function resolve(request: FastifyRequest, scope: TokenScope): Promise<Caller> {
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const claims = await deps.tokens.verify(token);
    if (!claims || claims.scope !== scope || !claims.sessionId || !claims.partnerId) throw unauthorized();
    const session = await deps.sessions.findActive(claims.sessionId, deps.clock());
    if (!session || session.partner_id !== claims.partnerId || session.scope !== scope) throw unauthorized();
    const partner = await deps.partners.findById(session.partner_id);
    if (!partner) throw unauthorized();
    return { partner, sessionId: session.id };
  }

  return {
    /** An approved partner's live session. */
    async requirePartner(request) {
      const caller = await resolve(request, 'partner');
      const { partner } = caller;
      if (partner.admin_aproval !== Approval.approved || partner.suspended || !partner.is_verified) {
        throw unauthorized();
      }
      request.caller = caller;
    },
    /** A verification token (from sign-up, or a sign-in of an unverified account). */
    async requireVerification(request) {
      request.caller = await resolve(request, 'verify');
    },
  };
}
