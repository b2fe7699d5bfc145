import { ZDishListResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type MutationConfig } from '@/shared/api';
import { dishTypeKeys } from './keys';
import { useDishListUpdate } from './use-dish-list-update';

export interface AddDishTypeInput {
  /** English name. */
  typeofitemname: string;
  fr_typeofitemname: string;
  lang: Locale;
}

/* POST v1/restaurant/addDishType — a dish type of the restaurant's own, at the end of its list. */
export function addDishType(input: AddDishTypeInput) {
  return apiRequest(apiPaths.addDishType, {
    method: 'POST',
    schema: ZDishListResponseSchema,
    auth: 'partner',
    body: { typeofitemname: input.typeofitemname, fr_typeofitemname: input.fr_typeofitemname, lang: input.lang },
  });
}

export function useAddDishType({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addDishType> } = {}) {
  const update = useDishListUpdate();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationKey: [...dishTypeKeys.all, 'add'],
    ...rest,
    mutationFn: addDishType,
    onSuccess: async (response, input, ...args) => {
      await update(response, input.lang);
      await onSuccess?.(response, input, ...args);
    },
  });
}
