import { BOOKING_STATUS_LABELS, type BookingStatus, type TTakenOffer } from '@portal/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/use-locale';
import { readableText } from '@/shared/lib/readable-color';
import { statusColor } from './booking-dates';

/** A booking's status in the screen's language, in its colour. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const locale = useLocale();
  return (
    <Badge color={statusColor[status]} c={readableText(statusColor[status])} variant="light" tt="none" size="md">
      {BOOKING_STATUS_LABELS[status][locale]}
    </Badge>
  );
}

/**
 * The offer a booking took: "-20 %" on the list (`short`, the whole offer in its title), the whole
 * offer in the drawer; struck through and grey once lost to a party seated too late.
 */
export function OfferBadge({ offer, short = false }: { offer: TTakenOffer; short?: boolean }) {
  const { t } = useTranslation();
  const whole = t(`bookings.offer.${offer.applies_to}`, { percent: offer.percent });
  const label = short ? t('bookings.offerBadge', { percent: offer.percent }) : whole;
  if (offer.lost) {
    return (
      <Badge color="gray" c="gray.9" variant="light" tt="none" title={`${whole} · ${t('bookings.offerLost')}`}>
        <s>{label}</s> {t('bookings.offerLost')}
      </Badge>
    );
  }
  return (
    <Badge color="teal" c="teal.9" variant="light" tt="none" title={short ? whole : undefined}>
      {label}
    </Badge>
  );
}
