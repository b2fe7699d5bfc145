import { bookingStatsApiPaths, type Locale } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, createQueryKeys } from '@/shared/api';
import { fetchFile, saveFile } from '@/shared/api/file-download';

/** Keys of the booking statistics: `list({ from, to })`. */
const statsKeys = createQueryKeys('booking-stats');

/* GET v1/restaurant/bookingStats — the figures of a period of Paris dates. */
function getBookingStats(from: string, to: string) {
  return apiRequest(bookingStatsApiPaths.bookingStats, {
    query: { from, to },
    schema: import('./stats-schemas').then((module) => module.ZBookingStatsResponseSchema),
    auth: 'partner',
  });
}

export function useBookingStats(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: statsKeys.list({ from, to }),
    queryFn: () => getBookingStats(from, to),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The CSV's address for a period, in the language of its column heads. */
function bookingStatsCsvHref(from: string, to: string, locale: Locale): string {
  return `${bookingStatsApiPaths.bookingStatsCsv}?${new URLSearchParams({ from, to, lang: locale }).toString()}`;
}

/**
 * Downloads the period's figures as CSV, saved under the server's file name. A refusal (a period
 * it does not take, too many exports) throws an ApiError with the server's text.
 */
export async function downloadBookingStatsCsv(from: string, to: string, locale: Locale): Promise<void> {
  const { response, filename } = await fetchFile(bookingStatsCsvHref(from, to, locale), {
    type: 'text/csv',
    fallbackName: 'booking-statistics.csv',
  });
  saveFile(await response.blob(), filename);
}
