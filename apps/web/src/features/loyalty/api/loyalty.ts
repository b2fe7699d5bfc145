import {
  type TAdjustPointsRequest,
  type TSaveLoyaltySettingsRequest,
  type TSaveRewardRequest,
  loyaltyApiPaths,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { createQueryKeys } from '@/shared/api';
import { createMutation, lazySchemas, partnerGet, partnerPost } from '@/shared/api/partner-call';

/** Keys of the loyalty domain: `all` (settings and cost), and the rewards and members below it. */
const loyaltyKeys = createQueryKeys('loyalty');
const rewardsKey = [...loyaltyKeys.all, 'rewards'] as const;
const membersKey = [...loyaltyKeys.all, 'members'] as const;

/** The answers' schemas, loaded with the first call. */
const schema = lazySchemas(() => import('./loyalty-schemas'));

/* GET v1/restaurant/loyaltySettings — the programme's settings and what it cost so far. */
export function useLoyaltySettings() {
  return useQuery({
    queryKey: loyaltyKeys.all,
    queryFn: () => partnerGet(loyaltyApiPaths.loyaltySettings, schema('ZLoyaltySettingsResponseSchema')),
  });
}

/* POST v1/restaurant/saveLoyaltySettings — on or off, points per visit and per euro, expiry. */
function saveSettings(input: TSaveLoyaltySettingsRequest) {
  return partnerPost(loyaltyApiPaths.saveLoyaltySettings, schema('ZLoyaltySettingsResponseSchema'), { ...input });
}
export const useSaveLoyaltySettings = createMutation(loyaltyKeys.mutation('settings'), saveSettings, [loyaltyKeys.all]);

/* GET v1/restaurant/rewardList — the rewards, cheapest first. */
export function useRewards() {
  return useQuery({
    queryKey: rewardsKey,
    queryFn: () => partnerGet(loyaltyApiPaths.rewardList, schema('ZRewardListResponseSchema')),
  });
}

/* POST v1/restaurant/saveReward — creates (no reward_id) or changes a reward. */
function saveReward(input: TSaveRewardRequest) {
  return partnerPost(loyaltyApiPaths.saveReward, schema('ZRewardResponseSchema'), { ...input });
}
export const useSaveReward = createMutation(loyaltyKeys.mutation('reward'), saveReward, [rewardsKey]);

/* POST v1/restaurant/deleteReward — vouchers already taken keep theirs. */
function deleteReward(rewardId: number) {
  return partnerPost(loyaltyApiPaths.deleteReward, schema('ZAckSchema'), { reward_id: String(rewardId) });
}
export const useDeleteReward = createMutation(loyaltyKeys.mutation('delete'), deleteReward, [rewardsKey]);

/* GET v1/restaurant/loyaltyMembers — members with their balances, most recently active first. */
export function useLoyaltyMembers() {
  return useQuery({
    queryKey: membersKey,
    queryFn: () => partnerGet(loyaltyApiPaths.loyaltyMembers, schema('ZLoyaltyMembersResponseSchema')),
  });
}

/* POST v1/restaurant/adjustPoints — points added or taken by hand, with a reason. */
function adjustPoints(input: TAdjustPointsRequest) {
  return partnerPost(loyaltyApiPaths.adjustPoints, schema('ZGuestBenefitsResponseSchema'), { ...input });
}
export const useAdjustPoints = createMutation(loyaltyKeys.mutation('adjust'), adjustPoints, [loyaltyKeys.all]);
