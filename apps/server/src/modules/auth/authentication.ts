import type { FastifyRequest } from 'fastify';
import {
  can,
  isPermission,
  isRole,
  type Locale,
  normalizeLocale,
  type Permission,
  type Role,
  TOKEN_HEADER,
} from '@portal/contract';
import { Approval, type Partner } from './tables.js';
import type { TokenScope } from '../../core/accounts.js';
import { AppError, unauthorized } from '../../core/errors.js';
import type { Clock } from '../../core/clock.js';
import type { PartnersRepository } from './partners-repository.js';
import type { SessionsRepository } from './sessions-repository.js';
import type { TokenService } from './tokens.js';

export interface Caller {
  /** The restaurant: the owner's account, whoever of the team signed in. */
  partner: Partner;
  sessionId: string;
  role: Role;
  /** The team member signed in; null for the owner. */
  member: { id: number; name: string } | null;
}

/** A team member as signing in needs them: the team module answers. */
export interface MemberAccount {
  id: number;
  restaurantId: number;
  name: string;
  role: Role;
  /** '' while the invitation is not accepted: no password opens it. */
  passwordHash: string;
}

/** What auth asks the team module: members are its rows. */
export interface MemberDirectory {
  /** The member who uses this phone (invited or active), if any. */
  findByPhone(phone: string): Promise<MemberAccount | undefined>;
  /** The member, still in this restaurant's team, if any. */
  findMember(restaurantId: number, memberId: number): Promise<MemberAccount | undefined>;
}

/** Without a team module (the admin command), nobody but owners signs in. */
export const noMembers: MemberDirectory = {
  findByPhone: async () => undefined,
  findMember: async () => undefined,
};

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

export const forbiddenForRole = () => new AppError('FORBIDDEN_FOR_ROLE', { httpStatus: 403 });

/** Whether the signed-in person's role has `permission` (for checks inside a call, field by field). */
export function callerCan(request: FastifyRequest, permission: Permission): boolean {
  return can(callerOf(request).role, permission);
}

/** The live session a token names, as `sessionResolver` gives it. */
export interface ResolvedSession {
  accountId: number;
  sessionId: string;
  role: Role;
  memberId: number | null;
  /** The partner account, read with a partner session (one read for both). */
  partner?: Partner;
}

/**
 * The live session a request's token names, for one scope: the account id and the session. The
 * token must be ours, unexpired, of that scope, and its session row live, so logout, password
 * reset, rejection, suspension and closing take effect at once. Partner and customer tokens never
 * open each other's calls: their scopes differ.
 */
export function sessionResolver(deps: { tokens: TokenService; sessions: SessionsRepository; clock: Clock }) {
  return async function resolveSession(request: FastifyRequest, scope: TokenScope): Promise<ResolvedSession> {
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const claims = await deps.tokens.verify(token);
    if (!claims || claims.scope !== scope || !claims.sessionId || !claims.accountId) throw unauthorized();
    // A partner call needs the account too: read with its session.
    const found =
      scope === 'partner'
        ? await deps.sessions.findActivePartner(claims.sessionId, deps.clock())
        : { session: await deps.sessions.findActive(claims.sessionId, deps.clock()), partner: undefined };
    const session = found?.session;
    const kind = scope === 'customer' ? 'customer' : 'partner';
    if (!session || session.account_kind !== kind || session.account_id !== claims.accountId || session.scope !== scope)
      throw unauthorized();
    // The session is the truth: a role changed since the token was signed ended the session.
    const role = isRole(session.role) ? session.role : null;
    if (!role || (scope === 'partner' && (claims.role !== role || (claims.memberId ?? null) !== session.member_id)))
      throw unauthorized();
    return {
      accountId: session.account_id,
      sessionId: session.id,
      role,
      memberId: session.member_id,
      ...(found?.partner ? { partner: found.partner } : {}),
    };
  };
}
export type SessionResolver = ReturnType<typeof sessionResolver>;

/**
 * The partner always comes from the token, never from a parameter. The hooks run in `onRequest`,
 * before any body is read or validated.
 */
export function authenticationHooks(deps: {
  resolveSession: SessionResolver;
  partners: PartnersRepository;
  members: () => MemberDirectory;
}): {
  requirePartner: AuthenticationHook;
  requireVerification: AuthenticationHook;
  approvedPartnerOf: (token: string) => Promise<Partner | null>;
} {
  async function resolve(request: FastifyRequest, scope: TokenScope): Promise<Caller> {
    const resolved = await deps.resolveSession(request, scope);
    const { accountId, sessionId, role, memberId } = resolved;
    const partner = resolved.partner ?? (await deps.partners.findById(accountId));
    if (!partner) throw unauthorized();
    if (memberId === null) return { partner, sessionId, role, member: null };
    // A member removed from the team is signed out even if their session outlived the removal.
    const member = await deps.members().findMember(partner.id, memberId);
    if (!member || member.role !== role) throw unauthorized();
    return { partner, sessionId, role, member: { id: member.id, name: member.name } };
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
    /**
     * An approved partner's live session, whose role has the permission the route declares
     * (`config.access`): a refused role gets 403 FORBIDDEN_FOR_ROLE before any body is read. A
     * route that declares no permission refuses everyone.
     */
    async requirePartner(request) {
      const caller = await approvedPartner(request);
      const access = (request.routeOptions.config as { access?: unknown }).access;
      if (!isPermission(access) || !can(caller.role, access)) throw forbiddenForRole();
      request.caller = caller;
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
    // The drawn page is the menu's: a role that does not edit the menu is not drawn it.
    if (!isRole(session.role) || !can(session.role, 'menu')) return null;
    const partner = await deps.partners.findById(session.account_id);
    if (!partner || partner.admin_aproval !== Approval.approved || partner.suspended || !partner.is_verified) {
      return null;
    }
    return partner;
  };
}
