import {
  ZItemListResponseSchema,
  ZRestaurantDetailsResponseSchema,
  type Locale,
  type TItemListResponse,
  type TRestaurantDetailsResponse,
} from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { restaurantKeys } from '@/shared/api/restaurant-details';
import { itemKeys } from '@/features/items/api/keys';

/**
 * The partner screens the server may send already drawn for the signed-in partner, and the
 * answers each one needs: those its first render would otherwise wait for. The server reads
 * them with the same services as the calls (`restaurantDetails` for the sidebar, the screen's
 * own list), and the app starts with them in its cache instead of asking again.
 */
export const DRAWN_PARTNER_SCREENS = {
  '/item_list': ['restaurantDetails', 'itemList'],
} as const satisfies Record<string, ReadonlyArray<keyof DrawnReplies>>;

export type DrawnPartnerScreen = keyof typeof DRAWN_PARTNER_SCREENS;

/** The call answers a drawn screen is made of, as the API sends them. */
export interface DrawnReplies {
  restaurantDetails: unknown;
  itemList?: unknown;
}

export function isDrawnPartnerScreen(pathname: string): pathname is DrawnPartnerScreen {
  return Object.hasOwn(DRAWN_PARTNER_SCREENS, pathname);
}

/**
 * Puts the answers into the cache under the keys the screens ask with, read with the contract's
 * schemas as every call's answer is. Null when an answer is not what the contract says.
 */
export function cacheDrawnReplies(
  client: QueryClient,
  lang: Locale,
  replies: DrawnReplies,
): { profile: TRestaurantDetailsResponse['data'] } | null {
  const details = ZRestaurantDetailsResponseSchema.safeParse(replies.restaurantDetails);
  if (!details.success) return null;
  client.setQueryData(restaurantKeys.detail('mine', { lang }), details.data);
  if (replies.itemList !== undefined) {
    const items = ZItemListResponseSchema.safeParse(replies.itemList);
    if (!items.success) return null;
    client.setQueryData<TItemListResponse>(itemKeys.list({ lang, search: '' }), items.data);
  }
  return { profile: details.data.data };
}
