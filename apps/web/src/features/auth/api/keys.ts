import { createQueryKeys } from '@/shared/api';

/** Keys of the auth domain; its calls are mutations only (`mutation('login')`, ...). */
export const authKeys = createQueryKeys('auth');
