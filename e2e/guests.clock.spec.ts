import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { bookingApiPaths } from '@portal/contract';
import { createPartner } from './support/partners';
import { seriousViolations } from './support/axe';
import { moveClock } from './support/clock';
import { BOTH_WIDTHS } from './support/server';
import { closeToast, downloadThrough, expect, openPage, signInThroughApi, test, toast } from './support/test';
import { restaurantTakingBookings } from './support/bookings';

/*
 * The guest book, on /guests: a restaurant without bookings is told where its
 * guests come from; with bookings, one guest per phone shows with their visits and last visit;
 * the search finds a guest by name or by phone typed as people write it; a guest's card lists their
 * bookings and keeps the team's notes, tags and allergies, which the list then shows; the owner
 * exports the book as CSV for French Excel.
 */

/** Wednesday 13 January 2027, 15:00 in Paris (UTC+1): the moment Jean walks in. */
const NOW = Date.parse('2027-01-13T14:00:00Z');

/** An approved restaurant with a service all day long, so that a walk-in can come in at any hour. */
async function restaurantWithGuests(request: APIRequestContext) {
  const { partner, token } = await restaurantTakingBookings(request, {
    service: { name: 'All day', fr_name: 'Toute la journée', first_slot: '00:00', last_slot: '23:30' },
  });
  const call = async (path: string, data: Record<string, unknown>) => {
    const reply = (await (await request.post(path, { headers: { token }, data })).json()) as {
      status: number;
      data?: { id: number };
    };
    expect(reply, path).toMatchObject({ status: 200 });
    return reply.data;
  };
  const guest = (first_name: string, last_name: string, phone: string) => ({
    first_name,
    last_name,
    phone,
    country_code: '33',
  });
  // Jean came in today and dined; he has booked again for tomorrow by phone.
  const walkIn = await call(bookingApiPaths.createBooking, {
    ...guest('Jean', 'Dupont', '06 12 34 56 78'),
    date: '2027-01-13',
    time: '15:00',
    covers: '3',
    source: 'walk_in',
  });
  await call(bookingApiPaths.changeBookingStatus, { booking_id: walkIn!.id, status: 'honoured' });
  await call(bookingApiPaths.createBooking, {
    ...guest('Jean', 'Dupont', '0612345678'),
    date: '2027-01-14',
    time: '20:00',
    covers: '2',
    note: 'Table au calme',
    source: 'phone',
  });
  await call(bookingApiPaths.createBooking, {
    ...guest('Marie', 'Curie', '07 98 76 54 32'),
    date: '2027-01-15',
    time: '12:30',
    covers: '4',
    source: 'phone',
  });
  return partner;
}

// The list is a table on a computer and cards on a phone: the journey runs on both.
for (const [device, screen] of BOTH_WIDTHS) {
  test.describe(`on a ${device}`, () => {
    test.use(screen);

    test(`guest book (fr): the guests by last visit, a search, a guest’s card with notes, tags and allergies, the CSV export (${device})`, async ({
      page,
      request,
    }, testInfo) => {
      await moveClock(page, request, NOW);
      await test.step('a restaurant without bookings is told where its guests come from', async () => {
        const empty = await createPartner(request, 'approved');
        await signInThroughApi(page, request, empty);
        await openPage(page, '/guests');
        await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
        await expect(page.getByText('Pas encore de client')).toBeVisible();
      });

      const partner = await restaurantWithGuests(request);
      await signInThroughApi(page, request, partner);
      const jean = page.getByRole('button', { name: 'Ouvrir la fiche de Jean Dupont' });
      const marie = page.getByRole('button', { name: 'Ouvrir la fiche de Marie Curie' });
      // The list is a table on a wide screen and cards on a phone: only one of them shows.
      const shown = (text: string) => page.getByText(text, { exact: true }).filter({ visible: true });

      await test.step('one guest per phone, Jean first for his visit today', async () => {
        await openPage(page, '/guests');
        await expect(jean).toBeVisible();
        await expect(marie).toBeVisible();
        await expect(shown('06 12 34 56 78')).toBeVisible();
      });

      await test.step('the search finds a guest by name or by phone as people write it', async () => {
        const search = page.getByRole('searchbox', { name: 'Rechercher un client' });
        await search.fill('curie');
        await expect(jean).toHaveCount(0);
        await expect(marie).toBeVisible();
        await search.fill('07 98 76');
        await expect(marie).toBeVisible();
        await expect(jean).toHaveCount(0);
        await search.fill('Personne');
        await expect(page.getByText('Aucun client ne correspond à « Personne ».')).toBeVisible();
        await search.fill('');
        await expect(jean).toBeVisible();
      });

      await test.step('a guest’s card: the figures, the bookings, and the team’s notes, tags and allergies', async () => {
        await jean.click();
        const card = page.getByRole('dialog', { name: 'Jean Dupont' });
        await expect(card.getByText('Table au calme')).toBeVisible();
        await expect(card.getByText(/honorée · sans réservation/)).toBeVisible();
        await expect(card.getByText(/confirmée · par téléphone/)).toBeVisible();
        // axe finds nothing on the list with a guest's card open.
        expect(await seriousViolations(page)).toEqual([]);
        await card.getByLabel('Notes').fill('Aime la table près de la fenêtre.');
        await card.getByLabel('Étiquettes').fill('VIP');
        await card.getByLabel('Étiquettes').press('Enter');
        await expect(card.getByRole('button', { name: 'Retirer l’étiquette VIP' })).toBeVisible();
        await card.getByText('Fruits à coque', { exact: true }).click();
        await card.getByRole('button', { name: 'Enregistrer la fiche' }).click();
        await expect(toast(page, 'Fiche client enregistrée')).toBeVisible();
        await closeToast(page, 'Fiche client enregistrée');
        await card.getByRole('button', { name: 'Fermer la fiche' }).click();
        await expect(card).toHaveCount(0);
        await expect(shown('Allergies : Fruits à coque')).toBeVisible();
        await expect(shown('VIP')).toBeVisible();
      });

      await test.step('the owner exports the guest book as CSV for French Excel', async () => {
        const exported = await downloadThrough(page.getByRole('button', { name: 'Exporter (CSV)' }), testInfo);
        expect(exported.name).toBe('clients.csv');
        const file = exported.path;
        const text = await readFile(file, 'utf8');
        expect(text.startsWith('\uFEFFNom;Prénom;Téléphone;')).toBe(true);
        const lines = text.slice(1).split('\r\n');
        expect(lines[1]).toMatch(/^Dupont;Jean;06 12 34 56 78;;1;3;3,0;0;0;2;13\/01\/2027;VIP;Fruits à coque;Aime/);
        expect(lines[2]).toMatch(/^Curie;Marie;07 98 76 54 32;/);
      });
    });
  });
}
