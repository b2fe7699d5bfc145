import type { LoyaltyModule } from '../modules/loyalty/index.js';

/** The demo's rewards, cheapest first. */
const REWARDS = [
  { fr_name: 'Café gourmand offert', name: 'Coffee and sweets on us', points: 60, kind: 'dish' as const, value: 0 },
  { fr_name: '5 € offerts', name: '5 € off', points: 100, kind: 'amount' as const, value: 500 },
  { fr_name: '-15 % sur l’addition', name: '15 % off the bill', points: 200, kind: 'percent' as const, value: 15 },
];

/**
 * The demo restaurant runs a loyalty programme from the start (10 points a visit, 1 a euro,
 * points kept 12 months), so the year of orders and visits that follows credits its guests as
 * real ones would.
 */
export async function startDemoLoyalty(loyalty: LoyaltyModule, restaurantId: number): Promise<void> {
  await loyalty.service.saveSettings(restaurantId, {
    enabled: 1,
    points_per_visit: 10,
    points_per_euro: 1,
    expiry_months: 12,
  });
  for (const reward of REWARDS)
    await loyalty.service.saveReward(restaurantId, { reward_id: null, ...reward, valid_days: 60 });
}

/**
 * Once the year is there: the three best-placed members take a reward each, and the first of
 * those vouchers is used at the table, so the screens show vouchers held, used and what it cost.
 */
export async function finishDemoLoyalty(
  loyalty: LoyaltyModule,
  restaurantId: number,
): Promise<{ members: number; vouchers: number }> {
  const members = await loyalty.service.members(restaurantId);
  const rewards = await loyalty.service.rewards(restaurantId);
  const cheapest = rewards[0];
  if (!cheapest) return { members: members.length, vouchers: 0 };
  const takers = [...members].sort((a, b) => b.balance - a.balance).slice(0, 3);
  const codes: string[] = [];
  for (const member of takers) {
    if (member.balance < cheapest.points) continue;
    codes.push((await loyalty.guests.redeem(member.customer_id, cheapest.id, 'fr')).code);
  }
  if (codes[0]) await loyalty.service.useVoucher({ restaurantId, member: null }, codes[0], 'fr');
  return { members: members.length, vouchers: codes.length };
}
