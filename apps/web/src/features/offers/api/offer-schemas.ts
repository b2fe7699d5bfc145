/**
 * The schemas of the offers' answers: they load with the first offers call, not with the
 * screen's code.
 */
export { ZAckSchema, ZOfferListResponseSchema, ZOfferResponseSchema } from '@portal/contract';
