import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../../core/clock.js';

/** Who Google says signed in. */
export interface GoogleIdentity {
  /** Google's stable account id. */
  sub: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface GoogleIdTokenOptions {
  /** Google's published keys (https://www.googleapis.com/oauth2/v3/certs); tests serve their own. */
  jwksUrl: string;
  /** The OAuth client ids of our apps: a token issued to anyone else is refused. */
  audiences: string[];
  clock: Clock;
  timeoutMs: number;
}

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Checks a Google ID token: RS256 signature against Google's published keys (fetched, cached,
 * refreshed when an unknown key id appears), issuer, audience, expiry and issue time (both
 * required) at the injected clock, and the authorised party when the audience lists several.
 * Any other algorithm, `alg: none` included, is refused.
 */
export class GoogleIdTokenVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly options: GoogleIdTokenOptions) {
    this.keys = createRemoteJWKSet(new URL(options.jwksUrl), {
      timeoutDuration: options.timeoutMs,
      cooldownDuration: 30_000,
      cacheMaxAge: 60 * 60_000,
    });
  }

  /** Null for any token that is not a valid Google ID token for our apps. */
  async verify(idToken: string): Promise<GoogleIdentity | null> {
    try {
      const { payload } = await jwtVerify(idToken, this.keys, {
        issuer: ISSUERS,
        audience: this.options.audiences,
        algorithms: ['RS256'],
        currentDate: new Date(this.options.clock()),
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      // A token for several clients names the one it was issued to: it must be one of ours.
      if (Array.isArray(payload.aud) && payload.aud.length > 1) {
        if (typeof payload.azp !== 'string' || !this.options.audiences.includes(payload.azp)) return null;
      }
      if (typeof payload.sub !== 'string' || payload.sub === '') return null;
      const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
      return {
        sub: payload.sub,
        email: text(payload.email) || null,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        givenName: text(payload.given_name),
        familyName: text(payload.family_name),
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
