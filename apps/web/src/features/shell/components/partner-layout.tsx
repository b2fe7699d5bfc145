import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Brand } from '@/shared/components/brand';
import { useOrderStream } from '@/shared/api/order-stream';
import { HeaderSlot, HeaderSlotProvider } from '@/shared/components/header-slot';
import { LanguageSwitch } from '@/shared/components/language-switch';
import { paths } from '@/shared/config/paths';
import { useRestaurantDetails } from '@/shared/api/restaurant-details';
import { OfflineInvitation } from './offline-invitation';
import { PartnerSidebar } from './partner-sidebar';
import { RoleGate } from './role-gate';

/** The back-office frame: header (burger on phones, a page's own slot, language), side menu, page. */
export function PartnerLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The restaurant's order events, for the waiting count on every screen and the orders screen.
  useOrderStream();
  // The presence as the server has it when the portal opens: another device may have changed it.
  useRestaurantDetails();
  return (
    <HeaderSlotProvider>
      <AppShell
        // --portal-header-height (global.css): toasts and the offline banner start below it.
        header={{ height: 64 }}
        navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding={{ base: 'md', sm: 'xl' }}
        styles={{ main: { background: 'var(--portal-cream)' } }}
      >
        <AppShell.Header>
          <a className="skip-link" href="#main">
            {t('app.skipToContent')}
          </a>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('nav.openMenu')}
                aria-expanded={opened}
              />
              <Brand to={paths.itemList.getHref()} />
            </Group>
            <HeaderSlot />
            <LanguageSwitch />
          </Group>
        </AppShell.Header>
        <AppShell.Navbar>
          <PartnerSidebar onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
          <OfflineInvitation />
          <RoleGate>{children ?? <Outlet />}</RoleGate>
        </AppShell.Main>
      </AppShell>
    </HeaderSlotProvider>
  );
}
