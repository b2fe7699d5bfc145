import { ZRestaurantTypeOfResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '../hooks/use-locale';
import { apiRequest } from './client';
import { menuRootKey } from './menu-keys';

/**
 * Query keys of the reference lists (cuisines, service types, food choices, dish types, payment
 * methods, TVA rates). Shared: the item form and the profile read them, and changes to dish
 * types (order, own ones, hidden ones) must refresh them.
 */
export const referenceKeys = {
  all: [...menuRootKey, 'reference-lists'] as const,
  lists: (lang: Locale) => [...referenceKeys.all, lang] as const,
};

/* GET v1/restaurant/getRestaurantTypeOf?lang= */
export function getReferenceLists(lang: Locale) {
  return apiRequest(apiPaths.referenceLists, {
    schema: ZRestaurantTypeOfResponseSchema,
    auth: 'partner',
    query: { lang },
  });
}

export const referenceListsQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: referenceKeys.lists(lang),
    queryFn: () => getReferenceLists(lang),
    select: (response) => response.data,
  });

export function useReferenceLists() {
  const lang = useLocale();
  return useQuery(referenceListsQueryOptions(lang));
}
