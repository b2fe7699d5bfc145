import { BOOKING_REASON_MAX_LENGTH, ZChangeBookingStatusRequestSchema } from '@portal/contract';
import { Box, Button, Group, Modal, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/components/form-alert';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useChangeBookingStatus } from '../api/bookings';

const ZReasonSchema = ZChangeBookingStatusRequestSchema.pick({ reason: true });

/** Refusing or cancelling a booking needs a reason the guest reads; a refusal shows under it. */
/** The form's fields one under the other. */
const column = { display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)' } as const;

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
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      title={refusing ? t('bookings.reason.refusedTitle') : t('bookings.reason.cancelTitle')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Box style={column}>
          <Textarea
            label={t('bookings.reason.label')}
            autosize
            minRows={3}
            maxLength={BOOKING_REASON_MAX_LENGTH}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <FormAlert pair={alert} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bookings.reason.back')}
            </Button>
            <Button type="submit" color="red" loading={submitting}>
              {refusing ? t('bookings.reason.submitRefused') : t('bookings.reason.submitCancel')}
            </Button>
          </Group>
        </Box>
      </form>
    </Modal>
  );
}
