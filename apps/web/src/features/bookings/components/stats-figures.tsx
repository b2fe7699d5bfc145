import { formatPrice, type TBookingStats, type TStatsRate, type TStatsRateSplits } from '@portal/contract';
import { Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/use-locale';
import { CoversChart } from './covers-chart';

/** A table's scrolling area, reachable from the keyboard when it scrolls and named after its table. */
function scrollableBy(name: string) {
  return { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': name } };
}

/** A phone's width, where the period choices and the rate tables are laid out to fit. */
export function usePhoneWidth() {
  return useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
}

/**
 * The period's figures: the covers per day (drawn, and as a table on demand), the no-show and
 * late-cancellation rates, the compensation collected and refunded, the offers' uptake.
 */
export function StatsFigures({ data }: { data: TBookingStats }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [daysShown, setDaysShown] = useState(false);
  const serviceName = (service: TBookingStats['services'][number]) =>
    locale === 'fr' ? service.fr_name : service.name;
  const dateLabel = (date: string) => date.split('-').reverse().join('/');
  const percent = (value: number | null) =>
    value === null
      ? '—'
      : `${new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 1 }).format(value)}\u00a0%`;

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="xs" id="stats-covers">
          {t('bookingStats.covers.title')}
        </Title>
        <Text size="sm" mb="sm">
          {t('bookingStats.covers.summary', { booked: data.booked_covers, honoured: data.honoured_covers })}
        </Text>
        <CoversChart data={data} serviceName={serviceName} dateLabel={dateLabel} />
        {/* The chart's text alternative, one row per day: long, so opened on demand. */}
        <Button
          variant="default"
          mt="sm"
          aria-expanded={daysShown}
          aria-controls={daysShown ? 'stats-days' : undefined}
          onClick={() => setDaysShown(!daysShown)}
          leftSection={
            <svg
              width={18}
              height={18}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden
              style={daysShown ? { transform: 'rotate(180deg)' } : undefined}
            >
              <path d="M6 9l6 6l6 -6" />
            </svg>
          }
        >
          {t('bookingStats.covers.showDays')}
        </Button>
        {daysShown ? (
          <Table.ScrollContainer
            minWidth={360}
            mt="xs"
            id="stats-days"
            scrollAreaProps={scrollableBy(t('bookingStats.covers.caption'))}
          >
            <Table striped withTableBorder>
              <Table.Caption>{t('bookingStats.covers.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('bookingStats.covers.date')}</Table.Th>
                  {data.services.flatMap((service) => [
                    <Table.Th scope="col" key={`${service.id}-booked`}>
                      {t('bookingStats.covers.serviceBooked', { service: serviceName(service) })}
                    </Table.Th>,
                    <Table.Th scope="col" key={`${service.id}-honoured`}>
                      {t('bookingStats.covers.serviceHonoured', { service: serviceName(service) })}
                    </Table.Th>,
                  ])}
                  <Table.Th scope="col">{t('bookingStats.covers.booked')}</Table.Th>
                  <Table.Th scope="col">{t('bookingStats.covers.honoured')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.days.map((day) => (
                  <Table.Tr key={day.date}>
                    <Table.Th scope="row">{dateLabel(day.date)}</Table.Th>
                    {day.services.flatMap((cell) => [
                      <Table.Td key={`${cell.service_id}-booked`}>{cell.booked_covers}</Table.Td>,
                      <Table.Td key={`${cell.service_id}-honoured`}>{cell.honoured_covers}</Table.Td>,
                    ])}
                    <Table.Td>{day.booked_covers}</Table.Td>
                    <Table.Td>{day.honoured_covers}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">{t('bookingStats.covers.total')}</Table.Th>
                  {data.services.flatMap((service, index) => {
                    const sum = (of: 'booked_covers' | 'honoured_covers') =>
                      data.days.reduce((total, day) => total + (day.services[index]?.[of] ?? 0), 0);
                    return [
                      <Table.Td key={`${service.id}-booked`}>{sum('booked_covers')}</Table.Td>,
                      <Table.Td key={`${service.id}-honoured`}>{sum('honoured_covers')}</Table.Td>,
                    ];
                  })}
                  <Table.Td>{data.booked_covers}</Table.Td>
                  <Table.Td>{data.honoured_covers}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <RateCard title={t('bookingStats.noShows')} splits={data.no_shows} percent={percent} />
        <RateCard title={t('bookingStats.lateCancellations')} splits={data.late_cancellations} percent={percent} />
      </SimpleGrid>
      <Text size="sm" mt={-8}>
        {t('bookingStats.rates.note')}
      </Text>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="xs">
          {t('bookingStats.charges.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['collected', 'refunded'] as const).map((kind) => (
            <div key={kind}>
              <Text size="sm">{t(`bookingStats.charges.${kind}`)}</Text>
              <Text fw={700} size="xl">
                {formatPrice(data.charges[`${kind}_cents`], locale)}
              </Text>
              <Text size="sm">{t('bookingStats.charges.count', { count: data.charges[`${kind}_count`] })}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="xs">
          {t('bookingStats.offers.title')}
        </Title>
        {data.offers.length === 0 ? (
          <Text size="sm">{t('bookingStats.offers.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={360} scrollAreaProps={scrollableBy(t('bookingStats.offers.title'))}>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('bookingStats.offers.offer')}</Table.Th>
                  <Table.Th scope="col">{t('bookingStats.offers.bookings')}</Table.Th>
                  <Table.Th scope="col">{t('bookingStats.offers.covers')}</Table.Th>
                  <Table.Th scope="col">{t('bookingStats.offers.share')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.offers.map((offer) => (
                  <Table.Tr key={`${offer.offer_id}:${offer.percent}`}>
                    <Table.Th scope="row">
                      {offer.name || t('bookingStats.offers.deleted')} (−{offer.percent}&nbsp;%)
                    </Table.Th>
                    <Table.Td>{offer.bookings}</Table.Td>
                    <Table.Td>{offer.covers}</Table.Td>
                    <Table.Td>{percent(offer.share)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}

/** A rate overall, then split by source, party size and imprint, each a small table. */
function RateCard({
  title,
  splits,
  percent,
}: {
  title: string;
  splits: TStatsRateSplits;
  percent: (value: number | null) => string;
}) {
  const { t } = useTranslation();
  // On a phone the count and the bookings share a column ("3 of 28"), so that the rate stays in view.
  const narrow = usePhoneWidth();
  // And should a table still be wider than its card, it scrolls on its own, never the page.
  const table = (caption: string, rows: Array<{ label: string; figure: TStatsRate }>) => (
    <Table.ScrollContainer
      minWidth={narrow ? 240 : 300}
      scrollAreaProps={scrollableBy(t('bookingStats.rates.caption', { title, split: caption }))}
    >
      <Table withTableBorder>
        <Table.Caption>{t('bookingStats.rates.caption', { title, split: caption })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('bookingStats.rates.group')}</Table.Th>
            {narrow ? (
              <Table.Th scope="col">{t('bookingStats.rates.countOfBookings', { title })}</Table.Th>
            ) : (
              <>
                <Table.Th scope="col">{t('bookingStats.rates.bookings')}</Table.Th>
                <Table.Th scope="col">{title}</Table.Th>
              </>
            )}
            <Table.Th scope="col">{t('bookingStats.rates.rate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ label, figure }) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              {narrow ? (
                <Table.Td>{t('bookingStats.rates.share', { count: figure.count, bookings: figure.bookings })}</Table.Td>
              ) : (
                <>
                  <Table.Td>{figure.bookings}</Table.Td>
                  <Table.Td>{figure.count}</Table.Td>
                </>
              )}
              <Table.Td>{percent(figure.rate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text fw={700} size="xl" mb="sm">
        {percent(splits.total.rate)}
      </Text>
      <Text size="sm" mb="sm">
        {t('bookingStats.rates.total', { count: splits.total.count, bookings: splits.total.bookings })}
      </Text>
      <Stack gap="sm">
        {table(
          t('bookingStats.rates.bySource'),
          splits.by_source.map((figure) => ({ label: t(`bookingStats.source.${figure.group}`), figure })),
        )}
        {table(
          t('bookingStats.rates.byPartySize'),
          // "1-2" is a range: written with an en dash.
          splits.by_party_size.map((figure) => ({
            label: t('bookingStats.party', { group: figure.group.replace('-', '\u2013') }),
            figure,
          })),
        )}
        {table(
          t('bookingStats.rates.byImprint'),
          splits.by_imprint.map((figure) => ({ label: t(`bookingStats.imprint.${figure.group}`), figure })),
        )}
      </Stack>
    </Paper>
  );
}
