import { ZDishListResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type MutationConfig } from '@/shared/api';
import { dishTypeKeys } from './keys';
import { useDishListUpdate } from './use-dish-list-update';

export interface ChangeDishTypeStatusInput {
  type_of_item_id: number;
  /** 1 shown on the menu, 0 hidden. */
  status: 0 | 1;
  lang: Locale;
}

/* POST v1/restaurant/changeDishTypeStatus */
export function changeDishTypeStatus(input: ChangeDishTypeStatusInput) {
  return apiRequest(apiPaths.changeDishTypeStatus, {
    method: 'POST',
    schema: ZDishListResponseSchema,
    auth: 'partner',
    body: { type_of_item_id: input.type_of_item_id, status: String(input.status), lang: input.lang },
  });
}

export function useChangeDishTypeStatus({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changeDishTypeStatus> } = {}) {
  const update = useDishListUpdate();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationKey: [...dishTypeKeys.all, 'status'],
    ...rest,
    mutationFn: changeDishTypeStatus,
    onSuccess: async (response, input, ...args) => {
      await update(response, input.lang);
      await onSuccess?.(response, input, ...args);
    },
  });
}
