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
import { access, jsonRoutes, tokenSecurity, typed } from '../../core/routes.js';
import { callerOf } from './authentication.js';
import { credentialLimits } from './credential-limits.js';

/**
 * Sign-up, code confirmation, sign-in and password reset. Every call that sends a code or checks
 * a password is limited twice: per source address and account (one restaurant behind a shared
 * address cannot lock another out), and per source address across accounts (one address cannot
 * pump codes to many new phones, or try passwords on many accounts).
 */
export default async function authRoutes(fastify: FastifyInstance) {
  const { service: auth, requireVerification } = fastify.auth;
  const { limitsOf, codeChecksPerAddress, codesPerAccount, signedIn } = credentialLimits(fastify);
  const drawCookieMaxAge = fastify.config.PARTNER_TOKEN_TTL_HOURS * 3600;
  const route = jsonRoutes(fastify, { tags: ['auth'] });
  const withToken = jsonRoutes(fastify, { tags: ['auth'], security: tokenSecurity });

  typed(fastify).get(apiPaths.startToken, {
    config: access('public'),
    schema: { tags: ['auth'], summary: 'Anonymous start-up token', response: { 200: ZStartTokenResponseSchema } },
    handler: async () => ({ status: 200 as const, token: await auth.startToken() }),
  });

  route.post(apiPaths.signup, {
    access: 'public',
    ...limitsOf.signUp,
    summary: 'Register a partner',
    body: ZSignupRequestSchema,
    reply: ZSignupResponseSchema,
    handler: async (request) => auth.signup(request.body),
  });

  withToken.post(apiPaths.activate, {
    access: 'verification',
    onRequest: [codeChecksPerAddress, requireVerification],
    preHandler: codesPerAccount,
    summary: 'Confirm the code sent at sign-up',
    body: ZActivateRequestSchema,
    reply: ZActivateResponseSchema,
    handler: async (request) => auth.activate(callerOf(request).partner.id, request.body.otp),
  });

  route.post(apiPaths.login, {
    access: 'public',
    ...limitsOf.signIn,
    summary: 'Sign in',
    body: ZLoginRequestSchema,
    reply: ZLoginResponseSchema,
    handler: async (request, reply) => {
      const answer = await auth.login(request.body);
      // The password was right (a token, or awaiting approval): the attempt was no failure.
      if (answer.status === 200 || answer.token) await signedIn(request);
      // The server-drawn dish list reads this cookie; scripts never see it.
      const drawToken = answer.status === 200 && answer.token ? await auth.drawTokenOf(answer.token) : null;
      if (drawToken) reply.header('set-cookie', drawCookie(request.protocol, drawToken, drawCookieMaxAge));
      return answer;
    },
  });

  route.post(apiPaths.resendOtp, {
    access: 'public',
    ...limitsOf.askCode,
    summary: 'Send a new code',
    body: ZResendOtpRequestSchema,
    reply: ZResendOtpResponseSchema,
    handler: async (request) => auth.resendCode(request.body),
  });

  route.post(apiPaths.forgotPassword, {
    access: 'public',
    ...limitsOf.askCode,
    summary: 'Ask for a password reset code',
    body: ZForgotPasswordRequestSchema,
    reply: ZForgotPasswordResponseSchema,
    handler: async (request) => auth.forgotPassword(request.body),
  });

  route.post(apiPaths.resetPassword, {
    access: 'public',
    ...limitsOf.checkCode,
    summary: 'Set a new password with the reset code',
    body: ZResetPasswordRequestSchema,
    reply: ZResetPasswordResponseSchema,
    handler: async (request) => auth.resetPassword(request.body),
  });

  withToken.post(apiPaths.logout, {
    access: 'signedIn',
    summary: 'Sign out (revokes the token)',
    reply: ZLogoutResponseSchema,
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
