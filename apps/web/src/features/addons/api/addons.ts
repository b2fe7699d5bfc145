import {
  ZAddonListResponseSchema,
  ZDeletedResponseSchema,
  ZSaveAddonResponseSchema,
  apiPaths,
  type Locale,
  type TAddon,
  type TAddonFormFields,
  type TAddonListResponse,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, menuRootKey, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { createMutation, partnerGet } from '@/shared/api/partner-call';
import { addonKeys } from '@/shared/api/addon-list';

/* The add-ons' changes; their list is read with the menu's other lists (shared/api/addon-list.ts). */

/** The add-on form as the server reads it; `subaddon` is the JSON string of the options. */
export type AddonFields = { [K in keyof Required<TAddonFormFields>]: string };

/* POST v1/restaurant/saveAddon — a new add-on without items_addon_id, else an update. */
function saveAddon(fields: AddonFields) {
  return apiRequest(apiPaths.saveAddon, {
    method: 'POST',
    schema: ZSaveAddonResponseSchema,
    auth: 'partner',
    body: fields,
  });
}

// Dishes show add-on names: a change refreshes the whole menu, not only the add-on list.
export const useSaveAddon = createMutation(addonKeys.mutation('save'), saveAddon, [menuRootKey]);

/* GET v1/restaurant/deleteAddon?items_addon_id= */
function deleteAddon(input: { items_addon_id: number }) {
  return partnerGet(apiPaths.deleteAddon, ZDeletedResponseSchema, { items_addon_id: input.items_addon_id });
}

export const useDeleteAddon = createMutation(addonKeys.mutation('delete'), deleteAddon, [menuRootKey]);

interface ReorderAddonsInput {
  /** The add-ons in their new order. */
  addons: TAddon[];
  lang: Locale;
}

/* GET v1/restaurant/addupdateAddonorder?items_addon_id=3,1,2 — answers the new list. */
function reorderAddons(input: ReorderAddonsInput) {
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
export function useReorderAddons(callbacks?: CallbacksOf<typeof reorderAddons>) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    {
      mutationKey: addonKeys.mutation('order'),
      scope: { id: 'addon-order' },
      mutationFn: reorderAddons,
      onMutate: async (input) => {
        const key = addonKeys.list({ lang: input.lang });
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<TAddonListResponse>(key);
        if (previous) queryClient.setQueryData<TAddonListResponse>(key, { ...previous, data: input.addons });
        return { previous };
      },
      onError: (_error, input, context) => {
        if (context?.previous) queryClient.setQueryData(addonKeys.list({ lang: input.lang }), context.previous);
      },
      // The answer is the new list in this language.
      onSuccess: (response, input) => queryClient.setQueryData(addonKeys.list({ lang: input.lang }), response),
      // The other language's list (and the item form's choices) follow the new order too.
      invalidates: [{ queryKey: addonKeys.lists(), refetchType: 'none' }],
    },
    callbacks,
  );
}
