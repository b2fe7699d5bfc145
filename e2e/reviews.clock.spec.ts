import { bookingApiPaths, reviewApiPaths, reviewLength } from '@portal/contract';
import { confirmedCustomerToken } from './support/orders';
import { moveClock } from './support/clock';
import { seriousViolations } from './support/axe';
import { expect, openPage, signInThroughApi, test, toast } from './support/test';
import { restaurantTakingBookings } from './support/bookings';

/*
 * Reviews from end to end: a guest books online, the restaurant seats them and marks the booking
 * honoured; the next morning the guest reviews it through the customer API and the review, published
 * by moderation, reaches the restaurant's open /reviews without a reload. The owner answers it there
 * (the counter counts the draft against the review, the deadline is three months on, clamped to
 * the month's end), and the restaurant's public page shows the review, its two dates and the
 * response.
 *
 * The booking must be honoured after its time and the review written within 30 days of it: the
 * journey sets the server's clock (POST /api/dev/clock), so it runs with the other clock journeys,
 * alone, after every other one.
 */

const REVIEW_TEXT =
  'Excellent dîner en amoureux : la burrata était crémeuse, les linguine aux palourdes parfaitement al dente et le tiramisu maison léger comme tout. Le serveur nous a conseillé un vin des Pouilles délicieux. Nous reviendrons !';
const RESPONSE_TEXT =
  'Merci beaucoup pour ce joli retour, toute l’équipe est ravie que la soirée vous ait plu. À très bientôt !';

test('reviews (fr): an honoured booking’s review reaches /reviews live, the owner answers it, the public page shows both dates and the response (server clock)', async ({
  page,
  request,
}) => {
  // Monday 29 November 2027, 10:00 in Paris (UTC+1): the guest books tonight's dinner.
  await moveClock(page, request, Date.parse('2027-11-29T09:00:00Z'));
  const { partner, token, publicId } = await restaurantTakingBookings(request, { autoConfirmMaxCovers: '8' });
  const customerToken = await confirmedCustomerToken(request);
  let bookingId = 0;

  await test.step('the guest books online, is seated at 19:35 and the booking is honoured at 21:00', async () => {
    const booked = (await (
      await request.post(bookingApiPaths.bookTable, {
        headers: { token: customerToken },
        data: { restaurant_id: publicId, date: '2027-11-29', time: '19:30', covers: 2 },
      })
    ).json()) as { status: number; data: { id: number; status: string } };
    expect(booked).toMatchObject({ status: 200, data: { status: 'confirmed' } });
    bookingId = booked.data.id;
    for (const [at, status] of [
      ['2027-11-29T18:35:00Z', 'seated'],
      ['2027-11-29T20:00:00Z', 'honoured'],
    ] as const) {
      await moveClock(page, request, Date.parse(at));
      const changed = await request.post(bookingApiPaths.changeBookingStatus, {
        headers: { token },
        data: { booking_id: String(bookingId), status },
      });
      const answer = (await changed.json()) as { status: number; code?: string };
      expect(answer, `${status}: ${answer.code}`).toMatchObject({ status: 200 });
    }
  });

  // Tuesday 30 November 2027, 10:00 in Paris: the owner has the reviews open.
  await moveClock(page, request, Date.parse('2027-11-30T09:00:00Z'));
  await signInThroughApi(page, request, partner);
  const card = page.getByRole('article', { name: 'Léa D.' });

  await test.step('no review yet; the guest’s review is published and appears without a reload', async () => {
    await openPage(page, '/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Avis' })).toBeVisible();
    await expect(page.getByText('Aucun avis publié pour le moment.')).toBeVisible();
    await expect(page.getByText('Pas encore de note')).toBeVisible();

    const posted = await request.post(reviewApiPaths.postReview, {
      headers: { token: customerToken },
      data: { booking_id: String(bookingId), rating: '5', text: REVIEW_TEXT },
    });
    expect(await posted.json()).toMatchObject({ status: 200, data: { status: 'published' } });

    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: '5 étoiles sur 5' })).toBeVisible();
    await expect(card).toContainText('Repas du 29 novembre 2027 · Publié le 30 novembre 2027');
    await expect(card).toContainText('burrata était crémeuse');
    await expect(page.getByRole('tab', { name: 'Publiés (1)' })).toBeVisible();
    await expect(page.getByText('5,0 sur 5', { exact: true })).toBeAttached();
    await expect(page.getByText('5,0', { exact: true })).toBeVisible();
    await expect(page.getByText('sur 1 avis publié', { exact: true })).toBeVisible();
    // The card, its stars, the editor and the report button pass axe (the empty screen is checked
    // with the others in accessibility.spec.ts).
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the owner answers, with the counter and the deadline; the response is then shown, read-only', async () => {
    const editor = card.getByRole('textbox', { name: 'Votre réponse' });
    // Published on 30 November 2027: answers are taken until 29 February 2028 included.
    await expect(editor).toHaveAccessibleDescription(/Réponse possible jusqu’au 29 février 2028/);
    await editor.fill(RESPONSE_TEXT);
    await expect(card.getByText(`${reviewLength(RESPONSE_TEXT)} / ${reviewLength(REVIEW_TEXT)}`)).toBeVisible();
    await card.getByRole('button', { name: 'Publier la réponse' }).click();
    await expect(toast(page, /./)).toBeVisible();
    await expect(card.getByText('Réponse du restaurant')).toBeVisible();
    await expect(card).toContainText(RESPONSE_TEXT);
    await expect(card.getByRole('textbox')).toHaveCount(0);
  });

  await test.step('the public page shows the review, the meal’s and the publication’s dates, and the response', async () => {
    await page.goto(`/r/${publicId}`);
    const main = page.locator('body');
    await expect(main).toContainText('burrata était crémeuse');
    await expect(main).toContainText('Visite du 29 novembre 2027');
    await expect(main).toContainText('publié le 30 novembre 2027');
    await expect(main).toContainText('Réponse du restaurant');
    await expect(main).toContainText(RESPONSE_TEXT);
  });
});
