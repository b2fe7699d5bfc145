import { seriousViolations } from './support/axe';
import { createPartner, loginThroughApi } from './support/partners';
import { expect, openIn, signInThroughApi, test } from './support/test';
import { texts, type Locale } from './support/texts';

const publicScreens = [
  '/',
  '/restaurantlogin',
  '/restaurantregistration',
  '/forgotppassword',
  '/privacypolicy',
  '/termscondition',
];
// Every partner screen; the kitchen ticket (it needs an order) is checked in orders.spec.ts.
const partnerScreens = [
  '/item_list',
  '/item_add',
  '/addons',
  '/dishtype',
  '/orders',
  '/report',
  '/myaccount',
  '/qrcode',
  '/qrcode/card',
];

for (const locale of ['fr', 'en'] as const satisfies Locale[]) {
  test(`no serious or critical accessibility violation on the public and partner screens (${locale})`, async ({
    page,
    request,
  }) => {
    const found: string[] = [];
    for (const url of publicScreens) {
      await openIn(page, url, locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await seriousViolations(page)));
    }
    const partner = await createPartner(request, 'approved');
    // The restaurant's public page, rendered by the server, in the language asked for.
    const { public_id: publicId } = (await loginThroughApi(request, partner)).data;
    await page.goto(locale === 'fr' ? `/r/${publicId}` : `/r/${publicId}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await seriousViolations(page)));

    await signInThroughApi(page, request, partner, locale);
    for (const url of partnerScreens) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      found.push(...(await seriousViolations(page)));
    }
    expect(found).toEqual([]);
  });

  test(`a screen whose code cannot be loaded shows the translated error screen, which is accessible (${locale})`, async ({
    page,
    request,
    browserProblems,
  }) => {
    const t = texts[locale];
    await signInThroughApi(page, request, await createPartner(request, 'approved'), locale);
    // The add-on screen's file stays missing: after its one automatic reload, the error screen.
    await page.route(/\/assets\/addons-page-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }),
    );
    browserProblems.expect(/Failed to load resource: the server responded with a status of 404/);
    browserProblems.expect(/Failed to fetch dynamically imported module/);
    await page.goto('/addons');

    await expect(page.getByRole('heading', { name: t.problems.title })).toBeVisible();
    await expect(page.getByText(t.problems.screenText)).toBeVisible();
    await expect(page.getByRole('button', { name: t.problems.reload })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
