import { ZChangeItemStatusResponseSchema, apiPaths } from '@portal/contract';
import { apiRequest, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { itemKeys } from './keys';

export interface ChangeItemStatusInput {
  id: number;
  /** 1 on the menu, 0 off. */
  status: 0 | 1;
}

/* POST v1/restaurant/changeItemStatus */
function changeItemStatus(input: ChangeItemStatusInput) {
  return apiRequest(apiPaths.changeItemStatus, {
    method: 'POST',
    schema: ZChangeItemStatusResponseSchema,
    auth: 'partner',
    body: { id: input.id, status: String(input.status), lang: currentLocale() },
  });
}

/** Switches an item on or off, then reloads the lists (the mutation ends once they are reloaded). */
export function useChangeItemStatus(id: number, callbacks?: CallbacksOf<typeof changeItemStatus>) {
  return useInvalidatingMutation(
    { mutationKey: itemKeys.mutation('status', id), mutationFn: changeItemStatus, invalidates: [itemKeys.all] },
    callbacks,
  );
}
