import { offerApiPaths, offerErrors, type TOffer } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addOffersTexts } from '@/shared/i18n/offers-catalogue';
import { failure, mockApi } from '@/testing/fetch-mock';
import { expectToast } from '@/testing/menu-fixtures';
import { renderScreen, setLocale } from '@/testing/render';
import { signIn } from '@/testing/sign-in';
import { OffersPage } from '../offers-page';

/*
 * The offers screen as a manager uses it: each offer with its days, dates, cap, uptake and cost;
 * a new offer starts today in Paris for 30 days; an offer is changed, paused and deleted; a
 * refusal shows in the form, in the language on screen, with what was typed kept.
 */
beforeAll(() => addOffersTexts());
afterEach(async () => {
  vi.useRealTimers();
  await setLocale('fr');
});

const happyHour: TOffer = {
  id: 4,
  name: 'Happy hour',
  percent: 20,
  applies_to: 'food',
  weekdays: [1, 2, 3, 4],
  first_slot: '19:00',
  last_slot: '19:30',
  valid_from: '2026-11-01',
  valid_to: '2026-12-31',
  max_covers_per_slot: 10,
  min_party: 2,
  status: 'active',
  uptake: { bookings: 3, covers: 11, honoured_covers: 10 },
  cost_cents: 4800,
};

const ok = (data: unknown) => ({ body: { status: 200, message: 'Saved', fr_message: 'Enregistrée', data } });
const offerList = (offers: TOffer[]) => ok({ offers, average_basket_cents: 2400 });

/** 10:00 in Paris on 26 November 2026, for the dates a new offer starts with. */
function useFakeToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 26, 9, 0));
}

describe('the offers screen', () => {
  it('shows each offer with its days, dates, cap, uptake and what it cost', async () => {
    signIn('manager');
    mockApi({ [offerApiPaths.offerList]: offerList([happyHour]) });
    renderScreen(<OffersPage />, { path: '/offers' });
    const card = await screen.findByRole('article', { name: 'Happy hour' });
    expect(screen.getByRole('heading', { level: 1, name: 'Offres' })).toBeInTheDocument();
    expect(within(card).getByText('sur la nourriture · Active')).toBeInTheDocument();
    expect(within(card).getByText(/Lun, Mar, Mer, Jeu · 19:00–19:30/)).toBeInTheDocument();
    expect(within(card).getByText(/Du 1 nov\. 2026 au 31 déc\. 2026/)).toBeInTheDocument();
    expect(within(card).getByText(/10 couverts par créneau · dès 2 couverts/)).toBeInTheDocument();
    expect(within(card).getByText('3 réservations, 11 couverts')).toBeInTheDocument();
    expect(within(card).getByText('48,00 € (10 couverts venus × panier moyen 24,00 € × 20 %)')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: /Happy hour/ })).toBeChecked();
  });

  it('creates an offer that starts today in Paris, and lists it once saved', async () => {
    useFakeToday();
    signIn('manager');
    let offers: TOffer[] = [];
    const { callsTo } = mockApi({
      [offerApiPaths.offerList]: () => offerList(offers),
      [offerApiPaths.saveOffer]: () => {
        offers = [{ ...happyHour, id: 5, name: 'Lundi calme', weekdays: [1] }];
        return ok(offers[0]);
      },
    });
    const { user } = renderScreen(<OffersPage />, { path: '/offers' });
    expect(await screen.findByRole('heading', { name: 'Aucune offre pour l’instant' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nouvelle offre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle offre' });
    // Written day first; sent as YYYY-MM-DD (below).
    expect(within(dialog).getByLabelText('Valable du')).toHaveValue('26/11/2026');
    expect(within(dialog).getByLabelText('Au')).toHaveValue('26/12/2026');

    await user.type(within(dialog).getByLabelText('Nom (facultatif)'), 'Lundi calme');
    for (const day of ['Mar', 'Mer', 'Jeu']) await user.click(within(dialog).getByRole('checkbox', { name: day }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(callsTo(offerApiPaths.saveOffer)).toHaveLength(1));
    expect(callsTo(offerApiPaths.saveOffer)[0]?.body).toEqual({
      offer_id: '',
      name: 'Lundi calme',
      percent: '20',
      applies_to: 'food',
      weekdays: '1',
      first_slot: '19:00',
      last_slot: '19:30',
      valid_from: '2026-11-26',
      valid_to: '2026-12-26',
      max_covers_per_slot: '10',
      min_party: '2',
      lang: 'fr',
    });
    await expectToast('Enregistrée');
    expect(await screen.findByRole('article', { name: 'Lundi calme' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes an offer, pauses it and deletes it after a confirmation', async () => {
    signIn('manager');
    const { callsTo, sentOnce } = mockApi({
      [offerApiPaths.offerList]: offerList([happyHour]),
      [offerApiPaths.saveOffer]: ok(happyHour),
      [offerApiPaths.changeOfferStatus]: ok({ ...happyHour, status: 'paused' }),
      [offerApiPaths.deleteOffer]: { body: { status: 200, message: 'Offer deleted', fr_message: 'Offre supprimée' } },
    });
    const { user } = renderScreen(<OffersPage />, { path: '/offers' });
    const card = await screen.findByRole('article', { name: 'Happy hour' });

    await user.click(within(card).getByRole('button', { name: 'Modifier · Happy hour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’offre' });
    const cap = within(dialog).getByLabelText(/Couverts par créneau/);
    expect(cap).toHaveValue('10');
    await user.clear(cap);
    await user.type(cap, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await sentOnce(offerApiPaths.saveOffer)).toMatchObject({
      offer_id: '4',
      weekdays: '1,2,3,4',
      max_covers_per_slot: '12',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card).getByRole('switch', { name: /Happy hour/ }));
    await waitFor(() => expect(callsTo(offerApiPaths.changeOfferStatus)).toHaveLength(1));
    expect(callsTo(offerApiPaths.changeOfferStatus)[0]?.body).toEqual({ offer_id: '4', status: 'paused', lang: 'fr' });

    await user.click(within(card).getByRole('button', { name: 'Supprimer · Happy hour' }));
    const confirm = await screen.findByRole('dialog', { name: /Supprimer cette offre/ });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await expectToast('Offre supprimée');
    expect(callsTo(offerApiPaths.deleteOffer)[0]?.body).toEqual({ offer_id: '4', lang: 'fr' });
  });

  it('shows the server’s refusal in the form in English, what was typed kept', async () => {
    await setLocale('en');
    signIn('manager');
    mockApi({
      [offerApiPaths.offerList]: offerList([happyHour]),
      [offerApiPaths.saveOffer]: failure(
        'TOO_MANY_OFFERS',
        offerErrors.TOO_MANY_OFFERS.en,
        offerErrors.TOO_MANY_OFFERS.fr,
      ),
    });
    const { user } = renderScreen(<OffersPage />, { path: '/offers' });
    await screen.findByRole('article', { name: 'Happy hour' });
    await user.click(screen.getByRole('button', { name: 'New offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New offer' });
    await user.type(within(dialog).getByLabelText('Name (optional)'), 'Brunch');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(offerErrors.TOO_MANY_OFFERS.en);
    expect(within(dialog).getByLabelText('Name (optional)')).toHaveValue('Brunch');
  });
});
