import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TOKEN_HEADER } from '@portal/contract';
import { Approval, type Partner } from '../db/schema.js';
import { unauthorized } from '../errors.js';

export interface Caller {
  partner: Partner;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** preHandler: an approved partner's live session, from the token header. */
    requirePartner(request: FastifyRequest): Promise<void>;
    /** preHandler: a verification token (from sign-up or a sign-in of an unverified account). */
    requireVerification(request: FastifyRequest): Promise<void>;
  }
}

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

/**
 * The partner always comes from the token, never from a parameter. A token is accepted only
 * while its session row is live, so logout and password reset take effect at once.
 */
async function authentication(app: FastifyInstance) {
  app.decorateRequest('caller', null);

  async function resolve(request: FastifyRequest, scope: 'partner' | 'verify'): Promise<Caller> {
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const claims = await app.services.tokens.verify(token);
    if (!claims || claims.scope !== scope || !claims.sessionId || !claims.partnerId) throw unauthorized();
    const session = await app.services.sessions.findActive(claims.sessionId, app.services.clock());
    if (!session || session.partner_id !== claims.partnerId || session.scope !== scope) throw unauthorized();
    const partner = await app.services.partners.findById(session.partner_id);
    if (!partner) throw unauthorized();
    return { partner, sessionId: session.id };
  }

  app.decorate('requirePartner', async (request: FastifyRequest) => {
    const caller = await resolve(request, 'partner');
    const { partner } = caller;
    if (partner.admin_aproval !== Approval.approved || partner.suspended || !partner.is_verified) {
      throw unauthorized();
    }
    request.caller = caller;
  });

  app.decorate('requireVerification', async (request: FastifyRequest) => {
    request.caller = await resolve(request, 'verify');
  });
}

export default fp(authentication, { name: 'authentication', dependencies: ['services'] });
