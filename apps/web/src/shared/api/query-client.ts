import { QueryClient, type DefaultOptions, type UseMutationOptions } from '@tanstack/react-query';
import { isApiError } from './api-error';

const defaultOptions: DefaultOptions = {
  queries: {
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    // A business refusal or a 401 will not change by asking again.
    retry: (failureCount, error) =>
      failureCount < 2 && !(isApiError(error) && error.kind !== 'network'),
  },
  mutations: { retry: false },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions });
}

type AnyFn = (...args: never[]) => Promise<unknown>;
export type ApiFnReturnType<F extends AnyFn> = Awaited<ReturnType<F>>;

/** Options a caller may add to a mutation hook (bulletproof-react style). */
export type MutationConfig<F extends (...args: never[]) => Promise<unknown>> = Omit<
  UseMutationOptions<ApiFnReturnType<F>, Error, Parameters<F>[0]>,
  'mutationFn'
>;
