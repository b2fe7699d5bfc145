import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale, TBookingEvent, TOrderEvent } from '@portal/contract';
import { AppError } from '../../core/errors.js';
import type { EventBus } from '../../infra/events/event-bus.js';
import { concernsSession, SESSION_REVOKED } from '../../infra/events/session-events.js';
import { type OrderMessage, type OrderService, restaurantTopic } from './order-service.js';

/** How many streams may be open at once in one server process. */
export interface StreamLimits {
  /** Tabs of one sign-in: the 6th is refused. */
  perSession: number;
  /** Every device and sign-in of one restaurant together. */
  perPartner: number;
  /** All restaurants: what one process keeps open. */
  total: number;
}

export const STREAM_LIMITS: StreamLimits = { perSession: 5, perPartner: 20, total: 2_000 };

/**
 * The topic of a restaurant's booking events: the reservations module publishes
 * them as the stream sends them (`booking.created`, `booking.updated`, `bookings.pending`), and
 * the reviews module its `review.created`, relayed the same way.
 */
export const bookingTopic = (restaurantId: number) => `bookings:${restaurantId}`;

/** Seconds between two comments on an idle stream, so that proxies keep it open. */
const HEARTBEAT_MS = 25_000;

/** A screen that has let this much pile up unread has gone: its stream is dropped. */
const MAX_UNSENT_BYTES = 256 * 1024;

interface OpenStream {
  session: string;
  partner: number;
  /** Ends the response (shutdown, session ended). */
  close(): void;
  /** Checks the session again; ends the stream when it is no longer live. */
  recheck(): void;
}

/**
 * The event streams of the orders screens (`text/event-stream`): the orders' and the bookings'
 * waiting counts first, then `order.created` / `order.updated` in the screen's language with the
 * new count, and the restaurant's booking events as the reservations module publishes them. A stream lives
 * exactly as long as its connection and its session: its listener and its heartbeat go the moment
 * the client leaves (even while its request was still being checked), a write that fails, or a
 * reader that lets data pile up, ends it, and a revoked session (`session.revoked`, heard from
 * every process) or one found dead at a heartbeat ends it within the second.
 */
export class OrderStreams {
  private readonly streams = new Set<OpenStream>();
  private readonly limits: StreamLimits;
  private readonly heartbeatMs: number;
  private readonly stopHearingRevocations: () => void;

  constructor(
    private readonly deps: {
      events: EventBus;
      service: Pick<OrderService, 'eventsFor' | 'waiting'>;
      /**
       * The restaurant's bookings waiting for its answer (the reservations module's count), said
       * when a screen connects as the orders' is; without it the stream says only the orders'.
       */
      bookingsPending?: (restaurantId: number) => Promise<number>;
      /** Whether the request's session is still live (token, session row, approved partner). */
      stillSignedIn: (request: FastifyRequest) => Promise<boolean>;
      limits?: StreamLimits;
      heartbeatMs?: number;
    },
  ) {
    this.limits = deps.limits ?? STREAM_LIMITS;
    this.heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS;
    this.stopHearingRevocations = deps.events.subscribe(SESSION_REVOKED, (event) => {
      for (const stream of [...this.streams]) {
        const held = {
          session: stream.session,
          kind: 'partner' as const,
          account: stream.partner,
          scope: 'partner' as const,
        };
        if (!concernsSession(event, held)) continue;
        // Across processes (NOTIFY) a revocation is heard only once committed: the session is over.
        // In one process it is heard at once, perhaps inside a transaction that may yet fail: the
        // session row says (its read waits for that transaction).
        if (deps.events.heardAfterCommit) stream.close();
        else stream.recheck();
      }
    });
  }

  /** The streams open in this process now (for /metrics). */
  get size(): number {
    return this.streams.size;
  }

