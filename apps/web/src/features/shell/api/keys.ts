import { createQueryKeys } from '@/shared/api';

/** Keys of the partner's session and status, as the shell changes them (`mutation('status')`, ...). */
export const partnerKeys = createQueryKeys('partner');
