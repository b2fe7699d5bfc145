import { guestPhone, type TBookingDetail } from '@portal/contract';
import { Badge, Button, Divider, Drawer, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowsMove, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/components/load-error';
import { useLocale } from '@/shared/hooks/use-locale';
import { useBookingDetail } from '../api/bookings';
import { dayLabel, guestName, instantLabel } from './booking-dates';
import { FraudCancel, ModificationAnswer, TablesPicker } from './booking-drawer-forms';
import { BookingHistory } from './booking-history';
import { BookingActions } from './booking-row';
import { BookingStatusBadge, OfferBadge } from './booking-status';
import { GuestBenefits } from './guest-benefits';
import { ImprintSection } from './imprint-section';
import { MoveBookingForm } from './move-booking-form';

function GuestCard({ booking }: { booking: TBookingDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { guest } = booking;
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={3} size="h5" mb={6}>
        {t('bookings.drawer.guest')}
      </Title>
      <Group gap="xs" wrap="wrap">
        {guest.visits === 0 && guest.no_shows === 0 ? (
          <Badge variant="light" c="brand.9" tt="none">
            {t('bookings.drawer.firstVisit')}
          </Badge>
        ) : (
          <Badge variant="light" color="green" c="green.9" tt="none">
            {t('bookings.drawer.visits', { count: guest.visits })}
          </Badge>
        )}
        {guest.no_shows > 0 ? (
          <Badge variant="light" color="red" c="red.9" tt="none">
            {t('bookings.drawer.noShows', { count: guest.no_shows })}
          </Badge>
        ) : null}
        {guest.late_cancellations > 0 ? (
          <Text size="sm">{t('bookings.drawer.lateCancellations', { count: guest.late_cancellations })}</Text>
        ) : null}
      </Group>
      {guest.last_visit_at ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('bookings.drawer.lastVisit', { date: instantLabel(guest.last_visit_at, locale) })}
        </Text>
      ) : null}
      {guest.notes.length > 0 ? (
        <>
          <Text size="sm" fw={600} mt="xs">
            {t('bookings.drawer.pastNotes')}
          </Text>
          <Stack gap={2} component="ul" m={0} pl="md">
            {guest.notes.map((note, index) => (
              <Text key={index} size="sm" component="li" style={{ overflowWrap: 'anywhere' }}>
                {note}
              </Text>
            ))}
          </Stack>
        </>
      ) : null}
    </Paper>
  );
}

function GuaranteeText({ guarantee }: { guarantee: string }) {
  const { t } = useTranslation();
  if (guarantee === 'none' || guarantee === '') return t('bookings.drawer.guaranteeNone');
  if (guarantee === 'card_saved') return t('bookings.drawer.guaranteeSaved');
  return guarantee;
}

/** The statuses a booking can still be moved from: it holds its covers and is not over. */
const MOVABLE = new Set(['pending', 'confirmed']);

function DetailBody({ booking, now }: { booking: TBookingDetail; now: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, setForm] = useState<'move' | 'fraud' | null>(null);
  const waiting = booking.modification?.state === 'pending' ? booking.modification : null;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} size="lg">
            {guestName(booking)}
          </Text>
          <BookingStatusBadge status={booking.status} />
          {booking.offer ? <OfferBadge offer={booking.offer} /> : null}
        </Group>
        <Text>
          {dayLabel(booking.date, locale)} · {booking.time} · {t('bookings.covers', { count: booking.covers })}
        </Text>
        {booking.phone ? (
          <Text size="sm" component="a" href={`tel:${booking.phone}`} c="brand.8">
            {guestPhone(booking.phone)}
          </Text>
        ) : null}
        {booking.email ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {booking.email}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t(`bookings.source.${booking.source}`)}
        </Text>
      </Stack>
      <Group gap={6} wrap="wrap" align="flex-start">
        {MOVABLE.has(booking.status) ? (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconArrowsMove size={14} aria-hidden />}
            onClick={() => setForm('move')}
          >
            {t('bookings.drawer.move.open')}
          </Button>
        ) : null}
        <BookingActions booking={booking} now={now} onFraud={() => setForm('fraud')} />
      </Group>
      {form === 'move' ? <MoveBookingForm booking={booking} onClose={() => setForm(null)} /> : null}
      {form === 'fraud' ? <FraudCancel booking={booking} onClose={() => setForm(null)} /> : null}
      {waiting ? <ModificationAnswer request={waiting} /> : null}
      <GuestCard booking={booking} />
      <GuestBenefits customerId={booking.customer_id ?? null} />
      {booking.note || booking.occasion || booking.meal_voucher ? (
        <Stack gap={2}>
          {booking.note ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600}>
                {t('bookings.drawer.note')}
              </Text>{' '}
              {booking.note}
            </Text>
          ) : null}
          {booking.occasion ? (
            <Text size="sm">{t('bookings.drawer.occasion', { occasion: booking.occasion })}</Text>
          ) : null}
          {booking.meal_voucher ? <Text size="sm">{t('bookings.drawer.mealVoucher')}</Text> : null}
        </Stack>
      ) : null}
      {booking.guarantee_detail ? (
        <ImprintSection guarantee={booking.guarantee_detail} bookingId={booking.id} now={now} />
      ) : (
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('bookings.drawer.guarantee')}
          </Text>
          <Badge variant="outline" color="gray" tt="none" leftSection={<IconShieldLock size={14} aria-hidden />}>
            <GuaranteeText guarantee={booking.guarantee} />
          </Badge>
        </Group>
      )}
      <Divider />
      <TablesPicker key={booking.tables.map((table) => table.id).join(',')} booking={booking} />
      <Divider />
      <BookingHistory booking={booking} />
    </Stack>
  );
}

/** The drawer of one booking: guest card, actions (move, cancel with its reason), request, tables, history. */
export function BookingDrawer({
  bookingId,
  now,
  onClose,
}: {
  bookingId: number | null;
  now: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useBookingDetail(bookingId);
  const booking = detail.data?.data;
  return (
    <Drawer
      opened={bookingId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={booking ? t('bookings.drawer.title', { reference: booking.reference }) : ' '}
      closeButtonProps={{ 'aria-label': t('bookings.drawer.close') }}
    >
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !booking ? (
        <Stack gap="sm">
          <Skeleton h={60} />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <DetailBody booking={booking} now={now} />
      )}
    </Drawer>
  );
}
