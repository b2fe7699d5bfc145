import { ZDishListResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { apiRequest, type CallbacksOf } from '@/shared/api';
import { useDishListMutation } from './dish-list-mutation';

export interface SaveDishTypeOrderInput {
  /** type_of_item_ids in their new order. */
  ids: number[];
  lang: Locale;
}

/* GET v1/restaurant/addupdateItemorder?item_id=3,1,2 */
function saveDishTypeOrder(input: SaveDishTypeOrderInput) {
  return apiRequest(apiPaths.dishOrder, {
    schema: ZDishListResponseSchema,
    auth: 'partner',
    query: { item_id: input.ids.join(','), lang: input.lang },
  });
}

export function useSaveDishTypeOrder(callbacks?: CallbacksOf<typeof saveDishTypeOrder>) {
  return useDishListMutation('order', saveDishTypeOrder, callbacks);
}
