import { expect, test } from './support/test';
import { reviewLinkOfVisit } from './support/guest-pages';

/*
 * The guest's review from the invitation's link, drawn by the server with no script: the guest
 * opens the link of the message sent after the visit, rates and writes, and is thanked with what
 * happens next. The server's clock is set (the 'clock' project of playwright.config.ts): the
 * booking is made before the meal and reviewed after it.
 */

const REVIEW =
  'Une quenelle de brochet comme on n’en fait plus, sauce Nantua généreuse et bien relevée. Le service a été rapide malgré la salle comble du samedi soir, et la serveuse nous a conseillé un très bon vin du Beaujolais pour accompagner.';

test('a guest reviews the visit from the invitation’s link, without signing in (server clock)', async ({
  page,
  request,
}) => {
  const link = await reviewLinkOfVisit(request);

  await test.step('the link opens the form: the restaurant and the date of the visit', async () => {
    await page.goto(link);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Votre avis' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Date de la visite');
    await expect(page.getByRole('main')).toContainText('mardi 2 février 2027');
  });

  await test.step('a text too short comes back with what was typed, and why', async () => {
    await page.getByRole('group', { name: 'Votre note, de 1 à 5' }).getByLabel('4 – Très bien').check();
    await page.getByRole('textbox', { name: 'Votre commentaire' }).fill('Très bon repas.');
    await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await expect(page.getByRole('alert')).toContainText('Écrivez plus de 200');
    await expect(page.getByRole('textbox', { name: 'Votre commentaire' })).toHaveValue('Très bon repas.');
    await expect(page.getByRole('textbox', { name: 'Votre commentaire' })).toBeFocused();
    await expect(page.getByLabel('4 – Très bien')).toBeChecked();
  });

  await test.step('posted, the review is published and the guest thanked', async () => {
    await page.getByRole('textbox', { name: 'Votre commentaire' }).fill(REVIEW);
    await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre avis' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Votre avis est publié sur la page du restaurant.');
    await expect(page.getByRole('heading', { name: 'Votre note : 4 sur 5' })).toBeVisible();
    // Back on the link later: the review is given, once.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Vous avez déjà donné votre avis' })).toBeVisible();
    await page.getByRole('link', { name: 'Page du restaurant' }).first().click();
    await expect(page.getByRole('region', { name: 'Avis' })).toContainText('Une quenelle de brochet');
  });
});
