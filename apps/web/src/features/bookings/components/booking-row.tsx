import { BOOKING_TRANSITIONS, type BookingStatus, type TBooking } from '@portal/contract';
import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { readableText } from '@/shared/lib/readable-color';
import { bookingKeys, useChangeBookingStatus } from '../api/bookings';
import { guestName, honouredAllowed, isLate, noShowAllowed, seatAllowed } from './booking-dates';
import { BookingStatusBadge, OfferBadge } from './booking-status';

// The cancel menu (its popover is heavy for the book's first load) comes just after the book.
const CancelMenu = lazy(() => import('./cancel-menu').then((module) => ({ default: module.CancelMenu })));
// The reason's form loads when the partner refuses or cancels, the confirmation when the guest phoned to cancel.
const ReasonModal = lazy(() => import('./reason-modal').then((module) => ({ default: module.ReasonModal })));
const GuestCancelModal = lazy(() =>
  import('./guest-cancel-modal').then((module) => ({ default: module.GuestCancelModal })),
);

type ReasonStatus = 'refused' | 'cancelled_by_restaurant';
/** Cancelling is one action whose reason is chosen in its menu. */
const CANCELLING = new Set<BookingStatus>(['cancelled_by_customer', 'cancelled_by_restaurant']);
/** The statuses a suspected fraud can still cancel: the booking holds covers and is not over. */
export const FRAUD_CANCELLABLE = new Set<BookingStatus>(['awaiting_guarantee', 'pending', 'confirmed']);
const needsReason = (status: BookingStatus): status is ReasonStatus =>
  status === 'refused' || status === 'cancelled_by_restaurant';

/** A name that already says what it is ("Table ronde", "Terrasse 2", "Salon") is shown as is. */
const NAMED = /^\p{L}/u;

/**
 * "Table 1" / "Tables 4 + 5" (tables put together): a table's number alone reads as a number of something; a table whose
 * name is words ("Table ronde", "Terrasse") is shown as named, never "Table Table ronde".
 */
export function TableNames({ tables }: { tables: TBooking['tables'] }) {
  const { t } = useTranslation();
  if (tables.some((table) => NAMED.test(table.name))) return tables.map((table) => table.name).join(' + ');
  return t('bookings.tables', { count: tables.length, names: tables.map((table) => table.name).join(' + ') });
}

/** Whether the screen's clock allows a status yet: the server refuses these too early. */
function allowedNow(status: BookingStatus, booking: TBooking, now: number): boolean {
  if (status === 'seated') return seatAllowed(booking, now);
  if (status === 'honoured') return honouredAllowed(booking, now);
  if (status === 'no_show') return noShowAllowed(booking, now);
  return true;
}

/**
 * The actions a booking's status allows (BOOKING_TRANSITIONS), each once the clock allows it:
 * seating from an hour before the guest's time, honoured from their time, a no-show 15 minutes
 * after it. A refusal or a cancellation asks for the reason first; a cancellation the guest
 * phoned in asks for a confirmation, which says when it is late. A change refused
 * because another device got there first refreshes the book, which shows the status now.
 */
