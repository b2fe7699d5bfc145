import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError } from './api-error';

const defaultOptions: DefaultOptions = {
  queries: {
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    // A business refusal or a 401 will not change by asking again.
    retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.kind !== 'network'),
  },
  // Offline, TanStack Query would hold a change and send it by itself once the connection is
  // back, long after the owner moved on. A change is sent now or fails now, with the
  // connection toast, and the form keeps what was typed.
  mutations: { retry: false, networkMode: 'always' },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions });
}
