import { loyaltyApiPaths } from '@portal/contract';
import { expect } from 'vitest';
import { type AttackRow, getWith, json, postWith } from './attack-rows.js';

/** The loyalty programme, attacked with B's ids: A sees only its own, B's reward is answered as missing. */
export const loyaltyAttacks: AttackRow[] = [
  getWith(loyaltyApiPaths.loyaltySettings, 'own-only', (b) => ({ restaurants_id: b.restaurant })),
  postWith(loyaltyApiPaths.saveLoyaltySettings, 'own-only', (b) => ({
    restaurant_id: b.restaurant,
    enabled: '1',
    points_per_visit: '5',
    points_per_euro: '1',
    expiry_months: '12',
  })),
  getWith(loyaltyApiPaths.rewardList, 'own-only', (b) => ({ restaurants_id: b.restaurant })),
  postWith(loyaltyApiPaths.saveReward, 'not-found', (b) => ({
    reward_id: b.reward,
    name: 'Taken',
    fr_name: 'Pris',
    points: '1',
    kind: 'dish',
    value: '',
    valid_days: '1',
  })),
  postWith(loyaltyApiPaths.deleteReward, 'not-found', (b) => ({ reward_id: b.reward })),
  getWith(loyaltyApiPaths.loyaltyMembers, 'own-only', (b) => ({ restaurants_id: b.restaurant })),
  postWith(loyaltyApiPaths.adjustPoints, 'not-found', (b) => ({
    customer_id: b.restaurant,
    delta: '100',
    reason: 'B',
  })),
  getWith(loyaltyApiPaths.guestBenefits, 'own-only', (b) => ({ customer_id: b.restaurant })),
  // A voucher of B's (its code, B's id beside it) is as unknown to A as a code nobody issued.
  [
    `POST ${loyaltyApiPaths.useVoucher}`,
    {
      expect: 'own-only',
      request: (b) => json('POST', loyaltyApiPaths.useVoucher, { code: `B${b.reward}`, restaurant_id: b.restaurant }),
      inspect: async (res) => expect(res.json()).toMatchObject({ status: 201, code: 'VOUCHER_UNKNOWN' }),
    },
  ],
];
