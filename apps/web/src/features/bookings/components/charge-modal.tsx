import {
  BOOKING_REASON_MAX_LENGTH,
  CHARGE_KINDS,
  type ChargeKind,
  type TBookingGuarantee,
  type TCharge,
  ZChargeBookingRequestSchema,
  ZRefundChargeRequestSchema,
  formatPrice,
  parsePrice,
} from '@portal/contract';
import { Box, Button, Group, Modal, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/components/form-alert';
import { useLocale } from '@/shared/hooks/use-locale';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useChargeBooking, useRefundCharge } from '../api/payments';
import { ToggleButtons } from './toggle-buttons';

/** The form's fields one under the other. */
const column = { display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)' } as const;

/** Cents as typed back into a field: "80,00" in French, "80.00" in English. */
const amountInput = (cents: number, french: boolean) => {
  const text = (cents / 100).toFixed(2);
  return french ? text.replace('.', ',') : text;
};

const ZChargeFormSchema = ZChargeBookingRequestSchema.pick({ kind: true, amount: true, reason: true });

/**
 * Charging the saved card: the kind (the one the booking allows, first), the amount due prefilled
 * and only lowered (the server refuses more), a reason the guest reads on the receipt.
 */
export function ChargeModal({
  bookingId,
  guarantee,
  onClose,
}: {
  bookingId: number;
  guarantee: TBookingGuarantee;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const charge = useChargeBooking();
  const due = guarantee.amount_due_cents;
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: {
      kind: (guarantee.chargeable_kind ?? 'no_show') as ChargeKind,
      amount: amountInput(due, locale === 'fr'),
      reason: '',
    },
    schema: ZChargeFormSchema,
    place: 'app',
    extraChecks: (values) => {
      const cents = parsePrice(values.amount);
      return {
        ...(cents !== null && cents > due ? { amount: 'CHARGE_ABOVE_DUE' } : {}),
        ...(values.reason.trim() === '' ? { reason: 'CHARGE_REASON_REQUIRED' } : {}),
      };
    },
    fieldOf: ({ field, code }) =>
      code === 'CHARGE_ABOVE_DUE' || code === 'CHARGE_AMOUNT_INVALID'
        ? 'amount'
        : code === 'CHARGE_REASON_REQUIRED'
          ? 'reason'
          : code === 'CHARGE_KIND_INVALID'
            ? 'kind'
            : field,
    submit: (_data, values) =>
      charge.mutateAsync({ booking_id: bookingId, kind: values.kind, amount: values.amount, reason: values.reason }),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      title={t('bookings.imprint.chargeTitle')}
      closeButtonProps={{ 'aria-label': t('bookings.drawer.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Box style={column}>
          <ToggleButtons
            single
            label={t('bookings.imprint.kind')}
            options={CHARGE_KINDS.map((kind) => ({ value: kind, label: t(`bookings.imprint.kinds.${kind}`) }))}
            value={[form.values.kind]}
            onChange={([kind]) => form.setFieldValue('kind', (kind ?? form.values.kind) as ChargeKind)}
            error={form.errors.kind}
          />
          <TextInput
            label={t('bookings.imprint.amount')}
            description={t('bookings.imprint.amountAtMost', { amount: formatPrice(due, locale) })}
            inputMode="decimal"
            rightSection="€"
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <Textarea
            label={t('bookings.imprint.reason')}
            description={t('bookings.imprint.reasonHint')}
            autosize
            minRows={2}
            maxLength={BOOKING_REASON_MAX_LENGTH}
            {...form.getInputProps('reason')}
          />
          <FormAlert pair={alert} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bookings.reason.back')}
            </Button>
            <Button type="submit" color="red" loading={submitting}>
              {t('bookings.imprint.chargeSubmit')}
            </Button>
          </Group>
        </Box>
      </form>
    </Modal>
  );
}

const ZRefundFormSchema = ZRefundChargeRequestSchema.pick({ amount: true, reason: true });

/** Giving back a charge, in whole (the amount prefilled) or in part, with a reason. */
export function RefundModal({ charge, onClose }: { charge: TCharge; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const refund = useRefundCharge();
  const remaining = charge.amount_cents - charge.refunded_cents;
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { amount: amountInput(remaining, locale === 'fr'), reason: '' },
    schema: ZRefundFormSchema,
    place: 'app',
    extraChecks: (values) => {
      const cents = parsePrice(values.amount);
      return {
        ...(cents !== null && cents > remaining ? { amount: 'REFUND_ABOVE_CHARGED' } : {}),
        ...(values.reason.trim() === '' ? { reason: 'REFUND_REASON_REQUIRED' } : {}),
      };
    },
    fieldOf: ({ field, code }) =>
      code === 'REFUND_ABOVE_CHARGED' || code === 'REFUND_AMOUNT_INVALID'
        ? 'amount'
        : code === 'REFUND_REASON_REQUIRED'
          ? 'reason'
          : field,
    submit: (_data, values) =>
      refund.mutateAsync({ charge_id: charge.id, amount: values.amount, reason: values.reason }),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      title={t('bookings.imprint.refundTitle')}
      closeButtonProps={{ 'aria-label': t('bookings.drawer.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Box style={column}>
          <Text size="sm">
            {t('bookings.imprint.refundOf', {
              amount: formatPrice(charge.amount_cents, locale),
              remaining: formatPrice(remaining, locale),
            })}
          </Text>
          <TextInput
            label={t('bookings.imprint.amount')}
            inputMode="decimal"
            rightSection="€"
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <Textarea
            label={t('bookings.imprint.reason')}
            autosize
            minRows={2}
            maxLength={BOOKING_REASON_MAX_LENGTH}
            {...form.getInputProps('reason')}
          />
          <FormAlert pair={alert} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bookings.reason.back')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('bookings.imprint.refundSubmit')}
            </Button>
          </Group>
        </Box>
      </form>
    </Modal>
  );
}
