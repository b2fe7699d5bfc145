import type { Locale, TDishListResponse } from '@portal/contract';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useInvalidatingMutation, type MutationCallbacks } from '@/shared/api';
import { referenceKeys } from '@/shared/api/reference-lists';
import { dishTypeKeys } from './keys';

/**
 * Every dish-type call answers the restaurant's new list in the language it was sent in: that
 * answer replaces the cached list as it is (no second request), the lists of the other languages
 * are marked stale, and so are the reference lists (the item form's dish types follow the
 * restaurant's order and leave out hidden ones).
 */
export function useDishListMutation<TVariables extends { lang: Locale }>(
  name: string,
  mutationFn: (variables: TVariables) => Promise<TDishListResponse>,
  callbacks?: MutationCallbacks<TDishListResponse, TVariables>,
) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    {
      mutationKey: dishTypeKeys.mutation(name),
      mutationFn,
      onSuccess: (response, input) => queryClient.setQueryData(dishTypeKeys.list({ lang: input.lang }), response),
      invalidates: (_response, input) => {
        const answered = hashKey(dishTypeKeys.list({ lang: input.lang }));
        return [
          { queryKey: dishTypeKeys.lists(), predicate: (query) => query.queryHash !== answered },
          referenceKeys.all,
        ];
      },
    },
    callbacks,
  );
}
