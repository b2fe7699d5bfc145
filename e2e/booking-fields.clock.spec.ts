import { startClock } from './support/clock';
import { expect, openPage, signInThroughApi, test } from './support/test';
import { restaurantTakingBookings } from './support/bookings';

/*
 * Dates and times on screen follow the screen's language, not the browser's: a French screen in a
 * browser set to American English shows 13/01/2027 and 20:30 (a native date field would show
 * 01/13/2027 and 8:30 PM). A booking taken by phone picks one of the times the day still has for
 * the party. The server's clock and the browser's are set (the 'clock' project).
 */
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

test('bookings (fr screen, en-US browser): a phone booking picks an offered time; dates day first, times on 24 hours (server clock)', async ({
  page,
  request,
}) => {
  // Wednesday 13 January 2027, 15:00 in Paris (UTC+1).
  await startClock(page, request, Date.parse('2027-01-13T14:00:00Z'));
  const { partner, publicId } = await restaurantTakingBookings(request);
  await signInThroughApi(page, request, partner);

  await test.step('the day browsed is written day first, and the next day is one step away', async () => {
    await openPage(page, '/bookings');
    const day = page.getByRole('textbox', { name: 'Jour' });
    await expect(day).toHaveValue('13/01/2027');
    await expect(day).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
    await page.getByRole('button', { name: 'Jour suivant' }).click();
    await expect(day).toHaveValue('14/01/2027');
    await page.getByRole('button', { name: 'Jour précédent' }).click();
    await expect(day).toHaveValue('13/01/2027');
  });

  await test.step('a phone booking: the free times for two are offered, 20:30 is picked and saved', async () => {
    await page.getByRole('button', { name: 'Nouvelle réservation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle réservation' });
    await expect(dialog.getByRole('textbox', { name: 'Date' })).toHaveValue('13/01/2027');
    const offered = dialog.getByRole('list', { name: 'Heures libres pour ce groupe' });
    await expect(offered.getByRole('button', { name: '19:00' })).toBeVisible();
    await expect(offered.getByRole('button', { name: '22:00' })).toBeVisible();
    await offered.getByRole('button', { name: '20:30' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Heure (HH:MM)' })).toHaveValue('20:30');
    await dialog.getByRole('textbox', { name: 'Prénom' }).fill('Paul');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    // The last name is asked for before anything is sent.
    await expect(dialog.getByRole('textbox', { name: 'Nom', exact: true })).toHaveAccessibleDescription(
      'Saisissez le nom du client',
    );
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await dialog.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('612345678');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem', { name: '20:30 Paul Martin' })).toBeVisible();
  });

  await test.step('the calendar of the date field speaks the screen’s language', async () => {
    await page.getByRole('button', { name: 'Choisir la date dans le calendrier' }).click();
    const calendar = page.getByRole('dialog', { name: 'janvier 2027' });
    await expect(calendar.getByRole('button', { name: 'mercredi 13 janvier 2027' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Jour' })).toHaveValue('14/01/2027');
  });

  await test.step('the guest page lists the bookable days in French, whatever the browser’s language', async () => {
    await page.goto(`/r/${publicId}`);
    const days = page.getByRole('combobox', { name: 'Date' });
    await expect(days.locator('option:checked')).toHaveText('mer. 13 janv.');
    await expect(days.locator('option')).toHaveCount(61);
  });
});
