import type { APIRequestContext } from '@playwright/test';
import { bookingApiPaths } from '@portal/contract';
import { moveClock } from './support/clock';
import { clickSwitch } from './support/menu';
import { confirmedCustomerToken } from './support/orders';
import { BOTH_WIDTHS } from './support/server';
import { closeToast, expect, openPage, reloadPage, signInThroughApi, test, toast } from './support/test';
import { restaurantTakingBookings, showBookingDay } from './support/bookings';

/*
 * Offers on table bookings, on /offers: a restaurant without offers is told what
 * they are for; the manager creates one in the form (a mistake shows under its field), sees it
 * with its days, dates and cap; a guest's booking takes it (the slot showed "-20 %"), which the
 * offer's uptake counts and the booking's row shows; paused, the slots no longer show it;
 * deleted after a confirmation, the booking keeps it.
 */

/** Wednesday 13 January 2027, 15:00 in Paris (UTC+1), on the server and in the browser. */
const NOW = Date.parse('2027-01-13T14:00:00Z');
const TOMORROW = '2027-01-14';

type Slot = { time: string; offer: { offer_id: number; percent: number } | null };

async function slotOffer(request: APIRequestContext, publicId: string, date: string, time: string) {
  const reply = await request.get(
    `${bookingApiPaths.availability.replace(':public_id', publicId)}?date=${date}&covers=2`,
  );
  const slots = ((await reply.json()) as { data: { slots: Slot[] } }).data.slots;
  return slots.find((slot) => slot.time === time)?.offer ?? null;
}

// At a computer's width and at a phone's, where the screen is arranged otherwise.
for (const [device, screen] of BOTH_WIDTHS) {
  test.describe(`on a ${device}`, () => {
    test.use(screen);

    test(`offers (fr): created in the form, shown on the slots, taken by a booking, paused and deleted (${device})`, async ({
      page,
      request,
    }) => {
      await moveClock(page, request, NOW);
      const { partner, publicId } = await restaurantTakingBookings(request);
      await signInThroughApi(page, request, partner);

      await test.step('no offer yet: the screen says what one is for', async () => {
        await openPage(page, '/offers');
        await expect(page.getByRole('heading', { level: 1, name: 'Offres' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Aucune offre pour l’instant' })).toBeVisible();
      });

      const card = page.getByRole('article', { name: 'Soirée douce' });
      await test.step('a new offer: a last arrival before the first is refused under its field, then saved', async () => {
        await page.getByRole('button', { name: 'Nouvelle offre' }).click();
        const form = page.getByRole('dialog', { name: 'Nouvelle offre' });
        await form.getByLabel('Nom (facultatif)').fill('Soirée douce');
        await form.getByLabel('Remise').selectOption('20');
        for (const day of ['Ven', 'Sam', 'Dim']) await form.getByLabel(day, { exact: true }).check();
        await form.getByLabel('Première arrivée').fill('20:00');
        await form.getByLabel('Dernière arrivée').fill('19:00');
        await form.getByLabel('Au', { exact: true }).fill('2027-02-12');
        await form.getByLabel('Couverts par créneau').fill('6');
        await form.getByRole('button', { name: 'Enregistrer' }).click();
        await expect(form.getByText('la première au plus tard à la dernière')).toBeVisible();
        await form.getByLabel('Première arrivée').fill('19:00');
        await form.getByLabel('Dernière arrivée').fill('20:00');
        await form.getByRole('button', { name: 'Enregistrer' }).click();
        await expect(toast(page, 'Offre enregistrée')).toBeVisible();
        await closeToast(page, 'Offre enregistrée');
        await expect(card).toContainText('-20\u00a0%');
        await expect(card).toContainText('sur la nourriture · Active');
        await expect(card).toContainText('19:00–20:00');
        await expect(card).toContainText('6 couverts par créneau');
        await expect(card).toContainText('0 réservation, 0 couverts');
        await expect(card).toContainText('Inconnu');
      });

      let offerId = 0;
      await test.step('the slot shows it; a guest’s booking takes it, counted on the screen and shown on the book', async () => {
        const shown = await slotOffer(request, publicId, TOMORROW, '19:30');
        expect(shown).toMatchObject({ percent: 20 });
        offerId = shown!.offer_id;
        expect(await slotOffer(request, publicId, TOMORROW, '21:00')).toBeNull();
        const guest = await confirmedCustomerToken(request);
        const booked = await request.post(bookingApiPaths.bookTable, {
          headers: { token: guest },
          data: { restaurant_id: publicId, date: TOMORROW, time: '19:30', covers: '2', offer_id: String(offerId) },
        });
        expect(await booked.json()).toMatchObject({ status: 200, data: { offer: { offer_id: offerId, percent: 20 } } });
        await reloadPage(page);
        await expect(card).toContainText('1 réservation, 2 couverts');
        await openPage(page, '/bookings');
        await showBookingDay(page, TOMORROW);
        await expect(page.getByRole('listitem', { name: '19:30 Léa Dubois' })).toContainText('-20\u00a0%');
      });

      await test.step('paused: the slots no longer show it', async () => {
        await openPage(page, '/offers');
        const shown = card.getByRole('switch', {
          name: 'Afficher l’offre «\u00a0Soirée douce\u00a0» sur les créneaux',
        });
        await clickSwitch(shown);
        await expect(shown).not.toBeChecked();
        await expect(toast(page, 'L’offre est en pause.')).toBeVisible();
        await expect(card).toContainText('En pause');
        expect(await slotOffer(request, publicId, TOMORROW, '19:30')).toBeNull();
      });

      await test.step('deleted after a confirmation: the screen is empty again, the booking keeps its offer', async () => {
        await card.getByRole('button', { name: 'Supprimer · Soirée douce' }).click();
        const confirm = page.getByRole('dialog', { name: 'Supprimer cette offre\u00a0?' });
        await confirm.getByRole('button', { name: 'Supprimer' }).click();
        await expect(toast(page, 'Offre supprimée')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Aucune offre pour l’instant' })).toBeVisible();
        await openPage(page, '/bookings');
        await showBookingDay(page, TOMORROW);
        await expect(page.getByRole('listitem', { name: '19:30 Léa Dubois' })).toContainText('-20\u00a0%');
      });
    });
  });
}

test('offers (en): the empty screen and a new offer on the whole bill', async ({ page, request }) => {
  await moveClock(page, request, NOW);
  const { partner } = await restaurantTakingBookings(request);
  await signInThroughApi(page, request, partner, 'en');
  await openPage(page, '/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No offers yet' })).toBeVisible();
  await page.getByRole('button', { name: 'New offer' }).click();
  const form = page.getByRole('dialog', { name: 'New offer' });
  await form.getByLabel('Name (optional)').fill('Lunch for two');
  await form.getByLabel('Discount').selectOption('15');
  await form.getByLabel('Applies').selectOption('all');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Offer saved')).toBeVisible();
  const card = page.getByRole('article', { name: 'Lunch for two' });
  await expect(card).toContainText('-15 %');
  await expect(card).toContainText('on the whole bill · Active');
  await expect(card).toContainText('Mon, Tue, Wed, Thu · 19:00–19:30');
});
