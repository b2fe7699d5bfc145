import { ZItemListResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api';
import { useLocale } from '@/shared/hooks/use-locale';
import { itemKeys } from './keys';

/* POST v1/restaurant/getitemslist — names in `lang`; `search` filtered by the server
 * (accent- and case-insensitive). */
function getItems(input: { lang: Locale; search: string }) {
  return apiRequest(apiPaths.itemList, {
    method: 'POST',
    schema: ZItemListResponseSchema,
    auth: 'partner',
    body: input.search ? { lang: input.lang, search: input.search } : { lang: input.lang },
  });
}

export function useItems({ search }: { search: string }) {
  const lang = useLocale();
  return useQuery({
    queryKey: itemKeys.list({ lang, search }),
    queryFn: () => getItems({ lang, search }),
    // While a new search or language loads, the previous cards stay (no flash of skeletons).
    placeholderData: keepPreviousData,
  });
}
