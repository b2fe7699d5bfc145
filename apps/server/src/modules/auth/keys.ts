import { hkdfSync } from 'node:crypto';

/** What a key derived from JWT_SECRET is for; a key serves one purpose only. */
export type KeyPurpose = 'token-signing' | 'code-hashing';

/**
 * A 256-bit key for one purpose, derived from the configured secret with HKDF-SHA-256: the
 * token key cannot hash codes, nor the other way round, and neither is the secret itself.
 */
export function deriveKey(secret: string, purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'partner-portal', `partner-portal/${purpose}/v1`, 32));
}
