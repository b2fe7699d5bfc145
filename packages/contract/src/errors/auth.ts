import type { MessagePair } from '../message-pair.js';
import authErrorTexts from '../messages/errors/auth.json' with { type: 'json' };
import authFieldTexts from '../messages/errors/auth-fields.json' with { type: 'json' };

/**
 * Sign-up, verification codes, sign-in and password reset. The English texts of
 * INVALID_CREDENTIALS, INVALID_OTP, EMAIL_EXISTS and PHONE_EXISTS are those of the original API,
 * capitals and grammar included: existing mobile clients compare them, so they stay as they are.
 * OTP_COOLDOWN's "a minute" is RESEND_COUNTDOWN_SECONDS; a test holds them together.
 */
export const authErrors = authErrorTexts satisfies Record<string, MessagePair>;

/** The fields of the sign-up and sign-in forms as users read them; the French ones carry their article. */
export const authFieldLabels = authFieldTexts satisfies Record<string, MessagePair>;
