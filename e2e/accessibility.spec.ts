import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createPartner } from './support/partners';
import { expect, openIn, signInThroughApi, test } from './support/test';
import { texts, type Locale } from './support/texts';

/** axe-core's WCAG 2.1 A and AA rules, on the whole page; only serious and critical findings fail. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${page.url()} ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
}

const publicScreens = [
  '/',
  '/restaurantlogin',
  '/restaurantregistration',
  '/forgotppassword',
  '/privacypolicy',
  '/termscondition',
];
const partnerScreens = ['/item_list', '/addons', '/dishtype'];

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
    await signInThroughApi(page, request, await createPartner(request, 'approved'), locale);
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
