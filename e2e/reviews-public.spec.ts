import { seriousViolations } from './support/axe';
import { createPartner, loginThroughApi } from './support/partners';
import { e2eBaseUrl } from './support/server';
import { expect, test } from './support/test';

/*
 * What a guest reads about reviews without any script: next to a restaurant's reviews, how they
 * are checked and a link to the reviews policy; the policy itself in French and in English.
 */

test('the reviews policy, in French and in English, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: e2eBaseUrl(), javaScriptEnabled: false });
  const page = await context.newPage();

  await test.step('in French by default', async () => {
    await page.goto('/reviewspolicy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Politique des avis' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Comment les avis sont contrôlés' })).toBeVisible();
    await expect(page.getByText('Un avis accepté est publié au plus tard 7 jours après son envoi')).toBeVisible();
    await expect(page.getByText('Un avis reste en ligne 36 mois après sa publication')).toBeVisible();
    const reasons = page.getByRole('region', { name: 'Motifs de refus ou de suppression' }).getByRole('listitem');
    await expect(reasons).toHaveCount(9);
    await expect(reasons.first()).toHaveText('Le texte est trop court.');
    await expect(page.getByRole('heading', { level: 2, name: 'Aucune contrepartie' })).toBeVisible();
  });

  await test.step('in English through the switch', async () => {
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(/\/reviewspolicy\?lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews policy' })).toBeVisible();
    await expect(page.getByText('A published review is never edited')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Reporting a review' })).toBeVisible();
  });

  await context.close();
});

test('a restaurant without reviews yet says so, tells how reviews are checked, and links the policy', async ({
  page,
  request,
}) => {
  const partner = await createPartner(request, 'approved');
  const publicId = (await loginThroughApi(request, partner)).data.public_id;

  await page.goto(`/r/${publicId}`);
  const reviews = page.getByRole('region', { name: 'Avis' });
  await expect(reviews).toContainText('Avis vérifiés');
  await expect(reviews).toContainText('Pas encore d’avis');
  expect(await seriousViolations(page)).toEqual([]);

  await reviews.getByRole('link', { name: 'Comment les avis sont contrôlés' }).click();
  await expect(page).toHaveURL(/\/reviewspolicy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Politique des avis' })).toBeVisible();

  await page.goto(`/r/${publicId}?lang=en`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Reviews policy' }).click();
  await expect(page).toHaveURL(/\/reviewspolicy\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
