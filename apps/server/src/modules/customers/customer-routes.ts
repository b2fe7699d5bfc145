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
import { jsonRoutes, tokenSecurity } from '../../core/routes.js';
import { credentialLimits } from '../auth/index.js';
import { customerOf } from './authentication.js';

/**
 * The customer calls: /api/v1/customer/auth/* (no token, limited like the partner's sign-in
 * calls, with the same counters) and the customer's own details (customer token: declaring the
 * 'customer' access signs the customer in).
 */
export default async function customerRoutes(fastify: FastifyInstance) {
  const { service } = fastify.customers;
  const { limitsOf, loginsPerAddress, loginsPerAccount, codesPerAccount, codeRequestsPerAddress, signedIn } =
    credentialLimits(fastify);
  const route = jsonRoutes(fastify, { tags: ['customers'] });
  const own = jsonRoutes(fastify, { tags: ['customers'], security: tokenSecurity });

  route.post(customerApiPaths.customerRegistration, {
    access: 'public',
    ...limitsOf.signUp,
    summary: 'Register a customer (18 or over); a code confirms the account',
    body: ZCustomerRegistrationRequestSchema,
    reply: ZAckSchema,
    handler: async (request) => service.register(request.body),
  });

  route.post(customerApiPaths.verifyCustomer, {
    access: 'public',
    ...limitsOf.signInWithCode,
    summary: 'Confirm the account (type customer) or a sign-in code (type login); answers a customer token',
    body: ZVerifyCustomerRequestSchema,
    reply: ZCustomerSessionResponseSchema,
    handler: async (request) => service.verify(request.body),
  });

  route.post(customerApiPaths.loginCustomer, {
    access: 'public',
    ...limitsOf.signIn,
    summary: 'Sign in with the password, or (without it) ask for a sign-in code',
    body: ZLoginCustomerRequestSchema,
    reply: ZLoginCustomerResponseSchema,
    handler: async (request, reply) => {
      // Without a password a code is sent: it spends the address's budget of code requests.
      if (request.body.password === undefined) await codeRequestsPerAddress(request, reply);
      const answer = await service.login(request.body);
      // A right password uses none of the sign-in allowance: only failures count.
      if (request.body.password !== undefined && answer.status === 200) await signedIn(request);
      return answer;
    },
  });

  route.post(customerApiPaths.loginVerify, {
    access: 'public',
    ...limitsOf.signInWithCode,
    summary: 'Sign in with the code sent by loginCustomer',
    body: ZLoginVerifyRequestSchema,
    reply: ZCustomerSessionResponseSchema,
    handler: async (request) => service.verify({ ...request.body, type: 'login' }),
  });

  route.post(customerApiPaths.forgotPassCustomer, {
    access: 'public',
    ...limitsOf.askCode,
    summary: 'Ask for a password reset code',
    body: ZForgotPassCustomerRequestSchema,
    reply: ZCustomerCodeResponseSchema,
    handler: async (request) => service.resendCode({ ...request.body, type: 'forgot' }),
  });

  route.post(customerApiPaths.forgotPasswordUpdate, {
    access: 'public',
    ...limitsOf.checkCode,
    summary: 'Set a new password with the reset code (ends every session)',
    body: ZForgotPasswordUpdateRequestSchema,
    reply: ZAckSchema,
    handler: async (request) => service.resetPassword(request.body),
  });

  route.post(customerApiPaths.customerResendOtp, {
    access: 'public',
    ...limitsOf.askCode,
    summary: 'Send a new code of that type (customer, login or forgot)',
    body: ZCustomerResendOtpRequestSchema,
    reply: ZCustomerCodeResponseSchema,
    handler: async (request) => service.resendCode(request.body),
  });

  route.post(customerApiPaths.socialSiteLogin, {
    access: 'public',
    onRequest: loginsPerAddress,
    summary: 'Sign in with a Google ID token (other providers are not supported)',
    body: ZSocialLoginRequestSchema,
    reply: ZCustomerSessionResponseSchema,
    handler: async (request) => service.googleSignIn(request.body),
  });

  own.post(customerApiPaths.customerLogout, {
    access: 'customer',
    summary: 'Sign out (revokes the token)',
    reply: ZAckSchema,
    handler: async (request) => service.logout(customerOf(request).sessionId),
  });

  own.get(customerApiPaths.customerDetails, {
    access: 'customer',
    summary: 'The signed-in customer’s own details',
    reply: ZCustomerDetailsResponseSchema,
    handler: async (request) => service.details(customerOf(request).customer),
  });

  own.post(customerApiPaths.customerEditDetails, {
    access: 'customer',
    preHandler: codesPerAccount,
    summary: 'Change names, password (with the current one), e-mail or phone (with a code sent to the new one)',
    body: ZEditCustomerRequestSchema,
    reply: ZCustomerSessionResponseSchema,
    // A contact-change code counts against the address's budget of code requests.
    handler: async (request, reply) =>
      service.editDetails(customerOf(request).customer, request.body, () => codeRequestsPerAddress(request, reply)),
  });

  own.post(customerApiPaths.customerCloseAccount, {
    access: 'customer',
    preHandler: loginsPerAccount,
    summary: 'Close the account: personal details erased, orders kept anonymised',
    body: ZCloseAccountRequestSchema,
    reply: ZAckSchema,
    handler: async (request) => service.close(customerOf(request).customer, request.body.password),
  });
}
