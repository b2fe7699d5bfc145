import type { Writable } from 'node:stream';
import type { Locale } from '@portal/contract';
import { AppError } from '../../core/errors.js';
import { writeCsv, writePdf } from './exports.js';
import type { ReportFilter, ReportRepository } from './report-repository.js';
import type { ReportService } from './report-service.js';

/** The report's two files, written from the same rows and totals as the screen. */
export class ReportExports {
  constructor(private readonly deps: { reports: ReportRepository; service: ReportService }) {}

  /** The name and address a statement is headed with; NOT_FOUND when the restaurant is gone. */
  async heading(restaurantId: number): Promise<{ name: string; address: string }> {
    const restaurant = await this.deps.reports.restaurant(restaurantId);
    if (!restaurant) throw new AppError('NOT_FOUND');
    return restaurant;
  }

  pdf(out: Writable, filter: ReportFilter, heading: { name: string; address: string }, lang: Locale): Promise<void> {
    return writePdf(out, this.deps.reports, this.deps.service, filter, heading, lang);
  }

  csv(out: Writable, filter: ReportFilter, lang: Locale): Promise<void> {
    return writeCsv(out, this.deps.reports, this.deps.service, filter, lang);
  }
}
