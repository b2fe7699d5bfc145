import { ZDishListResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { apiRequest, type CallbacksOf } from '@/shared/api';
import { useDishListMutation } from './dish-list-mutation';

export interface DeleteDishTypeInput {
  type_of_item_id: number;
  /** Where the dishes still filed under it go; without it the server answers DISH_TYPE_IN_USE. */
  move_to?: number;
  lang: Locale;
}

/* POST v1/restaurant/deleteDishType — only the restaurant's own dish types. */
function deleteDishType(input: DeleteDishTypeInput) {
  return apiRequest(apiPaths.deleteDishType, {
    method: 'POST',
    schema: ZDishListResponseSchema,
    auth: 'partner',
    body: { ...input },
  });
}

export function useDeleteDishType(callbacks?: CallbacksOf<typeof deleteDishType>) {
  return useDishListMutation('delete', deleteDishType, callbacks);
}
