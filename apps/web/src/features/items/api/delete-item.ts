import { ZDeletedResponseSchema, apiPaths } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { itemKeys } from './keys';

/* GET v1/restaurant/deleteItem?id= */
function deleteItem(input: { id: number }) {
  return apiRequest(apiPaths.deleteItem, {
    schema: ZDeletedResponseSchema,
    auth: 'partner',
    query: { id: input.id, lang: currentLocale() },
  });
}

export function useDeleteItem(id: number, callbacks?: CallbacksOf<typeof deleteItem>) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    {
      mutationKey: itemKeys.mutation('delete', id),
      mutationFn: deleteItem,
      // The deleted item's detail is of no use any more: dropped rather than refreshed.
      onSuccess: (_response, input) => queryClient.removeQueries({ queryKey: itemKeys.detail(input.id) }),
      invalidates: [itemKeys.lists()],
    },
    callbacks,
  );
}
