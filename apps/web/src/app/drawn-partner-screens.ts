import {
  ZItemListResponseSchema,
  ZRestaurantDetailsResponseSchema,
  type DrawnReplies,
  type Locale,
  type TItemListResponse,
  type TRestaurantDetailsResponse,
} from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { restaurantKeys } from '@/shared/api/restaurant-details';
import { itemKeys } from '@/features/items/api/keys';

/**
 * Puts the answers a drawn screen is made of (the contract's `DRAWN_SCREENS`) into the cache under
 * the keys the screens ask with, read with the contract's schemas as every call's answer is: the
 * app starts with them instead of asking again. Null when an answer is not what the contract says.
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
