import { BOOKING_REASON_MAX_LENGTH, ZChangeBookingStatusRequestSchema } from '@portal/contract';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/shared/components/form-actions';
import { FormModal } from '@/shared/components/form-modal';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useChangeBookingStatus } from '../api/bookings';

const ZReasonSchema = ZChangeBookingStatusRequestSchema.pick({ reason: true });

/** Refusing or cancelling a booking needs a reason the guest reads; a refusal shows under it. */
export function ReasonModal({
  bookingId,
  status,
  onClose,
}: {
  bookingId: number;
  status: 'refused' | 'cancelled_by_restaurant';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeBookingStatus();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { reason: '' },
    schema: ZReasonSchema,
    place: 'app',
    extraChecks: (values) => (values.reason.trim() === '' ? { reason: 'BOOKING_REASON_REQUIRED' } : {}),
    fieldOf: ({ field, code }) => (code === 'BOOKING_REASON_REQUIRED' ? 'reason' : field),
    submit: ({ reason }) => change.mutateAsync({ booking_id: bookingId, status, reason: reason ?? '' }),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  const refusing = status === 'refused';
  return (
    <FormModal
      title={refusing ? t('bookings.reason.refusedTitle') : t('bookings.reason.cancelTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Textarea
        label={t('bookings.reason.label')}
        autosize
        minRows={3}
        maxLength={BOOKING_REASON_MAX_LENGTH}
        data-autofocus
        {...form.getInputProps('reason')}
      />
      <FormActions
        alert={alert}
        submitting={submitting}
        submitLabel={refusing ? t('bookings.reason.submitRefused') : t('bookings.reason.submitCancel')}
        submitColor="red"
        cancelLabel={t('bookings.reason.back')}
        onCancel={onClose}
      />
    </FormModal>
  );
}
