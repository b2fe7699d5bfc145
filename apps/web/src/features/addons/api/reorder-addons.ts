import { ZAddonListResponseSchema, apiPaths, type Locale, type TAddon, type TAddonListResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type MutationConfig } from '@/shared/api';
import { addonKeys } from '@/shared/api/addon-list';

export interface ReorderAddonsInput {
  /** The add-ons in their new order. */
  addons: TAddon[];
  lang: Locale;
}

/* GET v1/restaurant/addupdateAddonorder?items_addon_id=3,1,2 — answers the new list. */
export function reorderAddons(input: ReorderAddonsInput) {
  return apiRequest(apiPaths.addonOrder, {
    schema: ZAddonListResponseSchema,
    auth: 'partner',
    query: { items_addon_id: input.addons.map((addon) => addon.items_addon_id).join(','), lang: input.lang },
  });
}

/**
 * Saves a new order at once. The list shows it straight away (optimistic) and goes back if the
 * server refuses; moves made in a row are sent one after the other, in order.
 */
export function useReorderAddons({ mutationConfig }: { mutationConfig?: MutationConfig<typeof reorderAddons> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationKey: [...addonKeys.all, 'order'],
    scope: { id: 'addon-order' },
    ...rest,
    mutationFn: reorderAddons,
    onMutate: async (input) => {
      const key = addonKeys.list(input.lang);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TAddonListResponse>(key);
      if (previous) queryClient.setQueryData<TAddonListResponse>(key, { ...previous, data: input.addons });
      return { previous };
    },
    onError: (error, input, context, ...args) => {
      const previous = (context as { previous?: TAddonListResponse } | undefined)?.previous;
      if (previous) queryClient.setQueryData(addonKeys.list(input.lang), previous);
      return onError?.(error, input, context, ...args);
    },
    onSuccess: async (response, input, ...args) => {
      queryClient.setQueryData(addonKeys.list(input.lang), response);
      await onSuccess?.(response, input, ...args);
    },
    onSettled: async (...args) => {
      // The other language's list (and the item form's choices) follow the new order too.
      await queryClient.invalidateQueries({ queryKey: addonKeys.lists(), refetchType: 'none' });
      await onSettled?.(...args);
    },
  });
}
