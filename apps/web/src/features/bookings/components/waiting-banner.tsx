import type { TBooking } from '@portal/contract';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/use-locale';
import { readableText } from '@/shared/lib/readable-color';
import { dayLabel, guestName } from './booking-dates';

/** Waits for the restaurant: a booking to confirm, or a guest's change request not yet answered. */
export const awaitsRestaurant = (booking: Pick<TBooking, 'status' | 'modification'>): boolean =>
  booking.status === 'pending' || (booking.status === 'confirmed' && booking.modification?.state === 'pending');

/**
 * The bookings that came to wait for the restaurant while the screen was open, each with its
 * deadline: the guest's time, after which an answer no longer helps. Pressing one opens it.
 */
export function WaitingBanner({ bookings, onOpen }: { bookings: TBooking[]; onOpen: (bookingId: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (bookings.length === 0) return null;
  const sorted = [...bookings].sort((a, b) => a.meal_at - b.meal_at || a.id - b.id);
  return (
    <Paper
      component="section"
      aria-labelledby="bookings-waiting"
      radius="md"
      p="sm"
      bg="orange.0"
      withBorder
      style={{ borderColor: 'var(--mantine-color-orange-4)' }}
    >
      <Group gap="xs" mb={6}>
        <IconBell size={18} color="var(--mantine-color-orange-8)" aria-hidden />
        <Text fw={700} c={readableText('orange')} id="bookings-waiting">
          {t('bookings.waiting.title', { count: bookings.length })}
        </Text>
      </Group>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sorted.map((booking) => (
          <li key={booking.id}>
            <UnstyledButton onClick={() => onOpen(booking.id)} style={{ textDecoration: 'underline' }}>
              <Text size="sm" span fw={600}>
                {t(booking.status === 'pending' ? 'bookings.waiting.pending' : 'bookings.waiting.change', {
                  name: guestName(booking),
                  covers: booking.covers,
                })}
              </Text>{' '}
              <Text size="sm" span c={readableText('orange')}>
                {t('bookings.waiting.deadline', { day: dayLabel(booking.date, locale), time: booking.time })}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
