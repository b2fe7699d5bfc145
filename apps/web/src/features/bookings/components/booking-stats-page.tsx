import { addDays, isCalendarDate, parisDate } from '@portal/contract';
import { Box, Button, Group, Loader, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { DateField } from '@/shared/components/date-field';
import { LoadError } from '@/shared/components/load-error';
import { useLocale } from '@/shared/hooks/use-locale';
import { addBookingsTexts } from '@/shared/i18n/bookings-catalogue';
import { toastDownloadError } from '@/shared/api/file-download';
import { downloadBookingStatsCsv, useBookingStats } from '../api/booking-stats';
import { StatsFigures, usePhoneWidth } from './stats-figures';

/** The bookings screens' texts, in the language on screen: loaded before the first render. */
export const ready = addBookingsTexts();

const PERIODS = ['last30', 'week', 'month', 'lastMonth', 'custom'] as const;
type PeriodChoice = (typeof PERIODS)[number];

/** The dates of a chosen period, ending today in Paris (last month: its first to its last day). */
function periodOf(choice: Exclude<PeriodChoice, 'custom'>, today: string): { from: string; to: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  if (choice === 'week') {
    const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
    return { from: addDays(today, -weekday), to: today };
  }
  if (choice === 'month') return { from: today.slice(0, 8) + '01', to: today };
  if (choice === 'lastMonth') {
    const firstOfThis = `${today.slice(0, 8)}01`;
    const last = addDays(firstOfThis, -1);
    return { from: `${last.slice(0, 8)}01`, to: last };
  }
  return { from: addDays(today, -29), to: today };
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

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
            {/* A half-typed day is no day yet: the screen asks for both (the field says what is wrong). */}
            <DateField
              label={t('bookingStats.period.from')}
              value={custom.from}
              onChange={(from) => setCustom({ ...custom, from: isCalendarDate(from) ? from : '' })}
              w={180}
            />
            <DateField
              label={t('bookingStats.period.to')}
              value={custom.to}
              onChange={(to) => setCustom({ ...custom, to: isCalendarDate(to) ? to : '' })}
              w={180}
            />
          </Group>
        ) : null}
      </Stack>
      {content}
    </Stack>
  );
}
