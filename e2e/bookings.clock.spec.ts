import type { APIRequestContext } from '@playwright/test';
import { type TCustomerBooking, bookingApiPaths } from '@portal/contract';
import { confirmedCustomerToken } from './support/orders';
import { jumpClock, moveClock, startClock } from './support/clock';
import { chimes, countChimes } from './support/chimes';
import { closeToast, expect, openPage, reloadPage, signInThroughApi, test, toast } from './support/test';
import { restaurantTakingBookings } from './support/bookings';

/*
 * Table reservations on screen: a guest books through the API and the booking appears live on the
 * open /bookings and rings when it waits for the restaurant; the partner confirms it, seats the
 * guest and marks the booking honoured. Another guest does not come: the booking may be marked a
 * no-show only 15 minutes after its time, on the server as on the screen.
 *
 * These journeys set the server's clock (POST /api/dev/clock) and the browser's to fixed instants
 * (the day on screen, the 15 minutes): they run on their own, after every other journey (the
 * 'clock' project of playwright.config.ts).
 */

/** A guest books through the customer call; the reply's message and booking. */
async function bookTable(
  request: APIRequestContext,
  customerToken: string,
  data: { restaurant_id: string; date: string; time: string; covers: number },
) {
  const reply = await request.post(bookingApiPaths.bookTable, { headers: { token: customerToken }, data });
  return (await reply.json()) as { status: number; fr_message: string; data: TCustomerBooking };
}

/** The booking as its guest sees it. */
async function guestSees(request: APIRequestContext, customerToken: string, bookingId: number) {
  const reply = await request.get(`${bookingApiPaths.customerBookingDetail}?booking_id=${bookingId}`, {
    headers: { token: customerToken },
  });
  return ((await reply.json()) as { data: TCustomerBooking }).data;
}

test('bookings (fr): a booking waiting for the restaurant appears live and rings; confirmed, the guest seated, honoured (server clock)', async ({
  page,
  request,
}) => {
  // Wednesday 13 January 2027, 18:00 in Paris (UTC+1).
  await startClock(page, request, Date.parse('2027-01-13T17:00:00Z'));
  const { partner, publicId } = await restaurantTakingBookings(request, { autoConfirmMaxCovers: '2' });
  const customerToken = await confirmedCustomerToken(request);
  await page.addInitScript(countChimes);
  await signInThroughApi(page, request, partner);
  const sidebar = page.getByRole('navigation', { name: 'Menu partenaire' });

  await test.step('the day’s book is open, the service started, nothing booked yet', async () => {
    await openPage(page, '/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Réservations' })).toBeVisible();
    await expect(page.getByText('Aucune réservation ce jour-là pour le moment.')).toBeVisible();
    await page.getByRole('button', { name: 'Démarrer le service' }).click();
    await expect(page.getByText('Service en cours')).toBeVisible();
  });

  let bookingId = 0;
  const row = page.getByRole('listitem', { name: '19:30 Léa Dubois' });
  await test.step('a party of 4 books online: it waits for the restaurant, appears without a reload and rings', async () => {
    const booked = await bookTable(request, customerToken, {
      restaurant_id: publicId,
      date: '2027-01-13',
      time: '19:30',
      covers: 4,
    });
    expect(booked).toMatchObject({ status: 200, data: { status: 'pending', covers: 4 } });
    bookingId = booked.data.id;
    await expect(row).toBeVisible();
    await expect(row).toContainText('à confirmer');
    await expect(row).toContainText('4 couverts');
    await expect(row).toContainText('En ligne');
    await expect(page.getByText('4 couverts attendus')).toBeVisible();
    await expect(sidebar.getByText('1', { exact: true })).toBeVisible();
    await expect.poll(() => chimes(page)).toBeGreaterThan(0);
  });

  await test.step('confirmed from the book: the ring stops, the guest sees it confirmed', async () => {
    await row.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await expect(toast(page, 'Réservation enregistrée')).toBeVisible();
    await closeToast(page, 'Réservation enregistrée');
    await expect(row).toContainText('confirmée');
    await expect(sidebar.getByText('1', { exact: true })).toHaveCount(0);
    const rung = await chimes(page);
    expect(await guestSees(request, customerToken, bookingId)).toMatchObject({ status: 'confirmed' });

    // The guest arrives at 19:32 and is seated; the meal is over at 21:00.
    await jumpClock(page, request, Date.parse('2027-01-13T18:32:00Z'));
    await row.getByRole('button', { name: 'Installer', exact: true }).click();
    await expect(toast(page, 'Réservation enregistrée')).toBeVisible();
    await closeToast(page, 'Réservation enregistrée');
    await expect(row).toContainText('installée');
    await jumpClock(page, request, Date.parse('2027-01-13T20:00:00Z'));
    await row.getByRole('button', { name: 'Honorée', exact: true }).click();
    await expect(toast(page, 'Réservation enregistrée')).toBeVisible();
    await expect(row).toContainText('honorée');
    await expect(row.getByRole('button')).toHaveCount(1); // only the row's own button opens it: no action left
    expect(await guestSees(request, customerToken, bookingId)).toMatchObject({ status: 'honoured' });
    // Nothing new waited: the ring stayed silent.
    expect(await chimes(page)).toBe(rung);
  });

  await test.step('its drawer tells the story: booked by the guest, confirmed, seated, honoured', async () => {
    await page.getByRole('button', { name: 'Ouvrir la réservation de Léa Dubois' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('Historique');
    for (const status of ['à confirmer', 'confirmée', 'installée', 'honorée'])
      await expect(drawer.getByText(status, { exact: false }).first()).toBeVisible();
  });
});

