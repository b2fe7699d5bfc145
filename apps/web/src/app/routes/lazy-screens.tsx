import { Center, Loader } from '@mantine/core';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Long legal texts load on demand.
export const PrivacyPage = lazy(() =>
  import('@/features/legal/components/privacy-page').then((module) => ({ default: module.PrivacyPage })),
);
export const TermsPage = lazy(() =>
  import('@/features/legal/components/terms-page').then((module) => ({ default: module.TermsPage })),
);
/**
 * A screen of the partner side: its code, with the partner texts (kept out of the public pages),
 * loads on demand; visitors of the public pages download none of it.
 */
function partnerScreen<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(() =>
    Promise.all([
      import('@/shared/i18n/partner-catalogues').then((catalogues) => catalogues.addPartnerCatalogues()),
      load(),
    ]).then(([, module]) => ({ default: pick(module) })),
  );
}

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
export const QrCodesPage = partnerScreen(
  () => import('@/features/qr-codes/components/qr-codes-page'),
  (module) => module.QrCodesPage,
);
export const TableCardPage = partnerScreen(
  () => import('@/features/qr-codes/components/table-card-page'),
  (module) => module.TableCardPage,
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
