/**
 * The schemas of the guest book's answers: they load with the first guests call, not with the
 * screen's code.
 */
export { ZGuestDetailResponseSchema, ZGuestListResponseSchema } from '@portal/contract';
