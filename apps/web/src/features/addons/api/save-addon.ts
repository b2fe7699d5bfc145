import { ZSaveAddonResponseSchema, apiPaths, type TAddonFormFields } from '@portal/contract';
import { apiRequest, menuRootKey, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { addonKeys } from '@/shared/api/addon-list';

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

export function useSaveAddon(callbacks?: CallbacksOf<typeof saveAddon>) {
  return useInvalidatingMutation(
    {
      mutationKey: addonKeys.mutation('save'),
      mutationFn: saveAddon,
      // Dishes show add-on names: refresh the whole menu, not only the add-on list.
      invalidates: [menuRootKey],
    },
    callbacks,
  );
}
