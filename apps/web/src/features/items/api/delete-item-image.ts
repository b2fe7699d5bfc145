import { ZDeletedResponseSchema, apiPaths } from '@portal/contract';
import { apiRequest, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { itemKeys } from './keys';

export interface DeleteItemImageInput {
  /** Id of the photo. */
  imageId: number;
  /** The item it belongs to (whose detail and list thumbnail change). */
  itemId: number;
}

/* GET v1/restaurant/itemImgdelete?id= (id of the image) */
function deleteItemImage(input: DeleteItemImageInput) {
  return apiRequest(apiPaths.deleteItemImage, {
    schema: ZDeletedResponseSchema,
    auth: 'partner',
    query: { id: input.imageId, lang: currentLocale() },
  });
}

export function useDeleteItemImage(callbacks?: CallbacksOf<typeof deleteItemImage>) {
  return useInvalidatingMutation(
    {
      mutationKey: itemKeys.mutation('delete-image'),
      mutationFn: deleteItemImage,
      invalidates: (_response, input) => [itemKeys.detail(input.itemId), itemKeys.lists()],
    },
    callbacks,
  );
}
