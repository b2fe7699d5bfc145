import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { isLoggedIn } from '@/shared/lib/session';

/**
 * Guards judge the session when a screen is entered (each navigation), not on every storage
 * change: whoever ends a session (logout → /home, 401 → /restaurantlogin) chooses where to go.
 */
function useLoggedInOnEntry(): boolean {
  const { key } = useLocation();
  const [entry, setEntry] = useState(() => ({ key, loggedIn: isLoggedIn() }));
  if (entry.key === key) return entry.loggedIn;
  // A new navigation: judged again (state adjusted while rendering, as React recommends).
  const next = { key, loggedIn: isLoggedIn() };
  setEntry(next);
  return next.loggedIn;
}

/** Protected screens: only for a signed-in partner (readable user data is stored). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const loggedIn = useLoggedInOnEntry();
  if (!loggedIn) return <Navigate to={paths.home.getHref()} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Logged-out screens (login, registration, codes): a logged-in partner goes to /home. */
export function RequireGuest({ children }: { children?: ReactNode }) {
  const loggedIn = useLoggedInOnEntry();
  if (loggedIn) return <Navigate to={paths.home.getHref()} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Unknown paths: partners to their dishes, visitors to the landing page. */
export function FallbackRedirect() {
  const loggedIn = useLoggedInOnEntry();
  return <Navigate to={loggedIn ? paths.itemList.getHref() : paths.home.getHref()} replace />;
}
