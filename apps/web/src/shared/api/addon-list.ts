import { ZAddonListResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../hooks/use-locale';
import { apiRequest } from './client';
import { createQueryKeys, menuRootKey } from './query-keys';

/**
 * Keys of the add-ons domain: `list({ lang })`. Shared because two features read the list (the
 * add-ons screen and the item form's add-on choice); the add-ons feature's mutations invalidate it.
 */
export const addonKeys = createQueryKeys('addons', menuRootKey);

/* GET v1/restaurant/getAddonlist?lang= — in display order (newIndex). */
function getAddonList(lang: Locale) {
  return apiRequest(apiPaths.addonList, {
    schema: ZAddonListResponseSchema,
    auth: 'partner',
    query: { lang },
  });
}

export function useAddonList() {
  const lang = useLocale();
  return useQuery({
    queryKey: addonKeys.list({ lang }),
    queryFn: () => getAddonList(lang),
    select: (response) => response.data,
  });
}
