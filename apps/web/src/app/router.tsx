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
              {
                path: paths.login.path,
                handle: screenOf(LoginForm),
                element: <LoginForm />,
              },
              {
                path: paths.registration.path,
                handle: screenOf(RegistrationForm),
                element: <RegistrationForm />,
              },
              {
                path: paths.otpVerification.path,
                handle: screenOf(OtpVerificationForm),
                element: <OtpVerificationForm />,
              },
              {
                path: paths.forgotPassword.path,
                handle: screenOf(ForgotPasswordForm),
                element: <ForgotPasswordForm />,
              },
              {
                path: paths.invitation.path,
                handle: screenOf(AcceptInviteForm),
                element: <AcceptInviteForm />,
              },
              {
                path: paths.forgotPasswordOtp.path,
                handle: screenOf(ResetPasswordForm),
                element: <ResetPasswordForm />,
              },
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
          {
            path: paths.itemList.path,
            handle: screenOf(ItemListPage),
            element: <ItemListPage />,
          },
          {
            path: paths.myAccount.path,
            handle: screenOf(AccountPage),
            element: <AccountPage />,
          },
          {
            path: paths.addons.path,
            handle: screenOf(AddonsPage),
            element: <AddonsPage />,
          },
          {
            path: paths.itemAdd.path,
            handle: screenOf(ItemFormPage),
            element: <ItemFormPage />,
          },
          ...[paths.orders.path, paths.order.path].map((path) => ({
            path,
            handle: screenOf(OrdersPage),
            element: <OrdersPage />,
          })),
          {
            path: paths.report.path,
            handle: screenOf(ReportPage),
            element: <ReportPage />,
          },
          {
            path: paths.dishType.path,
            handle: screenOf(DishTypesPage),
            element: <DishTypesPage />,
          },
          {
            path: paths.team.path,
            handle: screenOf(TeamPage),
            element: <TeamPage />,
          },
          {
            path: paths.bookings.path,
            handle: screenOf(BookingsPage),
            element: <BookingsPage />,
          },
          {
            path: paths.bookingSettings.path,
            handle: screenOf(BookingSettingsPage),
            element: <BookingSettingsPage />,
          },
          {
            path: paths.bookingStats.path,
            handle: screenOf(BookingStatsPage),
            element: <BookingStatsPage />,
          },
          {
            path: paths.reviews.path,
            handle: screenOf(ReviewsPage),
            element: <ReviewsPage />,
          },
          {
            path: paths.guests.path,
            handle: screenOf(GuestsPage),
            element: <GuestsPage />,
          },
          {
            path: paths.offers.path,
            handle: screenOf(OffersPage),
            element: <OffersPage />,
          },
          {
            path: paths.promotions.path,
            handle: screenOf(PromotionsPage),
            element: <PromotionsPage />,
          },
          {
            path: paths.loyalty.path,
            handle: screenOf(LoyaltyPage),
            element: <LoyaltyPage />,
          },
          {
            path: paths.campaigns.path,
            handle: screenOf(CampaignsPage),
            element: <CampaignsPage />,
          },
          {
            path: paths.qrCode.path,
            handle: screenOf(QrCodesPage),
            element: <QrCodesPage />,
          },
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
