/**
 * The paths of the loyalty programme, in a module of their own: only its screens and the guest's
 * pages need them.
 */
export const loyaltyApiPaths = {
  /** The programme's settings, rewards, members and cost. */
  loyaltySettings: '/api/v1/restaurant/loyaltySettings',
  saveLoyaltySettings: '/api/v1/restaurant/saveLoyaltySettings',
  rewardList: '/api/v1/restaurant/rewardList',
  /** Create (no reward_id) or change a reward; vouchers already taken keep what they were. */
  saveReward: '/api/v1/restaurant/saveReward',
  deleteReward: '/api/v1/restaurant/deleteReward',
  /** Members with their balances, newest activity first. */
  loyaltyMembers: '/api/v1/restaurant/loyaltyMembers',
  /** Points added or taken by hand, with a reason. */
  adjustPoints: '/api/v1/restaurant/adjustPoints',
  /** A guest's balance and vouchers, for the booking drawer and the guest card. */
  guestBenefits: '/api/v1/restaurant/guestBenefits',
  /** A voucher used at the table. */
  useVoucher: '/api/v1/restaurant/useVoucher',
  /** The guest's programmes: balances, rewards, history, vouchers. */
  myBenefits: '/api/v1/customer/myBenefits',
  redeemReward: '/api/v1/customer/redeemReward',
  cancelVoucher: '/api/v1/customer/cancelVoucher',
} as const;
