import { loyaltyApiPaths } from '@portal/contract';
import { post, type TestApp } from '../../helper.js';
import { get } from '../menu/menu-helper.js';

/** A loyalty call's answer, as JSON. */
export async function loyaltyCall(t: TestApp, path: string, body: Record<string, unknown>, token: string) {
  return (await post(t.app, path, body, token)).json();
}

/** Runs the programme: 10 points a visit, 2 per euro, points expire after 6 months of nothing. */
export async function runProgramme(t: TestApp, token: string, overrides: Record<string, string> = {}) {
  const saved = await loyaltyCall(
    t,
    loyaltyApiPaths.saveLoyaltySettings,
    { enabled: '1', points_per_visit: '10', points_per_euro: '2', expiry_months: '6', ...overrides },
    token,
  );
  if (saved.status !== 200) throw new Error(`settings refused: ${JSON.stringify(saved)}`);
}

export async function saveReward(t: TestApp, token: string, overrides: Record<string, string> = {}) {
  const saved = await loyaltyCall(
    t,
    loyaltyApiPaths.saveReward,
    {
      name: 'Coffee on us',
      fr_name: 'Café offert',
      points: '30',
      kind: 'dish',
      value: '',
      valid_days: '30',
      ...overrides,
    },
    token,
  );
  if (saved.status !== 200) throw new Error(`reward refused: ${JSON.stringify(saved)}`);
  return saved.data as { id: number; points: number };
}

/** The guest's ledger at the restaurant, oldest first, as [reason, delta, balance after]. */
export async function ledgerOf(t: TestApp, partnerToken: string, customerId: number) {
  const benefits = (
    await get(t.app, `${loyaltyApiPaths.guestBenefits}?customer_id=${customerId}`, partnerToken)
  ).json();
  const history = benefits.data.history as Array<{ reason: string; delta: number; balance_after: number }>;
  return {
    balance: benefits.data.balance as number,
    vouchers: benefits.data.vouchers as Array<{ code: string; state: string }>,
    rows: history.reverse().map((entry) => [entry.reason, entry.delta, entry.balance_after]),
  };
}
