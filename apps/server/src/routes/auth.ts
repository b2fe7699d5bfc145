import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
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
import { callerOf } from '../plugins/authentication.js';
import { withFailure } from './envelope.js';

const api = (path: string) => path.replace(/^\/api/, '');

/** Sign-up, verification, sign-in and password reset (spec section 7, DESIGN.md section 3). */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth } = app.services;
  const { config } = app;
  const tags = ['auth'];
  // Keyed by client and account (the phone, or the token of the code being checked), so that
  // one restaurant behind a shared IP cannot lock another out.
  const byIpAndAccount = (max: number) => ({
    rateLimit: {
      max,
      timeWindow: '10 minutes',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => {
        const phone = (request.body as { phone?: unknown } | undefined)?.phone;
        const account = typeof phone === 'string' || typeof phone === 'number' ? String(phone) : request.headers.token;
        return `${request.ip}|${typeof account === 'string' ? account.slice(-32) : ''}`;
      },
    },
  });
  const loginLimit = byIpAndAccount(config.RATE_LIMIT_LOGIN_PER_10_MIN);
  const codeLimit = byIpAndAccount(config.RATE_LIMIT_CODES_PER_10_MIN);

  app.get(api(apiPaths.startToken), {
    schema: { tags, summary: 'Anonymous start-up token', response: { 200: ZStartTokenResponseSchema } },
    handler: async () => ({ status: 200 as const, token: await auth.startToken() }),
  });

  app.post(api(apiPaths.signup), {
    config: codeLimit,
    schema: { tags, summary: 'Register a partner', body: ZSignupRequestSchema, response: { 200: withFailure(ZSignupResponseSchema) } },
    handler: async (request) => auth.signup(request.body),
  });

  app.post(api(apiPaths.activate), {
    config: codeLimit,
    preHandler: app.requireVerification,
    schema: {
      tags,
      summary: 'Confirm the code sent at sign-up',
      security: [{ token: [] }],
      body: ZActivateRequestSchema,
      response: { 200: withFailure(ZActivateResponseSchema) },
    },
    handler: async (request) => auth.activate(callerOf(request).partner.id, request.body.otp),
  });

  app.post(api(apiPaths.login), {
    config: loginLimit,
    schema: { tags, summary: 'Sign in', body: ZLoginRequestSchema, response: { 200: withFailure(ZLoginResponseSchema) } },
    handler: async (request) => auth.login(request.body),
  });

  app.post(api(apiPaths.resendOtp), {
    config: codeLimit,
    schema: { tags, summary: 'Send a new code', body: ZResendOtpRequestSchema, response: { 200: withFailure(ZResendOtpResponseSchema) } },
    handler: async (request) => auth.resendCode(request.body),
  });

  app.post(api(apiPaths.forgotPassword), {
    config: codeLimit,
    schema: { tags, summary: 'Ask for a password reset code', body: ZForgotPasswordRequestSchema, response: { 200: withFailure(ZForgotPasswordResponseSchema) } },
    handler: async (request) => auth.forgotPassword(request.body),
  });

  app.post(api(apiPaths.resetPassword), {
    config: codeLimit,
    schema: { tags, summary: 'Set a new password with the reset code', body: ZResetPasswordRequestSchema, response: { 200: withFailure(ZResetPasswordResponseSchema) } },
    handler: async (request) => auth.resetPassword(request.body),
  });

  app.post(api(apiPaths.logout), {
    preHandler: app.requirePartner,
    schema: { tags, summary: 'Sign out (revokes the token)', security: [{ token: [] }], response: { 200: withFailure(ZLogoutResponseSchema) } },
    handler: async (request) => auth.logout(callerOf(request).sessionId),
  });
}