test('bookings (fr): a guest who does not come is a no-show only 15 minutes after the time, on the server and on screen (server clock)', async ({
  page,
  request,
}) => {
  // Thursday 14 January 2027, 18:00 in Paris (UTC+1).
  await moveClock(page, request, Date.parse('2027-01-14T17:00:00Z'));
  const { partner, token, publicId } = await restaurantTakingBookings(request, { autoConfirmMaxCovers: '6' });
  const customerToken = await confirmedCustomerToken(request);
  await signInThroughApi(page, request, partner);

  const booked = await bookTable(request, customerToken, {
    restaurant_id: publicId,
    date: '2027-01-14',
    time: '19:30',
    covers: 2,
  });
  expect(booked).toMatchObject({ status: 200, fr_message: 'Votre réservation est confirmée.' });
  const row = page.getByRole('listitem', { name: '19:30 Léa Dubois' });
  const noShow = row.getByRole('button', { name: 'Absent', exact: true });
  const markNoShow = async () =>
    (await (
      await request.post(bookingApiPaths.changeBookingStatus, {
        headers: { token },
        data: { booking_id: booked.data.id, status: 'no_show', reason: '' },
      })
    ).json()) as { status: number; code?: string };

  await test.step('at 19:44 the guest is not late yet: no no-show offered, and the server refuses one', async () => {
    await moveClock(page, request, Date.parse('2027-01-14T18:44:00Z'));
    await openPage(page, '/bookings');
    await expect(row).toContainText('confirmée');
    await expect(row.getByRole('button', { name: 'Installer', exact: true })).toBeVisible();
    await expect(noShow).toHaveCount(0);
    await expect(row.getByText('En retard', { exact: true })).toHaveCount(0);
    expect(await markNoShow()).toMatchObject({ code: 'NO_SHOW_TOO_EARLY' });
  });

  await test.step('at 19:46 the booking is late in red and marked a no-show; the guest sees it', async () => {
    await moveClock(page, request, Date.parse('2027-01-14T18:46:00Z'));
    await reloadPage(page);
    await expect(row.getByText('En retard', { exact: true })).toBeVisible();
    await noShow.click();
    await expect(toast(page, 'Réservation enregistrée')).toBeVisible();
    await expect(row).toContainText('non présentée');
    await expect(noShow).toHaveCount(0);
    expect(await guestSees(request, customerToken, booked.data.id)).toMatchObject({ status: 'no_show' });
  });
});
