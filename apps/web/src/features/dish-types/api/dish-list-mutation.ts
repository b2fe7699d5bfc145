import type { Locale, TDishListResponse } from '@portal/contract';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { menuRootKey, useInvalidatingMutation, type MutationCallbacks } from '@/shared/api';
import { dishTypeKeys } from './keys';

/**
 * Every dish-type call answers the restaurant's new list in the language it was sent in: that
 * answer replaces the cached list as it is (no second request); the rest of the menu's queries are
 * marked stale: the lists in the other languages, the reference lists (the item form's dish types
 * follow the restaurant's order and leave out hidden ones) and the item list (its sections).
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
        // The rest of the menu reads dish types too: the item list files its dishes under them.
        return [{ queryKey: menuRootKey, predicate: (query) => query.queryHash !== answered }];
      },
    },
    callbacks,
  );
}
