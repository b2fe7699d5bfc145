import { addDays, can, parisDate, type TBooking, type TBookingEvent, type TSlotLoad } from '@portal/contract';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconCalendarOff,
  IconChevronLeft,
  IconChevronRight,
  IconPlus,
  IconSettings,
  IconChartBar,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBookingEvents } from '@/shared/api/order-stream';
import { LoadError } from '@/shared/components/load-error';
import { RingControls } from '@/shared/components/ring-controls';
import { StatusMessage } from '@/shared/components/status-message';
import { paths } from '@/shared/config/paths';
import { useLocale } from '@/shared/hooks/use-locale';
import { useOrderRing } from '@/shared/hooks/use-order-ring';
import { addBookingsTexts } from '@/shared/i18n/bookings-catalogue';
import { useRole } from '@/shared/hooks/use-session';
import { bookingKeys, useBookingBook, useReservationSettings } from '../api/bookings';
import { dayLabel, useNow } from './booking-dates';
import { BookingRow, guestName } from './booking-row';
import { serviceName } from './service-name';

/** The bookings screens' own texts, in the language on screen: loaded before the first render. */
export const ready = addBookingsTexts();

// The drawer and the new booking's form load when the partner reaches for them.
const BookingDrawer = lazy(() => import('./booking-drawer').then((module) => ({ default: module.BookingDrawer })));
const NewBookingModal = lazy(() =>
  import('./new-booking-modal').then((module) => ({ default: module.NewBookingModal })),
);

/** "jeudi 26 novembre" → "Jeudi 26 novembre". */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A plain button in the header that leads to a neighbouring screen. */
function ScreenLink({ to, icon: Icon, children }: { to: string; icon: typeof IconChartBar; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="default" leftSection={<Icon size={18} aria-hidden />}>
      {children}
    </Button>
  );
}

/** One slot's load: covers seated against the capacity, arrivals against the pacing. */
function SlotBar({ slot }: { slot: TSlotLoad }) {
  const { t } = useTranslation();
  const ratio = slot.capacity_covers > 0 ? slot.booked_covers / slot.capacity_covers : 0;
  const overPacing = slot.pacing_covers !== null && slot.arrivals > slot.pacing_covers;
  return (
    <Paper withBorder radius="sm" p={6} component="li">
      <Text fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {slot.time}
      </Text>
      <Box h={6} my={4} bg="gray.2" style={{ borderRadius: 3, overflow: 'hidden' }} aria-hidden>
        <Box
          h="100%"
          w={`${Math.min(100, Math.round(ratio * 100))}%`}
          bg={ratio >= 1 ? 'red.6' : ratio >= 0.8 ? 'orange.6' : 'teal.6'}
        />
      </Box>
      <Text size="xs">
        {t('bookings.slots.booked', { booked: slot.booked_covers, capacity: slot.capacity_covers })}
      </Text>
      <Text size="xs" c={overPacing ? 'red.8' : 'dimmed'}>
        {slot.pacing_covers === null
          ? t('bookings.slots.arrivals', { arrivals: slot.arrivals })
          : t('bookings.slots.arrivalsPacing', { arrivals: slot.arrivals, pacing: slot.pacing_covers })}
      </Text>
    </Paper>
  );
}

/**
 * /bookings: the day's book (every member). A day picker (today in Paris first), the services as
 * tabs, the covers per slot, the bookings by time with the actions their status allows; late
 * arrivals turn red. New bookings arrive live; one waiting for the restaurant rings.
 */
