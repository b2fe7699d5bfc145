import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale, TBookingEvent, TOrderEvent, TReviewEvent } from '@portal/contract';
import { AppError } from '../../core/errors.js';
import type { EventBus } from '../../infra/events/event-bus.js';
import { concernsSession, SESSION_REVOKED } from '../../infra/events/session-events.js';
import { STREAM_TOPICS, type StreamTopic } from './topics.js';

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

/** What a screen receives: the orders', the bookings' and the reviews' events. */
export type PartnerEvent = TOrderEvent | TBookingEvent | TReviewEvent;

/** One of a domain's counts, said to each screen as it connects (the orders waiting, the bookings pending). */
export type StreamCounter = (restaurantId: number) => Promise<PartnerEvent>;

/** What one message of a domain's topic becomes on a screen in `lang`. */
export type TopicReader = (restaurantId: number, message: unknown, lang: Locale) => Promise<PartnerEvent[]>;

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
 * The partner's event streams (`text/event-stream`, the orders screen's): each domain's count
 * first, then the restaurant's events as the domains publish them — `order.created` /
 * `order.updated` in the screen's language with the new count, the bookings' and the reviews'
 * as published. A stream lives exactly as long as its connection and its session: its listeners
 * and its heartbeat go the moment the client leaves (even while its request was still being
 * checked), a write that fails, or a reader that lets data pile up, ends it, and a revoked
 * session (`session.revoked`, heard from every process) or one found dead at a heartbeat ends it
 * within the second.
 */
export class PartnerStreams {
  private readonly streams = new Set<OpenStream>();
  private readonly limits: StreamLimits;
  private readonly heartbeatMs: number;
  private readonly stopHearingRevocations: () => void;
  /** The domains' counts, in the order they registered. */
  private readonly counters: StreamCounter[] = [];
  /** How the topics that need it are read; the others are sent as published. */
  private readonly readers = new Map<StreamTopic, TopicReader>();

  constructor(
    private readonly deps: {
      events: EventBus;
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

  /** Adds a count said to each screen as it connects, after those registered before it. */
  addCounter(counter: StreamCounter): void {
    this.counters.push(counter);
  }

  /** Sets how the messages of `topic` read on a screen (the orders': the order in its language). */
  readTopic(topic: StreamTopic, reader: TopicReader): void {
    this.readers.set(topic, reader);
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
    let stopListening: Array<() => void> = [];
    const finish = (how: 'end' | 'destroy' | 'gone') => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      for (const stop of stopListening) stop();
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
    const send = (event: PartnerEvent) => write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);

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
    // arrived is never missed. Messages are handled one after another, the counts first (in the
    // order the domains registered them), so the screen gets them in order.
    let queue = Promise.all(this.counters.map(async (count) => count(who.partner))).then(
      (counts) => {
        for (const event of counts) send(event);
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'order stream not started');
        finish('end');
      },
    );
    stopListening = STREAM_TOPICS.map((topic) => {
      const read = this.readers.get(topic);
      return this.deps.events.subscribe(topic(who.partner), (message) => {
        queue = queue
          .then(async () => {
            if (closed) return;
            for (const event of read ? await read(who.partner, message, who.lang) : [message as PartnerEvent])
              send(event);
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'order event not delivered'));
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
