import { promoApiPaths, promotionErrors, type TPromoCode } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addPromotionsTexts } from '@/shared/i18n/promotions-catalogue';
import { failure, mockApi } from '@/testing/fetch-mock';
import { expectToast } from '@/testing/menu-fixtures';
import { renderScreen, setLocale } from '@/testing/render';
import { signIn } from '@/testing/sign-in';
import { PromotionsPage } from '../promotions-page';

/*
 * The promo codes screen as a manager uses it: each code with its discount, dates, uses, the
 * savings it gave and its budget spent; a new code is checked by the contract's rules before
 * sending, and a server refusal shows under its field; a code orders hold cannot be deleted, and
 * the card says so with the pause at hand.
 */
beforeAll(() => addPromotionsTexts());
afterEach(async () => {
  vi.useRealTimers();
  await setLocale('fr');
});

const welcome: TPromoCode = {
  id: 3,
  code: 'BIENVENUE10',
  kind: 'percent',
  value: 10,
  applies_to: 'food',
  min_subtotal: 20,
  valid_from: '2026-11-01',
  valid_to: '2026-12-31',
  max_uses: 200,
  max_uses_per_customer: 1,
  budget: 500,
  first_order_only: 1,
  service_types: [1, 2, 3],
  status: 'active',
  uses: 42,
  savings: 125.5,
};
const apero: TPromoCode = {
  ...welcome,
  id: 4,
  code: 'APERO5',
  kind: 'amount',
  value: 5,
  applies_to: 'all',
  min_subtotal: 0,
  max_uses: null,
  max_uses_per_customer: 2,
  budget: null,
  first_order_only: 0,
  service_types: [2],
  status: 'paused',
  uses: 0,
  savings: 0,
};

/** The text as the queries read it: no-break spaces are plain spaces there. */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const ok = (data: unknown) => ({ body: { status: 200, message: 'Code saved', fr_message: 'Code enregistré', data } });
const codeList = (codes: TPromoCode[]) => ok({ codes });

