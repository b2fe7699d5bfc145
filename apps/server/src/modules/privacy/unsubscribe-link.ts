import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_PAGE_PATH } from '@portal/contract';

/*
 * A campaign message's unsubscribe link names the recipient row (which campaign, which guest,
 * which restaurant), signed with HMAC-SHA-256 under a key derived from JWT_SECRET for this
 * purpose alone. It withdraws one consent and opens nothing else, so it never expires: an old
 * newsletter's link still works.
 */

export function unsubscribeKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'partner-portal', 'partner-portal/unsubscribe/v1', 32));
}

function signature(key: Uint8Array, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

/** `u1.<recipient>.<signature>` */
export function unsubscribeToken(key: Uint8Array, recipientId: number): string {
  const body = `u1.${recipientId}`;
  return `${body}.${signature(key, body)}`;
}

/** The recipient a token names when its signature holds; null for anything else. */
export function readUnsubscribeToken(key: Uint8Array, token: string): number | null {
  const match = /^(u1\.([1-9]\d{0,9}))\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(signature(key, match[1]!));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(match[2]);
}

export function unsubscribeUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}
