import {
  ZChangeItemStatusResponseSchema,
  ZDeletedResponseSchema,
  ZItemListResponseSchema,
  ZMarkItemSoldOutResponseSchema,
  apiPaths,
  type Locale,
} from '@portal/contract';
import type { z } from 'zod';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, useInvalidatingMutation, type CallbacksOf } from '@/shared/api';
import { currentLocale } from '@/shared/i18n';
import { useLocale } from '@/shared/hooks/use-locale';
import { itemKeys } from './keys';

/* The dish list's calls: the list, a dish on or off the menu, sold out, deleted. */

/* POST v1/restaurant/getitemslist — names in `lang`; `search` filtered by the server
 * (accent- and case-insensitive). */
function getItems(input: { lang: Locale; search: string }) {
  return apiRequest(apiPaths.itemList, {
    method: 'POST',
    schema: ZItemListResponseSchema,
    auth: 'partner',
    body: input.search ? { lang: input.lang, search: input.search } : { lang: input.lang },
  });
}

export function useItems({ search }: { search: string }) {
  const lang = useLocale();
  return useQuery({
    queryKey: itemKeys.list({ lang, search }),
    queryFn: () => getItems({ lang, search }),
    // While a new search or language loads, the previous cards stay (no flash of skeletons).
    placeholderData: keepPreviousData,
  });
}

/** A call that turns one of a dish's switches on (1) or off (0); the switch is sent as text. */
function switchCall<Field extends string, S extends z.ZodType>(path: string, schema: S, field: Field) {
  return (input: { id: number } & Record<Field, 0 | 1>) =>
    apiRequest(path, {
      method: 'POST',
      schema,
      auth: 'partner',
      body: { id: input.id, [field]: String(input[field]), lang: currentLocale() },
    });
}

/* POST v1/restaurant/changeItemStatus: `status` 1 on the menu, 0 off. */
const changeItemStatus = switchCall(apiPaths.changeItemStatus, ZChangeItemStatusResponseSchema, 'status');

/** Switches an item on or off, then reloads the lists (the mutation ends once they are reloaded). */
export function useChangeItemStatus(id: number, callbacks?: CallbacksOf<typeof changeItemStatus>) {
  return useInvalidatingMutation(
    { mutationKey: itemKeys.mutation('status', id), mutationFn: changeItemStatus, invalidates: [itemKeys.all] },
    callbacks,
  );
}

/* POST v1/restaurant/markItemSoldOut: `sold_out` 1 until 04:00 (Paris time), 0 back on sale. */
const markItemSoldOut = switchCall(apiPaths.markItemSoldOut, ZMarkItemSoldOutResponseSchema, 'sold_out');

/** Marks a dish sold out for today or back on sale, then reloads the lists. */
export function useMarkItemSoldOut(id: number, callbacks?: CallbacksOf<typeof markItemSoldOut>) {
  return useInvalidatingMutation(
    { mutationKey: itemKeys.mutation('soldOut', id), mutationFn: markItemSoldOut, invalidates: [itemKeys.all] },
    callbacks,
  );
}

/* GET v1/restaurant/deleteItem?id= */
function deleteItem(input: { id: number }) {
  return apiRequest(apiPaths.deleteItem, {
    schema: ZDeletedResponseSchema,
    auth: 'partner',
    query: { id: input.id, lang: currentLocale() },
  });
}

export function useDeleteItem(id: number, callbacks?: CallbacksOf<typeof deleteItem>) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    {
      mutationKey: itemKeys.mutation('delete', id),
      mutationFn: deleteItem,
      // The deleted item's detail is of no use any more: dropped rather than refreshed.
      onSuccess: (_response, input) => queryClient.removeQueries({ queryKey: itemKeys.detail(input.id) }),
      invalidates: [itemKeys.lists()],
    },
    callbacks,
  );
}
