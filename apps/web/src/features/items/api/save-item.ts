import { ZSaveItemResponseSchema, apiPaths, type TItemFormFields } from '@portal/contract';
import { apiUpload, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { itemKeys } from './keys';

/** The item form as the server reads it: text fields, lists comma-separated. */
export type ItemFields = { [K in keyof Required<TItemFormFields>]: string };

export interface SaveItemInput {
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
