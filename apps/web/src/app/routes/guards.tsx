import { useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { isLoggedIn } from '@/shared/lib/session';

/**
 * Guards judge the session when a screen is entered (each navigation), not on every storage
 * change: whoever ends a session (logout → /home, 401 → /restaurantlogin) chooses where to go.
 */
function useLoggedInOnEntry(): boolean {
  const location = useLocation();
  // Deliberately keyed on the navigation only: judged once per screen entry.
  return useMemo(() => isLoggedIn(), [location.key]);
}

/** Protected screens (spec section 6): judged by the presence of stored user data. */
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
