import { FREE_CHANGE_HOURS, type TBooking } from '@portal/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastCallError, toastCallSuccess } from '@/shared/lib/call-toasts';
import { useChangeBookingStatus } from '../api/bookings';

/** Whether a cancellation recorded now falls within the 12 hours before the meal (the server's rule: exactly 12 h is free). */
function isLateCancellationNow(booking: Pick<TBooking, 'meal_at'>, now: number): boolean {
  return now > booking.meal_at - FREE_CHANGE_HOURS * 3_600_000;
}

/**
 * The guest phoned to cancel: the restaurant confirms before recording it, told when it is late
 * (and that a charge may follow when the guest left a card).
 */
export function GuestCancelModal({ booking, now, onClose }: { booking: TBooking; now: number; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeBookingStatus({
    onSuccess: (answer) => {
      toastCallSuccess(answer);
      onClose();
    },
    onError: toastCallError,
  });
  const late = isLateCancellationNow(booking, now);
  const withCard = booking.guarantee !== 'none';
  return (
    <Modal opened onClose={onClose} centered radius="lg" title={t('bookings.guestCancel.title')}>
      <Stack gap="md">
        <Text>{t('bookings.guestCancel.text')}</Text>
        {late ? (
          <Text c="red.9" fw={600} role="alert">
            {t('bookings.guestCancel.late')}
            {withCard ? ` ${t('bookings.guestCancel.charge')}` : ''}
          </Text>
        ) : (
          <Text size="sm">{t('bookings.guestCancel.free')}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('bookings.reason.back')}
          </Button>
          <Button
            color="red"
            loading={change.isPending}
            onClick={() => change.mutate({ booking_id: booking.id, status: 'cancelled_by_customer' })}
          >
            {t('bookings.guestCancel.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
