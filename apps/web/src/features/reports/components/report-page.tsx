import { formatEuros, type TNoShowCompensation } from '@portal/contract';
import {
  ActionIcon,
  Anchor,
  Button,
  CloseButton,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFileSpreadsheet, IconFileTypePdf, IconReportMoney, IconSearch } from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyStatus, PageHeader } from '@/shared/components/screen-states';
import { LoadError } from '@/shared/components/load-error';
import { NumberedPager } from '@/shared/components/numbered-pager';
import { useLocale } from '@/shared/hooks/use-locale';
import { dateTag, parisText } from '@/shared/lib/dates';
import { toastDownloadError } from '@/shared/api/file-download';
import { downloadExport, useReport } from '../api/report';
import { EarningsChart } from './earnings-chart';

// The journal's closings sit below the period's figures: their code loads after the screen's.
const Closings = lazy(() => import('./closings').then((module) => ({ default: module.Closings })));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={800} fz="xl">
        {value}
      </Text>
    </Paper>
  );
}

/**
 * No-show compensation of the period (charges − refunds): apart from the sales' figures, since it
 * is not a sale and carries no TVA. Only when the period has a charge or a refund.
 */
function Compensation({ amounts, money }: { amounts: TNoShowCompensation; money: (value: number) => string }) {
  const { t } = useTranslation();
  if (amounts.charged === 0 && amounts.refunded === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            {t('report.compensation')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('report.compensationNote', { charged: money(amounts.charged), refunded: money(amounts.refunded) })}
          </Text>
        </div>
        <Text fw={800} fz="xl">
          {money(amounts.net)}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * The days the figures cover ("Du 30 novembre 2026 au 6 décembre 2026"); after the screen moved to
 * the last period with sales, says so and offers the current period back.
 */
function ShownPeriod({ from, to, moved, onBack }: { from: number; to: number; moved: boolean; onBack: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const day = (at: number) => parisText(at, dateTag(locale), { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={700}>{t('report.shownRange', { from: day(from), to: day(to - 1) })}</Text>
      {moved && (
        <>
          <Text size="sm" c="dimmed">
            {t('report.lastSales')}
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('report.backToCurrent')}
          </Anchor>
        </>
      )}
    </Group>
  );
}

/**
 * How the screen picks its period: 'opening' until the first answer, 'moving' while it goes to the
 * last period with sales (the current one has none, the restaurant has sold before), 'settled' once
 * shown or once the restaurateur has chosen.
 */
type Opening = 'opening' | 'moving' | 'settled';

/**
 * /report: the earnings of this week, month or year (or everything), filtered, totalled and
 * paged by the server; a chart of the earnings; Invoice.pdf and the CSV of the same selection.
 * It opens on the current week, or on the last week with sales when this one has none.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [period, setPeriod] = useState(1);
  const [at, setAt] = useState<string | null>(null);
  const [opening, setOpening] = useState<Opening>('opening');
  const [text, setText] = useState('');
  const [searchval, setSearchval] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [downloading, setDownloading] = useState<{ kind: 'pdf' | 'csv'; bytes: number } | null>(null);
  useDocumentTitle(`${t('report.title')} · ${t('app.name')}`);
  const report = useReport({ period, at, searchval, page, per_page: perPage });
  const money = (value: number) => formatEuros(value, locale);
  // One formatter for every row of the page (making one per row costs more than the row).
  const rowDate = new Intl.DateTimeFormat(dateTag(locale), { dateStyle: 'short', timeZone: 'Europe/Paris' });
  const data = report.data?.data;
  const answered = data !== undefined && !report.isPlaceholderData;
  useEffect(() => {
    if (!answered || opening === 'settled') return;
    if (opening === 'opening' && data.totals.orders === 0 && data.last_sale_day) {
      setAt(data.last_sale_day);
      setOpening('moving');
    } else {
      setOpening('settled');
    }
  }, [answered, opening, data]);

  const choosePeriod = (value: number) => {
    setPeriod(value);
    setAt(null);
    setPage(1);
    setOpening('settled');
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearchval(text.trim());
    setPage(1);
    setOpening('settled');
  };
  const clear = () => {
    setText('');
    setSearchval('');
    setPage(1);
  };
  const exportAs = async (kind: 'pdf' | 'csv') => {
    setDownloading({ kind, bytes: 0 });
    try {
      await downloadExport(kind, { period, at, searchval }, locale, (bytes) => setDownloading({ kind, bytes }));
    } catch (error) {
      toastDownloadError(error, t('report.exportFailed'));
    } finally {
      setDownloading(null);
    }
  };

  let body;
  if (report.isPending || (opening !== 'settled' && !report.isError)) {
    body = <Skeleton height={240} radius="lg" />;
  } else if (report.isError && !data) {
    body = <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  } else if (data && data.complete_report_data.length === 0) {
    body = (
      <Stack gap="lg">
        <EmptyStatus
          icon={IconReportMoney}
          color="gray"
          title={t('report.emptyTitle')}
          text={searchval ? t('report.noResult', { q: searchval }) : t('report.emptyText')}
        />
        <Compensation amounts={data.no_show_compensation} money={money} />
      </Stack>
    );
  } else if (data) {
    const totals = data.totals;
    // Promo codes' savings show once the selection has some (sales are already net of them).
    const withSavings = totals.savings > 0;
    body = (
      <Stack gap="lg" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
          <Figure label={t('report.sales')} value={money(totals.sales)} />
          <Figure label={t('report.earnings')} value={money(totals.earnings)} />
          {Object.entries(totals.tva_by_rate).map(([rate, amount]) => (
            <Figure
              key={rate}
              label={t('report.tvaRate', { rate: locale === 'fr' ? rate.replace('.', ',') : rate })}
              value={money(amount)}
            />
          ))}
          <Figure label={t('report.orders')} value={String(totals.orders)} />
          <Figure label={t('report.basket')} value={money(totals.average_basket)} />
          {withSavings && <Figure label={t('report.savings')} value={`−${money(totals.savings)}`} />}
        </SimpleGrid>
        <Compensation amounts={data.no_show_compensation} money={money} />
        <EarningsChart days={data.per_day} />
        {data.best_sellers.length > 0 && (
          <Paper withBorder radius="lg" p="md">
            <Title order={2} size="h4" mb="xs">
              {t('report.bestSellers')}
            </Title>
            <Group gap="lg">
              {data.best_sellers.map((best) => (
                <Text key={best.item_name} size="sm">
                  <strong>{best.quantity} ×</strong> {best.item_name}
                </Text>
              ))}
            </Group>
          </Paper>
        )}
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover withTableBorder verticalSpacing="xs" aria-label={t('report.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('report.order')}</Table.Th>
                <Table.Th>{t('report.dateTime')}</Table.Th>
                <Table.Th>{t('report.item')}</Table.Th>
                <Table.Th ta="right">{t('report.quantity')}</Table.Th>
                <Table.Th>{t('report.choice')}</Table.Th>
                <Table.Th ta="right">{t('report.price')}</Table.Th>
                {withSavings && <Table.Th ta="right">{t('report.savingsColumn')}</Table.Th>}
                <Table.Th ta="right">{t('report.tva')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.complete_report_data.map((row, index) => (
                <Table.Tr key={`${row.order_id}-${index}`}>
                  <Table.Td>{row.order_number}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {rowDate.format(row.date_time)} {row.time}
                  </Table.Td>
                  <Table.Td>{row.item_name}</Table.Td>
                  <Table.Td ta="right">{row.item_quantity}</Table.Td>
                  <Table.Td c="dimmed">{row.food_choice}</Table.Td>
                  <Table.Td ta="right">{money(row.price)}</Table.Td>
                  {withSavings && (
                    <Table.Td ta="right" c={row.savings > 0 ? 'green.9' : 'dimmed'}>
                      {row.savings > 0 ? `−${money(row.savings)}` : '–'}
                    </Table.Td>
                  )}
                  <Table.Td ta="right">
                    {money(row.TVA)}{' '}
                    <Text span size="xs" c="dimmed">
                      ({locale === 'fr' ? String(row.TVA_per).replace('.', ',') : row.TVA_per} %)
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <NumberedPager
          pages={data.pagination.pages}
          page={page}
          onPage={setPage}
          perPage={perPage}
          onPerPage={setPerPage}
          texts={{ pages: t('report.pages'), perPage: t('report.perPage') }}
          size="sm"
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('report.title')}
        tools={
          <>
            {(
              [
                ['pdf', IconFileTypePdf, t('report.exportPdf')],
                ['csv', IconFileSpreadsheet, t('report.exportCsv')],
              ] as const
            ).map(([kind, Icon, label]) => (
              <Button
                key={kind}
                variant="default"
                leftSection={<Icon size={18} aria-hidden />}
                loading={downloading?.kind === kind}
                disabled={downloading !== null}
                onClick={() => void exportAs(kind)}
              >
                {label}
              </Button>
            ))}
          </>
        }
      />
      {downloading && (
        <Text size="sm" c="dimmed" role="status">
          {t('report.downloading', { size: Math.ceil(downloading.bytes / 1000) })}
        </Text>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Group gap="md" align="center">
          <Radio.Group
            value={String(period)}
            onChange={(value) => choosePeriod(Number(value))}
            label={t('report.period')}
          >
            <Group gap="md" mt={6}>
              <Radio value="1" label={t('report.weekly')} />
              <Radio value="2" label={t('report.monthly')} />
              <Radio value="3" label={t('report.yearly')} />
            </Group>
          </Radio.Group>
          <Anchor
            component="button"
            type="button"
            mt="lg"
            fw={period === 0 ? 800 : 500}
            aria-pressed={period === 0}
            onClick={() => choosePeriod(0)}
          >
            {t('report.all')}
          </Anchor>
        </Group>
        <form onSubmit={search} role="search" style={{ width: '100%', maxWidth: 360 }}>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t('report.searchLabel')}
              placeholder={t('report.searchPlaceholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ flex: 1 }}
              rightSection={
                text ? <CloseButton aria-label={t('report.clearSearch')} onClick={clear} size="sm" /> : null
              }
            />
            <ActionIcon type="submit" size={36} aria-label={t('report.searchButton')}>
              <IconSearch size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </form>
      </Group>
      {opening === 'settled' && data && data.from !== null && data.to !== null && (
        <ShownPeriod from={data.from} to={data.to} moved={at !== null} onBack={() => choosePeriod(period)} />
      )}
      {body}
      <Suspense fallback={null}>
        <Closings />
      </Suspense>
    </Stack>
  );
}
