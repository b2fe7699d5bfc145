import type { TReportResponse } from '@portal/contract';

/*
 * The report screen's answers: the report of some lines, and no closing yet.
 */

type ReportData = TReportResponse['data'];
export type ReportRow = ReportData['complete_report_data'][number];

/** The report of `rows`, one page, no best sellers: `data` sets the totals and the compensation a test looks at. */
export function reportReply(
  rows: ReportRow[],
  data: Pick<ReportData, 'totals'> & Partial<ReportData>,
): { body: TReportResponse } {
  return {
    body: {
      status: 200,
      message: 'Loaded',
      fr_message: 'Chargé',
      data: {
        status: 200,
        complete_report_data: rows,
        best_sellers: [],
        per_day: [],
        no_show_compensation: { charged: 0, refunded: 0, net: 0 },
        from: null,
        to: null,
        pagination: { page: 1, per_page: 10, total: rows.length, pages: 1 },
        ...data,
      },
    },
  };
}

/** No closing of the journal yet. */
export const noClosings = {
  body: {
    status: 200,
    message: 'Loaded',
    fr_message: 'Chargé',
    data: [],
    pagination: { page: 1, per_page: 31, total: 0, pages: 1 },
  },
};
