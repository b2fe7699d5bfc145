import { apiToken, postAs } from '../api.mjs';

/**
 * The loyalty programme, set up before the orders and bookings are built so that their guests
 * earn points: 10 a visit, 1 a euro, a year before points expire, and three rewards.
 */
export async function buildLoyalty(partner) {
  const token = await apiToken(partner);
  await postAs(token, '/api/v1/restaurant/saveLoyaltySettings', {
    enabled: '1',
    points_per_visit: '10',
    points_per_euro: '1',
    expiry_months: '12',
  });
  for (const reward of [
    { fr_name: 'Café gourmand offert', name: 'Coffee and sweets on us', points: '60', kind: 'dish', value: '' },
    { fr_name: '5 € offerts', name: '5 € off', points: '100', kind: 'amount', value: '5' },
    { fr_name: '-15 % sur l’addition', name: '15 % off the bill', points: '200', kind: 'percent', value: '15' },
  ]) {
    await postAs(token, '/api/v1/restaurant/saveReward', { ...reward, valid_days: '60' });
  }
}
