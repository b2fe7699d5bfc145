import type { Locale } from '@portal/contract';
import { menuRootKey } from '@/shared/api/menu-keys';

/** Query keys of the items domain (medusa-style factory): invalidate `all` after any change. */
export const itemKeys = {
  all: [...menuRootKey, 'items'] as const,
  lists: () => [...itemKeys.all, 'list'] as const,
  list: (lang: Locale, search: string) => [...itemKeys.lists(), { lang, search }] as const,
  details: () => [...itemKeys.all, 'detail'] as const,
  detailsOf: (id: number) => [...itemKeys.details(), id] as const,
  detail: (id: number, lang: Locale) => [...itemKeys.detailsOf(id), lang] as const,
};

/** Mutation keys (useIsMutating, devtools). */
export const itemMutationKeys = {
  save: () => [...itemKeys.all, 'save'] as const,
  changeStatus: (id: number) => [...itemKeys.all, 'status', id] as const,
  delete: (id: number) => [...itemKeys.all, 'delete', id] as const,
  deleteImage: () => [...itemKeys.all, 'delete-image'] as const,
};
