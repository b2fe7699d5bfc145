import { apiPaths, TOKEN_HEADER, type TBookingEvent, type TOrderEvent, type TReviewEvent } from '@portal/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { currentLocale } from '@/shared/i18n';
import { getToken } from '@/shared/lib/session';
import { apiRequest } from './client';

/*
 * The restaurant's order events (GET orderEvents, text/event-stream), read with fetch so that the
 * token goes in a header, never in the URL. One stream per tab, opened by the partner layout,
 * shared by the sidebar (waiting counts) and the orders and bookings screens (new ones, changes). It reopens
 * after a network loss, waiting a little longer each time.
 *
 * A session holds at most 5 streams (the server answers the 6th with 429, TOO_MANY_STREAMS: a
 * partner with many tabs open). A refused tab does not insist: it asks again after 30 s, then
 * waiting twice as long each time up to 5 minutes (longer if the server says so in Retry-After),
 * and meanwhile reads the waiting count from the orders list every 30 s, so that its sidebar
 * still says how many orders wait.
 */

/** Waits after a lost or failed stream: the first, and the longest. */
const LOST_FIRST_MS = 1000;
const LOST_MAX_MS = 30_000;
/** Waits after a refusal (429): the first, and the longest. */
const REFUSED_FIRST_MS = 30_000;
const REFUSED_MAX_MS = 5 * 60_000;
/** While refused, how often the waiting count is read from the orders list. */
const COUNT_EVERY_MS = 30_000;
/** The orders list's smallest page: only its `waiting` count is read. */
const COUNT_PAGE_SIZE = 10;

/** What the waiting count needs of the orders list's answer (the list itself is the screen's). */
const ZWaitingCountSchema = z.object({ status: z.literal(200), data: z.object({ waiting: z.number().int().min(0) }) });

type Listener = (event: TOrderEvent) => void;
type BookingListener = (event: TBookingEvent) => void;
type ReviewListener = (event: TReviewEvent) => void;

const listeners = new Set<Listener>();
const bookingListeners = new Set<BookingListener>();
const reviewListeners = new Set<ReviewListener>();
/** A count the stream keeps (as the server last said it) and the screens read. */
interface Count {
  value: number;
  listeners: Set<() => void>;
}
const newCount = (): Count => ({ value: 0, listeners: new Set() });
function setCount(count: Count, value: number) {
  count.value = value;
  count.listeners.forEach((notify) => notify());
}
const waitingOrders = newCount();
const pendingBookings = newCount();
let controller: AbortController | null = null;
let users = 0;

function isBookingEvent(event: TOrderEvent | TBookingEvent): event is TBookingEvent {
  return event.type === 'booking.created' || event.type === 'booking.updated' || event.type === 'bookings.pending';
}

function isReviewEvent(event: TOrderEvent | TBookingEvent | TReviewEvent): event is TReviewEvent {
  return event.type === 'review.created';
}

function emit(event: TOrderEvent | TBookingEvent | TReviewEvent) {
  // A new review goes to the reviews screen only.
  if (isReviewEvent(event)) {
    reviewListeners.forEach((listener) => listener(event));
    return;
  }
  // The bookings' events go to the bookings screen only (the orders screen ignores them).
  if (isBookingEvent(event)) {
    if (event.type === 'bookings.pending') {
      setCount(pendingBookings, event.count);
    }
    bookingListeners.forEach((listener) => listener(event));
    return;
  }
  emitOrderEvent(event);
}

function emitOrderEvent(event: TOrderEvent) {
  if (event.type === 'orders.waiting') {
    setCount(waitingOrders, event.waiting);
  }
  listeners.forEach((listener) => listener(event));
}

/** Resolves after `ms`, or at once when the stream is no longer wanted. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** The server's Retry-After (seconds) in milliseconds, 0 when it gives none. */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/** Reads the waiting count from the orders list; a failure leaves the last count shown. */
async function readWaitingCount(signal: AbortSignal): Promise<void> {
  try {
    const answer = await apiRequest(apiPaths.orderList, {
      query: { lang: currentLocale(), page: 1, per_page: COUNT_PAGE_SIZE, status: 0 },
      schema: ZWaitingCountSchema,
      auth: 'partner',
      signal,
    });
    if (!signal.aborted) emit({ type: 'orders.waiting', waiting: answer.data.waiting });
  } catch {
    // Offline, or signed out (the client has handled it): the next turn tries again.
  }
}

