import { PublicLayout } from '@/features/shell/components/public-layout';
import { useIsLoggedIn } from '@/shared/hooks/use-session';
import { ItemListPage, LandingPage, PartnerLayout } from './lazy-screens';

/** / and /home: the landing page for visitors, the item list for a logged-in partner. */
export function HomeRoute() {
  const loggedIn = useIsLoggedIn();
  if (loggedIn) {
    return (
      <PartnerLayout>
        <ItemListPage />
      </PartnerLayout>
    );
  }
  return (
    <PublicLayout>
      <LandingPage />
    </PublicLayout>
  );
}
