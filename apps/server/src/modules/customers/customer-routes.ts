import type { FastifyInstance } from 'fastify';
import {
  ZAckSchema,
  ZCloseAccountRequestSchema,
  ZCustomerCodeResponseSchema,
  ZCustomerDetailsResponseSchema,
  ZCustomerRegistrationRequestSchema,
  ZCustomerResendOtpRequestSchema,
  ZCustomerSessionResponseSchema,
  ZEditCustomerRequestSchema,
  ZForgotPassCustomerRequestSchema,
  ZForgotPasswordUpdateRequestSchema,
  ZLoginCustomerRequestSchema,
  ZLoginCustomerResponseSchema,
  ZLoginVerifyRequestSchema,
  ZSocialLoginRequestSchema,
  ZVerifyCustomerRequestSchema,
  customerApiPaths,
} from '@portal/contract';
import { withFailure } from '../../core/envelope.js';
import { access, tokenSecurity, typed } from '../../core/routes.js';
import { credentialLimits } from '../auth/index.js';
import { customerOf } from './authentication.js';

/**
 * The customer calls: /api/v1/customer/auth/* (no token, limited like the partner's sign-in
 * calls, with the same counters) and the customer's own details (customer token).
 */
export default async function customerRoutes(fastify: FastifyInstance) {
  const app = typed(fastify);
  const { service, requireCustomer } = app.customers;
  const {
    loginsPerAddress,
    loginsPerAccount,
    codesPerAccount,
    codeRequestsPerAddress,
    codeChecksPerAddress,
    signupsPerAddress,
  } = credentialLimits(fastify);
  const tags = ['customers'];

  app.post(customerApiPaths.customerRegistration, {
    config: access('public'),
    onRequest: signupsPerAddress,
    preHandler: codesPerAccount,
    schema: {
      tags,
      summary: 'Register a customer (18 or over); a code confirms the account',
      body: ZCustomerRegistrationRequestSchema,
      response: { 200: withFailure(ZAckSchema) },
    },
    handler: async (request) => service.register(request.body),
  });

  app.post(customerApiPaths.verifyCustomer, {
    config: access('public'),
    onRequest: [loginsPerAddress, codeChecksPerAddress],
    preHandler: codesPerAccount,
    schema: {
      tags,
      summary: 'Confirm the account (type customer) or a sign-in code (type login); answers a customer token',
      body: ZVerifyCustomerRequestSchema,
      response: { 200: withFailure(ZCustomerSessionResponseSchema) },
    },
    handler: async (request) => service.verify(request.body),
  });

  app.post(customerApiPaths.loginCustomer, {
    config: access('public'),
    onRequest: loginsPerAddress,
    preHandler: loginsPerAccount,
    schema: {
      tags,
      summary: 'Sign in with the password, or (without it) ask for a sign-in code',
      body: ZLoginCustomerRequestSchema,
      response: { 200: withFailure(ZLoginCustomerResponseSchema) },
    },
    handler: async (request, reply) => {
      // Without a password a code is sent: it spends the address's budget of code requests.
      if (request.body.password === undefined) await codeRequestsPerAddress(request, reply);
      return service.login(request.body);
    },
  });

  app.post(customerApiPaths.loginVerify, {
    config: access('public'),
    onRequest: [loginsPerAddress, codeChecksPerAddress],
    preHandler: codesPerAccount,
    schema: {
      tags,
      summary: 'Sign in with the code sent by loginCustomer',
      body: ZLoginVerifyRequestSchema,
      response: { 200: withFailure(ZCustomerSessionResponseSchema) },
    },
    handler: async (request) => service.verify({ ...request.body, type: 'login' }),
  });

  app.post(customerApiPaths.forgotPassCustomer, {
    config: access('public'),
    onRequest: codeRequestsPerAddress,
    preHandler: codesPerAccount,
    schema: {
      tags,
      summary: 'Ask for a password reset code',
      body: ZForgotPassCustomerRequestSchema,
      response: { 200: withFailure(ZCustomerCodeResponseSchema) },
    },
    handler: async (request) => service.resendCode({ ...request.body, type: 'forgot' }),
  });

  app.post(customerApiPaths.forgotPasswordUpdate, {
    config: access('public'),
    onRequest: codeChecksPerAddress,
    preHandler: codesPerAccount,
    schema: {
      tags,
      summary: 'Set a new password with the reset code (ends every session)',
      body: ZForgotPasswordUpdateRequestSchema,
      response: { 200: withFailure(ZAckSchema) },
    },
    handler: async (request) => service.resetPassword(request.body),
  });

  app.post(customerApiPaths.customerResendOtp, {
    config: access('public'),
    onRequest: codeRequestsPerAddress,
    preHandler: codesPerAccount,
    schema: {
      tags,
      summary: 'Send a new code of that type (customer, login or forgot)',
      body: ZCustomerResendOtpRequestSchema,
      response: { 200: withFailure(ZCustomerCodeResponseSchema) },
    },
    handler: async (request) => service.resendCode(request.body),
  });

  app.post(customerApiPaths.socialSiteLogin, {
    config: access('public'),
    onRequest: loginsPerAddress,
    schema: {
      tags,
      summary: 'Sign in with a Google ID token (other providers are not supported)',
      body: ZSocialLoginRequestSchema,
      response: { 200: withFailure(ZCustomerSessionResponseSchema) },
    },
    handler: async (request) => service.googleSignIn(request.body),
  });

  app.post(customerApiPaths.customerLogout, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      tags,
      summary: 'Sign out (revokes the token)',
      security: tokenSecurity,
      response: { 200: withFailure(ZAckSchema) },
    },
    handler: async (request) => service.logout(customerOf(request).sessionId),
  });

  app.get(customerApiPaths.customerDetails, {
    config: access('customer'),
    onRequest: requireCustomer,
    schema: {
      tags,
      summary: 'The signed-in customer’s own details',
      security: tokenSecurity,
      response: { 200: withFailure(ZCustomerDetailsResponseSchema) },
    },
    handler: async (request) => service.details(customerOf(request).customer),
  });

  app.post(customerApiPaths.customerEditDetails, {
    config: access('customer'),
    onRequest: requireCustomer,
    preHandler: codesPerAccount,
    schema: {
      tags,
      summary: 'Change names, password (with the current one), e-mail or phone (with a code sent to the new one)',
      security: tokenSecurity,
      body: ZEditCustomerRequestSchema,
      response: { 200: withFailure(ZCustomerSessionResponseSchema) },
    },
    // A contact-change code counts against the address's budget of code requests.
    handler: async (request, reply) =>
      service.editDetails(customerOf(request).customer, request.body, () => codeRequestsPerAddress(request, reply)),
  });

  app.post(customerApiPaths.customerCloseAccount, {
    config: access('customer'),
    onRequest: requireCustomer,
    preHandler: loginsPerAccount,
    schema: {
      tags,
      summary: 'Close the account: personal details erased, orders kept anonymised',
      security: tokenSecurity,
      body: ZCloseAccountRequestSchema,
      response: { 200: withFailure(ZAckSchema) },
    },
    handler: async (request) => service.close(customerOf(request).customer, request.body.password),
  });
}
