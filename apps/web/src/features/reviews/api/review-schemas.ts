/**
 * The schemas of the reviews' answers: they load with the first reviews call, not with the
 * screen's code.
 */
export { ZPartnerReviewResponseSchema, ZReviewListResponseSchema } from '@portal/contract';
