import { execFileSync } from 'node:child_process';
import { type TCustomerBooking, bookingApiPaths } from '@portal/contract';
import { seriousViolations } from './support/axe';
import { restaurantTakingBookings, typeCard } from './support/bookings';
import { chimes, countChimes } from './support/chimes';
import { startClock } from './support/clock';
import { confirmedCustomerToken } from './support/orders';
import { closeToast, expect, openPage, signInThroughApi, test, toast } from './support/test';

/*
 * The book a host keeps open through a service: a large party's request that waited for the
 * guest's card rings once the card is saved and waits in the banner with its deadline; the day's
 * book prints as a PDF that says who comes when, with what note; a booking is moved from its
 * drawer under the guest's own rules.
 */

test('the bookings desk (fr): a card-guaranteed request rings and waits in the banner; the book prints; a booking moves from its drawer (server clock)', async ({
  page,
  context,
  request,
}) => {
  // Wednesday 13 January 2027, 18:00 in Paris (UTC+1).
  await startClock(page, request, Date.parse('2027-01-13T17:00:00Z'));
  const { partner, publicId } = await restaurantTakingBookings(request, {
    autoConfirmMaxCovers: '4',
    imprintPerCover: '20',
    imprintMinParty: '6',
  });
  const customerToken = await confirmedCustomerToken(request);
  await page.addInitScript(countChimes);
  await signInThroughApi(page, request, partner);
  await openPage(page, '/bookings');
  await page.getByRole('button', { name: 'Démarrer le service' }).click();
  await expect(page.getByText('Service en cours')).toBeVisible();

  let booking: TCustomerBooking | null = null;
  await test.step('a party of 6 books: nothing rings while the card is awaited, then it rings and waits in the banner', async () => {
    const reply = await request.post(bookingApiPaths.bookTable, {
      headers: { token: customerToken },
      data: { restaurant_id: publicId, date: '2027-01-13', time: '20:00', covers: '6', note: 'Allergie aux noix' },
    });
    booking = ((await reply.json()) as { data: TCustomerBooking }).data;
    expect(booking).toMatchObject({ status: 'awaiting_guarantee', covers: 6 });
    const link = (await (
      await request.get(`/api/v1/customer/bookingCardPage?booking_id=${booking.id}`, {
        headers: { token: customerToken },
      })
    ).json()) as { data: { url: string } };
    expect(await chimes(page)).toBe(0);
    // The guest saves the card in a tab of their own.
    const guest = await context.newPage();
    await guest.goto(link.data.url);
    await typeCard(guest, '4242 4242 4242 4242');
    await expect(guest.getByText('Carte enregistrée. Votre réservation est garantie.')).toBeVisible();
    await guest.close();
    const banner = page.getByRole('region', { name: '1 réservation attend votre réponse' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Léa Dubois, 6 pers. — à confirmer');
    await expect(banner).toContainText('avant le');
    await expect.poll(() => chimes(page)).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the day’s book prints: an A4 PDF with the guest, the covers, the time and the note', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Imprimer le carnet' }).click();
    const file = await (await download).path();
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Léa Dubois');
    expect(text).toContain('20:00');
    expect(text).toContain('Allergie aux noix');
    expect(text).toMatch(/13 janvier 2027/);
    // The specification's A4: 210 × 294 mm.
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Page size:\s+595\.2\d+ x 833\.3\d+ pts/);
  });

  await test.step('confirmed, then moved to 21:00 from its drawer: the book shows it at its new time', async () => {
    const row = page.getByRole('listitem', { name: '20:00 Léa Dubois' });
    await row.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await expect(toast(page, 'Réservation enregistrée')).toBeVisible();
    await closeToast(page, 'Réservation enregistrée');
    await expect(page.getByRole('region', { name: /attend votre réponse/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ouvrir la réservation de Léa Dubois' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Déplacer', exact: true }).click();
    const form = drawer.locator('form').filter({ has: page.getByRole('heading', { name: 'Déplacer la réservation' }) });
    await form.getByLabel('Heure', { exact: true }).fill('21:00');
    await form.getByRole('button', { name: 'Déplacer', exact: true }).click();
    await expect(toast(page, 'Réservation enregistrée')).toBeVisible();
    await expect(drawer).toContainText('21:00');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listitem', { name: '21:00 Léa Dubois' })).toBeVisible();
  });
});
