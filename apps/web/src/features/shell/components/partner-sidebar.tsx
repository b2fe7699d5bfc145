import { Avatar, Badge, Box, Button, Divider, Group, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconAddressBook,
  IconBowlChopsticks,
  IconCalendarEvent,
  IconCategory,
  IconChartBar,
  IconClipboardList,
  IconDiscount,
  IconGift,
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
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePendingBookings, useWaitingOrders } from '@/shared/api/order-stream';
import { paths } from '@/shared/config/paths';
import { useMemberName, useRole, useUserdata } from '@/shared/hooks/use-session';
import { screenPermissions } from '@/shared/lib/permissions';
import { PresenceControl } from './presence-control';
import { useLogoutAction } from './use-logout-action';

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

const dishes = paths.itemList.path;

/**
 * The menu's entries in groups, each under its heading: where an entry leads, its name, its icon
 * and the count beside it. The dish list is in the menu's group for those who edit the menu, and
 * in the service's as today's dishes (to mark sold out) for the others.
 */
const navGroups = [
  [
    'service',
    [
      [paths.order.path, 'nav.order', IconClipboardList, WaitingOrdersCount],
      [paths.bookings.path, 'bookingsNav.label', IconCalendarEvent, PendingBookingsCount],
      [dishes, 'items.todayNav', IconBowlChopsticks],
    ],
  ],
  [
    'menu',
    [
      [dishes, 'nav.items', IconBowlChopsticks],
      [paths.addons.path, 'nav.addons', IconSquarePlus],
      [paths.dishType.path, 'nav.dishType', IconCategory],
      [paths.offers.path, 'offersNav.label', IconDiscount],
      [paths.promotions.path, 'promotionsNav.label', IconTicket],
    ],
  ],
  [
    'guests',
    [
      [paths.guests.path, 'guestsNav.label', IconAddressBook],
      [paths.reviews.path, 'reviewsNav.label', IconMessageStar],
      [paths.campaigns.path, 'campaignsNav.label', IconMail],
      [paths.loyalty.path, 'loyaltyNav.label', IconGift],
    ],
  ],
  [
    'management',
    [
      [paths.report.path, 'nav.report', IconChartBar],
      [paths.qrCode.path, 'nav.qrCode', IconQrcode],
      [paths.team.path, 'team.nav', IconUsersGroup],
      [paths.myAccount.path, 'nav.myAccount', IconUserCircle],
    ],
  ],
] as const;

export function PartnerSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const userdata = useUserdata();
  const role = useRole();
  const memberName = useMemberName();
  const { logout, isPending: loggingOut } = useLogoutAction('app');

  const name = userdata?.name ?? '';
  const logo = userdata?.logo_image ? `${userdata.imageUrl}${userdata.logo_image}` : null;

  // The dish list: the menu's for those who edit it, today's dishes in the service for the others.
  const dishList = can(role, 'menu') ? 'nav.items' : 'items.todayNav';
  const current = pathname.toLowerCase();

  return (
    <Stack h="100%" gap={0}>
      <Box px="md" py="sm">
        <Group wrap="nowrap" gap="sm">
          {/* Without a logo, the name's initials. */}
          <Avatar src={logo} alt={t('shell.logoAlt', { name })} name={name} size={44} radius="md" color="brand" />
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
        <Box mt="xs">
          <PresenceControl />
        </Box>
      </Box>
      <Divider />
      {/* The browser's own scrolling: a scroll area component measures itself and renders again
          as the app takes a drawn page over. */}
      <Box
        component="nav"
        aria-label={t('nav.partnerMenu')}
        px="xs"
        pb={4}
        style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
      >
        {navGroups.map(([group, all]) => {
          // Each member sees only the entries of their role, and no group left empty.
          const entries = all.filter(
            ([to, label]) => can(role, screenPermissions[to]) && (to !== dishes || label === dishList),
          );
          return entries.length === 0 ? null : (
            <Fragment key={group}>
              <Text component="h2" id={`nav-${group}`} size="xs" fw={700} c="dimmed" tt="uppercase" px={12} pt={6}>
                {t(`navGroups.${group}`)}
              </Text>
              <Box component="ul" aria-labelledby={`nav-${group}`} m={0} p={0} style={{ listStyle: 'none' }}>
                {entries.map(([to, label, Icon, Count]) => (
                  <li key={to}>
                    <NavLink
                      component={Link}
                      to={to}
                      label={t(label)}
                      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                      rightSection={Count && <Count />}
                      // Also the current entry on its screen's other pages: /orders, /bookings/settings,
                      // /qrcode/card (no entry's path starts another's).
                      active={current.startsWith(to)}
                      aria-current={current === to ? 'page' : undefined}
                      onClick={onNavigate}
                      variant="light"
                      py={1}
                      styles={{ root: { borderRadius: 8 } }}
                    />
                  </li>
                ))}
              </Box>
            </Fragment>
          );
        })}
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
