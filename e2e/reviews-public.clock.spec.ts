import type { APIRequestContext } from '@playwright/test';
import { bookingApiPaths, reviewApiPaths } from '@portal/contract';
import { seriousViolations } from './support/axe';
import { confirmedCustomerToken } from './support/orders';
import { loginThroughApi } from './support/partners';
import { expect, test } from './support/test';
import { restaurantTakingBookings } from './support/bookings';
import { moveServerClock } from './support/clock';

/*
 * A restaurant's reviews on its public page (drawn by the server, no script): a guest
 * books online, comes (the restaurant marks the booking honoured), reviews the meal, and the
 * restaurant responds. The server's clock is set to fixed instants (the 'clock' project of
 * playwright.config.ts): the booking must be made before the meal and reviewed after it.
 */

const REVIEW =
  'Une quenelle de brochet comme on n’en fait plus, sauce Nantua généreuse et bien relevée. Le service a été rapide malgré la salle comble du samedi soir, et la serveuse nous a conseillé un très bon vin du Beaujolais pour accompagner.';
const RESPONSE =
  'Merci beaucoup pour ce retour, toute l’équipe est ravie que la quenelle et le Beaujolais vous aient plu. Nous transmettons vos compliments en cuisine et en salle, et serons heureux de vous accueillir à nouveau.';

/** A call that must succeed; its answer. */
async function call(request: APIRequestContext, path: string, token: string, data: Record<string, unknown>) {
  const body = (await (await request.post(path, { headers: { token }, data })).json()) as {
    status: number;
    message: string;
    data: { id: number; status: string };
  };
  expect(body.status, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

test('reviews on the public page (fr, en): both dates, the response, the other order by a link, accessible (server clock)', async ({
  page,
  request,
}) => {
  const publicId =
    await test.step('a guest books online, comes, and reviews the meal; the restaurant responds', async () => {
      // Monday 1 February 2027, 10:00 in Paris (UTC+1): the guest books for the next evening.
      await moveServerClock(request, Date.parse('2027-02-01T09:00:00Z'));
      const { partner, publicId } = await restaurantTakingBookings(request);
      const guest = await confirmedCustomerToken(request);
      const booking = await call(request, bookingApiPaths.bookTable, guest, {
        restaurant_id: publicId,
        date: '2027-02-02',
        time: '19:30',
        covers: 2,
      });
      // Tuesday 2 February, 21:30: the guests came.
      await moveServerClock(request, Date.parse('2027-02-02T20:30:00Z'));
      const restaurant = (await loginThroughApi(request, partner)).token;
      await call(request, bookingApiPaths.changeBookingStatus, restaurant, {
        booking_id: booking.id,
        status: 'honoured',
      });
      // Wednesday 3 February: the review, then the response.
      await moveServerClock(request, Date.parse('2027-02-03T10:00:00Z'));
      const review = await call(request, reviewApiPaths.postReview, guest, {
        booking_id: booking.id,
        rating: 4,
        text: REVIEW,
      });
      expect(review.status).toBe('published');
      await moveServerClock(request, Date.parse('2027-02-04T08:00:00Z'));
      await call(request, reviewApiPaths.respondToReview, (await loginThroughApi(request, partner)).token, {
        review_id: review.id,
        text: RESPONSE,
      });
      return publicId;
    });

  await test.step('in French: the review with its visit and publication dates, the response under it', async () => {
    await page.goto(`/r/${publicId}`);
    const reviews = page.getByRole('region', { name: 'Avis' });
    await expect(reviews).toContainText('4,0 sur 5 · 1 avis');
    await expect(reviews).toContainText('Classés du plus récent au plus ancien.');
    const review = reviews.getByRole('article');
    // The stars are drawn for the eye; the heading reads the rating in words.
    await expect(review.getByRole('heading', { level: 3, name: /^Note\s: 4 sur 5\. Léa D\.$/ })).toBeVisible();
    await expect(review).toContainText('Visite du 2 février 2027 · publié le 3 février 2027');
    await expect(review).toContainText(REVIEW);
    await expect(review).toContainText('Réponse du restaurant, le 4 février 2027');
    await expect(review).toContainText(RESPONSE);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('sorted by rating, then back by date, through links', async () => {
    await page.getByRole('link', { name: 'Classer par note' }).click();
    await expect(page).toHaveURL(new RegExp(`/r/${publicId}\\?avis=note#avis$`));
    await expect(page.getByRole('region', { name: 'Avis' })).toContainText(
      'Classés de la meilleure note à la moins bonne',
    );
    await page.getByRole('link', { name: 'Classer par date' }).click();
    await expect(page).toHaveURL(new RegExp(`/r/${publicId}#avis$`));
  });

  await test.step('in English', async () => {
    await page.goto(`/r/${publicId}?lang=en`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toContainText('4.0 out of 5 · 1 review');
    await expect(reviews).toContainText('Visited on 2 February 2027 · published on 3 February 2027');
    await expect(reviews).toContainText('The restaurant’s response, 4 February 2027');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
