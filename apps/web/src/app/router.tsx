import { useState } from 'react';
import { RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from '@/features/shell/components/public-layout';
import { paths } from '@/shared/config/paths';
import { isLoggedIn } from '@/shared/lib/session';
import { FallbackRedirect, RequireAuth, RequireGuest } from './routes/guards';
import { HomeRoute } from './routes/home-route';
import {
  type LazyScreen,
  AccountPage,
  ForgotPasswordForm,
  LoginForm,
  OtpVerificationForm,
  RegistrationForm,
  ResetPasswordForm,
  AddonsPage,
  DishTypesPage,
  ItemFormPage,
  ItemListPage,
  LandingPage,
  OrdersPage,
  PartnerLayout,
  TicketPage,
  PrivacyPage,
  QrCodesPage,
  ReportPage,
  TableCardPage,
  TermsPage,
  TeamPage,
  AcceptInviteForm,
  BookingsPage,
  BookingSettingsPage,
  BookingStatsPage,
  FloorPlanPage,
  CampaignsPage,
  GuestsPage,
  OffersPage,
  PromotionsPage,
  LoyaltyPage,
  ReviewsPage,
} from './routes/lazy-screens';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/** Route data naming the lazy screens a route renders, so they can load before its first render. */
interface ScreenHandle {
  screens: Pick<LazyScreen<object>, 'load'>[];
}

function screenOf(...screens: ScreenHandle['screens']): ScreenHandle {
  return { screens };
}

/** A screen's route: its path, the screen, and the screen's code to load before the first render. */
function screenRoute(path: string, Screen: LazyScreen<object>): RouteObject {
  return { path, handle: screenOf(Screen), element: <Screen /> };
}

/** / and /home: the landing page for visitors, the dish list for a signed-in partner. */
const homeScreens = screenOf({
  load: () =>
    isLoggedIn() ? Promise.all([PartnerLayout.load(), ItemListPage.load()]).then(() => undefined) : LandingPage.load(),
});

/**
 * Loads the code of the screens the route of `pathname` renders (its layout's and its own). The
 * app awaits it before its first render: the screen then appears without a loader in between,
 * and the page does not move when it does.
 */
export async function loadScreensOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const screens = matches.flatMap((match) => (match.route.handle as ScreenHandle | undefined)?.screens ?? []);
  await Promise.all(screens.map((screen) => screen.load()));
}

/** Gives each screen its own error screen, shown inside the layout around it. */
function withErrorScreen(screens: RouteObject[]): RouteObject[] {
  return screens.map((screen) => ({ ...screen, errorElement: <RouteError /> }));
}

/**
 * Every screen route. Paths are matched case-insensitively (React Router's default,
 * `caseSensitive: false`), so /RestaurantLogin is /restaurantlogin.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Anything a screen throws while rendering or loading its code ends here, never on the
    // router's developer page. Screens inside a layout get their own (withErrorScreen) so the
    // header and the partner menu stay.
    errorElement: <RouteError />,
    children: [
      { path: paths.root.path, handle: homeScreens, element: <HomeRoute /> },
      { path: paths.home.path, handle: homeScreens, element: <HomeRoute /> },
      {
        element: <PublicLayout />,
        children: [
          {
            element: <RequireGuest />,
            children: withErrorScreen([
              screenRoute(paths.login.path, LoginForm),
              screenRoute(paths.registration.path, RegistrationForm),
              screenRoute(paths.otpVerification.path, OtpVerificationForm),
              screenRoute(paths.forgotPassword.path, ForgotPasswordForm),
              screenRoute(paths.invitation.path, AcceptInviteForm),
              screenRoute(paths.forgotPasswordOtp.path, ResetPasswordForm),
            ]),
          },
          {
            path: paths.privacy.path,
            errorElement: <RouteError />,
            handle: screenOf(PrivacyPage),
            element: <PrivacyPage />,
          },
          {
            path: paths.terms.path,
            errorElement: <RouteError />,
            handle: screenOf(TermsPage),
            element: <TermsPage />,
          },
        ],
      },
      {
        handle: screenOf(PartnerLayout),
        element: (
          <RequireAuth>
            <PartnerLayout />
          </RequireAuth>
        ),
        children: withErrorScreen([
          screenRoute(paths.itemList.path, ItemListPage),
          screenRoute(paths.myAccount.path, AccountPage),
          screenRoute(paths.addons.path, AddonsPage),
          screenRoute(paths.itemAdd.path, ItemFormPage),
          ...[paths.orders.path, paths.order.path].map((path) => screenRoute(path, OrdersPage)),
          screenRoute(paths.report.path, ReportPage),
          screenRoute(paths.dishType.path, DishTypesPage),
          screenRoute(paths.team.path, TeamPage),
          screenRoute(paths.bookings.path, BookingsPage),
          screenRoute(paths.bookingSettings.path, BookingSettingsPage),
          screenRoute(paths.floorPlan.path, FloorPlanPage),
          screenRoute(paths.bookingStats.path, BookingStatsPage),
          screenRoute(paths.reviews.path, ReviewsPage),
          screenRoute(paths.guests.path, GuestsPage),
          screenRoute(paths.offers.path, OffersPage),
          screenRoute(paths.promotions.path, PromotionsPage),
          screenRoute(paths.loyalty.path, LoyaltyPage),
          screenRoute(paths.campaigns.path, CampaignsPage),
          screenRoute(paths.qrCode.path, QrCodesPage),
        ]),
      },
      // The kitchen ticket prints alone, without the back-office frame.
      {
        path: paths.orderTicket.path,
        handle: screenOf(TicketPage),
        element: (
          <RequireAuth>
            <TicketPage />
          </RequireAuth>
        ),
        errorElement: <RouteError />,
      },
      // The table card prints alone too, on an A4 page.
      {
        path: paths.qrTableCard.path,
        handle: screenOf(TableCardPage),
        element: (
          <RequireAuth>
            <TableCardPage />
          </RequireAuth>
        ),
        errorElement: <RouteError />,
      },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
