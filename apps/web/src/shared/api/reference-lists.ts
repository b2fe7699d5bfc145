import { ZRestaurantTypeOfResponseSchema, apiPaths } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useLocale } from '../hooks/use-locale';
import { createQueryKeys, menuListQuery, menuRootKey } from './query-keys';

/**
 * A menu list the whole menu shares, read in the language on screen: its keys (`list({ lang })`,
 * under the menu's root) and its hook, which gives the answer's `data`.
 */
export function menuList<const Domain extends string, S extends z.ZodType<{ data: unknown }>>(
  domain: Domain,
  path: string,
  schema: S,
) {
  const keys = createQueryKeys(domain, menuRootKey);
  function useList() {
    const lang = useLocale();
    return useQuery({
      ...menuListQuery(keys, lang, path, schema),
      select: (response): z.output<S>['data'] => response.data,
    });
  }
  return { keys, useList };
}

/**
 * The reference lists (cuisines, service types, food choices, dish types, payment methods, TVA
 * rates), GET v1/restaurant/getRestaurantTypeOf?lang=. Shared: the item form and the profile read
 * them, and changes to dish types (order, own ones, hidden ones) must refresh them.
 */
export const { keys: referenceKeys, useList: useReferenceLists } = menuList(
  'reference-lists',
  apiPaths.referenceLists,
  ZRestaurantTypeOfResponseSchema,
);
