import {
  BOOKING_REASON_MAX_LENGTH,
  FRAUD_REASON_CODES,
  ZCancelSuspectedFraudRequestSchema,
  zClock,
  can,
  type FraudReasonCode,
  type MessagePair,
  type TBooking,
  type TBookingDetail,
  type TModificationRequest,
} from '@portal/contract';
import { Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api';
import { FormActions } from '@/shared/components/form-actions';
import { FormAlert } from '@/shared/components/form-alert';
import { PairText } from '@/shared/components/localized-text';
import { useLocale } from '@/shared/hooks/use-locale';
import { useRole } from '@/shared/hooks/use-session';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import {
  useAnswerModification,
  useAssignTables,
  useBookingBook,
  useCancelSuspectedFraud,
  useTables,
} from '../api/bookings';
import { dayLabel, guestName, tablesTaken } from './booking-dates';
import { FRAUD_CANCELLABLE, TableNames } from './booking-row';
import { ToggleButtons } from './toggle-buttons';

/* What the drawer of a booking lets the restaurant do beside its status: answer, seat, cancel. */

const ZProposedTimeSchema = z.object({ time: zClock() });

/** The guest's waiting request: accept, propose another time, propose cancellation, decline. */
export function ModificationAnswer({ request }: { request: TModificationRequest }) {
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
        {(
          [
            ['propose_cancellation', 'orange.9', t('bookings.drawer.modification.proposeCancellation')],
            ['decline', 'red.9', t('bookings.drawer.modification.decline')],
          ] as const
        ).map(([action, color, label]) => (
          <Button
            key={action}
            size="compact-sm"
            variant="default"
            c={color}
            disabled={busy}
            onClick={() => answer.mutate({ request_id: request.id, action })}
          >
            {label}
          </Button>
        ))}
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

/** Per table, the day's other booking sitting at it during this booking's meal (from the day's book). */
function useTablesTaken(booking: TBookingDetail): Map<number, TBooking> {
  const day = useBookingBook(booking.date, null);
  return tablesTaken(day.data?.data?.bookings ?? [], {
    from: booking.meal_at,
    to: booking.ends_at,
    except: booking.id,
  });
}

/**
 * The tables the booking sits at; a restaurant without tables books on covers alone. A table
 * another booking holds during the meal says by whom: the server still refuses what cannot be.
 */
export function TablesPicker({ booking }: { booking: TBookingDetail }) {
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
  const takenBy = useTablesTaken(booking);
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
              label: takenBy.has(table.id)
                ? t('bookings.drawer.tableTaken', {
                    table: `${table.name} (${table.min_covers}–${table.max_covers})`,
                    name: guestName(takenBy.get(table.id)!),
                    time: takenBy.get(table.id)!.time,
                  })
                : `${table.name} (${table.min_covers}–${table.max_covers})`,
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

const ZFraudFormSchema = ZCancelSuspectedFraudRequestSchema.pick({ reason_code: true, reason: true });

/** Cancelling a suspected fraud (from the cancel menu): a category and a reason; the guest is never charged. */
export function FraudCancel({ booking, onClose }: { booking: TBookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelSuspectedFraud();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { reason_code: '' as FraudReasonCode | '', reason: '' },
    schema: ZFraudFormSchema,
    place: 'app',
    submit: (data) =>
      cancel.mutateAsync({ booking_id: booking.id, reason_code: data.reason_code, reason: data.reason }),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  if (!FRAUD_CANCELLABLE.has(booking.status)) return null;
  return (
    <DrawerForm title={t('bookings.drawer.fraud.title')} hint={t('bookings.drawer.fraud.hint')} onSubmit={onSubmit}>
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
      <FormActions
        alert={alert}
        submitting={submitting}
        submitLabel={t('bookings.drawer.fraud.submit')}
        submitColor="red"
        cancelLabel={t('bookings.reason.back')}
        onCancel={onClose}
      />
    </DrawerForm>
  );
}

/** A form that opens inside the drawer: a framed block with its title and what it does. */
export function DrawerForm({
  title,
  hint,
  onSubmit,
  children,
}: {
  title: ReactNode;
  hint: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
