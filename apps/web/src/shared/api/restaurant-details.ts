import { apiPaths, type Locale, type TRestaurantProfile } from '@portal/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocale } from '../hooks/use-locale';
import { replaceUserdata } from '../lib/session';
import { apiRequest } from './client';
import { createQueryKeys } from './query-keys';

/**
 * The restaurant's profile: `detail('mine', { lang })`. Shared: the sidebar reads the presence
 * from it when the portal opens (another device may have changed it), the profile screen edits it.
 */
export const restaurantKeys = createQueryKeys('restaurant');

/** The profile answers' schemas, loaded on demand (the partner layout reads the profile on every screen). */
export const restaurantSchemas = () => import('./restaurant-schemas');

/* GET v1/restaurant/restaurantDetails?lang= */
function getRestaurantDetails(lang: Locale) {
  return apiRequest(apiPaths.restaurantDetails, {
    schema: restaurantSchemas().then((schemas) => schemas.ZRestaurantDetailsResponseSchema),
    auth: 'partner',
    query: { lang },
  });
}

/** The profile as the server has it; every answer replaces the stored `userdata`. */
export function useRestaurantDetails() {
  const lang = useLocale();
  const query = useQuery({
    queryKey: restaurantKeys.detail('mine', { lang }),
    queryFn: () => getRestaurantDetails(lang),
    select: (response) => response.data,
  });
  const profile = query.data;
  useEffect(() => {
    if (profile) replaceUserdata(profile);
  }, [profile]);
  return query;
}

/** After a save or a presence change: the answer is the profile now, in every language's cache. */
export function storeRestaurantProfile(client: QueryClient, profile: TRestaurantProfile, lang: Locale): void {
  client.setQueryData(restaurantKeys.detail('mine', { lang }), {
    status: 200,
    message: '',
    fr_message: '',
    data: profile,
  });
  void client.invalidateQueries({ queryKey: restaurantKeys.all, refetchType: 'none' });
  replaceUserdata(profile);
}
