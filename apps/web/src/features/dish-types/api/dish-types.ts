import { ZDishListResponseSchema, apiPaths, type Locale, type TDishListResponse } from '@portal/contract';
import { hashKey, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiRequest,
  createQueryKeys,
  menuListQuery,
  menuRootKey,
  useInvalidatingMutation,
  type CallbacksOf,
  type MutationCallbacks,
} from '@/shared/api';
import { useLocale } from '@/shared/hooks/use-locale';

/** Keys of the dish-types domain (the restaurant's list, dishlistapi): `list({ lang })`. */
const dishTypeKeys = createQueryKeys('dish-types', menuRootKey);

/* GET v1/restaurant/dishlistapi?lang= — `data` in the restaurant's order, `dishdata` the
 * platform dish types it may still add. */
export function useDishTypes() {
  const lang = useLocale();
  return useQuery({
    ...menuListQuery(dishTypeKeys, lang, apiPaths.dishList, ZDishListResponseSchema),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every dish-type call answers the restaurant's new list in the language it was sent in: that
 * answer replaces the cached list as it is (no second request); the rest of the menu's queries are
 * marked stale: the lists in the other languages, the reference lists (the item form's dish types
 * follow the restaurant's order and leave out hidden ones) and the item list (its sections).
 */
function useDishListMutation<TVariables extends { lang: Locale }>(
  name: string,
  mutationFn: (variables: TVariables) => Promise<TDishListResponse>,
  callbacks?: MutationCallbacks<TDishListResponse, TVariables>,
) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    {
      mutationKey: dishTypeKeys.mutation(name),
      mutationFn,
      onSuccess: (response, input) => queryClient.setQueryData(dishTypeKeys.list({ lang: input.lang }), response),
      invalidates: (_response, input) => {
        const answered = hashKey(dishTypeKeys.list({ lang: input.lang }));
        // The rest of the menu reads dish types too: the item list files its dishes under them.
        return [{ queryKey: menuRootKey, predicate: (query) => query.queryHash !== answered }];
      },
    },
    callbacks,
  );
}

/** A dish-type change, posted; the answer is the restaurant's new list. */
function postDishList(path: string, body: Record<string, unknown>) {
  return apiRequest(path, { method: 'POST', schema: ZDishListResponseSchema, auth: 'partner', body });
}

interface AddDishTypeInput {
  /** English name. */
  typeofitemname: string;
  fr_typeofitemname: string;
  lang: Locale;
}

/* POST v1/restaurant/addDishType — a dish type of the restaurant's own, at the end of its list. */
function addDishType(input: AddDishTypeInput) {
  return postDishList(apiPaths.addDishType, {
    typeofitemname: input.typeofitemname,
    fr_typeofitemname: input.fr_typeofitemname,
    lang: input.lang,
  });
}

export function useAddDishType(callbacks?: CallbacksOf<typeof addDishType>) {
  return useDishListMutation('add', addDishType, callbacks);
}

interface RenameDishTypeInput {
  type_of_item_id: number;
  /** English name. */
  typeofitemname: string;
  fr_typeofitemname: string;
  lang: Locale;
}

/* POST v1/restaurant/renameDishType — only the restaurant's own dish types. */
function renameDishType(input: RenameDishTypeInput) {
  return postDishList(apiPaths.renameDishType, { ...input });
}

export function useRenameDishType(callbacks?: CallbacksOf<typeof renameDishType>) {
  return useDishListMutation('rename', renameDishType, callbacks);
}

interface ChangeDishTypeStatusInput {
  type_of_item_id: number;
  /** 1 shown on the menu, 0 hidden. */
  status: 0 | 1;
  lang: Locale;
}

/* POST v1/restaurant/changeDishTypeStatus */
function changeDishTypeStatus(input: ChangeDishTypeStatusInput) {
  return postDishList(apiPaths.changeDishTypeStatus, {
    type_of_item_id: input.type_of_item_id,
    status: String(input.status),
    lang: input.lang,
  });
}

export function useChangeDishTypeStatus(callbacks?: CallbacksOf<typeof changeDishTypeStatus>) {
  return useDishListMutation('status', changeDishTypeStatus, callbacks);
}

interface DeleteDishTypeInput {
  type_of_item_id: number;
  /** Where the dishes still filed under it go; without it the server answers DISH_TYPE_IN_USE. */
  move_to?: number;
  lang: Locale;
}

/* POST v1/restaurant/deleteDishType — only the restaurant's own dish types. */
function deleteDishType(input: DeleteDishTypeInput) {
  return postDishList(apiPaths.deleteDishType, { ...input });
}

export function useDeleteDishType(callbacks?: CallbacksOf<typeof deleteDishType>) {
  return useDishListMutation('delete', deleteDishType, callbacks);
}

/* GET v1/restaurant/addupdateItemorder?item_id=3,1,2 — `ids`: type_of_item_ids in their new order. */
function saveDishTypeOrder({ ids, lang }: { ids: number[]; lang: Locale }) {
  const query = { item_id: ids.join(','), lang };
  return apiRequest(apiPaths.dishOrder, { schema: ZDishListResponseSchema, auth: 'partner', query });
}

export function useSaveDishTypeOrder(callbacks?: CallbacksOf<typeof saveDishTypeOrder>) {
  return useDishListMutation('order', saveDishTypeOrder, callbacks);
}
