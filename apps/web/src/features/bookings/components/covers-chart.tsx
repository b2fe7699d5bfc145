import type { TBookingStats } from '@portal/contract';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The services' colours, in order: distinct enough side by side, and each with its label in the legend. */
const SERVICE_COLOURS = ['#1c7ed6', '#e8590c', '#2b8a3e', '#862e9c', '#c92a2a', '#5c940d'];

/** Covers booked per day, stacked by service, drawn in SVG; the table behind the button says the same in words. */
export function CoversChart({
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
