import { ZDishListResponseSchema, apiPaths, type Locale } from '@portal/contract';
import { apiRequest, type CallbacksOf } from '@/shared/api';
import { useDishListMutation } from './dish-list-mutation';

export interface AddDishTypeInput {
  /** English name. */
  typeofitemname: string;
  fr_typeofitemname: string;
  lang: Locale;
}

/* POST v1/restaurant/addDishType — a dish type of the restaurant's own, at the end of its list. */
function addDishType(input: AddDishTypeInput) {
  return apiRequest(apiPaths.addDishType, {
    method: 'POST',
    schema: ZDishListResponseSchema,
    auth: 'partner',
    body: { typeofitemname: input.typeofitemname, fr_typeofitemname: input.fr_typeofitemname, lang: input.lang },
  });
}

export function useAddDishType(callbacks?: CallbacksOf<typeof addDishType>) {
  return useDishListMutation('add', addDishType, callbacks);
}
