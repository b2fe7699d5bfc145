import { ZDishListResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { apiRequest, type CallbacksOf } from '@/shared/api';
import { useDishListMutation } from './dish-list-mutation';

export interface ChangeDishTypeStatusInput {
  type_of_item_id: number;
  /** 1 shown on the menu, 0 hidden. */
  status: 0 | 1;
  lang: Locale;
}

/* POST v1/restaurant/changeDishTypeStatus */
function changeDishTypeStatus(input: ChangeDishTypeStatusInput) {
  return apiRequest(apiPaths.changeDishTypeStatus, {
    method: 'POST',
    schema: ZDishListResponseSchema,
    auth: 'partner',
    body: { type_of_item_id: input.type_of_item_id, status: String(input.status), lang: input.lang },
  });
}

export function useChangeDishTypeStatus(callbacks?: CallbacksOf<typeof changeDishTypeStatus>) {
  return useDishListMutation('status', changeDishTypeStatus, callbacks);
}
