import { timingSafeEqual, createHash } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The durable jobs' figures (`infra/jobs`). */
interface JobFigures {
  due: number;
  late: number;
  failed: number;
}

/** Route label of requests no route matched: one series, whatever the path asked for. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The portal's operations signals in the Prometheus format. Each app has its own registry (tests
 * build many apps in one process); the process's own figures (CPU, memory, event loop) are added
 * only where the metrics are served.
 */
export class PortalMetrics {
  readonly registry = new Registry();

  /** Time to answer, per route pattern (never the raw path), method and status. */
  readonly requestDuration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, per route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly ordersCreated = this.counter(
    'portal_orders_created_total',
    'Orders placed by customers through this process',
  );

  /** Table bookings saved by this process, per source (`online`, `phone`, `walk_in`). */
  readonly bookingsCreated = this.counter(
    'portal_bookings_created_total',
    'Table bookings saved through this process, per source (online, phone, walk_in)',
    ['source'],
  );

  readonly rateLimitRefusals = this.counter(
    'portal_rate_limit_refusals_total',
    'Requests refused with 429 by a request limit, per rule',
    ['rule'],
  );

  /** The drawn (server-rendered) partner page: a page sent drawn. */
  readonly drawnPageRenders = this.counter('portal_drawn_page_renders_total', 'Partner pages sent drawn by the server');

  /** The drawn partner page: the plain page sent instead (`reason`: timeout, queue_full, error...). */
  readonly drawnPageFallbacks = this.counter(
    'portal_drawn_page_fallbacks_total',
    'Partner pages sent plain because drawing them failed, took too long or was not attempted',
    ['reason'],
  );

  private openStreamsSource: () => number = () => 0;
  private jobsSource: () => Promise<JobFigures> = async () => ({ due: 0, late: 0, failed: 0 });

  constructor() {
    const jobs = () => this.jobsSource();
    for (const [figure, help] of [
      ['due', 'Durable jobs due now (their time came, or their lease ran out), waiting for a runner'],
      ['late', 'Durable jobs due for more than a minute: the runners do not keep up, or none runs'],
      ['failed', 'Durable jobs that gave up after their attempts (kept for inspection)'],
    ] as const) {
      new Gauge({
        name: `portal_jobs_${figure}`,
        help,
        registers: [this.registry],
        async collect() {
          // A database that does not answer leaves the last figure; the other signals are still served.
          try {
            this.set((await jobs())[figure]);
          } catch {
            // The readiness check reports the database.
          }
        },
      });
    }
    const source = () => this.openStreamsSource();
    new Gauge({
      name: 'portal_open_event_streams',
      help: 'Order event streams open in this process',
      registers: [this.registry],
      collect() {
        this.set(source());
      },
    });
  }

  /** A counter of this app's registry, with its labels. */
  private counter<Label extends string = never>(name: string, help: string, labelNames: readonly Label[] = []) {
    return new Counter<Label>({ name, help, labelNames, registers: [this.registry] });
  }

  /**
   * Where the number of open event streams is read from when the metrics are collected: the
   * partner's stream module gives its own count (`app.partnerStream.openStreams()`).
   */
  countOpenStreamsWith(source: () => number): void {
    this.openStreamsSource = source;
  }

  /** Where the durable jobs' figures are read from when the metrics are collected (the jobs table). */
  countJobsWith(source: () => Promise<JobFigures>): void {
    this.jobsSource = source;
  }

  /** Adds the process's own figures (CPU, memory, event loop delay, garbage collection). */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry, prefix: 'portal_' });
  }

  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** `Authorization: Bearer <token>` compared in constant time (digests of equal length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}
