import { useMemo, useSyncExternalStore } from 'react';
import {
  getDrawnUserdataRaw,
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
