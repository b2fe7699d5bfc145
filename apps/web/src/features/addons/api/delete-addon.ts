import { ZDeletedResponseSchema, apiPaths } from '@portal/contract';
import { apiRequest, menuRootKey, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { addonKeys } from '@/shared/api/addon-list';
import { currentLocale } from '@/shared/i18n';

/* GET v1/restaurant/deleteAddon?items_addon_id= */
function deleteAddon(input: { items_addon_id: number }) {
  return apiRequest(apiPaths.deleteAddon, {
    schema: ZDeletedResponseSchema,
    auth: 'partner',
    query: { items_addon_id: input.items_addon_id, lang: currentLocale() },
  });
}

export function useDeleteAddon(callbacks?: CallbacksOf<typeof deleteAddon>) {
  return useInvalidatingMutation(
    {
      mutationKey: addonKeys.mutation('delete'),
      mutationFn: deleteAddon,
      // Dishes show add-on names: refresh the whole menu, not only the add-on list.
      invalidates: [menuRootKey],
    },
    callbacks,
  );
}
