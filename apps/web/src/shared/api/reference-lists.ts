import { ZRestaurantTypeOfResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../hooks/use-locale';
import { apiRequest } from './client';
import { createQueryKeys, menuRootKey } from './query-keys';

/**
 * Keys of the reference lists (cuisines, service types, food choices, dish types, payment
 * methods, TVA rates): `list({ lang })`. Shared: the item form and the profile read them, and
 * changes to dish types (order, own ones, hidden ones) must refresh them.
 */
export const referenceKeys = createQueryKeys('reference-lists', menuRootKey);

/* GET v1/restaurant/getRestaurantTypeOf?lang= */
function getReferenceLists(lang: Locale) {
  return apiRequest(apiPaths.referenceLists, {
    schema: ZRestaurantTypeOfResponseSchema,
    auth: 'partner',
    query: { lang },
  });
}

export function useReferenceLists() {
  const lang = useLocale();
  return useQuery({
    queryKey: referenceKeys.list({ lang }),
    queryFn: () => getReferenceLists(lang),
    select: (response) => response.data,
  });
}
