import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads a screen's queries again after a live event. A first load still on its way may have read
 * before the event's change: invalidating alone would join it and keep what it read (a load
 * without data yet is joined, not started again), so the loads under way are cancelled first.
 */
export async function readAgainAfterEvent(queryClient: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
