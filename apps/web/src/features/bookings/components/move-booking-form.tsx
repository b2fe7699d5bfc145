import { ZMoveBookingRequestSchema, type TBookingDetail } from '@portal/contract';
import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/shared/components/form-actions';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useMoveBooking } from '../api/bookings';

const ZMoveFormSchema = ZMoveBookingRequestSchema.pick({ date: true, time: true, covers: true });

/**
 * The restaurant moves a booking (another day, time or party) under the rules of a guest's change:
 * a slot not open or full is refused under the time, and what was typed stays.
 */
export function MoveBookingForm({ booking, onClose }: { booking: TBookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const move = useMoveBooking();
  const { form, onSubmit, alert, submitting } = useContractForm({
    initialValues: { date: booking.date, time: booking.time, covers: String(booking.covers) },
    schema: ZMoveFormSchema,
    place: 'app',
    fieldOf: ({ field, code }) => {
      if (code === 'SLOT_FULL' || code === 'SLOT_NOT_OFFERED' || code?.startsWith('BOOKING_') === true)
        return code === 'BOOKING_DATE_INVALID' || code === 'BOOKING_TOO_FAR' ? 'date' : 'time';
      if (code === 'COVERS_INVALID' || code === 'TABLE_TOO_SMALL') return 'covers';
      return field;
    },
    submit: (_data, values) => move.mutateAsync({ booking_id: booking.id, ...values }),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  return (
    <Paper withBorder radius="md" p="sm">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('bookings.drawer.move.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('bookings.drawer.move.hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput type="date" label={t('bookings.drawer.move.date')} {...form.getInputProps('date')} />
            <TextInput
              label={t('bookings.drawer.move.time')}
              placeholder="19:30"
              inputMode="numeric"
              maxLength={5}
              data-autofocus
              {...form.getInputProps('time')}
            />
            <TextInput
              label={t('bookings.drawer.move.covers')}
              inputMode="numeric"
              maxLength={2}
              {...form.getInputProps('covers')}
            />
          </SimpleGrid>
          <FormActions
            alert={alert}
            submitting={submitting}
            submitLabel={t('bookings.drawer.move.submit')}
            cancelLabel={t('bookings.reason.back')}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Paper>
  );
}
