import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths, errorMessages, type TBookingEvent, type TOrderEvent, type TReviewEvent } from '@portal/contract';
import { approvedPartner, dialectUnderTest, post } from '../../helper.js';
import { orderTopic, reviewTopic } from '../../../src/modules/partner-stream/index.js';
import { streamServers } from './stream-helper.js';

/*
 * The orders screen's streams end with their connection and with their session. On PostgreSQL the
 * partner listens to one server process and signs out, resets or is suspended through another on
 * the same database (the `session.revoked` NOTIFY); with SQLite there is one process.
 */
const { listening, other, address } = streamServers();

/** What the partner's screen hears: orders, bookings and reviews. */
type StreamEvent = TOrderEvent | TBookingEvent | TReviewEvent;

interface Stream {
  status: number;
  body: unknown;
  events: StreamEvent[];
  /** Resolves with performance.now() when the server ends the stream. */
  ended: Promise<number>;
  /** Whether the end has been read. */
  isOpen(): boolean;
  /** Resolves with the first event (from now on, or already received) that `match` accepts. */
  next(match: (event: StreamEvent) => boolean): Promise<StreamEvent>;
  cancel(): Promise<void>;
}

/** Opens the orders stream and reads it in the background, as the orders screen does. */
async function openStream(token: string): Promise<Stream> {
  const response = await fetch(address(apiPaths.orderEvents), { headers: { token } });
  const events: StreamEvent[] = [];
  const waiters: Array<{ match: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void }> = [];
  if (!response.headers.get('content-type')?.includes('text/event-stream')) {
    const body: unknown = await response.json();
    return {
      status: response.status,
      body,
      events,
      ended: Promise.resolve(performance.now()),
      isOpen: () => false,
      next: () => Promise.reject(new Error('no stream')),
      cancel: async () => undefined,
    };
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let open = true;
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (!data) continue;
          const event = JSON.parse(data.slice(6)) as StreamEvent;
          events.push(event);
          for (const waiter of [...waiters])
            if (waiter.match(event)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(event);
            }
        }
      }
    } catch {
      /* cancelled by the test */
    }
    open = false;
    return performance.now();
  })();
  const stream: Stream = {
    status: response.status,
    body: undefined,
    events,
    ended,
    isOpen: () => open,
    next: (match) => {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
  await stream.next((event) => event.type === 'orders.waiting');
  return stream;
}

/** A second sign-in of the same partner: another session. */
async function signIn(form: { phone: string; password: string }): Promise<string> {
  const login = (
    await post(other.app, apiPaths.login, { phone: form.phone, country_code: '33', password: form.password })
  ).json();
  expect(login.status).toBe(200);
  return login.token as string;
}

/** Sends a stream request and closes the connection as soon as it is written. */
function abortedStream(token: string): Promise<void> {
  const { hostname, port } = new URL(address('/'));
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`GET ${apiPaths.orderEvents} HTTP/1.1\r\nHost: ${hostname}\r\ntoken: ${token}\r\n\r\n`, () => {
        socket.destroy();
        resolve();
      });
    });
    socket.on('error', () => resolve());
  });
}

const streams = () => listening.app.partnerStream.openStreams();

/**
 * News of the restaurant's orders as the orders module tells it, from the other process: an order
 * it no longer finds, so the screens get only the new count.
 */
const tell = (restaurantId: number, waiting: number) =>
  other.app.infra.events.publish(orderTopic(restaurantId), { type: 'order.updated', order_id: 0, waiting });

describe('how many streams', () => {
  it('refuses a sixth stream of one session with 429 and a translated message; closing one frees its place', async () => {
    const restaurant = await approvedPartner(listening);
    const open = await Promise.all(Array.from({ length: 5 }, () => openStream(restaurant.token)));
    expect(open.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await openStream(restaurant.token);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      status: 201,
      code: 'TOO_MANY_STREAMS',
      message: errorMessages.TOO_MANY_STREAMS.en,
      fr_message: errorMessages.TOO_MANY_STREAMS.fr,
    });
    // Another sign-in of the same restaurant has its own five.
    const tablet = await openStream(await signIn(restaurant.form));
    expect(tablet.status).toBe(200);

    const before = streams();
    await open[0]!.cancel();
    await vi.waitFor(() => expect(streams()).toBe(before - 1), { timeout: 2000, interval: 10 });
    const again = await openStream(restaurant.token);
    expect(again.status).toBe(200);
    await Promise.all([...open, tablet, again].map((stream) => stream.cancel()));
  });

  it('holds at most 20 streams of one restaurant, whatever the sessions', async () => {
    const restaurant = await approvedPartner(listening);
    const tokens = [restaurant.token, ...(await Promise.all([1, 2, 3, 4].map(() => signIn(restaurant.form))))];
    const open = await Promise.all(tokens.flatMap((token) => Array.from({ length: 4 }, () => openStream(token))));
    expect(open.filter((stream) => stream.status === 200)).toHaveLength(20);
    const over = await openStream(tokens[4]!);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'TOO_MANY_STREAMS' });
    await Promise.all(open.map((stream) => stream.cancel()));
  });

  it('leaves nothing open for requests whose connection closed before the stream began', async () => {
    const restaurant = await approvedPartner(listening);
    const before = streams();
    const eventsFor = vi.spyOn(listening.app.orders.queries, 'eventsFor');
    // The server handles a dropped request after its client has gone, on a busy machine after
    // this loop: wait until it has closed its side of all 40 connections.
    let accepted = 0;
    let closed = 0;
    const onConnection = (socket: net.Socket) => {
      accepted += 1;
      socket.once('close', () => {
        closed += 1;
      });
    };
    listening.app.server.on('connection', onConnection);
    try {
      for (let i = 0; i < 40; i += 1) await abortedStream(restaurant.token);
      await vi.waitFor(
        () => {
          expect(accepted).toBeGreaterThanOrEqual(40);
          expect(closed).toBe(accepted);
          expect(streams()).toBe(before);
        },
        { timeout: 20_000, interval: 20 },
      );
      // One screen left open: news of an order is read for it once, not once per dropped request.
      const screen = await openStream(restaurant.token);
      eventsFor.mockClear();
      await tell(restaurant.id, 3);
      await screen.next((event) => event.type === 'orders.waiting' && event.waiting === 3);
      expect(eventsFor).toHaveBeenCalledTimes(1);
      await screen.cancel();
    } finally {
      listening.app.server.off('connection', onConnection);
      eventsFor.mockRestore();
    }
  });
});

