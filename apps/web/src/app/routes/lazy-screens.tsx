import { Center, Loader } from '@mantine/core';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A screen whose code loads on demand, and can be loaded ahead of its first render. */
export type LazyScreen<Props extends object> = ComponentType<Props> & { load: () => Promise<void> };

/**
 * A screen whose code has not arrived shows a loader (its own Suspense boundary). Once `load()`
 * has resolved, the screen renders directly, with no boundary at all: the app loads the current
 * route's screens before its first render (`loadScreensOf`), so a direct visit shows no loader,
 * nothing shifts, and a drawn page is taken over in one pass (a boundary would be taken over
 * later, and a change meanwhile, such as the language, would no longer match what was drawn).
 */
function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyScreen<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  let loaded: ComponentType<Props> | null = null;
  const fetchCode = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  const Lazy = lazy(() => fetchCode().then((component) => ({ default: component })));
  function Screen(props: Props) {
    const Loaded = loaded;
    return Loaded ? (
      <Loaded {...props} />
    ) : (
      <PageLoader>
        <Lazy {...props} />
      </PageLoader>
    );
  }
  return Object.assign(Screen, { load: () => fetchCode().then(() => undefined) });
}

/**
 * A screen of the partner side: its code, with the partner texts (kept out of the public pages),
 * loads on demand; visitors of the public pages download none of it.
 */
function partnerScreen<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazyScreen(() =>
    Promise.all([
      import('@/shared/i18n/partner-catalogues').then((catalogues) => catalogues.addPartnerCatalogues()),
      // A screen module may export `ready`: what it loads before its first render (its texts).
      load().then((module) => Promise.resolve((module as { ready?: Promise<void> }).ready).then(() => module)),
    ]).then(([, module]) => pick(module)),
  );
}

// Each public screen loads on demand: the landing page downloads none of the forms (the
// registration form alone brings the address search, the country picker and their pop-overs).
// The server lists the screen's code in the page it sends (modulepreload), so a direct visit
// does not wait for the app before fetching it.
// The landing page too: a partner's pages download neither it nor the form library it brings.
export const LandingPage = lazyScreen(() =>
  import('@/features/landing/components/landing-page').then((module) => module.LandingPage),
);
export const LoginForm = lazyScreen(() =>
  import('@/features/auth/components/login-form').then((module) => module.LoginForm),
);
export const RegistrationForm = lazyScreen(() =>
  import('@/features/auth/components/registration-form').then((module) => module.RegistrationForm),
);
export const OtpVerificationForm = lazyScreen(() =>
  import('@/features/auth/components/otp-verification-form').then((module) => module.OtpVerificationForm),
);
export const ForgotPasswordForm = lazyScreen(() =>
  import('@/features/auth/components/forgot-password-form').then((module) => module.ForgotPasswordForm),
);
export const AcceptInviteForm = lazyScreen(() =>
  import('@/features/auth/components/accept-invite-form').then((module) => module.AcceptInviteForm),
);
export const ResetPasswordForm = lazyScreen(() =>
  import('@/features/auth/components/reset-password-form').then((module) => module.ResetPasswordForm),
);
// Long legal texts load on demand.
export const PrivacyPage = lazyScreen(() =>
  import('@/features/legal/components/privacy-page').then((module) => module.PrivacyPage),
);
export const TermsPage = lazyScreen(() =>
  import('@/features/legal/components/terms-page').then((module) => module.TermsPage),
);

export const PartnerLayout = partnerScreen(
  () => import('@/features/shell/components/partner-layout'),
  (module) => module.PartnerLayout,
);
export const ItemListPage = partnerScreen(
  () => import('@/features/items/components/item-list-page'),
  (module) => module.ItemListPage,
);
export const AccountPage = partnerScreen(
  () => import('@/features/account/components/account-page'),
  (module) => module.AccountPage,
);
export const ItemFormPage = partnerScreen(
  () => import('@/features/items/components/item-form-page'),
  (module) => module.ItemFormPage,
);
export const AddonsPage = partnerScreen(
  () => import('@/features/addons/components/addons-page'),
  (module) => module.AddonsPage,
);
export const OrdersPage = partnerScreen(
  () => import('@/features/orders/components/orders-page'),
  (module) => module.OrdersPage,
);
export const ReportPage = partnerScreen(
  () => import('@/features/reports/components/report-page'),
  (module) => module.ReportPage,
);
export const TicketPage = partnerScreen(
  () => import('@/features/orders/components/ticket-page'),
  (module) => module.TicketPage,
);
export const DishTypesPage = partnerScreen(
  () => import('@/features/dish-types/components/dish-types-page'),
  (module) => module.DishTypesPage,
);
export const TeamPage = partnerScreen(
  () => import('@/features/team/components/team-page'),
  (module) => module.TeamPage,
);
export const BookingsPage = partnerScreen(
  () => import('@/features/bookings/components/bookings-page'),
  (module) => module.BookingsPage,
);
export const BookingSettingsPage = partnerScreen(
  () => import('@/features/bookings/components/booking-settings-page'),
  (module) => module.BookingSettingsPage,
);
export const FloorPlanPage = partnerScreen(
  () => import('@/features/bookings/components/floor-plan-page'),
  (module) => module.FloorPlanPage,
);
export const BookingStatsPage = partnerScreen(
  () => import('@/features/bookings/components/booking-stats-page'),
  (module) => module.BookingStatsPage,
);
export const ReviewsPage = partnerScreen(
  () => import('@/features/reviews/components/reviews-page'),
  (module) => module.ReviewsPage,
);
export const GuestsPage = partnerScreen(
  () => import('@/features/guests/components/guests-page'),
  (module) => module.GuestsPage,
);
export const OffersPage = partnerScreen(
  () => import('@/features/offers/components/offers-page'),
  (module) => module.OffersPage,
);
export const PromotionsPage = partnerScreen(
  () => import('@/features/promotions/components/promotions-page'),
  (module) => module.PromotionsPage,
);
export const LoyaltyPage = partnerScreen(
  () => import('@/features/loyalty/components/loyalty-page'),
  (module) => module.LoyaltyPage,
);
export const CampaignsPage = partnerScreen(
  () => import('@/features/campaigns/components/campaigns-page'),
  (module) => module.CampaignsPage,
);
export const QrCodesPage = partnerScreen(
  () => import('@/features/qr-codes/components/qr-codes-page'),
  (module) => module.QrCodesPage,
);
export const TableCardPage = partnerScreen(
  () => import('@/features/qr-codes/components/table-card-page'),
  (module) => module.TableCardPage,
);

/** Shows a loader while a screen's code arrives. */
function PageLoader({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center py={80} aria-busy="true" aria-label={t('common.loading')}>
          <Loader />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
