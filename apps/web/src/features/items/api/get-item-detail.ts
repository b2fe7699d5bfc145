import { ZItemDetailResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api';
import { useLocale } from '@/shared/hooks/use-locale';
import { itemKeys } from './keys';

/* GET v1/restaurant/getItemDetail?id=&lang= — every field, for the edit form (a reload works). */
function getItemDetail(input: { id: number; lang: Locale }) {
  return apiRequest(apiPaths.itemDetail, {
    schema: ZItemDetailResponseSchema,
    auth: 'partner',
    query: { id: input.id, lang: input.lang },
  });
}

export function useItemDetail(id: number | null) {
  const lang = useLocale();
  return useQuery({
    queryKey: itemKeys.detail(id ?? 0, { lang }),
    queryFn: id === null ? skipToken : () => getItemDetail({ id, lang }),
    // A language switch must not unmount the form being edited.
    placeholderData: keepPreviousData,
  });
}
