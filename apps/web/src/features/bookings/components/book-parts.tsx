import { isCalendarDate, type TBooking, type TSlotLoad } from '@portal/contract';
import { Box, Button, Paper, Text } from '@mantine/core';
import type { IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { guestName } from './booking-dates';

/** The day in the address (`?date=YYYY-MM-DD`), when it is a real calendar date. */
export const dayOfAddress = (value: string | null): string | null => (value && isCalendarDate(value) ? value : null);

/** "Hélène" finds "helene"; "06 12" finds "+33 6 12 …": names without accents, phones by digits. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Whether a booking's guest answers the search box: part of the name, or of the phone's digits. */
export function matchesSearch(booking: TBooking, query: string): boolean {
  const words = plain(query);
  if (!words) return true;
  if (plain(guestName(booking)).includes(words)) return true;
  const digits = query.replace(/\D/g, '');
  if (digits.length < 2) return false;
  const phone = booking.phone.replace(/\D/g, '');
  // Typed as dialled in France: 06… for +33 6….
  const national = phone.startsWith('33') ? `0${phone.slice(2)}` : phone;
  return phone.includes(digits) || national.includes(digits);
}

/** "jeudi 26 novembre" → "Jeudi 26 novembre". */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A plain button in the header that leads to a neighbouring screen. */
export function ScreenLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: typeof IconChartBar;
  children: ReactNode;
}) {
  return (
    <Button component={Link} to={to} variant="default" leftSection={<Icon size={18} aria-hidden />}>
      {children}
    </Button>
  );
}

/** One slot's load: covers seated against the capacity, arrivals against the pacing. */
export function SlotBar({ slot }: { slot: TSlotLoad }) {
  const { t } = useTranslation();
  const ratio = slot.capacity_covers > 0 ? slot.booked_covers / slot.capacity_covers : 0;
  const overPacing = slot.pacing_covers !== null && slot.arrivals > slot.pacing_covers;
  return (
    <Paper withBorder radius="sm" p={6} component="li">
      <Text fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {slot.time}
      </Text>
      <Box h={6} my={4} bg="gray.2" style={{ borderRadius: 3, overflow: 'hidden' }} aria-hidden>
        <Box
          h="100%"
          w={`${Math.min(100, Math.round(ratio * 100))}%`}
          bg={ratio >= 1 ? 'red.6' : ratio >= 0.8 ? 'orange.6' : 'teal.6'}
        />
      </Box>
      <Text size="xs">
        {t('bookings.slots.booked', { booked: slot.booked_covers, capacity: slot.capacity_covers })}
      </Text>
      <Text size="xs" c={overPacing ? 'red.8' : 'dimmed'}>
        {slot.pacing_covers === null
          ? t('bookings.slots.arrivals', { arrivals: slot.arrivals })
          : t('bookings.slots.arrivalsPacing', { arrivals: slot.arrivals, pacing: slot.pacing_covers })}
      </Text>
    </Paper>
  );
}
