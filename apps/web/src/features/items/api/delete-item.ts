import { ZDeletedResponseSchema, apiPaths } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type MutationConfig } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { itemKeys, itemMutationKeys } from './keys';

/* GET v1/restaurant/deleteItem?id= */
export function deleteItem(input: { id: number }) {
  return apiRequest(apiPaths.deleteItem, {
    schema: ZDeletedResponseSchema,
    auth: 'partner',
    query: { id: input.id, lang: currentLocale() },
  });
}

export function useDeleteItem(id: number, { mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteItem> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationKey: itemMutationKeys.delete(id),
    ...rest,
    mutationFn: deleteItem,
    onSuccess: async (response, input, ...args) => {
      queryClient.removeQueries({ queryKey: itemKeys.detailsOf(input.id) });
      await queryClient.invalidateQueries({ queryKey: itemKeys.lists() });
      await onSuccess?.(response, input, ...args);
    },
  });
}
