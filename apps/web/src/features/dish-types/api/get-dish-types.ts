import { ZDishListResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api';
import { useLocale } from '@/shared/hooks/use-locale';
import { dishTypeKeys } from './keys';

/* GET v1/restaurant/dishlistapi?lang= — `data` in the restaurant's order, `dishdata` the
 * platform dish types it may still add. */
function getDishTypes(lang: Locale) {
  return apiRequest(apiPaths.dishList, {
    schema: ZDishListResponseSchema,
    auth: 'partner',
    query: { lang },
  });
}

export function useDishTypes() {
  const lang = useLocale();
  return useQuery({
    queryKey: dishTypeKeys.list({ lang }),
    queryFn: () => getDishTypes(lang),
    placeholderData: keepPreviousData,
  });
}
