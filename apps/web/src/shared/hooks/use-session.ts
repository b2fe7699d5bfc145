import { useMemo, useSyncExternalStore } from 'react';
import type { Role } from '@portal/contract';
import {
  getDrawnUserdataRaw,
  getMemberId,
  getMemberName,
  getRole,
  getUserdataRaw,
  isLoggedIn,
  parseUserdata,
  subscribeSession,
  type StoredUserdata,
} from '../lib/session';

/** The logged-in partner's stored data, or null when logged out. Re-renders on change. */
export function useUserdata(): StoredUserdata | null {
  // The server's snapshot is the drawn session: the server's render and the hydration agree.
  const raw = useSyncExternalStore(subscribeSession, getUserdataRaw, getDrawnUserdataRaw);
  return useMemo(() => parseUserdata(raw), [raw]);
}

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isLoggedIn, () => parseUserdata(getDrawnUserdataRaw()) !== null);
}

/** The signed-in person's role; a drawn page is the owner's or a manager's menu, drawn as the owner's. */
export function useRole(): Role {
  return useSyncExternalStore(subscribeSession, getRole, () => 'owner');
}

/** The team member's name; null for the owner. */
export function useMemberName(): string | null {
  return useSyncExternalStore(subscribeSession, getMemberName, () => null);
}

/** The team member's id; null for the owner. */
export function useMemberId(): number | null {
  return useSyncExternalStore(subscribeSession, getMemberId, () => null);
}
