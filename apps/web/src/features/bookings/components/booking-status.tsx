import { BOOKING_STATUS_LABELS, type BookingStatus } from '@portal/contract';
import { Badge } from '@mantine/core';
import { useLocale } from '@/shared/hooks/use-locale';
import { statusColor } from './booking-dates';

/** A booking's status in the screen's language, in its colour. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const locale = useLocale();
  return (
    <Badge color={statusColor[status]} c={`${statusColor[status]}.9`} variant="light" tt="none" size="md">
      {BOOKING_STATUS_LABELS[status][locale]}
    </Badge>
  );
}
