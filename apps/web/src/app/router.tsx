import { Center, Loader } from '@mantine/core';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { OtpVerificationForm } from '@/features/auth/components/otp-verification-form';
import { RegistrationForm } from '@/features/auth/components/registration-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { ItemListPage } from '@/features/items/components/item-list-page';
import { PartnerLayout } from '@/features/shell/components/partner-layout';
import { PublicLayout } from '@/features/shell/components/public-layout';
import { ComingSoon } from '@/shared/components/coming-soon';
import { paths } from '@/shared/config/paths';
import type { Catalogue } from '@/shared/i18n';
import { FallbackRedirect, RequireAuth, RequireGuest } from './routes/guards';
import { HomeRoute } from './routes/home-route';
import { RootLayout } from './routes/root-layout';

// Long legal texts load on demand.
const PrivacyPage = lazy(() =>
  import('@/features/legal/components/privacy-page').then((module) => ({ default: module.PrivacyPage })),
);
const TermsPage = lazy(() =>
  import('@/features/legal/components/terms-page').then((module) => ({ default: module.TermsPage })),
);
// Menu screens other than the item list (a partner's first screen) load on demand too.
const ItemFormPage = lazy(() =>
  import('@/features/items/components/item-form-page').then((module) => ({ default: module.ItemFormPage })),
);
const AddonsPage = lazy(() =>
  import('@/features/addons/components/addons-page').then((module) => ({ default: module.AddonsPage })),
);
const DishTypesPage = lazy(() =>
  import('@/features/dish-types/components/dish-types-page').then((module) => ({ default: module.DishTypesPage })),
);

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

function Placeholder({ titleKey }: { titleKey: keyof Catalogue['pages'] }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(`pages.${titleKey}`)} />;
}

/**
 * Every screen route. Paths are matched case-insensitively (React Router's default,
 * `caseSensitive: false`), so /RestaurantLogin is /restaurantlogin.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.root.path, element: <HomeRoute /> },
      { path: paths.home.path, element: <HomeRoute /> },
      {
        element: <PublicLayout />,
        children: [
          {
            element: <RequireGuest />,
            children: [
              { path: paths.login.path, element: <LoginForm /> },
              { path: paths.registration.path, element: <RegistrationForm /> },
              { path: paths.otpVerification.path, element: <OtpVerificationForm /> },
              { path: paths.forgotPassword.path, element: <ForgotPasswordForm /> },
              { path: paths.forgotPasswordOtp.path, element: <ResetPasswordForm /> },
            ],
          },
          {
            path: paths.privacy.path,
            element: (
              <PageLoader>
                <PrivacyPage />
              </PageLoader>
            ),
          },
          {
            path: paths.terms.path,
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
            <PartnerLayout />
          </RequireAuth>
        ),
        children: [
          { path: paths.itemList.path, element: <ItemListPage /> },
          { path: paths.myAccount.path, element: <Placeholder titleKey="myAccount" /> },
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
          { path: paths.orders.path, element: <Placeholder titleKey="orders" /> },
          { path: paths.order.path, element: <Placeholder titleKey="orders" /> },
          { path: paths.report.path, element: <Placeholder titleKey="report" /> },
          {
            path: paths.dishType.path,
            element: (
              <PageLoader>
                <DishTypesPage />
              </PageLoader>
            ),
          },
          { path: paths.qrCode.path, element: <Placeholder titleKey="qrCode" /> },
        ],
      },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
