import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  DRAW_COOKIE,
  ZActivateRequestSchema,
  ZActivateResponseSchema,
  ZForgotPasswordRequestSchema,
  ZForgotPasswordResponseSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZLogoutResponseSchema,
  ZResendOtpRequestSchema,
  ZResendOtpResponseSchema,
  ZResetPasswordRequestSchema,
  ZResetPasswordResponseSchema,
  ZSignupRequestSchema,
  ZSignupResponseSchema,
  ZStartTokenResponseSchema,
} from '@portal/contract';
import { withFailure } from '../../core/envelope.js';
import { access, tokenSecurity, typed } from '../../core/routes.js';
import { callerOf } from './authentication.js';
import { credentialLimits } from './credential-limits.js';

/**
 * Sign-up, code confirmation, sign-in and password reset. Every call that sends a code or checks
 * a password is limited twice: per source address and account (one restaurant behind a shared
 * address cannot lock another out), and per source address across accounts (one address cannot
 * pump codes to many new phones, or try passwords on many accounts).
 */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const { service: auth, requireVerification } = app.auth;
  const tags = ['auth'];

  const {
    loginsPerAddress,
    loginsPerAccount,
    codesPerAccount,
    codeRequestsPerAddress,
    codeChecksPerAddress,
    signupsPerAddress,
  } = credentialLimits(fastify);
  const drawCookieMaxAge = app.config.PARTNER_TOKEN_TTL_HOURS * 3600;

  app.get(apiPaths.startToken, {
    config: access('public'),
    schema: { tags, summary: 'Anonymous start-up token', response: { 200: ZStartTokenResponseSchema } },
    handler: async () => ({ status: 200 as const, token: await auth.startToken() }),
  });

  app.post(apiPaths.signup, {
    config: access('public'),
    onRequest: signupsPerAddress,
    preHandler: codesPerAccount,
    schema: {
      tags,
      summary: 'Register a partner',
      body: ZSignupRequestSchema,
      response: { 200: withFailure(ZSignupResponseSchema) },
    },
    handler: async (request) => auth.signup(request.body),
  });

  app.post(apiPaths.activate, {
    config: access('verification'),
    onRequest: [codeChecksPerAddress, requireVerification],
    preHandler: codesPerAccount,
    schema: {
      tags,
      summary: 'Confirm the code sent at sign-up',
      security: tokenSecurity,
      body: ZActivateRequestSchema,
      response: { 200: withFailure(ZActivateResponseSchema) },
    },
    handler: async (request) => auth.activate(callerOf(request).partner.id, request.body.otp),
  });

  app.post(apiPaths.login, {
    config: access('public'),
    onRequest: loginsPerAddress,
    preHandler: loginsPerAccount,
    schema: {
      tags,
      summary: 'Sign in',
      body: ZLoginRequestSchema,
      response: { 200: withFailure(ZLoginResponseSchema) },
    },
    handler: async (request, reply) => {
      const answer = await auth.login(request.body);
      // The server-drawn dish list reads this cookie; scripts never see it.
      const drawToken = answer.status === 200 && answer.token ? await auth.drawTokenOf(answer.token) : null;
      if (drawToken) reply.header('set-cookie', drawCookie(request.protocol, drawToken, drawCookieMaxAge));
      return answer;
    },
  });

  app.post(apiPaths.resendOtp, {
    config: access('public'),
    onRequest: codeRequestsPerAddress,
    preHandler: codesPerAccount,
    schema: {
      tags,
      summary: 'Send a new code',
      body: ZResendOtpRequestSchema,
      response: { 200: withFailure(ZResendOtpResponseSchema) },
    },
    handler: async (request) => auth.resendCode(request.body),
  });

  app.post(apiPaths.forgotPassword, {
    config: access('public'),
    onRequest: codeRequestsPerAddress,
    preHandler: codesPerAccount,
    schema: {
      tags,
      summary: 'Ask for a password reset code',
      body: ZForgotPasswordRequestSchema,
      response: { 200: withFailure(ZForgotPasswordResponseSchema) },
    },
    handler: async (request) => auth.forgotPassword(request.body),
  });

  app.post(apiPaths.resetPassword, {
    config: access('public'),
    onRequest: codeChecksPerAddress,
    preHandler: codesPerAccount,
    schema: {
      tags,
      summary: 'Set a new password with the reset code',
      body: ZResetPasswordRequestSchema,
      response: { 200: withFailure(ZResetPasswordResponseSchema) },
    },
    handler: async (request) => auth.resetPassword(request.body),
  });

  app.post(apiPaths.logout, {
    config: access('signedIn'),
    schema: {
      tags,
      summary: 'Sign out (revokes the token)',
      security: tokenSecurity,
      response: { 200: withFailure(ZLogoutResponseSchema) },
    },
    handler: async (request, reply) => {
      reply.header('set-cookie', drawCookie(request.protocol, '', 0));
      return auth.logout(callerOf(request).sessionId);
    },
  });
}

/** HttpOnly, SameSite=Strict, the whole site, Secure over https; an empty value and 0 clear it. */
export function drawCookie(protocol: string, token: string, maxAgeSeconds: number): string {
  return [
    `${DRAW_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(protocol === 'https' ? ['Secure'] : []),
  ].join('; ');
}
