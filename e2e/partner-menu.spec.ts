import { createPartner } from './support/partners';
import {
  expect,
  openPage,
  openPartnerMenu,
  publicMenu,
  reloadPage,
  signInThroughApi,
  test,
  toast,
} from './support/test';
import { texts } from './support/texts';

test(
  'the partner menu (fr): every screen, the business online, the public header, logging out',
  { tag: '@layout' },
  async ({ page, request, isMobile }) => {
    const t = texts.fr;
    const partner = await createPartner(request, 'approved');
    const itemsHeading = page.getByRole('heading', { level: 1, name: t.shell.itemsHeading });
    const landingHeading = page.getByRole('heading', { level: 1, name: t.landing.heading });
    const onlineSwitch = page.getByRole('switch', { name: t.shell.online });

    await signInThroughApi(page, request, partner);
    await openPage(page, '/item_list');
    await expect(itemsHeading).toBeVisible();

    await test.step('the menu names the business and lists every screen; on phones it closes once a screen is picked', async () => {
      const nav = await openPartnerMenu(page, t, isMobile);
      for (const label of t.shell.links) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(page.getByText(partner.name, { exact: true })).toBeVisible();
      // In groups under their headings, and all of it on the screen without scrolling (1280×800,
      // or the phone's drawer): every entry, the presence switch and the logout.
      await expect(nav.getByRole('heading', { level: 2 })).toHaveText(t.shell.groups);
      const entries = nav.getByRole('link');
      await expect(entries).toHaveCount(t.shell.ownerEntries);
      for (const entry of await entries.all()) await expect(entry).toBeInViewport({ ratio: 1 });
      await expect(page.getByText(t.shell.online, { exact: true })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: t.logout, exact: true })).toBeInViewport({ ratio: 1 });

      await nav.getByRole('link', { name: t.shell.links[6], exact: true }).click();
      await expect(page).toHaveURL(/\/dishtype$/);
      await expect(page.getByRole('heading', { level: 1, name: t.menu.dishTypes.heading })).toBeVisible();
      if (isMobile) await expect(nav).not.toBeInViewport();
      else await expect(nav).toBeInViewport();
    });

    await test.step('the business goes online, and stays so after a reload', async () => {
      await openPartnerMenu(page, t, isMobile);
      await expect(onlineSwitch).not.toBeChecked();
      await onlineSwitch.click();
      await expect(toast(page, t.shell.statusOnline)).toBeVisible();
      await expect(onlineSwitch).toBeChecked();

      await reloadPage(page);
      await expect(page.getByRole('heading', { level: 1, name: t.menu.dishTypes.heading })).toBeVisible();
      await openPartnerMenu(page, t, isMobile);
      await expect(onlineSwitch).toBeChecked();
    });

    await test.step('on public pages the header offers the dishes and the logout instead of signing in', async () => {
      await openPage(page, '/privacypolicy');
      const menu = await publicMenu(page, t, isMobile);
      await expect(menu.getByRole('button', { name: t.logout, exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: t.signInLink, exact: true })).toHaveCount(0);
      await menu.getByRole('link', { name: t.itemsLink, exact: true }).click();
      await expect(page).toHaveURL(/\/item_list$/);
      await expect(itemsHeading).toBeVisible();
      await expect(page.getByRole('dialog', { name: t.mainMenu })).toHaveCount(0);
    });

    await test.step('logging out from the menu forgets everything but the language', async () => {
      await openPartnerMenu(page, t, isMobile);
      await page.getByRole('button', { name: t.logout, exact: true }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(landingHeading).toBeVisible();
      await expect(toast(page, t.loggedOut)).toBeVisible();
      expect(await page.evaluate(() => ({ ...window.localStorage }))).toEqual({ locale: 'fr', lang: 'fr' });

      await openPage(page, '/item_list');
      await expect(page).toHaveURL(/\/home$/);
      await expect(landingHeading).toBeVisible();
    });
  },
);
