import { bookingStatsApiPaths, TOKEN_HEADER, type Locale } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, createQueryKeys } from '@/shared/api';
import { getToken } from '@/shared/lib/session';

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

/** The CSV was refused: the server's message in both languages (a period it does not take). */
export class StatsCsvRefused extends Error {
  constructor(readonly pair: { message: string; fr_message: string }) {
    super(pair.message);
  }
}

/**
 * Downloads the period's figures as CSV (the token goes in a header, so the browser cannot follow
 * a plain link), saved under the server's file name. Anything but CSV is not saved: a refusal
 * comes as the JSON envelope, thrown with its message (StatsCsvRefused).
 */
export async function downloadBookingStatsCsv(from: string, to: string, locale: Locale): Promise<void> {
  const response = await fetch(bookingStatsCsvHref(from, to, locale), {
    headers: { [TOKEN_HEADER]: getToken() ?? '' },
  });
  if (!response.ok) throw new Error(`export ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const answer = (await response.json().catch(() => null)) as { message?: unknown; fr_message?: unknown } | null;
    if (typeof answer?.message === 'string' && typeof answer.fr_message === 'string')
      throw new StatsCsvRefused({ message: answer.message, fr_message: answer.fr_message });
    throw new Error('export: not CSV');
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'booking-statistics.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
