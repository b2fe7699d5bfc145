import { apiPaths, type TRestaurantProfile } from '@portal/contract';
import { partnerToken } from './support/menu';
import { moveClock } from './support/clock';
import { createPartner } from './support/partners';
import { expect, openPage, reloadPage, signInThroughApi, test, toast } from './support/test';

/*
 * This journey moves the server's clock (POST /api/dev/clock): it runs on its own, after every
 * other journey (the 'clock' project of playwright.config.ts).
 */

test('a new partner goes online, offline and back, then pauses for 30 minutes and is back online by itself (server clock)', async ({
  page,
  request,
}) => {
  const partner = await createPartner(request, 'approved');
  const token = await partnerToken(request, partner);
  const sidebar = page.getByRole('navigation', { name: 'Menu partenaire' }).locator('xpath=..');
  const onlineSwitch = page.getByRole('switch', { name: 'Établissement en ligne' });
  const invitation = page.getByRole('region', { name: 'Votre établissement est hors ligne' });
  const serverSide = async (): Promise<TRestaurantProfile> => {
    const response = await request.get(`${apiPaths.restaurantDetails}?lang=fr`, { headers: { token } });
    return ((await response.json()) as { data: TRestaurantProfile }).data;
  };

  await test.step('a newly approved restaurant is offline and is invited to go online', async () => {
    await signInThroughApi(page, request, partner);
    await openPage(page, '/item_list');
    await expect(invitation).toBeVisible();
    await expect(onlineSwitch).not.toBeChecked();
    await invitation.getByRole('button', { name: 'Passer en ligne' }).click();
    await expect(toast(page, 'Votre établissement est en ligne.')).toBeVisible();
    await expect(onlineSwitch).toBeChecked();
    await expect(invitation).toHaveCount(0);
    expect((await serverSide()).status).toBe(1);
  });

  await test.step('offline with the switch, and back online', async () => {
    await onlineSwitch.click();
    await expect(toast(page, 'Votre établissement est hors ligne.')).toBeVisible();
    expect(await serverSide()).toMatchObject({ status: 0, taking_orders: false });
    await onlineSwitch.click();
    await expect(onlineSwitch).toBeChecked();
    expect(await serverSide()).toMatchObject({ status: 1, taking_orders: true });
  });

  await test.step('another device paused it: opening the portal shows the pause', async () => {
    // Wednesday 10 June 2026, 10:00 in Paris (summer time, UTC+2).
    const morning = Date.parse('2026-06-10T08:00:00Z');
    await moveClock(page, request, morning);
    const paused = await request.post(apiPaths.changeStatus, {
      headers: { token },
      data: { status: '1', pause_minutes: '30' },
    });
    // The moved clock keeps running from where it was set: a few milliseconds have passed.
    const pausedUntil = ((await paused.json()) as { data: { paused_until: number } }).data.paused_until;
    expect(pausedUntil - morning).toBeGreaterThanOrEqual(30 * 60_000);
    expect(pausedUntil - morning).toBeLessThan(31 * 60_000);
    await reloadPage(page);
    await expect(sidebar.getByText('En pause jusqu’à 10:30', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reprendre les commandes' })).toBeVisible();
  });

  await test.step('30 minutes later the restaurant is online again, with nobody touching it', async () => {
    const after = (await serverSide()).paused_until ?? 0;
    await moveClock(page, request, after + 60_000);
    await reloadPage(page);
    await expect(sidebar.getByText('En ligne', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mettre en pause' })).toBeVisible();
    expect(await serverSide()).toMatchObject({ status: 1, paused_until: null, taking_orders: true });
  });

  await test.step('a pause from the sidebar menu', async () => {
    await page.getByRole('button', { name: 'Mettre en pause' }).click();
    await page.getByRole('menuitem', { name: '1 heure' }).click();
    // Paused at 10:31 (the minute after the first pause ended), until 11:31.
    await expect(sidebar.getByText('En pause jusqu’à 11:31', { exact: true })).toBeVisible();
    const profile = await serverSide();
    expect(profile.taking_orders).toBe(false);
    expect((profile.paused_until ?? 0) - Date.parse('2026-06-10T08:31:00Z')).toBeGreaterThanOrEqual(60 * 60_000);
    expect((profile.paused_until ?? 0) - Date.parse('2026-06-10T08:31:00Z')).toBeLessThan(61 * 60_000);
    await page.getByRole('button', { name: 'Reprendre les commandes' }).click();
    await expect(sidebar.getByText('En ligne', { exact: true })).toBeVisible();
    expect((await serverSide()).paused_until).toBeNull();
  });
});