/** Refused: keeps the sidebar's count current for `ms`, then lets the stream be asked for again. */
async function countWhileRefused(ms: number, signal: AbortSignal): Promise<void> {
  for (let left = ms; left > 0 && !signal.aborted; left -= COUNT_EVERY_MS) {
    await readWaitingCount(signal);
    await pause(Math.min(left, COUNT_EVERY_MS), signal);
  }
}

/** Reads a stream's events until it ends; resolves with whether any arrived. */
async function readEvents(body: NonNullable<Response['body']>): Promise<boolean> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let heard = false;
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return heard;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data) {
        heard = true;
        emit(JSON.parse(data.slice(6)) as TOrderEvent | TBookingEvent | TReviewEvent);
      }
    }
  }
}

async function run(signal: AbortSignal) {
  let lostDelay = LOST_FIRST_MS;
  let refusedDelay = REFUSED_FIRST_MS;
  const afterLoss = async () => {
    await pause(lostDelay, signal);
    lostDelay = Math.min(lostDelay * 2, LOST_MAX_MS);
  };
  while (!signal.aborted) {
    const token = getToken();
    if (!token) return;
    let response: Response;
    try {
      response = await fetch(`${apiPaths.orderEvents}?lang=${currentLocale()}`, {
        headers: { [TOKEN_HEADER]: token, accept: 'text/event-stream' },
        signal,
      });
    } catch {
      if (signal.aborted) return;
      await afterLoss();
      continue;
    }
    // A refused token ends the stream; the next call of the app signs out.
    if (response.status === 401) return;
    if (response.status === 429) {
      void response.body?.cancel().catch(() => undefined);
      const wait = Math.max(refusedDelay, retryAfterMs(response));
      refusedDelay = Math.min(refusedDelay * 2, REFUSED_MAX_MS);
      await countWhileRefused(wait, signal);
      continue;
    }
    if (!response.ok || !response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
      void response.body?.cancel().catch(() => undefined);
      await afterLoss();
      continue;
    }
    refusedDelay = REFUSED_FIRST_MS;
    try {
      // A stream that worked is reopened quickly when it is lost.
      if (await readEvents(response.body)) lostDelay = LOST_FIRST_MS;
    } catch {
      if (signal.aborted) return;
    }
    await afterLoss();
  }
}

/** Keeps the stream open while the component is mounted (the partner layout). */
export function useOrderStream(): void {
  useEffect(() => {
    users += 1;
    if (users === 1) {
      controller = new AbortController();
      const { signal } = controller;
      // In a task of its own: opened with the layout, the request would lengthen the longest task
      // of taking a drawn page over.
      setTimeout(() => {
        if (!signal.aborted) void run(signal);
      }, 0);
    }
    return () => {
      users -= 1;
      if (users === 0) {
        controller?.abort();
        controller = null;
      }
    };
  }, []);
}

/** Keeps `listener` in `listeners` while mounted. */
function useListener<L>(listeners: Set<L>, listener: L): void {
  useEffect(() => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listeners, listener]);
}

function useCount(count: Count): number {
  return useSyncExternalStore(
    (notify) => {
      count.listeners.add(notify);
      return () => count.listeners.delete(notify);
    },
    () => count.value,
    // A drawn screen is drawn before the stream has said anything.
    () => 0,
  );
}

/** Calls `listener` for every event while mounted. */
export function useOrderEvents(listener: Listener): void {
  useListener(listeners, listener);
}

/** Orders waiting for an answer, as the server last said. */
export function useWaitingOrders(): number {
  return useCount(waitingOrders);
}

/** Calls `listener` for every booking event while mounted. */
export function useBookingEvents(listener: BookingListener): void {
  useListener(bookingListeners, listener);
}

/** Bookings waiting for the restaurant's answer, as the server last said. */
export function usePendingBookings(): number {
  return useCount(pendingBookings);
}

/** Calls `listener` for every review event (a new review) while mounted. */
export function useReviewEvents(listener: ReviewListener): void {
  useListener(reviewListeners, listener);
}
