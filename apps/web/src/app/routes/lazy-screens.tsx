import { Center, Loader } from '@mantine/core';
import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Long legal texts load on demand.
export const PrivacyPage = lazy(() =>
  import('@/features/legal/components/privacy-page').then((module) => ({ default: module.PrivacyPage })),
);
export const TermsPage = lazy(() =>
  import('@/features/legal/components/terms-page').then((module) => ({ default: module.TermsPage })),
);
// The partner side (its layout and every screen) loads on demand: visitors of the public pages
// download none of it.
export const PartnerLayout = lazy(() =>
  import('@/features/shell/components/partner-layout').then((module) => ({ default: module.PartnerLayout })),
);
export const ItemListPage = lazy(() =>
  import('@/features/items/components/item-list-page').then((module) => ({ default: module.ItemListPage })),
);
export const ItemFormPage = lazy(() =>
  import('@/features/items/components/item-form-page').then((module) => ({ default: module.ItemFormPage })),
);
export const AddonsPage = lazy(() =>
  import('@/features/addons/components/addons-page').then((module) => ({ default: module.AddonsPage })),
);
export const DishTypesPage = lazy(() =>
  import('@/features/dish-types/components/dish-types-page').then((module) => ({ default: module.DishTypesPage })),
);

/** Shows a loader while a screen's code arrives. */
export function PageLoader({ children }: { children: ReactNode }) {
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
