import { ZMarkItemSoldOutResponseSchema, apiPaths } from '@portal/contract';
import { apiRequest, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { itemKeys } from './keys';

export interface MarkItemSoldOutInput {
  id: number;
  /** 1 sold out until 04:00 (Paris time), 0 back on sale. */
  sold_out: 0 | 1;
}

/* POST v1/restaurant/markItemSoldOut */
function markItemSoldOut(input: MarkItemSoldOutInput) {
  return apiRequest(apiPaths.markItemSoldOut, {
    method: 'POST',
    schema: ZMarkItemSoldOutResponseSchema,
    auth: 'partner',
    body: { id: input.id, sold_out: String(input.sold_out), lang: currentLocale() },
  });
}

/** Marks a dish sold out for today or back on sale, then reloads the lists. */
export function useMarkItemSoldOut(id: number, callbacks?: CallbacksOf<typeof markItemSoldOut>) {
  return useInvalidatingMutation(
    { mutationKey: itemKeys.mutation('soldOut', id), mutationFn: markItemSoldOut, invalidates: [itemKeys.all] },
    callbacks,
  );
}
