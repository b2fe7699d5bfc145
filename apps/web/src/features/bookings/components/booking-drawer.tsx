import {
  BOOKING_REASON_MAX_LENGTH,
  FRAUD_REASON_CODES,
  ZCancelSuspectedFraudRequestSchema,
  zClock,
  can,
  type FraudReasonCode,
  type MessagePair,
  type TBookingDetail,
  type TModificationRequest,
} from '@portal/contract';
import {
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api';
import { FormAlert } from '@/shared/components/form-alert';
import { LoadError } from '@/shared/components/load-error';
import { PairText } from '@/shared/components/localized-text';
import { useLocale } from '@/shared/hooks/use-locale';
import { useRole } from '@/shared/hooks/use-session';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import {
  useAnswerModification,
  useAssignTables,
  useBookingDetail,
  useCancelSuspectedFraud,
  useTables,
} from '../api/bookings';
import { dayLabel, instantLabel } from './booking-dates';
import { BookingActions, TableNames, guestName } from './booking-row';
import { BookingStatusBadge } from './booking-status';
import { ImprintSection } from './imprint-section';
import { ToggleButtons } from './toggle-buttons';

/** The statuses a suspected fraud can still cancel: the booking holds covers and is not over. */
const FRAUD_CANCELLABLE = new Set(['awaiting_guarantee', 'pending', 'confirmed']);

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

const ZProposedTimeSchema = z.object({ time: zClock() });

/** The guest's waiting request: accept, propose another time, propose cancellation, decline. */
function ModificationAnswer({ request }: { request: TModificationRequest }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [proposing, setProposing] = useState(false);
  const answer = useAnswerModification({ onSuccess: toastCallSuccess, onError: toastCallError });
  const proposal = useContractForm({
    initialValues: { time: '' },
    schema: ZProposedTimeSchema,
    place: 'app',
    fieldOf: () => 'time',
    submit: ({ time }) => answer.mutateAsync({ request_id: request.id, action: 'propose_time', time }),
    successMessage: answerMessage,
  });
  const busy = answer.isPending || proposal.submitting;
  return (
    <Paper withBorder radius="md" p="sm" bg="grape.0">
      <Title order={3} size="h5">
        {t('bookings.drawer.modification.title')}
      </Title>
      <Text size="sm" mb="xs">
        {t('bookings.drawer.modification.asked', {
          date: dayLabel(request.date, locale),
          time: request.time,
          covers: request.covers,
        })}
      </Text>
      <Group gap={6} wrap="wrap">
        <Button
          size="compact-sm"
          disabled={busy}
          onClick={() => answer.mutate({ request_id: request.id, action: 'accept' })}
        >
          {t('bookings.drawer.modification.accept')}
        </Button>
        <Button size="compact-sm" variant="light" disabled={busy} onClick={() => setProposing(true)}>
          {t('bookings.drawer.modification.proposeTime')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          c="orange.9"
          disabled={busy}
          onClick={() => answer.mutate({ request_id: request.id, action: 'propose_cancellation' })}
        >
          {t('bookings.drawer.modification.proposeCancellation')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          c="red.9"
          disabled={busy}
          onClick={() => answer.mutate({ request_id: request.id, action: 'decline' })}
        >
          {t('bookings.drawer.modification.decline')}
        </Button>
      </Group>
      {proposing ? (
        <form onSubmit={proposal.onSubmit} noValidate>
          <Group align="flex-start" gap="xs" mt="sm">
            <TextInput
              label={t('bookings.drawer.modification.time')}
              placeholder="20:30"
              maxLength={5}
              style={{ flex: 1 }}
              {...proposal.form.getInputProps('time')}
            />
            <Button type="submit" mt={25} loading={proposal.submitting}>
              {t('bookings.drawer.modification.send')}
            </Button>
          </Group>
          <FormAlert pair={proposal.alert} />
        </form>
      ) : null}
    </Paper>
  );
}

/** The tables the booking sits at; a restaurant without tables books on covers alone. */
function TablesPicker({ booking }: { booking: TBookingDetail }) {
  const { t } = useTranslation();
  const role = useRole();
  const tables = useTables(can(role, 'menu'));
  const [chosen, setChosen] = useState<string[]>(() => booking.tables.map((table) => String(table.id)));
  // A refusal (tables too small for the party) shows under the tables, the choice kept.
  const [problem, setProblem] = useState<MessagePair | null>(null);
  const assign = useAssignTables({
    onSuccess: (answer) => {
      setProblem(null);
      toastCallSuccess(answer);
    },
    onError: (error) =>
      isApiError(error) && error.kind === 'business' ? setProblem(error.pair) : toastCallError(error),
  });
  const list = tables.data?.data;
  return (
    <section aria-labelledby="booking-tables">
      <Title order={3} size="h5" id="booking-tables" mb={6}>
        {t('bookings.drawer.tables')}
      </Title>
      {!can(role, 'menu') || !list ? (
        <Text size="sm">{booking.tables.length > 0 ? <TableNames tables={booking.tables} /> : '—'}</Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bookings.drawer.noTables')}
        </Text>
      ) : (
        <Stack gap="xs">
          <ToggleButtons
            hiddenLabel
            label={t('bookings.drawer.tables')}
            options={list.map((table) => ({
              value: String(table.id),
              label: `${table.name} (${table.min_covers}–${table.max_covers})`,
            }))}
            value={chosen}
            onChange={setChosen}
            error={problem ? <PairText pair={problem} /> : undefined}
          />
          <Group>
            <Button
              size="compact-sm"
              variant="light"
              loading={assign.isPending}
              onClick={() => assign.mutate({ booking_id: booking.id, table_ids: chosen.map(Number) })}
            >
              {t('bookings.drawer.saveTables')}
            </Button>
          </Group>
        </Stack>
      )}
    </section>
  );
}

/** Cancelling a suspected fraud: a category and a reason; the guest is never charged. */
function FraudCancel({ booking }: { booking: TBookingDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelSuspectedFraud();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { reason_code: '' as FraudReasonCode | '', reason: '' },
    schema: ZFraudFormSchema,
    place: 'app',
    submit: (data) =>
      cancel.mutateAsync({ booking_id: booking.id, reason_code: data.reason_code, reason: data.reason }),
    successMessage: answerMessage,
    onSuccess: () => setOpen(false),
  });
  if (!FRAUD_CANCELLABLE.has(booking.status)) return null;
  if (!open) {
    return (
      <Group>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconShieldLock size={16} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {t('bookings.drawer.fraud.open')}
        </Button>
      </Group>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('bookings.drawer.fraud.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('bookings.drawer.fraud.hint')}
          </Text>
          <ToggleButtons
            single
            label={t('bookings.drawer.fraud.category')}
            options={FRAUD_REASON_CODES.map((code) => ({
              value: code,
              label: t(`bookings.drawer.fraud.codes.${code}`),
            }))}
            value={form.values.reason_code ? [form.values.reason_code] : []}
            onChange={([code]) => form.setFieldValue('reason_code', (code ?? '') as FraudReasonCode)}
            error={form.errors.reason_code}
          />
          <Textarea
            label={t('bookings.drawer.fraud.reason')}
            autosize
            minRows={2}
            maxLength={BOOKING_REASON_MAX_LENGTH}
            {...form.getInputProps('reason')}
          />
          <FormAlert pair={alert} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('bookings.reason.back')}
            </Button>
            <Button type="submit" color="red" loading={submitting}>
              {t('bookings.drawer.fraud.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

const ZFraudFormSchema = ZCancelSuspectedFraudRequestSchema.pick({ reason_code: true, reason: true });

function GuaranteeText({ guarantee }: { guarantee: string }) {
  const { t } = useTranslation();
  if (guarantee === 'none' || guarantee === '') return t('bookings.drawer.guaranteeNone');
  if (guarantee === 'card_saved') return t('bookings.drawer.guaranteeSaved');
  return guarantee;
}

function DetailBody({ booking, now }: { booking: TBookingDetail; now: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const waiting = booking.modification?.state === 'pending' ? booking.modification : null;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} size="lg">
            {guestName(booking)}
          </Text>
          <BookingStatusBadge status={booking.status} />
          {booking.offer ? (
            <Badge color="teal" c="teal.9" variant="light" tt="none">
              {t(`bookings.offer.${booking.offer.applies_to}`, { percent: booking.offer.percent })}
            </Badge>
          ) : null}
        </Group>
        <Text>
          {dayLabel(booking.date, locale)} · {booking.time} · {t('bookings.covers', { count: booking.covers })}
        </Text>
        {booking.phone ? (
          <Text size="sm" component="a" href={`tel:${booking.phone}`} c="brand.8">
            {booking.phone}
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
      <BookingActions booking={booking} now={now} />
      {waiting ? <ModificationAnswer request={waiting} /> : null}
      <GuestCard booking={booking} />
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
      <section aria-labelledby="booking-history">
        <Title order={3} size="h5" id="booking-history" mb={6}>
          {t('bookings.drawer.history')}
        </Title>
        <Stack gap={6} component="ol" m={0} pl={0} style={{ listStyle: 'none' }}>
          {booking.history.map((entry, index) => (
            <li key={index}>
              <Text size="sm" component="div">
                <Text span c="dimmed">
                  {instantLabel(entry.at, locale)}
                </Text>{' '}
                {entry.status ? <BookingStatusBadge status={entry.status} /> : <ChangeLabel change={entry.change} />} ·{' '}
                <ActorName actor={entry.actor} />
              </Text>
              {entry.reason ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {entry.change === 'guarantee' ? <GuaranteeStep reason={entry.reason} /> : entry.reason}
                </Text>
              ) : null}
            </li>
          ))}
        </Stack>
      </section>
      <Divider />
      <FraudCancel booking={booking} />
    </Stack>
  );
}

/** Who acted: the guest, the restaurant, the platform, or the member's name as it is. */
function ActorName({ actor }: { actor: string }) {
  const { t } = useTranslation();
  if (actor === 'guest') return t('bookings.drawer.actor.guest');
  if (actor === 'restaurant') return t('bookings.drawer.actor.restaurant');
  if (actor === 'platform') return t('bookings.drawer.actor.platform');
  return actor;
}

/** What happened to the card: saved, released, or refused for its brand ("card_refused:amex"). */
function GuaranteeStep({ reason }: { reason: string }) {
  const { t } = useTranslation();
  if (reason === 'card_saved') return t('bookings.imprint.history.cardSaved');
  if (reason === 'card_released') return t('bookings.imprint.history.cardReleased');
  if (reason.startsWith('card_refused:'))
    return t('bookings.imprint.history.cardRefused', { brand: reason.slice('card_refused:'.length).toUpperCase() });
  return reason;
}

function ChangeLabel({ change }: { change: string }) {
  const { t } = useTranslation();
  switch (change) {
    case 'created':
      return t('bookings.drawer.change.created');
    case 'status':
      return t('bookings.drawer.change.status');
    case 'tables':
      return t('bookings.drawer.change.tables');
    case 'modified':
      return t('bookings.drawer.change.modified');
    case 'proposal':
      return t('bookings.drawer.change.proposal');
    // The card guarantee's steps.
    case 'guarantee':
    case 'charged':
    case 'charge_awaiting_authentication':
    case 'charge_declined':
    case 'refunded':
      return t(`bookings.imprint.history.${change}`);
    default:
      return change;
  }
}

/** The drawer of one booking: guest card, actions, request, tables, history, fraud. */
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