  /** Refuses a stream beyond the limits with a 429, before anything is written. */
  admit(session: string, partner: number): void {
    let ofSession = 0;
    let ofPartner = 0;
    for (const stream of this.streams) {
      if (stream.session === session) ofSession += 1;
      if (stream.partner === partner) ofPartner += 1;
    }
    if (ofSession >= this.limits.perSession || ofPartner >= this.limits.perPartner)
      throw new AppError('TOO_MANY_STREAMS', { httpStatus: 429 });
    if (this.streams.size >= this.limits.total) throw new AppError('RATE_LIMITED', { httpStatus: 429 });
  }

  /**
   * Opens the stream of a checked request. Everything that must be undone is set up before the
   * first await, so that a connection closed at any moment leaves nothing behind.
   */
  open(request: FastifyRequest, reply: FastifyReply, who: { partner: number; session: string; lang: Locale }): void {
    this.admit(who.session, who.partner);
    reply.hijack();
    const raw = reply.raw;
    // Gone while its token was being checked: there is nothing to open.
    if (raw.destroyed || raw.writableEnded || request.raw.socket?.destroyed) {
      raw.destroy();
      return;
    }

    let closed = false;
    let stopOrders = () => {};
    let stopBookings = () => {};
    const finish = (how: 'end' | 'destroy' | 'gone') => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      stopOrders();
      stopBookings();
      this.streams.delete(stream);
      if (how === 'end' && !raw.destroyed) raw.end();
      if (how === 'destroy') raw.destroy();
    };
    const stream: OpenStream = {
      session: who.session,
      partner: who.partner,
      close: () => finish('end'),
      recheck: () => {
        this.deps.stillSignedIn(request).then(
          (live) => {
            if (!live) finish('end');
          },
          // The check itself failed (database away): the next heartbeat checks again.
          (error: unknown) => request.log.warn({ err: error }, 'order stream session not checked'),
        );
      },
    };
    this.streams.add(stream);
    const heartbeat = setInterval(() => {
      write(': still here\n\n');
      stream.recheck();
    }, this.heartbeatMs);
    raw.on('close', () => finish('gone'));
    raw.on('error', () => finish('gone'));

    const write = (text: string) => {
      if (closed) return;
      if (raw.destroyed || raw.writableEnded) return finish('gone');
      if (raw.writableLength > MAX_UNSENT_BYTES) return finish('destroy');
      raw.write(text, (error) => {
        if (error) finish('destroy');
      });
    };
    const send = (event: TOrderEvent | TBookingEvent) =>
      write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);

    raw.writeHead(200, {
      // Set on the reply by a hook, which a hijacked reply no longer sends: written here.
      'x-request-id': request.id,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    write('retry: 3000\n\n');

    // Listening before the counts are read: an order or a booking placed once the counts have
    // arrived is never missed. Messages are handled one after another, the counts first (the
    // orders', then the bookings'), so the screen gets them in order.
    const counts = async () =>
      Promise.all([this.deps.service.waiting(who.partner), this.deps.bookingsPending?.(who.partner)]);
    let queue = counts().then(
      ([waiting, pending]) => {
        send({ type: 'orders.waiting', waiting });
        if (pending !== undefined) send({ type: 'bookings.pending', count: pending });
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'order stream not started');
        finish('end');
      },
    );
    stopOrders = this.deps.events.subscribe(restaurantTopic(who.partner), (message) => {
      queue = queue
        .then(async () => {
          if (closed) return;
          for (const event of await this.deps.service.eventsFor(who.partner, message as OrderMessage, who.lang))
            send(event);
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'order event not delivered'));
    });
    // The restaurant's bookings on the same stream, in the order heard, after the count.
    stopBookings = this.deps.events.subscribe(bookingTopic(who.partner), (message) => {
      queue = queue.then(() => {
        if (!closed) send(message as TBookingEvent);
      });
    });
  }

  /** A shutdown ends every stream first, so that the server can stop. */
  closeAll(): void {
    for (const stream of [...this.streams]) stream.close();
  }

  /** The server is gone: no more listening. */
  stop(): void {
    this.closeAll();
    this.stopHearingRevocations();
  }
}
