import { ZDishListResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { apiRequest, type CallbacksOf } from '@/shared/api';
import { useDishListMutation } from './dish-list-mutation';

export interface RenameDishTypeInput {
  type_of_item_id: number;
  /** English name. */
  typeofitemname: string;
  fr_typeofitemname: string;
  lang: Locale;
}

/* POST v1/restaurant/renameDishType — only the restaurant's own dish types. */
function renameDishType(input: RenameDishTypeInput) {
  return apiRequest(apiPaths.renameDishType, {
    method: 'POST',
    schema: ZDishListResponseSchema,
    auth: 'partner',
    body: { ...input },
  });
}

export function useRenameDishType(callbacks?: CallbacksOf<typeof renameDishType>) {
  return useDishListMutation('rename', renameDishType, callbacks);
}
