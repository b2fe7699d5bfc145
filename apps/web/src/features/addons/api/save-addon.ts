import { ZSaveAddonResponseSchema, apiPaths, type TAddonFormFields } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type MutationConfig } from '@/shared/api';
import { addonKeys } from '@/shared/api/addon-list';
import { menuRootKey } from '@/shared/api/menu-keys';

/** The add-on form as the server reads it; `subaddon` is the JSON string of the options. */
export type AddonFields = { [K in keyof Required<TAddonFormFields>]: string };

/* POST v1/restaurant/saveAddon — a new add-on without items_addon_id, else an update. */
export function saveAddon(fields: AddonFields) {
  return apiRequest(apiPaths.saveAddon, {
    method: 'POST',
    schema: ZSaveAddonResponseSchema,
    auth: 'partner',
    body: fields,
  });
}

export function useSaveAddon({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveAddon> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationKey: [...addonKeys.all, 'save'],
    ...rest,
    mutationFn: saveAddon,
    onSuccess: async (...args) => {
      // Dishes show add-on names: refresh the whole menu, not only the add-on list.
      await queryClient.invalidateQueries({ queryKey: menuRootKey });
      await onSuccess?.(...args);
    },
  });
}
