import type { TBookingDetail } from '@portal/contract';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/use-locale';
import { instantLabel } from './booking-dates';
import { BookingStatusBadge } from './booking-status';

/** What happened to the booking, oldest first: when, the status or the change, who, and why. */
export function BookingHistory({ booking }: { booking: TBookingDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="booking-history">
      <Title order={3} size="h5" id="booking-history" mb={6}>
        {t('bookings.drawer.history')}
      </Title>
      <Stack gap={6} component="ol" m={0} pl={0} style={{ listStyle: 'none' }}>
        {booking.history.map((entry, index) => (
          <li key={index}>
            <Text size="sm" component="div">
              <Text span c="dimmed">
                {instantLabel(entry.at, locale)}
              </Text>{' '}
              {entry.status ? <BookingStatusBadge status={entry.status} /> : <ChangeLabel change={entry.change} />} ·{' '}
              <ActorName actor={entry.actor} />
            </Text>
            {entry.reason ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {entry.change === 'guarantee' ? <GuaranteeStep reason={entry.reason} /> : entry.reason}
              </Text>
            ) : null}
          </li>
        ))}
      </Stack>
    </section>
  );
}

/** Who acted: the guest, the restaurant, the platform, or the member's name as it is. */
function ActorName({ actor }: { actor: string }) {
  const { t } = useTranslation();
  if (actor === 'guest') return t('bookings.drawer.actor.guest');
  if (actor === 'restaurant') return t('bookings.drawer.actor.restaurant');
  if (actor === 'platform') return t('bookings.drawer.actor.platform');
  return actor;
}

/** What happened to the card: saved, released, or refused for its brand ("card_refused:amex"). */
function GuaranteeStep({ reason }: { reason: string }) {
  const { t } = useTranslation();
  if (reason === 'card_saved') return t('bookings.imprint.history.cardSaved');
  if (reason === 'card_released') return t('bookings.imprint.history.cardReleased');
  if (reason.startsWith('card_refused:'))
    return t('bookings.imprint.history.cardRefused', { brand: reason.slice('card_refused:'.length).toUpperCase() });
  return reason;
}

function ChangeLabel({ change }: { change: string }) {
  const { t } = useTranslation();
  switch (change) {
    case 'created':
      return t('bookings.drawer.change.created');
    case 'status':
      return t('bookings.drawer.change.status');
    case 'tables':
      return t('bookings.drawer.change.tables');
    case 'modified':
      return t('bookings.drawer.change.modified');
    case 'proposal':
      return t('bookings.drawer.change.proposal');
    // The card guarantee's steps.
    case 'guarantee':
    case 'charged':
    case 'charge_awaiting_authentication':
    case 'charge_declined':
    case 'refunded':
      return t(`bookings.imprint.history.${change}`);
    default:
      return change;
  }
}
