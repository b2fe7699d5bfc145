/**
 * The schemas of the promo codes' answers: they load with the first promo codes call, not with
 * the screen's code.
 */
export { ZAckSchema, ZPromoCodeListResponseSchema, ZPromoCodeResponseSchema } from '@portal/contract';
