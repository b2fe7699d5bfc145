import { useState } from 'react';
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { OtpVerificationForm } from '@/features/auth/components/otp-verification-form';
import { RegistrationForm } from '@/features/auth/components/registration-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { PublicLayout } from '@/features/shell/components/public-layout';
import { paths } from '@/shared/config/paths';
import { FallbackRedirect, RequireAuth, RequireGuest } from './routes/guards';
import { HomeRoute } from './routes/home-route';
import {
  AccountPage,
  AddonsPage,
  DishTypesPage,
  ItemFormPage,
  ItemListPage,
  PageLoader,
  OrdersPage,
  PartnerLayout,
  TicketPage,
  PrivacyPage,
  QrCodesPage,
  ReportPage,
  TableCardPage,
  TermsPage,
} from './routes/lazy-screens';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

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
      { path: paths.root.path, element: <HomeRoute /> },
      { path: paths.home.path, element: <HomeRoute /> },
      {
        element: <PublicLayout />,
        children: [
          {
            element: <RequireGuest />,
            children: withErrorScreen([
              { path: paths.login.path, element: <LoginForm /> },
              { path: paths.registration.path, element: <RegistrationForm /> },
              { path: paths.otpVerification.path, element: <OtpVerificationForm /> },
              { path: paths.forgotPassword.path, element: <ForgotPasswordForm /> },
              { path: paths.forgotPasswordOtp.path, element: <ResetPasswordForm /> },
            ]),
          },
          {
            path: paths.privacy.path,
            errorElement: <RouteError />,
            element: (
              <PageLoader>
                <PrivacyPage />
              </PageLoader>
            ),
          },
          {
            path: paths.terms.path,
            errorElement: <RouteError />,
            element: (
              <PageLoader>
                <TermsPage />
              </PageLoader>
            ),
          },
        ],
      },
      {
        element: (
          <RequireAuth>
            <PageLoader>
              <PartnerLayout />
            </PageLoader>
          </RequireAuth>
        ),
        children: withErrorScreen([
          {
            path: paths.itemList.path,
            element: (
              <PageLoader>
                <ItemListPage />
              </PageLoader>
            ),
          },
          {
            path: paths.myAccount.path,
            element: (
              <PageLoader>
                <AccountPage />
              </PageLoader>
            ),
          },
          {
            path: paths.addons.path,
            element: (
              <PageLoader>
                <AddonsPage />
              </PageLoader>
            ),
          },
          {
            path: paths.itemAdd.path,
            element: (
              <PageLoader>
                <ItemFormPage />
              </PageLoader>
            ),
          },
          ...[paths.orders.path, paths.order.path].map((path) => ({
            path,
            element: (
              <PageLoader>
                <OrdersPage />
              </PageLoader>
            ),
          })),
          {
            path: paths.report.path,
            element: (
              <PageLoader>
                <ReportPage />
              </PageLoader>
            ),
          },
          {
            path: paths.dishType.path,
            element: (
              <PageLoader>
                <DishTypesPage />
              </PageLoader>
            ),
          },
          {
            path: paths.qrCode.path,
            element: (
              <PageLoader>
                <QrCodesPage />
              </PageLoader>
            ),
          },
        ]),
      },
      // The kitchen ticket prints alone, without the back-office frame.
      {
        path: paths.orderTicket.path,
        element: (
          <RequireAuth>
            <PageLoader>
              <TicketPage />
            </PageLoader>
          </RequireAuth>
        ),
        errorElement: <RouteError />,
      },
      // The table card prints alone too, on an A4 page.
      {
        path: paths.qrTableCard.path,
        element: (
          <RequireAuth>
            <PageLoader>
              <TableCardPage />
            </PageLoader>
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
