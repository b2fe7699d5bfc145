import { createQueryKeys, menuRootKey } from '@/shared/api';

/** Keys of the dish-types domain (the restaurant's list, dishlistapi): `list({ lang })`. */
export const dishTypeKeys = createQueryKeys('dish-types', menuRootKey);
