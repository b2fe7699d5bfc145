import { formatEuros, type Locale } from '@portal/contract';
import { Paper, SegmentedControl, Group, Table, Text, Title, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/use-locale';
import { calendarText, dateTag } from '@/shared/lib/dates';
import { useClosings } from '../api/report';

type ClosingKind = 'day' | 'month' | 'year';

/**
 * A closed period as a restaurateur reads it, from its key ("2026-11-23", "2026-11", "2026"):
 * "lun. 23 nov. 2026", "novembre 2026", "2026" / "Mon 23 Nov 2026", "November 2026".
 */
function closingLabel(kind: string, period: string, locale: Locale): string {
  if (kind === 'year') return period;
  if (kind === 'month') return calendarText(`${period}-01`, dateTag(locale), { month: 'long', year: 'numeric' });
  return calendarText(period, dateTag(locale), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * The sales journal's closings: each day, month and year once it has ended, with its totals, the
 * perpetual grand total and the chain's hash at that point, its digital seal (what an inspector asks
 * to see).
 */
export function Closings() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [kind, setKind] = useState<ClosingKind>('day');
  const closings = useClosings(kind);
  const rows = closings.data?.data ?? [];
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('report.closingsTitle')}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('report.closingsKind')}
          value={kind}
          onChange={(value) => setKind(value as typeof kind)}
          data={[
            { value: 'day', label: t('report.days') },
            { value: 'month', label: t('report.months') },
            { value: 'year', label: t('report.years') },
          ]}
        />
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('report.noClosing')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table verticalSpacing={4} fz="sm" aria-label={t('report.closingsTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('report.closingPeriod')}</Table.Th>
                <Table.Th ta="right">{t('report.orders')}</Table.Th>
                <Table.Th ta="right">{t('report.sales')}</Table.Th>
                <Table.Th ta="right">{t('report.tva')}</Table.Th>
                <Table.Th ta="right">{t('report.grandTotal')}</Table.Th>
                <Table.Th>{t('report.hash')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.period}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{closingLabel(row.kind, row.period, locale)}</Table.Td>
                  <Table.Td ta="right">{row.orders}</Table.Td>
                  <Table.Td ta="right">{formatEuros(row.sales, locale)}</Table.Td>
                  <Table.Td ta="right">{formatEuros(row.tva, locale)}</Table.Td>
                  <Table.Td ta="right">{formatEuros(row.grand_total, locale)}</Table.Td>
                  <Table.Td>
                    <Tooltip label={row.hash} withArrow>
                      <Text span ff="monospace" size="xs">
                        {row.hash.slice(0, 12)}…
                      </Text>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
