import { createQueryKeys } from '@/shared/api';

/** Keys of the orders domain: `list({ lang, page, per_page, status })`, `detail(id, { lang })`. */
export const orderKeys = createQueryKeys('orders');
