import { ZMoveBookingRequestSchema, type TBookingDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/shared/components/form-actions';
import { useContractForm } from '@/shared/lib/form';
import { answerMessage } from '@/shared/lib/notify';
import { useMoveBooking } from '../api/bookings';
import { DrawerForm } from './booking-drawer-forms';
import { SlotFields, slotFieldOf } from './slot-fields';

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
    fieldOf: ({ field, code }) => slotFieldOf(code) ?? field,
    submit: (_data, values) => move.mutateAsync({ booking_id: booking.id, ...values }),
    successMessage: answerMessage,
    onSuccess: onClose,
  });
  return (
    <DrawerForm title={t('bookings.drawer.move.title')} hint={t('bookings.drawer.move.hint')} onSubmit={onSubmit}>
      <SlotFields
        form={form}
        labels={{
          date: t('bookings.drawer.move.date'),
          time: t('bookings.drawer.move.time'),
          covers: t('bookings.drawer.move.covers'),
        }}
      />
      <FormActions
        alert={alert}
        submitting={submitting}
        submitLabel={t('bookings.drawer.move.submit')}
        cancelLabel={t('bookings.reason.back')}
        onCancel={onClose}
      />
    </DrawerForm>
  );
}
