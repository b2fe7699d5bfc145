import { guestApiPaths, type TGuestDetail, type TGuestSummary } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addGuestsTexts } from '@/shared/i18n/guests-catalogue';
import { mockApi } from '@/testing/fetch-mock';
import { renderScreen, setUpScreenTexts } from '@/testing/render';
import { signIn } from '@/testing/sign-in';
import { GuestsPage } from '../guests-page';

/*
 * The guest book as the team reads it: the guests with their figures, a guest's card with the
 * bookings and the team's notes, tags and allergies saved as typed; the export for managers only.
 */
setUpScreenTexts(addGuestsTexts);

const jean: TGuestSummary = {
  id: 12,
  first_name: 'Jean',
  last_name: 'Dupont',
  phone: '+33612345678',
  visits: 3,
  covers: 7,
  no_shows: 1,
  late_cancellations: 0,
  bookings: 5,
  last_visit_at: Date.UTC(2026, 10, 20, 19, 0),
  tags: ['VIP'],
  allergens: [{ code: 'nuts', label: 'Fruits à coque' }],
};
const detail: TGuestDetail = {
  ...jean,
  email: 'jean@example.fr',
  notes: 'Table au calme',
  notes_updated_at: null,
  booking_list: [
    { id: 40, date: '2026-11-27', time: '20:00', covers: 2, status: 'confirmed', source: 'phone', note: '' },
    {
      id: 31,
      date: '2026-11-20',
      time: '20:00',
      covers: 3,
      status: 'honoured',
      source: 'online',
      note: 'Anniversaire',
    },
  ],
};
const ok = (data: unknown) => ({ body: { status: 200, message: 'OK', fr_message: 'OK', data } });
const list = (guests: TGuestSummary[]) => ok({ guests, page: 1, per_page: 25, total: guests.length, pages: 1 });

describe('the guest book', () => {
  it('lists each guest with their figures, and a guest’s card keeps the notes, tags and allergies typed', async () => {
    signIn('owner');
    const { callsTo } = mockApi({
      [guestApiPaths.guestList]: list([jean]),
      [guestApiPaths.guestDetail]: ok(detail),
      [guestApiPaths.saveGuestNotes]: (call) =>
        ok({ ...detail, notes: String(call.body?.notes), tags: ['VIP', 'Terrasse'] }),
    });
    const { user } = renderScreen(<GuestsPage />, { path: '/guests' });
    const open = await screen.findAllByRole('button', { name: 'Ouvrir la fiche de Jean Dupont' });
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getAllByText('06 12 34 56 78').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Allergies : Fruits à coque').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Exporter (CSV)' })).toBeInTheDocument();

    await user.click(open[0]!);
    const card = await screen.findByRole('dialog', { name: 'Jean Dupont' });
    expect(await within(card).findByText('« Anniversaire »')).toBeInTheDocument();
    expect(within(card).getByText(/honorée · en ligne/)).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'Fruits à coque' })).toBeChecked();
    const notes = within(card).getByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.type(notes, 'Préfère la terrasse');
    await user.type(within(card).getByRole('textbox', { name: 'Étiquettes' }), 'Terrasse{Enter}');
    await user.click(within(card).getByRole('checkbox', { name: 'Lait' }));
    await user.click(within(card).getByRole('button', { name: 'Enregistrer la fiche' }));
    await waitFor(() => expect(callsTo(guestApiPaths.saveGuestNotes)).toHaveLength(1));
    expect(callsTo(guestApiPaths.saveGuestNotes)[0]!.body).toMatchObject({
      guest_id: '12',
      notes: 'Préfère la terrasse',
      tags: '["VIP","Terrasse"]',
      allergens: 'milk,nuts',
    });
  });

  it('says why an export is refused (too many in a minute), and that one which failed can be tried again', async () => {
    signIn('owner');
    let answer: 'limited' | 'network' = 'limited';
    const { callsTo } = mockApi({
      [guestApiPaths.guestList]: list([jean]),
      [guestApiPaths.guestCsv]: () =>
        answer === 'limited'
          ? {
              status: 429,
              body: {
                status: 201,
                code: 'RATE_LIMITED',
                message: 'Too many attempts. Please try again later.',
                fr_message: 'Trop de tentatives. Réessayez plus tard.',
              },
            }
          : 'network-error',
    });
    const { user } = renderScreen(<GuestsPage />, { path: '/guests' });
    const exportButton = await screen.findByRole('button', { name: 'Exporter (CSV)' });
    await user.click(exportButton);
    expect(await screen.findByText('Trop de tentatives. Réessayez plus tard.')).toBeInTheDocument();
    answer = 'network';
    await user.click(exportButton);
    expect(await screen.findByText('L’export a échoué. Réessayez.')).toBeInTheDocument();
    expect(callsTo(guestApiPaths.guestCsv)).toHaveLength(2);
    expect(callsTo(guestApiPaths.guestCsv)[0]!.headers).toMatchObject({ token: 'member-token' });
  });

  it('shows no export to a staff member, and says when the search finds nobody', async () => {
    signIn('staff');
    mockApi({
      [guestApiPaths.guestList]: (call) => (call.url.includes('searchval=Personne') ? list([]) : list([jean])),
    });
    const { user } = renderScreen(<GuestsPage />, { path: '/guests' });
    await screen.findAllByRole('button', { name: 'Ouvrir la fiche de Jean Dupont' });
    expect(screen.queryByRole('button', { name: 'Exporter (CSV)' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), 'Personne');
    expect(await screen.findByText('Aucun client ne correspond à « Personne ».')).toBeInTheDocument();
  });
});
