import type { Locale } from '@portal/contract';
import { AppError } from '../../core/errors.js';
import type { GoogleIdTokenVerifier } from '../../infra/identity/google-id-token.js';
import { releaseUnprovenEmail } from './contact-claims.js';
import type { CustomersRepository } from './customers-repository.js';
import type { Customer } from './tables.js';

export interface GoogleSignInInput {
  provider: string;
  id_token: string;
  birth_date?: string | undefined;
  lang?: Locale | undefined;
}

/**
 * Google sign-in: the ID token is checked (signature, issuer, audience, expiry); the customer
 * is found by Google's id, else by the e-mail Google has confirmed — linked only when the
 * account proved that e-mail itself, with a code sent to it alone — else created, with a birth
 * date, as every customer is an adult. An account holding the e-mail without having proven it
 * (anyone may register with someone else's address) is neither linked nor in the way: it loses
 * the e-mail to the new account, whose owner Google vouches for.
 */
export async function googleAccount(
  deps: {
    google: GoogleIdTokenVerifier | null;
    customers: CustomersRepository;
    /** Throws for a birth date under the customers' minimum age. */
    assertAdult: (birthDate: string) => void;
  },
  input: GoogleSignInInput,
): Promise<{ customer: Customer; created: boolean }> {
  if (input.provider !== 'google' || !deps.google) {
    throw new AppError('SOCIAL_PROVIDER_NOT_SUPPORTED', { field: 'provider' });
  }
  const identity = await deps.google.verify(input.id_token);
  if (!identity) throw new AppError('SOCIAL_TOKEN_INVALID', { field: 'id_token' });
  const known = await deps.customers.findByGoogleSub(identity.sub);
  if (known && known.closed_at === null) return { customer: known, created: false };
  if (!identity.email || !identity.emailVerified) {
    throw new AppError('SOCIAL_EMAIL_UNVERIFIED', { field: 'id_token' });
  }
  const byEmail = await deps.customers.findByEmail(identity.email);
  if (byEmail?.email_verified) {
    const linked = await deps.customers.update(byEmail.id, { google_sub: identity.sub });
    return { customer: linked ?? byEmail, created: false };
  }
  if (!input.birth_date) throw new AppError('BIRTH_DATE_REQUIRED', { field: 'birth_date' });
  deps.assertAdult(input.birth_date);
  // Linking would open that account, possibly someone else's, to Google's user: the e-mail moves.
  await releaseUnprovenEmail(deps.customers, identity.email, null);
  const created = await deps.customers.create({
    first_name: identity.givenName || identity.email.split('@')[0] || '',
    last_name: identity.familyName,
    email: identity.email,
    phone: null,
    google_sub: identity.sub,
    birth_date: input.birth_date,
    is_verified: 1,
    email_verified: 1,
    lang: input.lang ?? 'fr',
    closed_at: null,
  });
  return { customer: created, created: true };
}
