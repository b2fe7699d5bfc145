import type { FastifyInstance, FastifyRequest } from 'fastify';

const TEN_MINUTES = 10 * 60_000;
const HOUR = 60 * 60_000;

/**
 * The limits of every call that sends a code or checks a password, for partners and customers
 * alike: per source address and account (one restaurant or family behind a shared address cannot
 * lock another out), and per source address across accounts (one address cannot pump codes to
 * many new phones, or try passwords on many accounts). Counters are shared by name, so a source
 * address has one budget whichever kind of account it tries.
 */
export function credentialLimits(app: FastifyInstance) {
  const { limits } = app.infra;
  const { config } = app;
  // The account is the phone typed (`phone` for partners, `mobileno` for customers), or the token.
  const account = (request: FastifyRequest) => {
    const body = request.body as { phone?: unknown; mobileno?: unknown } | undefined;
    const phone = body?.phone ?? body?.mobileno;
    const key = typeof phone === 'string' || typeof phone === 'number' ? String(phone) : request.headers.token;
    return `${request.ip}|${typeof key === 'string' ? key.slice(-32) : ''}`;
  };
  const address = (request: FastifyRequest) => request.ip;
  const codeSendsPerAddress = {
    name: 'code-sends-address',
    max: config.RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR,
    windowMs: HOUR,
    key: address,
  };
  // Address-only limits run before the body is read; account limits need the body.
  const loginAddressRule = {
    name: 'login-address',
    max: config.RATE_LIMIT_LOGIN_PER_IP_PER_10_MIN,
    windowMs: TEN_MINUTES,
    key: address,
  };
  const loginAccountRule = {
    name: 'login-account',
    max: config.RATE_LIMIT_LOGIN_PER_10_MIN,
    windowMs: TEN_MINUTES,
    key: account,
  };
  const loginsPerAddress = limits.hook(loginAddressRule);
  const loginsPerAccount = limits.hook(loginAccountRule);
  const codesPerAccount = limits.hook({
    name: 'codes-account',
    max: config.RATE_LIMIT_CODES_PER_10_MIN,
    windowMs: TEN_MINUTES,
    key: account,
  });
  const codeRequestsPerAddress = limits.hook(codeSendsPerAddress);
  // Every check of a code, whatever the phone: one address cannot probe many accounts' codes.
  const codeChecksPerAddress = limits.hook({
    name: 'code-checks-address',
    max: config.RATE_LIMIT_CODES_PER_10_MIN,
    windowMs: TEN_MINUTES,
    key: address,
  });
  const signupsPerAddress = limits.hook(
    { name: 'signups-address', max: config.RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR, windowMs: HOUR, key: address },
    codeSendsPerAddress,
  );
  return {
    loginsPerAddress,
    loginsPerAccount,
    codesPerAccount,
    codeRequestsPerAddress,
    codeChecksPerAddress,
    signupsPerAddress,
    /**
     * After a sign-in that proved its password or code: the attempt is given back, so the sign-in
     * limits count failures only. Every attempt is counted while it runs, so guesses sent in
     * parallel still meet the limit.
     */
    signedIn: (request: FastifyRequest) => limits.giveBack(request, loginAddressRule, loginAccountRule),
    /** The hooks of each kind of account call, to spread into its route. */
    limitsOf: {
      signUp: { onRequest: signupsPerAddress, preHandler: codesPerAccount },
      askCode: { onRequest: codeRequestsPerAddress, preHandler: codesPerAccount },
      checkCode: { onRequest: codeChecksPerAddress, preHandler: codesPerAccount },
      signIn: { onRequest: loginsPerAddress, preHandler: loginsPerAccount },
      // A code that signs in counts as a sign-in and as a check of a code.
      signInWithCode: { onRequest: [loginsPerAddress, codeChecksPerAddress], preHandler: codesPerAccount },
    },
  };
}
