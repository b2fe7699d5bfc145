import { formatPrice, type TBookingStats, type TStatsRate, type TStatsRateSplits } from '@portal/contract';
import {
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle, useElementSize, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { LoadError } from '@/shared/components/load-error';
import { useLocale } from '@/shared/hooks/use-locale';
import { addBookingsTexts } from '@/shared/i18n/bookings-catalogue';
import { toastDownloadError } from '@/shared/api/file-download';
import { downloadBookingStatsCsv, useBookingStats } from '../api/booking-stats';
import { parisDate, shiftDate } from './booking-dates';

/** The bookings screens' texts, in the language on screen: loaded before the first render. */
export const ready = addBookingsTexts();

const PERIODS = ['last30', 'week', 'month', 'lastMonth', 'custom'] as const;
type PeriodChoice = (typeof PERIODS)[number];

/** The dates of a chosen period, ending today in Paris (last month: its first to its last day). */
function periodOf(choice: Exclude<PeriodChoice, 'custom'>, today: string): { from: string; to: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  if (choice === 'week') {
    const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
    return { from: shiftDate(today, -weekday), to: today };
  }
  if (choice === 'month') return { from: today.slice(0, 8) + '01', to: today };
  if (choice === 'lastMonth') {
    const firstOfThis = `${today.slice(0, 8)}01`;
    const last = shiftDate(firstOfThis, -1);
    return { from: `${last.slice(0, 8)}01`, to: last };
  }
  return { from: shiftDate(today, -29), to: today };
}

/** The services' colours, in order: distinct enough side by side, and each with its label in the legend. */
const SERVICE_COLOURS = ['#1c7ed6', '#e8590c', '#2b8a3e', '#862e9c', '#c92a2a', '#5c940d'];

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A table's scrolling area, reachable from the keyboard when it scrolls and named after its table. */
function scrollableBy(name: string) {
  return { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': name } };
}

/** A phone's width, where the period choices and the rate tables are laid out to fit. */
function usePhoneWidth() {
  return useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
}

/**
 * /bookings/stats: the restaurant's booking figures over a period, for owners and
 * managers: covers per day stacked by service (a drawing with its table), no-show and late-cancel
 * rates by source, party size and imprint, the compensation collected and refunded, the offers'
 * uptake, and the same figures as CSV.
 */
export function BookingStatsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(`${t('bookingStats.title')} · ${t('app.name')}`);
  const [today] = useState(() => parisDate(Date.now()));
  const [choice, setChoice] = useState<PeriodChoice>('last30');
  const [custom, setCustom] = useState(() => periodOf('last30', today));
  const period = choice === 'custom' ? custom : periodOf(choice, today);
  // A date cleared or half typed in the custom period: nothing is asked, nothing earlier is shown.
  const valid = isoDate.test(period.from) && isoDate.test(period.to);
  const stats = useBookingStats(period.from, period.to, valid);
  const [exporting, setExporting] = useState(false);
  const narrow = usePhoneWidth();
  const periods = PERIODS.map((value) => ({ value, label: t(`bookingStats.period.${value}`) }));
  const answer = valid ? stats.data : undefined;
  const data = answer?.data;
  // The previous period's figures stay on screen while the new ones load, marked as such.
  const updating = valid && stats.isPlaceholderData;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadBookingStatsCsv(period.from, period.to, locale);
    } catch (error) {
      toastDownloadError(error, t('bookingStats.csvFailed'));
    } finally {
      setExporting(false);
    }
  };

  let content;
  if (!valid)
    content = (
      <Text c="red.8" role="alert">
        {t('bookingStats.period.invalid')}
      </Text>
    );
  else if (stats.isError && !data) content = <LoadError error={stats.error} onRetry={() => void stats.refetch()} />;
  else if (answer && !data)
    content = (
      <Text c="red.8" role="alert">
        {locale === 'fr' ? answer.fr_message : answer.message}
      </Text>
    );
  else if (!data)
    content = (
      <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={220} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  else
    content = (
      <Box aria-busy={updating || undefined} style={updating ? { opacity: 0.6 } : undefined}>
        {updating ? (
          <Group gap="xs" mb="sm" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('bookingStats.updating')}</Text>
          </Group>
        ) : null}
        <StatsFigures data={data} />
      </Box>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('bookingStats.title')}</Title>
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.bookings.getHref()}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('bookingStats.back')}
          </Button>
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={!data || updating}
          >
            {t('bookingStats.csv')}
          </Button>
        </Group>
      </Group>
      <Stack gap="xs">
        <Text fw={600} id="stats-period">
          {t('bookingStats.period.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="stats-period"
          value={choice}
          onChange={(value) => setChoice(value as PeriodChoice)}
          data={periods}
          // Five choices side by side do not fit a phone: there they stand one under the other.
          orientation={narrow ? 'vertical' : 'horizontal'}
          fullWidth={narrow}
          style={narrow ? undefined : { alignSelf: 'flex-start' }}
        />
        {choice === 'custom' ? (
          <Group gap="sm">
            <TextInput
              type="date"
              label={t('bookingStats.period.from')}
              value={custom.from}
              onChange={(event) => setCustom({ ...custom, from: event.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('bookingStats.period.to')}
              value={custom.to}
              onChange={(event) => setCustom({ ...custom, to: event.currentTarget.value })}
            />
          </Group>
        ) : null}
      </Stack>
      {content}
    </Stack>
  );
}

function StatsFigures({ data }: { data: TBookingStats }) {
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
          <div>
            <Text size="sm">{t('bookingStats.charges.collected')}</Text>
            <Text fw={700} size="xl">
              {formatPrice(data.charges.collected_cents, locale)}
            </Text>
            <Text size="sm">{t('bookingStats.charges.count', { count: data.charges.collected_count })}</Text>
          </div>
          <div>
            <Text size="sm">{t('bookingStats.charges.refunded')}</Text>
            <Text fw={700} size="xl">
              {formatPrice(data.charges.refunded_cents, locale)}
            </Text>
            <Text size="sm">{t('bookingStats.charges.count', { count: data.charges.refunded_count })}</Text>
          </div>
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

/** Covers booked per day, stacked by service, drawn in SVG; the table behind the button says the same in words. */
function CoversChart({
  data,
  serviceName,
  dateLabel,
}: {
  data: TBookingStats;
  serviceName: (service: TBookingStats['services'][number]) => string;
  dateLabel: (date: string) => string;
}) {
  const { t } = useTranslation();
  // Drawn at the width it is shown at, so that its labels keep their size on a phone.
  const { ref, width: measured } = useElementSize();
  const width = measured > 0 ? Math.round(measured) : 720;
  const height = 200;
  const left = 36;
  const bottom = 22;
  const plot = { width: width - left, height: height - bottom - 8 };
  const baseline = height - bottom;
  const top = Math.max(1, ...data.days.map((day) => day.booked_covers));
  const step = plot.width / Math.max(1, data.days.length);
  const barWidth = Math.max(1, step * 0.7);
  // As many day labels as fit (about one per 64 px), evenly spread, the first and the last included.
  const labelCount = Math.min(data.days.length, Math.max(2, Math.floor(plot.width / 64)));
  const labelled = new Set(
    Array.from({ length: labelCount }, (_, k) =>
      labelCount === 1 ? 0 : Math.round((k * (data.days.length - 1)) / (labelCount - 1)),
    ),
  );
  const shortDate = (date: string) => dateLabel(date).slice(0, 5);
  return (
    <Stack gap="xs">
      <Box ref={ref}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          role="img"
          aria-labelledby="stats-chart-title"
          aria-describedby="stats-chart-desc"
          style={{ display: 'block', maxWidth: '100%' }}
        >
          <title id="stats-chart-title">{t('bookingStats.covers.chartTitle')}</title>
          <desc id="stats-chart-desc">
            {t('bookingStats.covers.chartDescription', {
              from: dateLabel(data.from),
              to: dateLabel(data.to),
              booked: data.booked_covers,
            })}
          </desc>
          {/* The scale: the highest day's covers at the top, 0 on the axis. */}
          <line
            x1={left}
            x2={width}
            y1={baseline - plot.height}
            y2={baseline - plot.height}
            stroke="#ced4da"
            strokeDasharray="4 4"
          />
          <text x={left - 6} y={baseline - plot.height + 4} fontSize={12} fill="#495057" textAnchor="end">
            {top}
          </text>
          <text x={left - 6} y={baseline + 4} fontSize={12} fill="#495057" textAnchor="end">
            0
          </text>
          <line x1={left} x2={width} y1={baseline} y2={baseline} stroke="#868e96" />
          {data.days.map((day, index) => {
            let y = baseline;
            const x = left + index * step;
            return (
              <g key={day.date}>
                {day.services.map((cell, serviceIndex) => {
                  const h = (cell.booked_covers / top) * plot.height;
                  y -= h;
                  return cell.booked_covers > 0 ? (
                    <rect
                      key={String(cell.service_id)}
                      x={x + (step - barWidth) / 2}
                      y={y}
                      width={barWidth}
                      height={h}
                      fill={SERVICE_COLOURS[serviceIndex % SERVICE_COLOURS.length]}
                    />
                  ) : null;
                })}
                {labelled.has(index) ? (
                  <text
                    x={index === 0 ? x : index === data.days.length - 1 ? x + step : x + step / 2}
                    y={baseline + 16}
                    fontSize={12}
                    fill="#495057"
                    textAnchor={index === 0 ? 'start' : index === data.days.length - 1 ? 'end' : 'middle'}
                  >
                    {shortDate(day.date)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </Box>
      <Group gap="md" aria-hidden>
        {data.services.map((service, index) => (
          <Group gap={6} key={String(service.id)}>
            <span
              style={{
                display: 'inline-block',
                width: 12,
                height: 12,
                borderRadius: 2,
                background: SERVICE_COLOURS[index % SERVICE_COLOURS.length],
              }}
            />
            <Text size="sm">{serviceName(service)}</Text>
          </Group>
        ))}
      </Group>
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
