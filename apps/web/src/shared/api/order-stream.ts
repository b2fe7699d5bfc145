import { apiPaths, TOKEN_HEADER, type TOrderEvent } from '@portal/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { currentLocale } from '@/shared/i18n';
import { getToken } from '@/shared/lib/session';

/*
 * The restaurant's order events (GET orderEvents, text/event-stream), read with fetch so that the
 * token goes in a header, never in the URL. One stream per tab, opened by the partner layout,
 * shared by the sidebar (waiting count) and the orders screen (new orders, changes). It reopens
 * after a network loss, waiting a little longer each time.
 */

type Listener = (event: TOrderEvent) => void;

const listeners = new Set<Listener>();
let waiting = 0;
const waitingListeners = new Set<() => void>();
let controller: AbortController | null = null;
let users = 0;

function emit(event: TOrderEvent) {
  if (event.type === 'orders.waiting') {
    waiting = event.waiting;
    waitingListeners.forEach((notify) => notify());
  }
  listeners.forEach((listener) => listener(event));
}

async function run(signal: AbortSignal) {
  let delay = 1000;
  while (!signal.aborted) {
    try {
      const token = getToken();
      if (!token) return;
      const response = await fetch(`${apiPaths.orderEvents}?lang=${currentLocale()}`, {
        headers: { [TOKEN_HEADER]: token, accept: 'text/event-stream' },
        signal,
      });
      // A refused token ends the stream; the next call of the app signs out.
      if (response.status === 401 || !response.body) return;
      delay = 1000;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) emit(JSON.parse(data.slice(6)) as TOrderEvent);
        }
      }
    } catch {
      if (signal.aborted) return;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 30_000);
  }
}

/** Keeps the stream open while the component is mounted (the partner layout). */
export function useOrderStream(): void {
  useEffect(() => {
    users += 1;
    if (users === 1) {
      controller = new AbortController();
      void run(controller.signal);
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

/** Calls `listener` for every event while mounted. */
export function useOrderEvents(listener: Listener): void {
  useEffect(() => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listener]);
}

/** Orders waiting for an answer, as the server last said. */
export function useWaitingOrders(): number {
  return useSyncExternalStore(
    (notify) => {
      waitingListeners.add(notify);
      return () => waitingListeners.delete(notify);
    },
    () => waiting,
    // A drawn screen is drawn before the stream has said anything.
    () => 0,
  );
}
