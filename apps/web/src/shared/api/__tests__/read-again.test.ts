import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readAgainAfterEvent } from '../read-again';

/**
 * A screen's first load of its list is on its way when a live event says an order arrived: the
 * load read the list before the order existed. The screen must end up showing the order.
 */
async function firstLoadRacingAnEvent(afterEvent: (client: QueryClient) => Promise<void>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers: Array<(orders: string[]) => void> = [];
  const observer = new QueryObserver<string[]>(client, {
    queryKey: ['orders', 'list'],
    queryFn: ({ signal }) =>
      new Promise<string[]>((resolve, reject) => {
        answers.push(resolve);
        signal.addEventListener('abort', () => reject(new Error('cancelled')));
      }),
  });
  const stop = observer.subscribe(() => undefined);
  // The first load is under way; the order is placed, and its event arrives.
  const handled = afterEvent(client);
  answers[0]!([]); // what the first load read: before the order
  await new Promise((resolve) => setTimeout(resolve, 10));
  // Any load started since reads the list with the order.
  for (const answer of answers.slice(1)) answer(['#1']);
  await handled;
  stop();
  return { last: observer.getCurrentResult().data, loads: answers.length };
}

describe('reading a screen again after a live event', () => {
  it('shows the order even when the first load was still on its way', async () => {
    const { last, loads } = await firstLoadRacingAnEvent((client) => readAgainAfterEvent(client, ['orders']));
    expect(loads).toBe(2);
    expect(last).toEqual(['#1']);
  });

  it('is needed: invalidating alone keeps what the first load read', async () => {
    const { last, loads } = await firstLoadRacingAnEvent((client) =>
      client.invalidateQueries({ queryKey: ['orders'] }),
    );
    expect(loads).toBe(1);
    expect(last).toEqual([]);
  });
});
