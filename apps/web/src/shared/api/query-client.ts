import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError } from './api-error';

const defaultOptions: DefaultOptions = {
  queries: {
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    // A business refusal or a 401 will not change by asking again.
    retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.kind !== 'network'),
  },
  mutations: { retry: false },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions });
}
