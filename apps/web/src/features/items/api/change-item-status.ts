import { ZChangeItemStatusResponseSchema, apiPaths } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type MutationConfig } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { itemKeys, itemMutationKeys } from './keys';

export interface ChangeItemStatusInput {
  id: number;
  /** 1 on the menu, 0 off. */
  status: 0 | 1;
}

/* POST v1/restaurant/changeItemStatus */
export function changeItemStatus(input: ChangeItemStatusInput) {
  return apiRequest(apiPaths.changeItemStatus, {
    method: 'POST',
    schema: ZChangeItemStatusResponseSchema,
    auth: 'partner',
    body: { id: input.id, status: String(input.status), lang: currentLocale() },
  });
}

/** Switches an item on or off, then reloads the lists (the mutation ends once they are reloaded). */
export function useChangeItemStatus(
  id: number,
  { mutationConfig }: { mutationConfig?: MutationConfig<typeof changeItemStatus> } = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationKey: itemMutationKeys.changeStatus(id),
    ...rest,
    mutationFn: changeItemStatus,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: itemKeys.all });
      await onSuccess?.(...args);
    },
  });
}