export function BookingActions({
  booking,
  now,
  onFraud,
}: {
  booking: TBooking;
  now: number;
  /** Where the drawer opens its suspected-fraud form: the cancel menu offers it then. */
  onFraud?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ReasonStatus | null>(null);
  const [guestCancelling, setGuestCancelling] = useState(false);
  const change = useChangeBookingStatus({
    onSuccess: toastCallSuccess,
    onError: (error) => {
      toastCallError(error);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
  const allowed = (BOOKING_TRANSITIONS[booking.status] as readonly BookingStatus[]).filter((status) =>
    allowedNow(status, booking, now),
  );
  const next = allowed.filter((status) => !CANCELLING.has(status));
  const cancelling = allowed.filter((status) => CANCELLING.has(status));
  const fraud = onFraud && FRAUD_CANCELLABLE.has(booking.status) ? onFraud : null;
  if (next.length === 0 && cancelling.length === 0 && !fraud) return null;
  return (
    <Group gap={6} wrap="wrap">
      {next.map((status) => (
        <Button
          key={status}
          size="compact-sm"
          variant={status === 'confirmed' || status === 'seated' ? 'filled' : 'default'}
          c={needsReason(status) || status === 'no_show' || status === 'cancelled_by_customer' ? 'red.9' : undefined}
          loading={change.isPending && change.variables?.status === status}
          disabled={change.isPending}
          onClick={() => {
            if (needsReason(status)) setAsking(status);
            else if (status === 'cancelled_by_customer') setGuestCancelling(true);
            else change.mutate({ booking_id: booking.id, status });
          }}
        >
          {t(
            `bookings.actions.${status as Exclude<BookingStatus, 'awaiting_guarantee' | 'pending' | 'cancelled_by_platform'>}`,
          )}
        </Button>
      ))}
      {cancelling.length > 0 || fraud ? (
        <Suspense fallback={null}>
          <CancelMenu
            label={t('bookings.actions.cancel')}
            title={t('bookings.actions.cancelWhy')}
            disabled={change.isPending}
            reasons={[
              ...(cancelling.includes('cancelled_by_customer')
                ? [{ label: t('bookings.actions.cancelCustomerAsked'), onClick: () => setGuestCancelling(true) }]
                : []),
              ...(cancelling.includes('cancelled_by_restaurant')
                ? [
                    {
                      label: t('bookings.actions.cancelRestaurant'),
                      onClick: () => setAsking('cancelled_by_restaurant'),
                    },
                  ]
                : []),
              ...(fraud ? [{ label: t('bookings.actions.cancelFraud'), onClick: fraud, danger: true }] : []),
            ]}
          />
        </Suspense>
      ) : null}
      {guestCancelling ? (
        <Suspense fallback={null}>
          <GuestCancelModal booking={booking} now={now} onClose={() => setGuestCancelling(false)} />
        </Suspense>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <ReasonModal bookingId={booking.id} status={asking} onClose={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </Group>
  );
}

/**
 * One booking on the book: time, guest, covers, status and tables; late ones red; a guest who
 * also holds another booking that day says at what time, so a double booking is caught early.
 */
export function BookingRow({
  booking,
  now,
  fresh,
  alsoBooked = [],
  onOpen,
}: {
  booking: TBooking;
  now: number;
  fresh: boolean;
  /** The times of the same guest's other bookings that day. */
  alsoBooked?: readonly string[];
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const late = isLate(booking, now);
  const name = guestName(booking);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-label={`${booking.time} ${name}`}
      data-late={late || undefined}
      style={{
        borderColor: late ? 'var(--mantine-color-red-6)' : fresh ? 'var(--mantine-color-orange-6)' : undefined,
        borderLeftWidth: 4,
        borderLeftColor: late ? 'var(--mantine-color-red-6)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        {/* Named by what it shows, after what it does: a name without the row's visible words fails
            those who speak to their screen ("Open the booking of …, 20:00, 2 covers…"). */}
        <UnstyledButton onClick={onOpen} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <VisuallyHidden>{t('bookings.open', { name })}</VisuallyHidden>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Text fw={700} size="lg" c={late ? 'red.8' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {booking.time}
            </Text>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                {/* Already said by the button's first words. */}
                <Text fw={600} style={{ overflowWrap: 'anywhere' }} aria-hidden>
                  {name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('bookings.covers', { count: booking.covers })}
                </Text>
              </Group>
              <Group gap={6} wrap="wrap">
                <BookingStatusBadge status={booking.status} />
                {late ? (
                  <Badge color="red" variant="filled" tt="none">
                    {t('bookings.late')}
                  </Badge>
                ) : null}
                {alsoBooked.length > 0 ? (
                  <Badge color="orange" c={readableText('orange')} variant="light" tt="none">
                    {t('bookings.alsoBooked', { count: alsoBooked.length, times: alsoBooked.join(', ') })}
                  </Badge>
                ) : null}
                {booking.modification?.state === 'pending' ? (
                  <Badge color="grape" c="grape.9" variant="light" tt="none">
                    {t('bookings.modificationWaiting')}
                  </Badge>
                ) : null}
                {booking.offer ? <OfferBadge offer={booking.offer} short /> : null}
                {booking.tables.length > 0 ? (
                  <Text size="sm" c="dimmed">
                    <TableNames tables={booking.tables} />
                  </Text>
                ) : null}
                <Text size="sm" c="dimmed">
                  {t(`bookings.source.${booking.source}`)}
                </Text>
              </Group>
              {booking.note ? (
                <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {booking.note}
                </Text>
              ) : null}
            </Stack>
          </Group>
        </UnstyledButton>
        <BookingActions booking={booking} now={now} />
      </Group>
    </Paper>
  );
}
