import { ZDishListResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type MutationConfig } from '@/shared/api';
import { dishTypeKeys } from './keys';
import { useDishListUpdate } from './use-dish-list-update';

export interface SaveDishTypeOrderInput {
  /** type_of_item_ids in their new order. */
  ids: number[];
  lang: Locale;
}

/* GET v1/restaurant/addupdateItemorder?item_id=3,1,2 */
export function saveDishTypeOrder(input: SaveDishTypeOrderInput) {
  return apiRequest(apiPaths.dishOrder, {
    schema: ZDishListResponseSchema,
    auth: 'partner',
    query: { item_id: input.ids.join(','), lang: input.lang },
  });
}

export function useSaveDishTypeOrder({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof saveDishTypeOrder> } = {}) {
  const update = useDishListUpdate();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationKey: [...dishTypeKeys.all, 'order'],
    ...rest,
    mutationFn: saveDishTypeOrder,
    onSuccess: async (response, input, ...args) => {
      await update(response, input.lang);
      await onSuccess?.(response, input, ...args);
    },
  });
}
