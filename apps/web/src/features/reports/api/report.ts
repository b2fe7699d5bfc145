import { ZJournalClosingsResponseSchema, ZReportResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, createQueryKeys } from '@/shared/api';
import { fetchFile, saveFile } from '@/shared/api/file-download';
import { useLocale } from '@/shared/hooks/use-locale';

const reportKeys = createQueryKeys('report');

export interface ReportFilters {
  /** 0 everything, 1 this week, 2 this month, 3 this year (France). */
  period: number;
  /** A Paris day "YYYY-MM-DD" whose week, month or year to show; null: the current one. */
  at: string | null;
  searchval: string;
  page: number;
  per_page: number;
}

function params(filters: Omit<ReportFilters, 'page' | 'per_page'> & Partial<ReportFilters>, lang: Locale) {
  const search = new URLSearchParams({ lang, period: String(filters.period) });
  if (filters.at) search.set('at', filters.at);
  if (filters.searchval) search.set('searchval', filters.searchval);
  if (filters.page) search.set('page', String(filters.page));
  if (filters.per_page) search.set('per_page', String(filters.per_page));
  return search.toString();
}

/* GET v1/restaurant/getOrderList with a period: the report's rows, totals, best sellers and days. */
export function useReport(filters: ReportFilters) {
  const lang = useLocale();
  return useQuery({
    queryKey: reportKeys.list({ lang, ...filters }),
    queryFn: () =>
      apiRequest(`${apiPaths.orderList}?${params(filters, lang)}`, { schema: ZReportResponseSchema, auth: 'partner' }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Downloads an export of the report (Invoice.pdf or the CSV), telling `onProgress` how many
 * bytes have arrived (the statement is streamed: its size is not known before the end). A
 * refusal (too many exports, one already running) throws an ApiError with the server's text.
 */
export async function downloadExport(
  kind: 'pdf' | 'csv',
  filters: Pick<ReportFilters, 'period' | 'at' | 'searchval'>,
  lang: Locale,
  onProgress: (bytes: number) => void,
): Promise<void> {
  const path = kind === 'pdf' ? apiPaths.reportPdf : apiPaths.reportCsv;
  const { response, filename } = await fetchFile(`${path}?${params(filters, lang)}`, {
    type: kind === 'pdf' ? 'application/pdf' : 'text/csv',
    fallbackName: `report.${kind}`,
  });
  if (!response.body) throw new Error('export: no body');
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received);
  }
  saveFile(new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? undefined }), filename);
}

/* GET v1/restaurant/journalClosings — the journal's closings of one kind, newest first. */
export function useClosings(kind: 'day' | 'month' | 'year') {
  const lang = useLocale();
  return useQuery({
    queryKey: reportKeys.list({ lang, closings: kind }),
    queryFn: () =>
      apiRequest(`${apiPaths.journalClosings}?kind=${kind}&lang=${lang}`, {
        schema: ZJournalClosingsResponseSchema,
        auth: 'partner',
      }),
  });
}
