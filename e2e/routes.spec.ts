import { apiPaths } from '@portal/contract';
import { createPartner, loginThroughApi } from './support/partners';
import { expect, openPage, openPartnerMenu, publicMenu, signInThroughApi, test, toast } from './support/test';
import { texts } from './support/texts';

const PROTECTED = [
  '/myaccount',
  '/item_list',
  '/addons',
  '/item_add',
  '/orders',
  '/order',
  '/report',
  '/dishtype',
  '/qrcode',
];
const GUEST_ONLY = [
  '/restaurantlogin',
  '/restaurantregistration',
  '/otpverification',
  '/forgotppassword',
  '/forgotpasswordotp',
];

test.describe('route rules', () => {
  test('logged out: paths ignore case, partner screens send back to the landing page', async ({ page }) => {
    const t = texts.fr;
    await openPage(page, '/RestaurantLogin');
    await expect(page.getByRole('heading', { level: 1, name: t.login.heading })).toBeVisible();
    await openPage(page, '/RESTAURANTREGISTRATION');
    await expect(page.getByRole('heading', { level: 1, name: t.register.heading })).toBeVisible();

    for (const path of [...PROTECTED, '/Item_List', '/no-such-page']) {
      await openPage(page, path);
      await expect(page, `${path} is not for visitors`).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1, name: t.landing.heading })).toBeVisible();
    }
  });

  test('logged in: sign-in screens send to /home, which shows the dishes', async ({ page, request, isMobile }) => {
    const t = texts.en;
    const partner = await createPartner(request, 'approved', 'en');
    await signInThroughApi(page, request, partner, 'en');

    for (const path of [...GUEST_ONLY, '/RestaurantLogin']) {
      await openPage(page, path);
      await expect(page, `${path} is for visitors only`).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1, name: t.shell.itemsHeading })).toBeVisible();
    }
    await openPage(page, '/no-such-page');
    await expect(page).toHaveURL(/\/item_list$/);

    // On public pages the header offers the dishes and the logout instead of signing in.
    await openPage(page, '/privacypolicy');
    const menu = await publicMenu(page, t, isMobile);
    await expect(menu.getByRole('button', { name: t.logout, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: t.itemsLink, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: t.signInLink, exact: true })).toHaveCount(0);
    await menu.getByRole('link', { name: t.itemsLink, exact: true }).click();
    await expect(page).toHaveURL(/\/item_list$/);
  });

  test('a tampered token opens nothing: the API says 401 and the portal signs out', async ({
    page,
    request,
    isMobile,
    browserProblems,
  }) => {
    const t = texts.fr;
    const victim = await createPartner(request, 'approved');
    const attacker = await createPartner(request, 'approved');
    const { token } = await signInThroughApi(page, request, attacker);
    await openPage(page, '/item_list');
    await expect(page.getByRole('heading', { level: 1, name: t.shell.itemsHeading })).toBeVisible();

    // The attacker rewrites the partner id inside the signed token.
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const victimId = (await loginThroughApi(request, victim)).data.id;
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: String(victimId) })).toString('base64url'),
      signature,
    ].join('.');

    const answer = await request.post(apiPaths.changeStatus, { headers: { token: forged }, data: { status: '1' } });
    expect(answer.status()).toBe(401);
    const garbage = await request.post(apiPaths.changeStatus, {
      headers: { token: 'not-a-token' },
      data: { status: '1' },
    });
    expect(garbage.status()).toBe(401);

    // In the browser, the next partner call with the forged token ends the session.
    browserProblems.expect(/status of 401/);
    await page.evaluate((value) => window.localStorage.setItem('token', value), forged);
    await openPartnerMenu(page, t, isMobile);
    await page.getByRole('switch', { name: t.shell.online }).click();
    await expect(toast(page, t.login.sessionExpired)).toBeVisible();
    await expect(page).toHaveURL(/\/restaurantlogin$/);
    await openPage(page, '/item_list');
    await expect(page).toHaveURL(/\/home$/);
  });
});
