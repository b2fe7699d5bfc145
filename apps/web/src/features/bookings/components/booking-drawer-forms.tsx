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
import { Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
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
import { useAnswerModification, useAssignTables, useCancelSuspectedFraud, useTables } from '../api/bookings';
import { dayLabel } from './booking-dates';
import { TableNames } from './booking-row';
import { ToggleButtons } from './toggle-buttons';

/* What the drawer of a booking lets the restaurant do beside its status: answer, seat, cancel. */

/** The statuses a suspected fraud can still cancel: the booking holds covers and is not over. */
const FRAUD_CANCELLABLE = new Set(['awaiting_guarantee', 'pending', 'confirmed']);

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

const ZFraudFormSchema = ZCancelSuspectedFraudRequestSchema.pick({ reason_code: true, reason: true });

/** Cancelling a suspected fraud: a category and a reason; the guest is never charged. */
export function FraudCancel({ booking }: { booking: TBookingDetail }) {
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
          <FormActions
            alert={alert}
            submitting={submitting}
            submitLabel={t('bookings.drawer.fraud.submit')}
            submitColor="red"
            cancelLabel={t('bookings.reason.back')}
            onCancel={() => setOpen(false)}
          />
        </Stack>
      </form>
    </Paper>
  );
}
