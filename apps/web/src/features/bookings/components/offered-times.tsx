import { can, isCalendarDate, parisInstant } from '@portal/contract';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api';
import { PairText } from '@/shared/components/localized-text';
import { useRole, useUserdata } from '@/shared/hooks/use-session';
import { useAvailability, useBookingBook, useTables } from '../api/bookings';
import { tablesTaken } from './booking-dates';

/**
 * The times of a day that can still take a party, as the server offers them to guests, to pick
 * with one tap; the time field above stays free for a walk-in or an exception.
 */
export function OfferedTimes({
  date,
  covers,
  time,
  onPick,
}: {
  date: string;
  covers: string;
  time: string;
  onPick: (time: string) => void;
}) {
  const { t } = useTranslation();
  const publicId = useUserdata()?.public_id;
  const party = Number(covers);
  const ready = isCalendarDate(date) && Number.isInteger(party) && party >= 1 && party <= 50;
  const availability = useAvailability(ready ? publicId : undefined, date, party);
  const free = availability.data?.data?.slots.filter((slot) => slot.available) ?? [];
  const titleId = 'offered-times-title';
  if (!ready || !publicId) return null;
  let body;
  if (availability.isError) {
    // The refusal guests would read (a party too large to book online, bookings off): the time is typed.
    body = (
      <Text size="sm" c="dimmed">
        {isApiError(availability.error) ? <PairText pair={availability.error.pair} /> : null}
      </Text>
    );
  } else if (!availability.data) {
    body = <Skeleton h={30} aria-label={t('bookings.create.offeredLoading')} />;
  } else if (free.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('bookings.create.offeredNone')}
      </Text>
    );
  } else {
    body = (
      <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
        {free.map((slot) => (
          <li key={slot.time}>
            <Button
              size="compact-md"
              variant={slot.time === time ? 'filled' : 'light'}
              aria-pressed={slot.time === time}
              onClick={() => onPick(slot.time)}
            >
              {slot.time}
            </Button>
          </li>
        ))}
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={titleId}>
        {t('bookings.create.offered')}
      </Text>
      {body}
      {free.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('bookings.create.offeredHint')}
        </Text>
      ) : null}
      <FreeTables date={date} time={time} party={party} />
    </Stack>
  );
}

/**
 * The tables no booking holds at the chosen time and large enough for the party (from the day's
 * book, as the drawer's table choice reads it); the booking's tables are chosen in its drawer.
 */
function FreeTables({ date, time, party }: { date: string; time: string; party: number }) {
  const { t } = useTranslation();
  const role = useRole();
  const tables = useTables(can(role, 'menu'));
  const day = useBookingBook(date, null);
  const list = tables.data?.data;
  if (!/^\d{2}:\d{2}$/.test(time) || !list || list.length === 0 || !day.data?.data) return null;
  const at = parisInstant(date, time);
  // Held at that very minute.
  const taken = tablesTaken(day.data.data.bookings, { from: at, to: at + 1 });
  const free = list.filter((table) => !taken.has(table.id) && table.max_covers >= party);
  return (
    <Text size="sm" aria-live="polite">
      {free.length > 0
        ? t('bookings.create.freeTables', { time, tables: free.map((table) => table.name).join(', ') })
        : t('bookings.create.noFreeTable', { time })}
    </Text>
  );
}
