import type { APIRequestContext } from '@playwright/test';
import { apiPaths } from '@portal/contract';
import { partnerToken } from './support/menu';
import { createPartner, loginThroughApi, requiredProfile, type TestPartner } from './support/partners';
import { e2eBaseUrl } from './support/server';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

// What a customer who scans a table's QR code opens: a phone.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function postAs(request: APIRequestContext, token: string, url: string, data: Record<string, string>) {
  const body = (await (await request.post(url, { headers: { token }, data })).json()) as {
    status: number;
    message?: string;
  };
  expect(body.status, `${url}: ${body.message}`).toBe(200);
}

/** A restaurant open round the clock, with its profile and two dishes, through the partner API. */
async function restaurantWithMenu(request: APIRequestContext, partner: TestPartner): Promise<string> {
  const token = await partnerToken(request, partner);
  await postAs(
    request,
    token,
    apiPaths.editMyDetails,
    requiredProfile(partner, {
      type_of_service: '1,2',
      open_time: '00:00',
      close_time: '24:00',
      fr_description: 'Un bouchon de la Presqu’île.',
      description: 'A bouchon on the Presqu’île.',
    }),
  );
  await postAs(request, token, apiPaths.changeStatus, { status: '1' });
  const dish = (fields: Record<string, string>) =>
    postAs(request, token, apiPaths.saveItem, {
      type_of_service_id: '1',
      preparation_time: '15',
      service_open_time: '12:00',
      service_close_time: '14:30',
      ...fields,
    });
  await dish({ fr_item_name: 'Quenelle de brochet', item_name: 'Pike quenelle', type_of_item_id: '3', price: '18,50' });
  await dish({ fr_item_name: 'Tarte aux pralines', item_name: 'Praline tart', type_of_item_id: '7', price: '7,50' });
  const publicId = (await loginThroughApi(request, partner)).data.public_id;
  if (!publicId) throw new Error('the sign-in answer carries no public id');
  return publicId;
}

test('public page (fr, en, without JavaScript): the name, open now, the menu and its prices on a phone', async ({
  page,
  request,
  browser,
}) => {
  const partner = await createPartner(request, 'approved');
  const publicId = await restaurantWithMenu(request, partner);

  await test.step('in French by default', async () => {
    await page.goto(`/r/${publicId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: partner.name })).toBeVisible();
    await expect(page.getByText('Ouvert maintenant')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Plats' })).toBeVisible();
    const quenelle = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Quenelle de brochet' }) });
    await expect(quenelle).toContainText(/18,50\s€/);
    // The section links lead to their part of the menu.
    await page
      .getByRole('navigation', { name: 'Rubriques de la carte' })
      .getByRole('link', { name: 'Desserts' })
      .click();
    await expect(page).toHaveURL(/#section-7$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Desserts' })).toBeInViewport();
  });

  await test.step('in English through the switch, and back', async () => {
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(new RegExp(`/r/${publicId}\\?lang=en$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Open now')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Main courses' })).toBeVisible();
    const quenelle = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pike quenelle' }) });
    await expect(quenelle).toContainText('€18.50');
    await page.getByRole('link', { name: 'Lire cette page en français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  await test.step('no serious accessibility violation in either language', async () => {
    const found: string[] = [];
    for (const url of [`/r/${publicId}`, `/r/${publicId}?lang=en`]) {
      await page.goto(url);
      found.push(...(await seriousViolations(page)));
    }
    expect(found).toEqual([]);
  });

  await test.step('with JavaScript turned off, the menu is all there', async () => {
    const context = await browser.newContext({
      baseURL: e2eBaseUrl(),
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const offline = await context.newPage();
    await offline.goto(`/r/${publicId}`);
    await expect(offline.getByRole('heading', { level: 1, name: partner.name })).toBeVisible();
    await expect(offline.getByRole('heading', { level: 3, name: 'Desserts' })).toBeVisible();
    await expect(
      offline.getByRole('listitem').filter({ has: offline.getByRole('heading', { name: 'Tarte aux pralines' }) }),
    ).toContainText(/7,50\s€/);
    await context.close();
  });
});

test('public page of an address that names no restaurant: a 404 page in both languages with a way home', async ({
  page,
  browserProblems,
}) => {
  // The browser reports the page's own 404 in its console: that is the point here.
  browserProblems.expect(/status of 404 \(Not Found\) http:\/\/[^ ]+\/r\/nobody-here$/);
  const response = await page.goto('/r/nobody-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Cette page n’existe pas' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'This page does not exist' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: /Retour à l’accueil/ }).click();
  await expect(page).toHaveURL(/\/(home)?$/);
});
