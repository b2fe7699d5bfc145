import { ZAddonListResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '../hooks/use-locale';
import { apiRequest } from './client';
import { menuRootKey } from './menu-keys';

/**
 * Query keys of the add-ons domain. Shared because two features read the list (the add-ons
 * screen and the item form's add-on choice); the add-ons feature's mutations invalidate them.
 */
export const addonKeys = {
  all: [...menuRootKey, 'addons'] as const,
  lists: () => [...addonKeys.all, 'list'] as const,
  list: (lang: Locale) => [...addonKeys.lists(), lang] as const,
};

/* GET v1/restaurant/getAddonlist?lang= — in display order (newIndex). */
export function getAddonList(lang: Locale) {
  return apiRequest(apiPaths.addonList, {
    schema: ZAddonListResponseSchema,
    auth: 'partner',
    query: { lang },
  });
}

export const addonListQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: addonKeys.list(lang),
    queryFn: () => getAddonList(lang),
    select: (response) => response.data,
  });

export function useAddonList() {
  const lang = useLocale();
  return useQuery(addonListQueryOptions(lang));
}
