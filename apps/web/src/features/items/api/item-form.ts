import {
  ZDeletedResponseSchema,
  ZItemDetailResponseSchema,
  ZSaveItemResponseSchema,
  apiPaths,
  type Locale,
  type TItemFormFields,
} from '@portal/contract';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest, apiUpload, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { partnerGet } from '@/shared/api/partner-call';
import { useLocale } from '@/shared/hooks/use-locale';
import { itemKeys } from './keys';

/* The dish form's calls: a dish to edit, its save (with its new photos), a stored photo's deletion. */

/* GET v1/restaurant/getItemDetail?id=&lang= — every field, for the edit form (a reload works). */
function getItemDetail(input: { id: number; lang: Locale }) {
  return apiRequest(apiPaths.itemDetail, {
    schema: ZItemDetailResponseSchema,
    auth: 'partner',
    query: { id: input.id, lang: input.lang },
  });
}

export function useItemDetail(id: number | null) {
  const lang = useLocale();
  return useQuery({
    queryKey: itemKeys.detail(id ?? 0, { lang }),
    queryFn: id === null ? skipToken : () => getItemDetail({ id, lang }),
    // A language switch must not unmount the form being edited.
    placeholderData: keepPreviousData,
  });
}

/** The item form as the server reads it: text fields, lists comma-separated. */
export type ItemFields = { [K in keyof Required<TItemFormFields>]: string };

interface SaveItemInput {
  fields: ItemFields;
  /** New photos, sent as repeated `file_name` parts. */
  files: File[];
  /** Share of the upload sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** The multipart body of saveItem. */
function itemFormData(fields: ItemFields, files: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('file_name', file, file.name);
  return form;
}

/* POST v1/restaurant/saveItem (multipart, with upload progress) */
function saveItem(input: SaveItemInput) {
  return apiUpload(apiPaths.saveItem, {
    form: itemFormData(input.fields, input.files),
    schema: ZSaveItemResponseSchema,
    auth: 'partner',
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  });
}

export function useSaveItem(callbacks?: CallbacksOf<typeof saveItem>) {
  return useInvalidatingMutation(
    {
      mutationKey: itemKeys.mutation('save'),
      mutationFn: saveItem,
      invalidates: (response) => [
        // The saved item in every language: the next edit loads it fresh.
        { queryKey: itemKeys.detail(response.data.id), refetchType: 'none' },
        itemKeys.lists(),
      ],
    },
    callbacks,
  );
}

interface DeleteItemImageInput {
  /** Id of the photo. */
  imageId: number;
  /** The item it belongs to (whose detail and list thumbnail change). */
  itemId: number;
}

/* GET v1/restaurant/itemImgdelete?id= (id of the image) */
function deleteItemImage(input: DeleteItemImageInput) {
  return partnerGet(apiPaths.deleteItemImage, ZDeletedResponseSchema, { id: input.imageId });
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
