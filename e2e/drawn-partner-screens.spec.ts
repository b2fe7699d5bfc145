import { apiPaths } from '@portal/contract';
import { createItemThroughApi, partnerToken } from './support/menu';
import { createPartner } from './support/partners';
import { e2eBaseUrl } from './support/server';
import { appRunning, expect, openPage, openPartnerMenu, reloadPage, signInThroughApi, test } from './support/test';
import { texts } from './support/texts';

/*
 * The dish list, the screen a partner lands on, arrives drawn by the server for the partner this
 * browser is signed in as (the session cookie the app keeps): a phone paints the menu with the
 * page, and the app takes it over as it is, with the answers it was drawn with.
 */
const sessionCookie = async (page: import('@playwright/test').Page) =>
  (await page.context().cookies(e2eBaseUrl())).find((cookie) => cookie.name === 'partner_session');

for (const locale of ['fr', 'en'] as const) {
  test(`the dish list arrives drawn for the signed-in partner and the app keeps it (${locale})`, async ({
    page,
    request,
  }) => {
    const t = texts[locale];
    const partner = await createPartner(request, 'approved');
    const token = await partnerToken(request, partner);
    await createItemThroughApi(request, token, {
      fr_item_name: 'Tablier de sapeur',
      item_name: 'Fireman’s apron',
      price: '16',
    });
    const dish = locale === 'fr' ? 'Tablier de sapeur' : 'Fireman’s apron';
    await signInThroughApi(page, request, partner, locale);
    await page.context().addCookies([{ name: 'locale', value: locale, url: e2eBaseUrl() }]);

    // The server set the cookie at sign-in, out of the page's scripts' reach.
    await openPage(page, '/item_list');
    await expect(page.getByRole('heading', { name: dish })).toBeVisible();
    expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('partner_session');

    const sent = await (await page.request.get('/item_list')).text();
    expect(sent).toContain(dish);
    expect(sent).toContain(partner.name);
    expect(sent).toMatch(/data-drawn-for="\d+"/);

    // Reloaded: the dish is on screen before the app runs, which asks for none of it again.
    const listCalls: string[] = [];
    page.on('request', (call) => {
      if (call.url().endsWith(apiPaths.itemList) || call.url().includes(apiPaths.restaurantDetails)) {
        listCalls.push(call.url());
      }
    });
    // The app's code waits until the drawn card is in hand.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: dish }), 'drawn by the server').toBeVisible();
    const drawnHeading = await page.getByRole('heading', { name: dish }).elementHandle();
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'running');
    release();
    await appRunning(page);
    // The app runs on the drawn markup: the dish's switch works, and the drawn card is still there.
    const onMenu = page.getByRole('switch', { name: t.menu.items.onMenuSwitch(dish) });
    await expect(onMenu).toBeChecked();
    expect(listCalls).toEqual([]);
    await onMenu.click();
    await expect(onMenu).not.toBeChecked();
    expect(await drawnHeading?.evaluate((element) => element.isConnected)).toBe(true);
  });
}

test('logging out takes the cookie away: the next page is drawn for nobody', async ({ page, request, isMobile }) => {
  const t = texts.fr;
  const partner = await createPartner(request, 'approved');
  await signInThroughApi(page, request, partner);
  await openPage(page, '/item_list');
  await expect(page.getByRole('heading', { level: 1, name: t.shell.itemsHeading })).toBeVisible();
  expect(await sessionCookie(page)).toBeDefined();

  await openPartnerMenu(page, t, isMobile);
  await page.getByRole('button', { name: t.logout, exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await sessionCookie(page)).toBeUndefined();
  const sent = await (await page.request.get('/item_list')).text();
  expect(sent).not.toContain('data-drawn-for');
  expect(sent).not.toContain(partner.name);
});

test('a long menu is drawn by its first cards, and the app adds the others', async ({ page, request }) => {
  const partner = await createPartner(request, 'approved');
  const token = await partnerToken(request, partner);
  for (let dish = 1; dish <= 30; dish += 1) {
    await createItemThroughApi(request, token, { fr_item_name: `Bière pression n° ${dish}`, price: '5' });
  }
  await signInThroughApi(page, request, partner);
  await openPage(page, '/item_list');
  await expect(page.getByRole('article')).toHaveCount(30);

  const sent = await (await page.request.get('/item_list')).text();
  expect(sent.match(/<article/g)).toHaveLength(24);
  // The section says how many dishes it has, not how many were drawn.
  expect(sent).toContain('30 plats');
  await reloadPage(page);
  await expect(page.getByRole('article')).toHaveCount(30);
});
