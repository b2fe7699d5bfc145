import { Avatar, Badge, Box, Button, Divider, Group, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconAddressBook,
  IconBowlChopsticks,
  IconCalendarEvent,
  IconCategory,
  IconChartBar,
  IconClipboardList,
  IconDiscount,
  IconLogout,
  IconMail,
  IconMessageStar,
  IconQrcode,
  IconSquarePlus,
  IconTicket,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import { can } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePendingBookings, useWaitingOrders } from '@/shared/api/order-stream';
import { paths } from '@/shared/config/paths';
import { useMemberName, useRole, useUserdata } from '@/shared/hooks/use-session';
import { screenPermissions } from '@/shared/lib/permissions';
import { PresenceControl } from './presence-control';
import { useLogoutAction } from './use-logout-action';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

/**
 * The count beside an entry, read as words, part of the link's name ("Orders, 2 orders waiting"):
 * a label on the badge itself would be ignored by screen readers. Each count is a component of
 * its own, so that a new count from the event stream renders its badge, not the whole menu.
 */
function NavCount({ count, words }: { count: number; words: string }) {
  if (count === 0) return null;
  return (
    <>
      <Badge color="orange" variant="filled" size="sm" circle aria-hidden>
        {count}
      </Badge>
      <VisuallyHidden>{words}</VisuallyHidden>
    </>
  );
}

function WaitingOrdersCount() {
  const { t } = useTranslation();
  const waiting = useWaitingOrders();
  return <NavCount count={waiting} words={t('nav.waitingOrders', { count: waiting })} />;
}

function PendingBookingsCount() {
  const { t } = useTranslation();
  const pending = usePendingBookings();
  return <NavCount count={pending} words={t('bookingsNav.pending', { count: pending })} />;
}

export function PartnerSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const userdata = useUserdata();
  const role = useRole();
  const memberName = useMemberName();
  const { logout, isPending: loggingOut } = useLogoutAction('app');

  const name = userdata?.name ?? '';
  const logo = userdata?.logo_image ? `${userdata.imageUrl}${userdata.logo_image}` : null;

  const links = [
    { to: paths.itemList.getHref(), label: t('nav.items'), Icon: IconBowlChopsticks },
    { to: paths.myAccount.getHref(), label: t('nav.myAccount'), Icon: IconUserCircle },
    { to: paths.addons.getHref(), label: t('nav.addons'), Icon: IconSquarePlus },
    { to: paths.order.getHref(), label: t('nav.order'), Icon: IconClipboardList },
    { to: paths.bookings.getHref(), label: t('bookingsNav.label'), Icon: IconCalendarEvent },
    { to: paths.reviews.getHref(), label: t('reviewsNav.label'), Icon: IconMessageStar },
    { to: paths.guests.getHref(), label: t('guestsNav.label'), Icon: IconAddressBook },
    { to: paths.offers.getHref(), label: t('offersNav.label'), Icon: IconDiscount },
    { to: paths.promotions.getHref(), label: t('promotionsNav.label'), Icon: IconTicket },
    { to: paths.campaigns.getHref(), label: t('campaignsNav.label'), Icon: IconMail },
    { to: paths.report.getHref(), label: t('nav.report'), Icon: IconChartBar },
    { to: paths.qrCode.getHref(), label: t('nav.qrCode'), Icon: IconQrcode },
    { to: paths.dishType.getHref(), label: t('nav.dishType'), Icon: IconCategory },
    { to: paths.team.getHref(), label: t('team.nav'), Icon: IconUsersGroup },
    // Each member sees only the screens of their role.
  ].filter(({ to }) => can(role, screenPermissions[to as keyof typeof screenPermissions]));
  const current = pathname.toLowerCase();
  const countOf = (to: string) =>
    to === paths.order.getHref() ? (
      <WaitingOrdersCount />
    ) : to === paths.bookings.getHref() ? (
      <PendingBookingsCount />
    ) : undefined;

  return (
    <Stack h="100%" gap={0}>
      <Box p="md">
        <Group wrap="nowrap" gap="sm">
          <Avatar src={logo} alt={t('shell.logoAlt', { name })} size={52} radius="md" color="brand">
            {initials(name)}
          </Avatar>
          <Box style={{ minWidth: 0 }}>
            <Text fw={700} lineClamp={2} lh={1.25} title={name}>
              {name}
            </Text>
            {memberName ? (
              <Text size="sm" c="dimmed" lineClamp={1}>
                {t('team.signedInAs', { name: memberName, role: t(`team.roles.${role}`) })}
              </Text>
            ) : null}
          </Box>
        </Group>
        <Box mt="sm">
          <PresenceControl />
        </Box>
      </Box>
      <Divider />
      {/* The browser's own scrolling: a scroll area component measures itself and renders again
          as the app takes a drawn page over. */}
      <Box component="nav" aria-label={t('nav.partnerMenu')} style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <Box p="xs">
          {links.map(({ to, label, Icon }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={label}
              leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
              rightSection={countOf(to)}
              active={
                current === to ||
                (to === paths.order.getHref() && current === paths.orders.getHref()) ||
                (to === paths.bookings.getHref() &&
                  (current === paths.bookingSettings.getHref() || current === paths.bookingStats.getHref()))
              }
              aria-current={current === to ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
              styles={{ root: { borderRadius: 8 } }}
            />
          ))}
        </Box>
      </Box>
      <Divider />
      {/* Lined up with the menu entries above: same inset, same icon column. */}
      <Box p="xs">
        <Button
          variant="subtle"
          color="dark"
          fullWidth
          justify="flex-start"
          px={12}
          leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
          onClick={logout}
          loading={loggingOut}
        >
          {t('nav.logout')}
        </Button>
      </Box>
    </Stack>
  );
}
