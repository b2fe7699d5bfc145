import type { Locale } from '@portal/contract';
import { menuRootKey } from '@/shared/api/menu-keys';

/** Query keys of the dish-types domain (the restaurant's list, dishlistapi). */
export const dishTypeKeys = {
  all: [...menuRootKey, 'dish-types'] as const,
  lists: () => [...dishTypeKeys.all, 'list'] as const,
  list: (lang: Locale) => [...dishTypeKeys.lists(), lang] as const,
};
