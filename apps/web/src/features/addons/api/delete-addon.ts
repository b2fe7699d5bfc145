import { ZDeletedResponseSchema, apiPaths } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type MutationConfig } from '@/shared/api';
import { addonKeys } from '@/shared/api/addon-list';
import { menuRootKey } from '@/shared/api/menu-keys';
import { currentLocale } from '@/shared/i18n';

/* GET v1/restaurant/deleteAddon?items_addon_id= */
export function deleteAddon(input: { items_addon_id: number }) {
  return apiRequest(apiPaths.deleteAddon, {
    schema: ZDeletedResponseSchema,
    auth: 'partner',
    query: { items_addon_id: input.items_addon_id, lang: currentLocale() },
  });
}

export function useDeleteAddon({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteAddon> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationKey: [...addonKeys.all, 'delete'],
    ...rest,
    mutationFn: deleteAddon,
    onSuccess: async (...args) => {
      // Dishes show add-on names: refresh the whole menu, not only the add-on list.
      await queryClient.invalidateQueries({ queryKey: menuRootKey });
      await onSuccess?.(...args);
    },
  });
}
