/**
 * The schemas of the loyalty programme's answers: they load with the first loyalty call, not with
 * the screen's code.
 */
export {
  ZAckSchema,
  ZGuestBenefitsResponseSchema,
  ZLoyaltyMembersResponseSchema,
  ZLoyaltySettingsResponseSchema,
  ZRewardListResponseSchema,
  ZRewardResponseSchema,
} from '@portal/contract';
