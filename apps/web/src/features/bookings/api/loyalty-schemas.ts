/** The schemas of a guest's loyalty answers: they load with the drawer's first read of a balance. */
export { ZGuestBenefitsResponseSchema, ZVoucherResponseSchema } from '@portal/contract';
