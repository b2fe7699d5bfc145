import { ZSaveItemResponseSchema, apiPaths, type TItemFormFields } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, type MutationConfig } from '@/shared/api';
import { itemKeys, itemMutationKeys } from './keys';

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
export function itemFormData(fields: ItemFields, files: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('file_name', file, file.name);
  return form;
}

/* POST v1/restaurant/saveItem (multipart, with upload progress) */
export function saveItem(input: SaveItemInput) {
  return apiUpload(apiPaths.saveItem, {
    form: itemFormData(input.fields, input.files),
    schema: ZSaveItemResponseSchema,
    auth: 'partner',
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  });
}

export function useSaveItem({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveItem> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationKey: itemMutationKeys.save(),
    ...rest,
    mutationFn: saveItem,
    onSuccess: async (response, ...args) => {
      // The saved item in every language: the next edit loads it fresh.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: itemKeys.detailsOf(response.data.id), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: itemKeys.lists() }),
      ]);
      await onSuccess?.(response, ...args);
    },
  });
}
