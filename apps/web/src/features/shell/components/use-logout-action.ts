import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { showToast } from '@/shared/lib/notify';
import { useLogout } from '../api/logout';

/** Logout from any layout: tell the server (best effort), clear everything, go to /home. */
export function useLogoutAction(place: 'auth' | 'app') {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logoutMutation = useLogout({
    onSettled: () => {
      void navigate(paths.home.getHref(), { replace: true });
      showToast({ place, tone: 'info', message: t('shell.loggedOut') });
    },
  });
  return { logout: () => logoutMutation.mutate(), isPending: logoutMutation.isPending };
}
