import {
  BOOKING_REASON_MAX_LENGTH,
  CHARGE_KINDS,
  type ChargeKind,
  type TBookingGuarantee,
  type TCharge,
  ZChargeBookingRequestSchema,
  ZRefundChargeRequestSchema,
  formatAmount,
  formatPrice,
  parsePrice,
} from '@portal/contract';
import { Text, TextInput, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/shared/components/form-actions';
import { FormModal } from '@/shared/components/form-modal';
import { useLocale } from '@/shared/hooks/use-locale';
import { useContractForm, type FormProblem } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useChargeBooking, useRefundCharge } from '../api/payments';
import { ToggleButtons } from './toggle-buttons';

/**
 * The checks of an amount of at most `limit` cents and of its required reason, and the fields
 * their codes (and the server's, `more`) go under.
 */
function amountRules(
  limit: number,
  above: string,
  invalid: string,
  reasonRequired: string,
  more: Record<string, string> = {},
) {
  const fields = new Map(
    Object.entries({
      [above]: 'amount',
      [invalid]: 'amount',
      [reasonRequired]: 'reason',
      ...more,
    }),
  );
  return {
    extraChecks: (values: { amount: string; reason: string }) => {
      const cents = parsePrice(values.amount);
      return {
        ...(cents !== null && cents > limit ? { amount: above } : {}),
        ...(values.reason.trim() === '' ? { reason: reasonRequired } : {}),
      };
    },
    fieldOf: ({ field, code }: FormProblem) => fields.get(code ?? '') ?? field,
  };
}

/** The amount charged or refunded (typed as prices are) and the reason the guest reads. */
function AmountAndReason({
  amountProps,
  amountHint,
  reasonProps,
  reasonHint,
}: {
  amountProps: GetInputPropsReturnType;
  amountHint?: string;
  reasonProps: GetInputPropsReturnType;
  reasonHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('bookings.imprint.amount')}
        description={amountHint}
        inputMode="decimal"
        rightSection="€"
        data-autofocus
        {...amountProps}
      />
      <Textarea
        label={t('bookings.imprint.reason')}
        description={reasonHint}
        autosize
        minRows={2}
        maxLength={BOOKING_REASON_MAX_LENGTH}
        {...reasonProps}
      />
    </>
  );
}

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
      amount: formatAmount(due, locale),
      reason: '',
    },
    schema: ZChargeFormSchema,
    place: 'app',
    ...amountRules(due, 'CHARGE_ABOVE_DUE', 'CHARGE_AMOUNT_INVALID', 'CHARGE_REASON_REQUIRED', {
      CHARGE_KIND_INVALID: 'kind',
    }),
    submit: (_data, values) =>
      charge.mutateAsync({ booking_id: bookingId, kind: values.kind, amount: values.amount, reason: values.reason }),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  return (
    <FormModal
      title={t('bookings.imprint.chargeTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      closeLabel={t('bookings.drawer.close')}
    >
      <ToggleButtons
        single
        label={t('bookings.imprint.kind')}
        options={CHARGE_KINDS.map((kind) => ({ value: kind, label: t(`bookings.imprint.kinds.${kind}`) }))}
        value={[form.values.kind]}
        onChange={([kind]) => form.setFieldValue('kind', (kind ?? form.values.kind) as ChargeKind)}
        error={form.errors.kind}
      />
      <AmountAndReason
        amountProps={form.getInputProps('amount')}
        amountHint={t('bookings.imprint.amountAtMost', { amount: formatPrice(due, locale) })}
        reasonProps={form.getInputProps('reason')}
        reasonHint={t('bookings.imprint.reasonHint')}
      />
      <FormActions
        alert={alert}
        submitting={submitting}
        submitLabel={t('bookings.imprint.chargeSubmit')}
        submitColor="red"
        cancelLabel={t('bookings.reason.back')}
        onCancel={onClose}
      />
    </FormModal>
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
    initialValues: { amount: formatAmount(remaining, locale), reason: '' },
    schema: ZRefundFormSchema,
    place: 'app',
    ...amountRules(remaining, 'REFUND_ABOVE_CHARGED', 'REFUND_AMOUNT_INVALID', 'REFUND_REASON_REQUIRED'),
    submit: (_data, values) =>
      refund.mutateAsync({ charge_id: charge.id, amount: values.amount, reason: values.reason }),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  return (
    <FormModal
      title={t('bookings.imprint.refundTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      closeLabel={t('bookings.drawer.close')}
    >
      <Text size="sm">
        {t('bookings.imprint.refundOf', {
          amount: formatPrice(charge.amount_cents, locale),
          remaining: formatPrice(remaining, locale),
        })}
      </Text>
      <AmountAndReason amountProps={form.getInputProps('amount')} reasonProps={form.getInputProps('reason')} />
      <FormActions
        alert={alert}
        submitting={submitting}
        submitLabel={t('bookings.imprint.refundSubmit')}
        cancelLabel={t('bookings.reason.back')}
        onCancel={onClose}
      />
    </FormModal>
  );
}