describe('a session that ends ends its streams', () => {
  const where = dialectUnderTest === 'postgres' ? ' (through another server process)' : '';

  it(`within 1 s of a logout${where}, leaving the other sessions' streams open`, async () => {
    const restaurant = await approvedPartner(listening);
    const kept = await openStream(await signIn(restaurant.form));
    const first = await openStream(restaurant.token);
    const second = await openStream(restaurant.token);
    const loggedOutAt = performance.now();
    expect((await post(other.app, apiPaths.logout, {}, restaurant.token)).json()).toMatchObject({ status: 200 });
    const ends = await Promise.all([first.ended, second.ended]);
    for (const end of ends) expect(end - loggedOutAt).toBeLessThan(1000);
    // The other sign-in still hears its orders.
    expect(kept.isOpen()).toBe(true);
    await kept.cancel();
  });

  it(`within 1 s of a password reset${where}: every session of the account`, async () => {
    const restaurant = await approvedPartner(listening);
    const screens = [await openStream(restaurant.token), await openStream(await signIn(restaurant.form))];
    other.clock.advance(61_000);
    expect(
      (await post(other.app, apiPaths.forgotPassword, { phone: restaurant.form.phone, country_code: '33' })).json(),
    ).toMatchObject({ status: 200 });
    const resetAt = performance.now();
    const reset = await post(other.app, apiPaths.resetPassword, {
      phone: restaurant.form.phone,
      country_code: '33',
      otp: other.transport.lastCodeFor(restaurant.phone),
      password: 'a brand new secret',
    });
    expect(reset.json()).toMatchObject({ status: 200 });
    for (const end of await Promise.all(screens.map((screen) => screen.ended)))
      expect(end - resetAt).toBeLessThan(1000);
  });

  it(`within 1 s of a suspension${where}`, async () => {
    const restaurant = await approvedPartner(listening);
    const screen = await openStream(restaurant.token);
    const suspendedAt = performance.now();
    await other.admin.suspend(restaurant.phone, 'Documents to renew');
    expect((await screen.ended) - suspendedAt).toBeLessThan(1000);
  });

  it('not for a revocation that was rolled back', async () => {
    const restaurant = await approvedPartner(listening);
    const screen = await openStream(restaurant.token);
    const failed = other.app.infra.db.transaction().execute(async (trx) => {
      await other.app.auth.credentials.revokeAll('partner', restaurant.id, undefined, trx);
      throw new Error('the change this revocation belonged to failed');
    });
    await expect(failed).rejects.toThrow('failed');
    // The stream still brings the next news: it was never closed.
    await tell(restaurant.id, 7);
    await expect(screen.next((event) => event.type === 'orders.waiting' && event.waiting === 7)).resolves.toEqual({
      type: 'orders.waiting',
      waiting: 7,
    });
    expect(screen.isOpen()).toBe(true);
    await screen.cancel();
  });
});

describe('what the stream carries', () => {
  it('greets the screen with the orders waiting, then the bookings pending, and relays a review as its module publishes it', async () => {
    const restaurant = await approvedPartner(listening);
    const screen = await openStream(restaurant.token);
    await screen.next((event) => event.type === 'bookings.pending');
    expect(screen.events.slice(0, 2)).toEqual([
      { type: 'orders.waiting', waiting: 0 },
      { type: 'bookings.pending', count: 0 },
    ]);
    // From the other process on PostgreSQL: the reviews' topic is heard in every process.
    const review = { type: 'review.created', review: { id: 41, rating: 5, text: 'Un vrai bouchon' } };
    await other.app.infra.events.publish(reviewTopic(restaurant.id), review);
    await expect(screen.next((event) => event.type === 'review.created')).resolves.toEqual(review);
    await screen.cancel();
  });
});
