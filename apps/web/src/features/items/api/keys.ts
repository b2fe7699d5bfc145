import { createQueryKeys, menuRootKey } from '@/shared/api';

/** Keys of the items domain: `list({ lang, search })`, `detail(id, { lang })`. */
export const itemKeys = createQueryKeys('items', menuRootKey);
