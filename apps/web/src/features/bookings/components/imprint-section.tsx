import { type Locale, type TBookingGuarantee, type TCharge, can, formatPrice } from '@portal/contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/use-locale';
import { useRole } from '@/shared/hooks/use-session';
import { instantLabel } from './booking-dates';

/** The charge and refund forms load when a manager opens one: most drawers never charge. */
const ChargeModal = lazy(() => import('./charge-modal').then((module) => ({ default: module.ChargeModal })));
const RefundModal = lazy(() => import('./charge-modal').then((module) => ({ default: module.RefundModal })));

const brandLabel = (brand: string) => (brand === 'mastercard' ? 'MASTERCARD' : brand.toUpperCase());

/** "3 déc. 2026 à 21:15" / "3 Dec 2026 at 21:15", in Paris. */
function windowLabel(at: number, locale: Locale): string {
  const intl = locale === 'en' ? 'en-GB' : 'fr-FR';
  const day = new Intl.DateTimeFormat(intl, {
    timeZone: 'Europe/Paris',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return locale === 'en' ? `${day} at ${time}` : `${day} à ${time}`;
}

const statusColor: Record<TCharge['status'], string> = {
  succeeded: 'green',
  pending: 'gray',
  awaiting_authentication: 'yellow',
  failed: 'red',
};

function ChargeLine({ charge, canCharge }: { charge: TCharge; canCharge: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [refunding, setRefunding] = useState(false);
  const remaining = charge.amount_cents - charge.refunded_cents;
  return (
    <li aria-label={t('bookings.imprint.chargeLine', { amount: formatPrice(charge.amount_cents, locale) })}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={700}>
          {t(`bookings.imprint.kinds.${charge.kind}`)} · {formatPrice(charge.amount_cents, locale)}
        </Text>
        <Badge variant="light" color={statusColor[charge.status]} c={`${statusColor[charge.status]}.9`} tt="none">
          {t(`bookings.imprint.status.${charge.status}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {instantLabel(charge.at, locale)} ·{' '}
        {charge.actor === 'restaurant' ? t('bookings.drawer.actor.restaurant') : charge.actor}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('bookings.imprint.reasonIs', { reason: charge.reason })}
      </Text>
      {charge.status === 'failed' && charge.failure ? (
        <Text size="sm" c="red.9">
          {t('bookings.imprint.bankSaid', { code: charge.failure })}
        </Text>
      ) : null}
      {charge.refunds.length > 0 ? (
        <Stack gap={2} component="ul" m={0} mt={4} pl="md">
          {charge.refunds.map((refund) => (
            <Text key={refund.id} size="sm" component="li" style={{ overflowWrap: 'anywhere' }}>
              {t('bookings.imprint.refunded', {
                amount: formatPrice(refund.amount_cents, locale),
                date: instantLabel(refund.at, locale),
                actor: refund.actor === 'restaurant' ? t('bookings.drawer.actor.restaurant') : refund.actor,
                reason: refund.reason,
              })}
            </Text>
          ))}
        </Stack>
      ) : null}
      {canCharge && charge.status === 'succeeded' && remaining > 0 ? (
        <Button size="compact-sm" variant="light" mt={4} onClick={() => setRefunding(true)}>
          {t('bookings.imprint.refund')}
        </Button>
      ) : null}
      {refunding ? (
        <Suspense fallback={null}>
          <RefundModal charge={charge} onClose={() => setRefunding(false)} />
        </Suspense>
      ) : null}
    </li>
  );
}

/**
 * The booking's card guarantee in its drawer: the card, the imprint per cover as
 * booked, the amount a charge may take now and until when; "Débiter" for the members allowed to
 * charge, when the booking allows a charge; the charges with their refunds.
 */
export function ImprintSection({
  guarantee,
  bookingId,
  now,
}: {
  guarantee: TBookingGuarantee;
  bookingId: number;
  now: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const role = useRole();
  const [charging, setCharging] = useState(false);
  const canCharge = can(role, 'charges');
  const chargeable =
    guarantee.state === 'card_saved' &&
    guarantee.chargeable_kind !== null &&
    guarantee.amount_due_cents > 0 &&
    now < guarantee.window_closes_at;
  const exp =
    guarantee.exp_month && guarantee.exp_year
      ? `${String(guarantee.exp_month).padStart(2, '0')}/${String(guarantee.exp_year % 100).padStart(2, '0')}`
      : '';
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="booking-imprint">
      <Group gap={6} mb={6}>
        <IconShieldLock size={18} aria-hidden />
        <Title order={3} size="h5" id="booking-imprint">
          {t('bookings.drawer.guarantee')}
        </Title>
      </Group>
      <Stack gap={4}>
        {guarantee.state === 'awaiting_card' ? (
          <Text size="sm">{t('bookings.imprint.awaitingCard')}</Text>
        ) : (
          <Text size="sm" fw={700}>
            {brandLabel(guarantee.brand)} •••• {guarantee.last4}
            {exp ? `, ${t('bookings.imprint.expires', { exp })}` : ''}
            {guarantee.state === 'released' ? ` · ${t('bookings.imprint.released')}` : ''}
          </Text>
        )}
        <Text size="sm">
          {t('bookings.imprint.perCover', { amount: formatPrice(guarantee.per_cover_cents, locale) })}
        </Text>
        {guarantee.amount_due_cents > 0 ? (
          <Text size="sm" fw={600}>
            {t('bookings.imprint.amountDue', { amount: formatPrice(guarantee.amount_due_cents, locale) })}
          </Text>
        ) : null}
        {guarantee.state !== 'awaiting_card' ? (
          <Text size="sm" c={now < guarantee.window_closes_at ? undefined : 'dimmed'}>
            {now < guarantee.window_closes_at
              ? t('bookings.imprint.windowOpen', { date: windowLabel(guarantee.window_closes_at, locale) })
              : t('bookings.imprint.windowClosed', { date: windowLabel(guarantee.window_closes_at, locale) })}
          </Text>
        ) : null}
        {canCharge && chargeable ? (
          <Group mt={4}>
            <Button size="compact-md" color="red" onClick={() => setCharging(true)}>
              {t('bookings.imprint.charge')}
            </Button>
          </Group>
        ) : null}
        {guarantee.charges.length > 0 ? (
          <Stack gap="xs" component="ul" m={0} mt="xs" pl={0} style={{ listStyle: 'none' }}>
            {guarantee.charges.map((charge) => (
              <ChargeLine key={charge.id} charge={charge} canCharge={canCharge} />
            ))}
          </Stack>
        ) : null}
      </Stack>
      {charging ? (
        <Suspense fallback={null}>
          <ChargeModal bookingId={bookingId} guarantee={guarantee} onClose={() => setCharging(false)} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
