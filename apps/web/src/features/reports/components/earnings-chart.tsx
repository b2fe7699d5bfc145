import { formatEuros } from '@portal/contract';
import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/use-locale';

interface Day {
  date: string;
  sales: number;
  earnings: number;
}

/** Days grouped by month when the selection is long (a bar per month reads better than 365). */
function bars(days: Day[]): Array<{ key: string; earnings: number }> {
  if (days.length <= 62) return days.map((day) => ({ key: day.date, earnings: day.earnings }));
  const months = new Map<string, number>();
  for (const day of days) months.set(day.date.slice(0, 7), (months.get(day.date.slice(0, 7)) ?? 0) + day.earnings);
  return [...months].map(([key, earnings]) => ({ key, earnings }));
}

/**
 * Earnings over the selection as bars (drawn in SVG: no charting library to download). The
 * figures are also said in words for screen readers: the total and the best day.
 */
export function EarningsChart({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = bars(days);
  if (data.length === 0) return null;
  const max = Math.max(...data.map((bar) => bar.earnings), 1);
  const best = data.reduce((a, b) => (b.earnings > a.earnings ? b : a));
  const monthLabel = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const dayLabel = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (key: string) =>
    key.length === 7 ? monthLabel.format(Date.parse(`${key}-01`)) : dayLabel.format(Date.parse(key));
  // A bar is never wider than a few days would make it: one day alone is not a wall.
  const width = Math.min(100 / data.length, 8);
  const summary = t('report.chartSummary', { best: label(best.key), amount: formatEuros(best.earnings, locale) });
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} size="h4" mb={4}>
        {t('report.chartTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {summary}
      </Text>
      <svg viewBox="0 0 100 42" width="100%" height="180" preserveAspectRatio="none" role="img" aria-label={summary}>
        {data.map((bar, index) => {
          const height = (bar.earnings / max) * 36;
          return (
            <rect
              key={bar.key}
              x={index * width + width * 0.15}
              y={38 - height}
              width={width * 0.7}
              height={height}
              rx={0.6}
              fill="var(--mantine-color-brand-6)"
            >
              <title>{`${label(bar.key)} : ${formatEuros(bar.earnings, locale)}`}</title>
            </rect>
          );
        })}
        <line x1="0" y1="38" x2="100" y2="38" stroke="var(--mantine-color-gray-4)" strokeWidth="0.3" />
      </svg>
      <Text size="xs" c="dimmed" ta="right">
        {label(data[0]!.key)} – {label(data[data.length - 1]!.key)}
      </Text>
    </Paper>
  );
}
