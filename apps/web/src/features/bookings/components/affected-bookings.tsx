import type { TAffectedBooking } from '@portal/contract';
import { Alert, Button, CloseButton, Group, List, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/use-locale';
import { affectedBookingsOf } from '../api/bookings';
import { dayLabel } from './booking-dates';

/*
 * A change of a service or a table that would leave bookings to come outside it: the server
 * refuses it with their list, the restaurant saves it all the same knowingly, and the list stays
 * in view for it to move them.
 */

function AffectedList({ bookings }: { bookings: TAffectedBooking[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <List size="sm" spacing={2}>
      {bookings.map((booking) => (
        <List.Item key={booking.id}>
          {t('bookings.settings.affected.line', {
            date: dayLabel(booking.date, locale),
            time: booking.time,
            name: booking.name,
            covers: booking.covers,
          })}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * A form's saves that may be refused for the bookings they would affect: `send` remembers the list
 * of a refusal, and the next submit made with "save all the same" carries `confirm_affected`.
 */
export function useAffectedConfirmation() {
  const [refused, setRefused] = useState<TAffectedBooking[] | null>(null);
  const confirming = useRef(false);
  async function send<T>(save: (confirmAffected: '1' | '') => Promise<T>): Promise<T> {
    const confirmAffected = confirming.current ? '1' : '';
    confirming.current = false;
    try {
      const saved = await save(confirmAffected);
      setRefused(null);
      return saved;
    } catch (error) {
      setRefused(affectedBookingsOf(error));
      throw error;
    }
  }
  return { refused, send, confirmNext: () => (confirming.current = true) };
}

/** Inside the form, under the refusal: the bookings it would affect, and the submit that saves all the same. */
export function RefusedChange({
  bookings,
  submitting,
  onConfirm,
}: {
  bookings: TAffectedBooking[];
  submitting: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" title={t('bookings.settings.affected.refusedTitle')}>
      <Stack gap="xs">
        <AffectedList bookings={bookings} />
        <Group>
          <Button type="submit" color="orange" size="xs" loading={submitting} onClick={onConfirm}>
            {t('bookings.settings.affected.confirm')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Once a change is saved all the same: the bookings the restaurant now has to move. */
export function BookingsToMove({ bookings, onDismiss }: { bookings: TAffectedBooking[]; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (bookings.length === 0) return null;
  return (
    <Alert color="orange" variant="light" role="status" title={t('bookings.settings.affected.savedTitle')}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap="xs">
          <Text size="sm">{t('bookings.settings.affected.savedIntro')}</Text>
          <AffectedList bookings={bookings} />
        </Stack>
        <CloseButton aria-label={t('bookings.settings.affected.dismiss')} onClick={onDismiss} />
      </Group>
    </Alert>
  );
}
