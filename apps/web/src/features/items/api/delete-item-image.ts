import { ZDeletedResponseSchema, apiPaths } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type MutationConfig } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { itemKeys, itemMutationKeys } from './keys';

export interface DeleteItemImageInput {
  /** Id of the photo. */
  imageId: number;
  /** The item it belongs to (whose detail and list thumbnail change). */
  itemId: number;
}

/* GET v1/restaurant/itemImgdelete?id= (id of the image) */
export function deleteItemImage(input: DeleteItemImageInput) {
  return apiRequest(apiPaths.deleteItemImage, {
    schema: ZDeletedResponseSchema,
    auth: 'partner',
    query: { id: input.imageId, lang: currentLocale() },
  });
}

export function useDeleteItemImage({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteItemImage> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationKey: itemMutationKeys.deleteImage(),
    ...rest,
    mutationFn: deleteItemImage,
    onSuccess: async (response, input, ...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: itemKeys.detailsOf(input.itemId) }),
        queryClient.invalidateQueries({ queryKey: itemKeys.lists() }),
      ]);
      await onSuccess?.(response, input, ...args);
    },
  });
}
