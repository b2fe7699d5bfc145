import { ZDishListResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api';
import { useLocale } from '@/shared/hooks/use-locale';
import { dishTypeKeys } from './keys';

/* GET v1/restaurant/dishlistapi?lang= — `data` in the restaurant's order, `dishdata` the
 * platform dish types it may still add. */
export function getDishTypes(lang: Locale) {
  return apiRequest(apiPaths.dishList, {
    schema: ZDishListResponseSchema,
    auth: 'partner',
    query: { lang },
  });
}

export const dishTypesQueryOptions = (lang: Locale) =>
  queryOptions({ queryKey: dishTypeKeys.list(lang), queryFn: () => getDishTypes(lang) });

export function useDishTypes() {
  const lang = useLocale();
  return useQuery({ ...dishTypesQueryOptions(lang), placeholderData: keepPreviousData });
}
