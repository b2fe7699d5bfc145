import { loyaltyApiPaths, loyaltyErrors, type TReward } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addLoyaltyTexts } from '@/shared/i18n/loyalty-catalogue';
import { mockApi } from '@/testing/fetch-mock';
import { renderScreen, setLocale } from '@/testing/render';
import { signIn } from '@/testing/sign-in';
import { LoyaltyPage } from '../loyalty-page';

/*
 * The loyalty screen as a manager uses it: the programme and what it cost, the rewards, the
 * members with their balances; points adjusted by hand with a reason, checked before sending.
 */
beforeAll(() => addLoyaltyTexts());
afterEach(async () => setLocale('fr'));

const plain = (text: string) => text.replace(/\s+/g, ' ');
const ok = (data: unknown) => ({ body: { status: 200, message: 'OK', fr_message: 'OK', data } });
const coffee: TReward = {
  id: 2,
  name: 'Coffee on us',
  fr_name: 'Café offert',
  points: 50,
  kind: 'dish',
  value: 0,
  valid_days: 30,
};
const fiveOff: TReward = {
  id: 3,
  name: '5 € off',
  fr_name: '5 € offerts',
  points: 120,
  kind: 'amount',
  value: 5,
  valid_days: 60,
};
const camille = {
  customer_id: 7,
  first_name: 'Camille',
  last_name: 'Durand',
  balance: 85,
  last_activity_at: Date.UTC(2026, 10, 20, 19),
};

function api() {
  return mockApi({
    [loyaltyApiPaths.loyaltySettings]: ok({
      settings: { enabled: 1, points_per_visit: 10, points_per_euro: 1, expiry_months: 12 },
      cost: { vouchers_used: 4, amount_used: 15, points_outstanding: 310, members: 6 },
    }),
    [loyaltyApiPaths.rewardList]: ok({ rewards: [coffee, fiveOff] }),
    [loyaltyApiPaths.loyaltyMembers]: ok({ members: [camille] }),
    [loyaltyApiPaths.adjustPoints]: ok({ enabled: true, balance: 105, vouchers: [], history: [] }),
  });
}

describe('the loyalty screen', () => {
  it('shows the programme, what it cost, the rewards and the members with their balances', async () => {
    signIn('manager');
    api();
    renderScreen(<LoyaltyPage />, { path: '/loyalty' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Programme de fidélité' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Programme actif' })).toBeChecked();
    expect(screen.getByLabelText(/^Points par visite/)).toHaveValue('10');
    expect(screen.getByText('15,00 €', { normalizer: plain })).toBeInTheDocument();
    expect(screen.getByText('310')).toBeInTheDocument();
    const reward = await screen.findByRole('listitem', { name: '5 € offerts' });
    expect(
      within(reward).getByText('120 points · 5,00 € offerts · bon valable 60 jours', { normalizer: plain }),
    ).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'Camille Durand' })).closest('tr')!;
    expect(within(row).getByText('85 points', { normalizer: plain })).toBeInTheDocument();
    expect(within(row).getByText('20 nov. 2026')).toBeInTheDocument();
  });

  it('adjusts a balance with a reason, refusing zero before sending', async () => {
    signIn('manager');
    const { callsTo } = api();
    const { user } = renderScreen(<LoyaltyPage />, { path: '/loyalty' });
    await user.click(await screen.findByRole('button', { name: 'Ajuster les points de Camille Durand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajuster les points de Camille Durand' });
    expect(within(dialog).getByText('Solde actuel : 85 points', { normalizer: plain })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Points à ajouter ou retirer/), '0');
    await user.type(within(dialog).getByLabelText('Motif'), 'Anniversaire');
    await user.click(within(dialog).getByRole('button', { name: 'Ajuster' }));
    expect(await within(dialog).findByText(plain(loyaltyErrors.LOYALTY_ADJUST_INVALID.fr))).toBeInTheDocument();
    expect(callsTo(loyaltyApiPaths.adjustPoints)).toHaveLength(0);
    const delta = within(dialog).getByLabelText(/^Points à ajouter ou retirer/);
    await user.clear(delta);
    await user.type(delta, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Ajuster' }));
    await waitFor(() => expect(callsTo(loyaltyApiPaths.adjustPoints)).toHaveLength(1));
    expect(callsTo(loyaltyApiPaths.adjustPoints)[0]?.body).toEqual({
      customer_id: '7',
      delta: '20',
      reason: 'Anniversaire',
      lang: 'fr',
    });
  });

  it('speaks English on an English screen', async () => {
    await setLocale('en');
    signIn('manager');
    api();
    renderScreen(<LoyaltyPage />, { path: '/loyalty' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loyalty programme' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Coffee on us' })).toHaveTextContent(
      '50 points · a dish on the house · voucher valid 30 days',
    );
  });
});
