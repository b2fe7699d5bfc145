import type { AccountKind, TokenScope } from '../../core/accounts.js';

/**
 * Sessions that end: a logout names its session, a password reset, a suspension or a closed
 * account names every session of the account (of one scope, or all). Whoever holds something open
 * for a session (an event stream) hears it in every process and checks the session again. The
 * payload stays a few dozen bytes (NOTIFY carries 8 KB).
 */
export const SESSION_REVOKED = 'session.revoked';

export type SessionRevoked =
  { session: string } | { kind: AccountKind; account: number; scope?: TokenScope | undefined };

/** Whether a `session.revoked` payload may concern this session of this account. */
export function concernsSession(
  event: unknown,
  held: { session: string; kind: AccountKind; account: number; scope: TokenScope },
): boolean {
  if (!event || typeof event !== 'object') return false;
  const revoked = event as Partial<{ session: unknown; kind: unknown; account: unknown; scope: unknown }>;
  if (typeof revoked.session === 'string') return revoked.session === held.session;
  return (
    revoked.kind === held.kind &&
    revoked.account === held.account &&
    (revoked.scope === undefined || revoked.scope === held.scope)
  );
}
