import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './client';

/** What narrows a list or a detail down: `{ lang }`, `{ lang, search }`, ... */
type KeyParams = Readonly<Record<string, unknown>>;

/**
 * The root of every menu query key (items, add-ons, dish types, reference lists). Items show
 * add-on and dish-type names, so a change to those invalidates this root and no item keeps an
 * old name.
 */
export const menuRootKey = ['menu'] as const;

/**
 * The query and mutation keys of one domain, all in the same shape. Each key starts with the
 * ones above it, so invalidating `all` reaches every list and detail, `lists()` every list
 * whatever its parameters, `detail(id)` that record in every language.
 *
 *   all                 [...parent, domain]
 *   lists()             [...all, 'list']
 *   list(params)        [...all, 'list', params]
 *   details()           [...all, 'detail']
 *   detail(id)          [...all, 'detail', id]
 *   detail(id, params)  [...all, 'detail', id, params]
 *   mutation(name, id?) [...all, name, id?]   (for useIsMutating and the devtools)
 */
export function createQueryKeys<const Domain extends string>(domain: Domain, parent: QueryKey = []) {
  const all = [...parent, domain] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    list: (params: KeyParams) => [...lists(), params] as const,
    details,
    detail: (id: number | string, params?: KeyParams): QueryKey =>
      params === undefined ? [...details(), id] : [...details(), id, params],
    mutation: (name: string, id?: number | string): QueryKey =>
      id === undefined ? [...all, name] : [...all, name, id],
  };
}

/**
 * The query of a menu list read in a given language (`list({ lang })` of its keys), for
 * `useQuery({ ...menuListQuery(...), select })`.
 */
export function menuListQuery<S extends z.ZodType>(
  keys: { list: (params: { lang: string }) => QueryKey },
  lang: string,
  path: string,
  schema: S,
) {
  return {
    queryKey: keys.list({ lang }),
    queryFn: () => apiRequest(path, { schema, auth: 'partner', query: { lang } }),
  };
}
