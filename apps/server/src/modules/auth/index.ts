import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPermission } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../schema.js';
import type { Partner } from './tables.js';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import type { EventBus } from '../../infra/events/event-bus.js';
import type { MessageTransport, SmsBudget } from '../../infra/notify/index.js';
import { registerDailyJob } from '../../infra/jobs/index.js';
import { signInDeclaredRoutes } from '../../core/routes.js';
import { AccountAdministration } from './account-administration.js';
import { deleteStaleAuthRecords } from './auth-retention.js';
import { AuthService } from './auth-service.js';
import {
  type AuthenticationHook,
  authenticationHooks,
  drawTokenResolver,
  type MemberDirectory,
  noMembers,
  sessionResolver,
} from './authentication.js';
import { Credentials } from './credentials.js';
import authRoutes from './auth-routes.js';
import { OtpRepository } from './otp-repository.js';
import { OtpService } from './otp-service.js';
import { PartnersRepository } from './partners-repository.js';
import { SessionsRepository } from './sessions-repository.js';
import { TokenService } from './tokens.js';
import { deriveKey } from './keys.js';
import { passwordHasher } from './passwords.js';

export { AccountAdministration } from './account-administration.js';
export {
  type AuthenticationHook,
  type Caller,
  callerCan,
  callerOf,
  forbiddenForRole,
  type MemberAccount,
  type MemberDirectory,
  partnerLangOf,
  restaurantOf,
} from './authentication.js';
export type { Credentials } from './credentials.js';
export { codeSendReply, type SendOutcome } from './otp-service.js';
export { AccountFlows, createUnlessTaken, provenBy, wrongCode } from './account-flows.js';
export { credentialLimits } from './credential-limits.js';
export type { AuthService } from './auth-service.js';
export { Approval, type Partner } from './tables.js';

/** What other modules and tools may use of partner accounts and their sign-in. */
export interface AuthModule {
  service: AuthService;
  accounts: AccountAdministration;
  /** onRequest hook: an approved partner's live session, from the `token` header. */
  requirePartner: AuthenticationHook;
  /** onRequest hook: a verification token (sign-up, or sign-in of an unverified account). */
  requireVerification: AuthenticationHook;
  /** The approved partner of a live partner session token, else null (for drawing their pages). */
  approvedPartnerOf: (token: string) => Promise<Partner | null>;
  /**
   * The approved partner of a live `draw` token (the HttpOnly partner_session cookie set at
   * sign-in), else null. For drawing their pages; it opens no call.
   */
  approvedPartnerOfDrawToken: (token: string) => Promise<Partner | null>;
  /** Codes, sessions and passwords, shared with customer accounts. */
  credentials: Credentials;
  /** The team module tells auth who its members are, so that they sign in. */
  useMembers(directory: MemberDirectory): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthModule;
  }
}

export interface AuthDependencies {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
  transport: MessageTransport;
  /** The budget of text messages `transport` sends within: codes decide with it first. */
  sms: SmsBudget;
  logger: Logger;
  /** The event bus: a revoked session is told there (the admin command has none). */
  events?: EventBus;
}

/** Builds the module without a server: the admin command uses it as the routes do. */
export function createAuthModule(deps: AuthDependencies): AuthModule {
  const { db, clock, config, transport, logger } = deps;
  const partners = new PartnersRepository(db, clock);
  const sessions = new SessionsRepository(db, clock, deps.events);
  const tokens = new TokenService(deriveKey(config.JWT_SECRET, 'token-signing'), clock);
  const otp = new OtpService({
    db,
    codes: new OtpRepository(db),
    transport,
    key: deriveKey(config.JWT_SECRET, 'code-hashing'),
    clock,
    logger,
    sms: deps.sms,
  });
  const resolveSession = sessionResolver({ tokens, sessions, clock });
  let directory: MemberDirectory = noMembers;
  const members = () => directory;
  const passwords = passwordHasher(config.PASSWORD_HASH_COST);
  const credentials = new Credentials({ codes: otp, sessions, tokens, resolveSession, clock, passwords });
  const service = new AuthService({
    db,
    partners,
    sessions,
    tokens,
    credentials,
    clock,
    partnerTokenTtlSeconds: config.PARTNER_TOKEN_TTL_HOURS * 3600,
    inviteCodeHours: config.INVITE_CODE_HOURS,
    members,
  });
  return {
    service,
    accounts: new AccountAdministration({ db, partners, sessions, transport, passwords }),
    credentials,
    approvedPartnerOfDrawToken: drawTokenResolver({ tokens, sessions, partners, clock }),
    ...authenticationHooks({ resolveSession, partners, members }),
    useMembers(next) {
      directory = next;
    },
  };
}

/** Partner accounts: sign-up, codes, sign-in, password reset, sessions and the hooks that check them. */
async function authModule(app: FastifyInstance) {
  const { db, clock, config, transport, sms } = app.infra;
  app.decorateRequest('caller', null);
  app.decorate(
    'auth',
    createAuthModule({ db, clock, config, transport, sms, logger: app.log, events: app.infra.events }),
  );
  signInDeclaredRoutes(app, isPermission, app.auth.requirePartner);
  // Once a day: expired codes, ended sessions and the old message log are deleted.
  registerDailyJob(app.infra.jobs, {
    kind: 'auth.daily',
    keyPrefix: 'auth-daily',
    clock,
    run: async () => {
      const deleted = await deleteStaleAuthRecords(db, clock());
      if (deleted.codes + deleted.sessions + deleted.messages > 0)
        app.log.info(deleted, 'expired codes, ended sessions and old message log deleted');
    },
  });
  await app.register(authRoutes);
}

export default fp(authModule, { name: 'auth', dependencies: ['infra'] });
