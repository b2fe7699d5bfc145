import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/*
 * The links sent to guests that open one thing without a sign-in (a booking's manage link, the
 * review link): a readable body and its HMAC-SHA-256 signature, under a key derived from
 * JWT_SECRET for that purpose alone (HKDF), so a link of one kind opens nothing of another.
 */

/** The key of one kind of link, from the configured secret; `purpose` names the kind and its version. */
export function signedLinkKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'partner-portal', `partner-portal/${purpose}`, 32));
}

function signature(key: Uint8Array, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

/** `<body>.<signature>`: the body must be made of `[A-Za-z0-9.]` only. */
export function signLink(key: Uint8Array, body: string): string {
  return `${body}.${signature(key, body)}`;
}

/** The body of a signed token when its signature holds; null for anything else. */
export function openSignedLink(key: Uint8Array, token: string): string | null {
  const match = /^([A-Za-z0-9.]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  // Compared as written: a signature spelled another way (the unused bits of its last character) is refused.
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(key, match[1]!));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return match[1]!;
}
