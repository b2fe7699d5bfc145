import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/shared/api';
import { OfflineBanner } from '@/shared/components/offline-banner';
import { paths } from '@/shared/config/paths';
import { commonErrorTexts } from '@/shared/i18n/error-texts';
import { showToast } from '@/shared/lib/notify';
import { replayEarlyClick } from '@/shared/lib/early-input';
import { clearSession } from '@/shared/lib/session';

/**
 * Wires app-wide reactions that need the router (a 401 on a partner call logs out) and shows the
 * connection banner above every screen.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearSession();
      queryClient.clear();
      showToast({ place: 'auth', tone: 'error', message: commonErrorTexts.UNAUTHORIZED });
      void navigate(paths.login.getHref(), { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, queryClient]);

  // A button of the drawn page pressed before the app started: pressed again, now that it works.
  // From here on the app answers what is on screen, and <html data-app="running"> says so.
  useEffect(() => {
    replayEarlyClick();
    document.documentElement.dataset.app = 'running';
  }, []);

  return (
    <>
      <ScrollRestoration />
      <OfflineBanner />
      <Outlet />
    </>
  );
}