export function BookingsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const role = useRole();
  const queryClient = useQueryClient();
  const now = useNow();
  const [date, setDate] = useState(() => parisDate(Date.now()));
  const [serviceId, setServiceId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [fresh, setFresh] = useState<Map<number, TBooking>>(() => new Map());
  const [announce, setAnnounce] = useState('');
  useDocumentTitle(`${t('bookings.title')} · ${t('app.name')}`);

  const managing = can(role, 'menu');
  const book = useBookingBook(date, serviceId);
  const settings = useReservationSettings(managing);
  const ring = useOrderRing(fresh.size > 0);

  const onEvent = useCallback(
    (event: TBookingEvent) => {
      if (event.type === 'bookings.pending') return;
      const { booking } = event;
      if (event.type === 'booking.created' && booking.status === 'pending') {
        setFresh((current) => new Map(current).set(booking.id, booking));
        setAnnounce(t('bookings.ring.announce', { name: guestName(booking), time: booking.time }));
      }
      if (event.type === 'booking.updated' && booking.status !== 'pending') {
        setFresh((current) => {
          if (!current.has(booking.id)) return current;
          const next = new Map(current);
          next.delete(booking.id);
          return next;
        });
      }
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
    [queryClient, t],
  );
  useBookingEvents(onEvent);

  const open = (bookingId: number) => {
    setOpenId(bookingId);
    setFresh((current) => {
      if (!current.has(bookingId)) return current;
      const next = new Map(current);
      next.delete(bookingId);
      return next;
    });
  };
  const goTo = (next: string) => {
    setDate(next);
    setServiceId(null);
  };

  const disabled = managing && settings.data?.data?.enabled === 0;
  const data = book.data?.data;
  let content;
  if (disabled) {
    content = (
      <Paper withBorder radius="lg" p="xl">
        <StatusMessage
          icon={IconCalendarOff}
          color="gray"
          title={t('bookings.empty.disabledTitle')}
          titleOrder={2}
          text={t('bookings.empty.disabledText')}
        >
          <Button component={Link} to={paths.bookingSettings.getHref()} variant="light">
            {t('bookings.empty.goSettings')}
          </Button>
        </StatusMessage>
      </Paper>
    );
  } else if (book.isError && !data) {
    content = <LoadError error={book.error} onRetry={() => void book.refetch()} />;
  } else if (!data) {
    content = (
      <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={64} radius="md" />
        <Skeleton h={72} radius="md" />
        <Skeleton h={72} radius="md" />
      </Stack>
    );
  } else if (data.services.length === 0 && data.bookings.length === 0) {
    content = (
      <Paper withBorder radius="lg" p="xl">
        <StatusMessage
          icon={IconCalendarOff}
          color="gray"
          title={t('bookings.empty.noServiceTitle')}
          titleOrder={2}
          text={t('bookings.empty.noServiceText')}
        >
          {managing ? (
            <Button component={Link} to={paths.bookingSettings.getHref()} variant="light">
              {t('bookings.empty.goSettings')}
            </Button>
          ) : null}
        </StatusMessage>
      </Paper>
    );
  } else {
    const bookings = [...data.bookings].sort((a, b) => a.meal_at - b.meal_at || a.id - b.id);
    content = (
      <Stack gap="lg">
        {data.services.length > 1 ? (
          <Group gap={6} wrap="wrap" role="group" aria-label={t('bookings.services.label')}>
            {[
              { value: null, label: t('bookings.services.all') },
              ...data.services.map((service) => ({
                value: service.id,
                label: serviceName(service, locale),
              })),
            ].map(({ value, label }) => (
              <Button
                key={value ?? 'all'}
                size="compact-md"
                variant={serviceId === value ? 'filled' : 'default'}
                aria-pressed={serviceId === value}
                onClick={() => setServiceId(value)}
              >
                {label}
              </Button>
            ))}
          </Group>
        ) : null}
        {data.slots.length > 0 ? (
          <section aria-labelledby="bookings-slots">
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4" id="bookings-slots">
                {t('bookings.slots.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('bookings.summary', { covers: data.expected_covers })}
              </Text>
            </Group>
            <SimpleGrid
              cols={{ base: 3, xs: 4, sm: 6, lg: 8 }}
              spacing={6}
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {data.slots.map((slot) => (
                <SlotBar key={slot.time} slot={slot} />
              ))}
            </SimpleGrid>
          </section>
        ) : null}
        <section aria-labelledby="bookings-list">
          <Title order={2} size="h4" id="bookings-list" mb="xs">
            {t('bookings.list.title')}
          </Title>
          {bookings.length === 0 ? (
            <Text c="dimmed">{t('bookings.list.empty')}</Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {bookings.map((booking) => (
                <BookingRow
                  key={booking.id}
                  booking={booking}
                  now={now}
                  fresh={fresh.has(booking.id)}
                  onOpen={() => open(booking.id)}
                />
              ))}
            </Stack>
          )}
        </section>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('bookings.title')}
        </Title>
        <Group gap="xs" wrap="wrap">
          <RingControls
            ring={ring}
            startVariant="default"
            texts={{
              started: t('bookings.ring.started'),
              start: t('bookings.ring.start'),
              startHint: t('bookings.ring.startHint'),
              mute: t('bookings.ring.mute'),
              unmute: t('bookings.ring.unmute'),
            }}
          />
          {can(role, 'reports') ? (
            <ScreenLink to={paths.bookingStats.getHref()} icon={IconChartBar}>
              {t('bookingStats.link')}
            </ScreenLink>
          ) : null}
          {managing ? (
            <ScreenLink to={paths.bookingSettings.getHref()} icon={IconSettings}>
              {t('bookings.settingsLink')}
            </ScreenLink>
          ) : null}
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            {t('bookings.create.button')}
          </Button>
        </Group>
      </Group>
      <Group gap="xs" wrap="wrap" align="flex-end">
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t('bookings.day.previous')}
          onClick={() => goTo(addDays(date, -1))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <TextInput
          type="date"
          label={<VisuallyHidden>{t('bookings.day.label')}</VisuallyHidden>}
          aria-label={t('bookings.day.label')}
          value={date}
          onChange={(event) => {
            if (event.currentTarget.value) goTo(event.currentTarget.value);
          }}
          w={170}
        />
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t('bookings.day.next')}
          onClick={() => goTo(addDays(date, 1))}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Button variant="subtle" onClick={() => goTo(parisDate(Date.now()))}>
          {t('bookings.day.today')}
        </Button>
        <Text fw={600} aria-live="polite">
          {capitalized(dayLabel(date, locale))}
        </Text>
      </Group>
      {/* Said out loud too (a live region): the ring is not the only signal. */}
      <VisuallyHidden role="status">{announce}</VisuallyHidden>
      {content}
      {openId !== null ? (
        <Suspense fallback={null}>
          <BookingDrawer bookingId={openId} now={now} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
      {creating ? (
        <Suspense fallback={null}>
          <NewBookingModal date={date} onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
