import { apiPaths } from '@portal/contract';
import { createPartner } from './support/partners';
import { expect, openPage, openPartnerMenu, signInThroughApi, test } from './support/test';
import { texts } from './support/texts';

test('after a redeploy, a code file that is gone reloads the page by itself and the screen opens (fr)', async ({
  page,
  request,
  browserProblems,
}) => {
  const t = texts.fr;
  await signInThroughApi(page, request, await createPartner(request, 'approved'));
  await openPage(page, '/item_list');
  await expect(page.getByRole('heading', { level: 1, name: t.menu.items.heading })).toBeVisible();

  // Until the page reloads, the add-on screen's file answers 404, as a file of the previous
  // release would; the reloaded page (the new release) gets it.
  let refused = 0;
  let reloaded = false;
  page.on('request', (sent) => {
    if (sent.isNavigationRequest() && sent.frame() === page.mainFrame()) reloaded = true;
  });
  await page.route(/\/assets\/addons-page-[\w-]+\.js$/, async (route) => {
    if (reloaded) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
  });
  browserProblems.expect(/Failed to load resource: the server responded with a status of 404/);
  browserProblems.expect(/Failed to fetch dynamically imported module/);
  // A mark on this document: gone once the page has reloaded.
  await page.evaluate(() => Object.assign(window, { beforeTheReload: true }));

  const menu = await openPartnerMenu(page, t, false);
  await menu.getByRole('link', { name: t.menu.addons.heading }).click();

  await expect(page.getByRole('heading', { level: 1, name: t.menu.addons.heading })).toBeVisible();
  await expect(page).toHaveURL(/\/addons$/);
  expect(refused).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'beforeTheReload' in window)).toBe(false);
  await expect(page.getByRole('heading', { name: t.problems.title })).toHaveCount(0);
});

test('offline, the portal says so, refuses the change at once instead of replaying it later, and asks before leaving it (en)', async ({
  page,
  request,
  context,
  browserProblems,
}) => {
  const t = texts.en;
  await signInThroughApi(page, request, await createPartner(request, 'approved'), 'en');
  await openPage(page, '/dishtype');
  await expect(page.getByRole('heading', { level: 1, name: t.menu.dishTypes.heading })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: t.problems.offline })).toBeVisible();
  browserProblems.expect(/Failed to fetch|ERR_INTERNET_DISCONNECTED/);
  const down = page.getByRole('button', { name: /^Move .+ down$/ }).first();
  await down.click();
  await page.getByRole('button', { name: t.menu.dishTypes.saveOrder }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.problems.connection })).toBeVisible();

  let sentAfterwards = 0;
  page.on('request', (sent) => {
    if (sent.url().includes('addupdateItemorder')) sentAfterwards += 1;
  });
  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: t.problems.backOnline })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: t.problems.offline })).toHaveCount(0);
  // The refused change is still on screen, unsaved, and nothing goes out by itself. A change kept
  // for later would be sent the moment the connection is back, before the page draws the notice
  // above; the browser reports requests in the order the page sends them, so once a request the
  // page sends after that notice is seen, any such change would have been seen first.
  await expect(page.getByText(t.menu.dishTypes.unsaved)).toBeVisible();
  const later = page.waitForRequest((sent) => new URL(sent.url()).pathname === apiPaths.health);
  await page.evaluate((health) => fetch(health).then((answer) => answer.status), apiPaths.health);
  await later;
  expect(sentAfterwards).toBe(0);
  await expect(page.getByText(t.menu.dishTypes.unsaved)).toBeVisible();

  // Leaving with that order unsaved asks first; staying keeps it.
  const menu = await openPartnerMenu(page, t, false);
  await menu.getByRole('link', { name: t.menu.addons.heading }).click();
  const question = page.getByRole('dialog', { name: t.problems.leaveTitle });
  await question.getByRole('button', { name: t.problems.stay }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/dishtype$/);
  await expect(page.getByText(t.menu.dishTypes.unsaved)).toBeVisible();
});
