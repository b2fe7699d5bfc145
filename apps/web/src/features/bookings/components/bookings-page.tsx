import { addDays, can, isCalendarDate, parisDate } from '@portal/contract';
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconCalendarOff,
  IconChevronLeft,
  IconChevronRight,
  IconPlus,
  IconPrinter,
  IconSearch,
  IconSettings,
  IconChartBar,
  IconLayoutGrid,
} from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DateField } from '@/shared/components/date-field';
import { EmptyStatus, PageHeader, QueryFallback } from '@/shared/components/screen-states';
import { RingControls } from '@/shared/components/ring-controls';
import { paths } from '@/shared/config/paths';
import { useLocale } from '@/shared/hooks/use-locale';
import { useOrderRing } from '@/shared/hooks/use-order-ring';
import { addBookingsTexts } from '@/shared/i18n/bookings-catalogue';
import { useRole } from '@/shared/hooks/use-session';
import { downloadBookPdf, useBookingBook, useReservationSettings } from '../api/bookings';
import { capitalized, dayOfAddress, matchesSearch, ScreenLink, SlotBar } from './book-parts';
import { dayLabel, useNow } from './booking-dates';
import { BookingRow } from './booking-row';
import { serviceName } from './service-name';
import { useWaitingBookings } from './use-waiting-bookings';
import { WaitingBanner } from './waiting-banner';

/** The bookings screens' own texts, in the language on screen: loaded before the first render. */
export const ready = addBookingsTexts();

// The drawer and the new booking's form load when the partner reaches for them.
const BookingDrawer = lazy(() => import('./booking-drawer').then((module) => ({ default: module.BookingDrawer })));
const NewBookingModal = lazy(() =>
  import('./new-booking-modal').then((module) => ({ default: module.NewBookingModal })),
);
// The waitlist and the walk-in queue load with the book, apart from its code.
const WaitlistPanel = lazy(() => import('./waitlist-panel').then((module) => ({ default: module.WaitlistPanel })));

/**
 * /bookings: the day's book (every member). A day picker (today in Paris first), the services as
 * tabs, the covers per slot, the bookings by time with the actions their status allows; late
 * arrivals turn red. New bookings arrive live; one waiting for the restaurant rings.
 */
export function BookingsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const role = useRole();
  const now = useNow();
  // The day lives in the address: a bookmark, a reload and the back button find it again.
  const [params, setParams] = useSearchParams();
  const date = dayOfAddress(params.get('date')) ?? parisDate(Date.now());
  const [search, setSearch] = useState('');
  const [printing, setPrinting] = useState(false);
  const [serviceId, setServiceId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  useDocumentTitle(`${t('bookings.title')} · ${t('app.name')}`);

  const managing = can(role, 'menu');
  const book = useBookingBook(date, serviceId);
  const settings = useReservationSettings(managing);
  const waiting = useWaitingBookings(book.data?.data?.bookings);
  const ring = useOrderRing(waiting.fresh.size > 0);

  const open = (bookingId: number) => {
    setOpenId(bookingId);
    waiting.seen(bookingId);
  };
  const print = () => {
    setPrinting(true);
    void downloadBookPdf(date, t('bookings.print')).finally(() => setPrinting(false));
  };
  const goTo = (next: string) => {
    setParams((current) => {
      const changed = new URLSearchParams(current);
      changed.set('date', next);
      return changed;
    });
    setServiceId(null);
  };

  const disabled = managing && settings.data?.data?.enabled === 0;
  // Nothing to book: bookings switched off, or no service set up yet; a manager can go and set them.
  const emptyBook = (kind: 'disabled' | 'noService') => (
    <EmptyStatus
      icon={IconCalendarOff}
      color="gray"
      title={t(`bookings.empty.${kind}Title`)}
      text={t(`bookings.empty.${kind}Text`)}
    >
      {managing ? (
        <Button component={Link} to={paths.bookingSettings.getHref()} variant="light">
          {t('bookings.empty.goSettings')}
        </Button>
      ) : null}
    </EmptyStatus>
  );
  const data = book.data?.data;
  let content;
  if (disabled) {
    content = emptyBook('disabled');
  } else if (!data) {
    content = (
      <QueryFallback
        query={book}
        rows={[
          [64, 'md'],
          [72, 'md'],
          [72, 'md'],
        ]}
      />
    );
  } else if (data.services.length === 0 && data.bookings.length === 0) {
    content = emptyBook('noService');
  } else {
    const bookings = data.bookings
      .filter((booking) => matchesSearch(booking, search))
      .sort((a, b) => a.meal_at - b.meal_at || a.id - b.id);
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
            <Text c="dimmed">
              {search.trim() ? t('bookings.search.none', { query: search.trim() }) : t('bookings.list.empty')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {bookings.map((booking) => (
                <BookingRow
                  key={booking.id}
                  booking={booking}
                  now={now}
                  fresh={waiting.fresh.has(booking.id)}
                  alsoBooked={data.also_booked[booking.id]}
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
      <PageHeader
        title={t('bookings.title')}
        tools={
          <>
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
            <ScreenLink to={paths.floorPlan.getHref()} icon={IconLayoutGrid}>
              {t('bookings.floor.link')}
            </ScreenLink>
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
          </>
        }
      />
      <Group gap="xs" wrap="wrap" align="flex-end">
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t('bookings.day.previous')}
          onClick={() => goTo(addDays(date, -1))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <DateField
          label={<VisuallyHidden>{t('bookings.day.label')}</VisuallyHidden>}
          aria-label={t('bookings.day.label')}
          value={date}
          onChange={(typed) => {
            if (isCalendarDate(typed)) goTo(typed);
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
        {/* The shown day's book, to print for the host's desk. */}
        <Button
          variant="default"
          ml="auto"
          leftSection={<IconPrinter size={18} aria-hidden />}
          loading={printing}
          onClick={print}
        >
          {t('bookings.print')}
        </Button>
      </Group>
      <TextInput
        type="search"
        label={t('bookings.search.label')}
        placeholder={t('bookings.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {/* Said out loud too (a live region): the ring is not the only signal. */}
      <VisuallyHidden role="status">{waiting.announce}</VisuallyHidden>
      <WaitingBanner bookings={[...waiting.fresh.values()]} onOpen={open} />
      {content}
      {disabled ? null : (
        <Suspense fallback={null}>
          <WaitlistPanel date={date} />
        </Suspense>
      )}
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