describe('the promo codes screen', () => {
  it('shows each code with its discount, dates, conditions, uses, savings and budget spent', async () => {
    signIn('manager');
    mockApi({ [promoApiPaths.promoCodeList]: codeList([welcome, apero]) });
    renderScreen(<PromotionsPage />, { path: '/promotions' });
    const card = await screen.findByRole('article', { name: 'BIENVENUE10' });
    expect(screen.getByRole('heading', { level: 1, name: 'Codes promo' })).toBeInTheDocument();
    expect(within(card).getByText('-10 %')).toBeInTheDocument();
    expect(within(card).getByText(/Du 1 nov\. 2026 au 31 déc\. 2026/)).toBeInTheDocument();
    expect(
      within(card).getByText(/sur la nourriture · dès 20,00 € · 1 fois par client · première commande seulement/),
    ).toBeInTheDocument();
    expect(within(card).getByText('42 sur 200')).toBeInTheDocument();
    expect(within(card).getByText('125,50 €')).toBeInTheDocument();
    expect(within(card).getByText('125,50 € sur 500,00 €')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: /^Budget utilisé à 25\s%$/ })).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Code BIENVENUE10 actif' })).toBeChecked();

    const paused = screen.getByRole('article', { name: 'APERO5' });
    expect(within(paused).getByText('-5,00 €')).toBeInTheDocument();
    expect(within(paused).getByText('0 (sans limite)')).toBeInTheDocument();
    expect(within(paused).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(paused).getByRole('switch', { name: 'Code APERO5 actif' })).not.toBeChecked();
  });

  it('checks a new code by the contract’s rules, then sends it as typed, in capitals', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 26, 9, 0));
    signIn('manager');
    let codes: TPromoCode[] = [];
    const { callsTo } = mockApi({
      [promoApiPaths.promoCodeList]: () => codeList(codes),
      [promoApiPaths.savePromoCode]: () => {
        codes = [{ ...welcome, id: 9, code: 'NOEL15', value: 15 }];
        return ok(codes[0]);
      },
    });
    const { user } = renderScreen(<PromotionsPage />, { path: '/promotions' });
    await user.click(await screen.findByRole('button', { name: 'Nouveau code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau code promo' });
    // Written day first; sent as YYYY-MM-DD (below).
    expect(within(dialog).getByLabelText('Valable du')).toHaveValue('26/11/2026');
    expect(within(dialog).getByLabelText('Au')).toHaveValue('26/12/2026');

    await user.type(within(dialog).getByLabelText(/^Code/), 'noël');
    const value = within(dialog).getByLabelText('Valeur');
    await user.clear(value);
    await user.type(value, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(plain(promotionErrors.PROMO_CODE_INVALID.fr))).toBeInTheDocument();

    const code = within(dialog).getByLabelText(/^Code/);
    await user.clear(code);
    await user.type(code, 'noel15');
    expect(code).toHaveValue('NOEL15');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(plain(promotionErrors.PROMO_PERCENT_INVALID.fr))).toBeInTheDocument();
    expect(callsTo(promoApiPaths.savePromoCode)).toHaveLength(0);

    await user.clear(value);
    await user.type(value, '15');
    await user.type(within(dialog).getByLabelText(/Budget/), '300');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Livraison' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(callsTo(promoApiPaths.savePromoCode)).toHaveLength(1));
    expect(callsTo(promoApiPaths.savePromoCode)[0]?.body).toEqual({
      promo_id: '',
      code: 'NOEL15',
      kind: 'percent',
      value: '15',
      applies_to: 'food',
      min_subtotal: '',
      valid_from: '2026-11-26',
      valid_to: '2026-12-26',
      max_uses: '',
      max_uses_per_customer: '1',
      budget: '300',
      first_order_only: '0',
      service_types: '1,2',
      lang: 'fr',
    });
    await expectToast('Code enregistré');
    expect(await screen.findByRole('article', { name: 'NOEL15' })).toBeInTheDocument();
  });

  it('shows the server’s refusal under its field in English, what was typed kept', async () => {
    await setLocale('en');
    signIn('manager');
    mockApi({
      [promoApiPaths.promoCodeList]: codeList([welcome]),
      [promoApiPaths.savePromoCode]: failure(
        'PROMO_CODE_TAKEN',
        promotionErrors.PROMO_CODE_TAKEN.en,
        promotionErrors.PROMO_CODE_TAKEN.fr,
        { field: 'code' },
      ),
    });
    const { user } = renderScreen(<PromotionsPage />, { path: '/promotions' });
    const card = await screen.findByRole('article', { name: 'BIENVENUE10' });
    await user.click(within(card).getByRole('button', { name: 'Edit · BIENVENUE10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the code BIENVENUE10' });
    expect(within(dialog).getByLabelText(/Minimum order/)).toHaveValue('20.00');
    const code = within(dialog).getByLabelText(/^Code/);
    await user.clear(code);
    await user.type(code, 'APERO5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(plain(promotionErrors.PROMO_CODE_TAKEN.en))).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('APERO5');
  });

  it('says why a used code cannot be deleted, and pauses it from there', async () => {
    signIn('manager');
    const { callsTo } = mockApi({
      [promoApiPaths.promoCodeList]: codeList([welcome]),
      [promoApiPaths.deletePromoCode]: failure(
        'PROMO_IN_USE',
        promotionErrors.PROMO_IN_USE.en,
        promotionErrors.PROMO_IN_USE.fr,
        { field: 'promo_id' },
      ),
      [promoApiPaths.changePromoCodeStatus]: {
        body: { status: 200, message: 'Paused', fr_message: 'Le code est en pause.', data: welcome },
      },
    });
    const { user } = renderScreen(<PromotionsPage />, { path: '/promotions' });
    const card = await screen.findByRole('article', { name: 'BIENVENUE10' });
    await user.click(within(card).getByRole('button', { name: 'Supprimer · BIENVENUE10' }));
    const confirm = await screen.findByRole('dialog', { name: /Supprimer ce code/ });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));

    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Ce code ne peut pas être supprimé');
    expect(alert).toHaveTextContent(plain(promotionErrors.PROMO_IN_USE.fr));
    await user.click(within(alert).getByRole('button', { name: 'Mettre en pause' }));
    await waitFor(() => expect(callsTo(promoApiPaths.changePromoCodeStatus)).toHaveLength(1));
    expect(callsTo(promoApiPaths.changePromoCodeStatus)[0]?.body).toEqual({
      promo_id: '3',
      status: 'paused',
      lang: 'fr',
    });
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
  });
});
