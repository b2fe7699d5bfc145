import type { Locale, TDishListResponse } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { referenceKeys } from '@/shared/api/reference-lists';
import { dishTypeKeys } from './keys';

/**
 * Every dish-type call answers the restaurant's new list: it replaces the cached one, the other
 * language's list is marked stale, and so are the reference lists (the item form's dish types
 * follow the restaurant's order and hide hidden ones).
 */
export function useDishListUpdate() {
  const queryClient = useQueryClient();
  return async (response: TDishListResponse, lang: Locale) => {
    queryClient.setQueryData(dishTypeKeys.list(lang), response);
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: dishTypeKeys.lists(),
        predicate: (query) => query.queryKey[2] !== lang,
      }),
      queryClient.invalidateQueries({ queryKey: referenceKeys.all }),
    ]);
  };
}
