import { useMemo, useSyncExternalStore } from 'react';
import { getUserdataRaw, isLoggedIn, parseUserdata, subscribeSession, type StoredUserdata } from '../lib/session';

/** The logged-in partner's stored data, or null when logged out. Re-renders on change. */
export function useUserdata(): StoredUserdata | null {
  const raw = useSyncExternalStore(subscribeSession, getUserdataRaw, () => null);
  return useMemo(() => parseUserdata(raw), [raw]);
}

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isLoggedIn, () => false);
}
