import {
  useMutation,
  useQueryClient,
  type InvalidateQueryFilters,
  type MutationKey,
  type QueryKey,
} from '@tanstack/react-query';

/** A query key (every query under it) or a filter, for what needs finer aim. */
export type Invalidation = QueryKey | InvalidateQueryFilters;

/** What a screen adds to a mutation hook: its own reactions (toasts, navigation, state). */
export interface MutationCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
}

export interface InvalidatingMutationDefinition<TData, TVariables, TContext> {
  mutationKey: MutationKey;
  mutationFn: (variables: TVariables) => Promise<TData>;
  /**
   * What a success makes stale, refreshed before the caller's `onSuccess` runs (so the mutation
   * ends once the screen shows fresh data). A function when it depends on the answer or the input;
   * an empty list when the call changes no cached query.
   */
  invalidates: readonly Invalidation[] | ((data: TData, variables: TVariables) => readonly Invalidation[]);
  /** Mutations of the same scope run one after the other, in order. */
  scope?: { id: string };
  /** The hook's own effects (optimistic update, cache or session writes), before the caller's. */
  onMutate?: (variables: TVariables) => TContext | Promise<TContext>;
  onSuccess?: (data: TData, variables: TVariables, context: TContext | undefined) => unknown;
  onError?: (error: Error, variables: TVariables, context: TContext | undefined) => unknown;
  onSettled?: (
    data: TData | undefined,
    error: Error | null,
    variables: TVariables,
    context: TContext | undefined,
  ) => unknown;
}

/**
 * The one way a call that changes data is declared: its key, its function, what it makes stale,
 * and the hook's own effects; the caller's callbacks come as a second argument. Both sets of
 * callbacks always run, the hook's first, so a screen cannot drop an invalidation by passing its
 * own `onSuccess`.
 */
export function useInvalidatingMutation<TData, TVariables, TContext = undefined>(
  definition: InvalidatingMutationDefinition<TData, TVariables, TContext>,
  callbacks: MutationCallbacks<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  const { invalidates } = definition;

  return useMutation<TData, Error, TVariables, TContext>({
    mutationKey: definition.mutationKey,
    mutationFn: definition.mutationFn,
    ...(definition.scope ? { scope: definition.scope } : {}),
    ...(definition.onMutate ? { onMutate: definition.onMutate } : {}),
    onSuccess: async (data, variables, context) => {
      await definition.onSuccess?.(data, variables, context);
      const stale = typeof invalidates === 'function' ? invalidates(data, variables) : invalidates;
      await Promise.all(
        stale.map((target) =>
          queryClient.invalidateQueries(
            Array.isArray(target) ? { queryKey: target } : (target as InvalidateQueryFilters),
          ),
        ),
      );
      await callbacks.onSuccess?.(data, variables);
    },
    onError: async (error, variables, context) => {
      await definition.onError?.(error, variables, context);
      await callbacks.onError?.(error, variables);
    },
    onSettled: async (data, error, variables, context) => {
      await definition.onSettled?.(data, error, variables, context);
      await callbacks.onSettled?.(data, error, variables);
    },
  });
}

/** The callbacks a screen may give a mutation hook whose function is `F`. */
export type CallbacksOf<F extends (variables: never) => Promise<unknown>> = MutationCallbacks<
  Awaited<ReturnType<F>>,
  Parameters<F>[0]
>;
