import { bookingApiPaths, type TCustomerBooking } from '@portal/contract';
import { seriousViolations } from './support/axe';
import { confirmedCustomerToken } from './support/orders';
import { moveClock } from './support/clock';
import { closeToast, expect, openPage, signInThroughApi, test, toast } from './support/test';
import { restaurantTakingBookings, typeCard } from './support/bookings';

/*
 * A booking's card guarantee on screen, on the simulated provider: the guest
 * saves a card on the card page (a card ending in 0002 is declined first), does not come; the
 * restaurant marks the no-show, charges the card with a reason from the booking's drawer and
 * refunds part of it; the guest's page lists the same charge and refund, with the same reasons.
 *
 * The journey sets the server's clock and the browser's (the book's day, the no-show's 15
 * minutes, the card's expiry): it runs with the other clock journeys, alone.
 */

/** Types a test card into the card page's form and saves it. */
test('payments (fr): a guest saves a card, does not come, is charged with a reason and partly refunded; both sides read the same (server clock)', async ({
  page,
  request,
}) => {
  // Wednesday 20 January 2027, 10:00 in Paris (UTC+1).
  await moveClock(page, request, Date.parse('2027-01-20T09:00:00Z'));
  const { partner, publicId } = await restaurantTakingBookings(request, {
    autoConfirmMaxCovers: '8',
    imprintPerCover: '20',
    imprintMinParty: '2',
  });
  const customerToken = await confirmedCustomerToken(request);

  const booked = (await (
    await request.post(bookingApiPaths.bookTable, {
      headers: { token: customerToken },
      data: { restaurant_id: publicId, date: '2027-01-21', time: '19:30', covers: '4' },
    })
  ).json()) as { status: number; data: TCustomerBooking };
  expect(booked).toMatchObject({ status: 200, data: { status: 'awaiting_guarantee' } });
  const link = (await (
    await request.get(`/api/v1/customer/bookingCardPage?booking_id=${booked.data.id}`, {
      headers: { token: customerToken },
    })
  ).json()) as { data: { url: string } };
  const cardPage = link.data.url;
  const token = new URL(cardPage, 'http://localhost').searchParams.get('token')!;
  // No card number may reach the server: every request the page makes is read.
  const sent: string[] = [];
  page.on('request', (made) => sent.push(`${made.url()} ${made.postData() ?? ''}`));

  await test.step('the card page shows the imprint before asking for the card; 0002 is declined, 4242 saved', async () => {
    await page.goto(cardPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Garantir ma réservation' })).toBeVisible();
    await expect(page.locator('#imprint')).toHaveText(
      'Empreinte bancaire\u00a0: 20,00\u00a0€ × 4 = 80,00\u00a0€, débitée seulement en cas d’absence ou d’annulation après le jeudi 21 janvier 2027 à 07:30.',
    );
    // Accessible in both languages, the form and its test card hint included (axe, WCAG 2.1 AA).
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${cardPage}&lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Guarantee my booking' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(cardPage);
    await typeCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText('Votre banque a refusé cette carte. Utilisez une autre carte.');
    await typeCard(page, '4242 4242 4242 4242');
    await expect(page.getByText('Carte enregistrée. Votre réservation est garantie.')).toBeVisible();
    await expect(page.getByText('Carte enregistrée\u00a0: Visa •••• 4242.')).toBeVisible();
    expect(sent.filter((line) => /4242\s?4242|4000\s?0000\s?0000\s?0002|"123"/.test(line))).toEqual([]);
  });

  await signInThroughApi(page, request, partner);
  const row = page.getByRole('listitem', { name: '19:30 Léa Dubois' });
  await test.step('at 19:46 the guest has not come: the restaurant marks the no-show', async () => {
    await moveClock(page, request, Date.parse('2027-01-21T18:46:00Z'));
    await openPage(page, '/bookings');
    await row.getByRole('button', { name: 'Absent', exact: true }).click();
    await expect(toast(page, 'Réservation enregistrée')).toBeVisible();
    await closeToast(page, 'Réservation enregistrée');
    await expect(row).toContainText('non présentée');
  });

  const drawer = page.getByRole('dialog', { name: /^Réservation / });
  const imprint = drawer.getByRole('region', { name: 'Empreinte bancaire' });
  await test.step('the drawer shows the card and the amount due; Débiter charges 60 € with a reason', async () => {
    await page.getByRole('button', { name: 'Ouvrir la réservation de Léa Dubois' }).click();
    await expect(imprint).toContainText('VISA •••• 4242, exp. 08/28');
    await expect(imprint).toContainText('20,00\u00a0€ par couvert, au moment de la réservation');
    await expect(imprint).toContainText('Montant dû\u00a0: 80,00\u00a0€');
    await expect(imprint).toContainText('Débit possible jusqu’au 28 janv. 2027 à 19:30');
    expect(await seriousViolations(page)).toEqual([]);
    await imprint.getByRole('button', { name: 'Débiter' }).click();
    const modal = page.getByRole('dialog', { name: 'Débiter la carte du client' });
    const amount = modal.getByRole('textbox', { name: 'Montant (€)' });
    await expect(amount).toHaveValue('80,00');
    expect(await seriousViolations(page)).toEqual([]);
    await amount.fill('90');
    await modal.getByRole('textbox', { name: 'Raison' }).fill('Absent sans prévenir');
    await modal.getByRole('button', { name: 'Débiter' }).click();
    await expect(modal.getByText('Le montant dépasse ce qui est dû pour cette réservation')).toBeVisible();
    await amount.fill('60');
    await modal.getByRole('button', { name: 'Débiter' }).click();
    await expect(toast(page, 'La carte a été débitée')).toBeVisible();
    await closeToast(page, 'La carte a été débitée');
    const charge = imprint.getByRole('listitem', { name: 'Débit de 60,00\u00a0€' });
    await expect(charge).toContainText('Absence · 60,00\u00a0€');
    await expect(charge).toContainText('débité');
    await expect(charge).toContainText('Raison\u00a0: Absent sans prévenir');
  });

  await test.step('Rembourser gives back 20 € of it with a reason', async () => {
    const charge = imprint.getByRole('listitem', { name: 'Débit de 60,00\u00a0€' });
    await charge.getByRole('button', { name: 'Rembourser' }).click();
    const modal = page.getByRole('dialog', { name: 'Rembourser le client' });
    await expect(modal.getByRole('textbox', { name: 'Montant (€)' })).toHaveValue('60,00');
    await modal.getByRole('textbox', { name: 'Montant (€)' }).fill('20');
    await modal.getByRole('textbox', { name: 'Raison' }).fill('Geste commercial');
    await modal.getByRole('button', { name: 'Rembourser' }).click();
    await expect(toast(page, 'Le remboursement est effectué')).toBeVisible();
    await expect(charge).toContainText('Remboursé 20,00\u00a0€');
    await expect(charge).toContainText('Geste commercial');
  });

  await test.step('the guest’s page lists the same charge and refund, with the same reasons', async () => {
    const guest = await page.context().newPage();
    await guest.goto(`/booking/pay?${new URLSearchParams({ token }).toString()}`);
    const history = guest.getByRole('region', { name: 'Débits et remboursements' });
    await expect(history).toContainText('Débité\u00a0: 60,00\u00a0€. Motif\u00a0: Absent sans prévenir');
    await expect(history).toContainText('Remboursé\u00a0: 20,00\u00a0€. Motif\u00a0: Geste commercial');
    expect(await seriousViolations(guest)).toEqual([]);
    const seen = (await (
      await request.get(`${bookingApiPaths.customerBookingDetail}?booking_id=${booked.data.id}`, {
        headers: { token: customerToken },
      })
    ).json()) as { data: TCustomerBooking };
    expect(seen.data.guarantee_detail?.charges).toMatchObject([
      {
        amount_cents: 6000,
        refunded_cents: 2000,
        status: 'succeeded',
        reason: 'Absent sans prévenir',
        refunds: [{ amount_cents: 2000, reason: 'Geste commercial' }],
      },
    ]);
    await guest.close();
  });
});
