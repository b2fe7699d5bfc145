import { appRunning, heading, openUntil, settleImages } from './page.mjs';

/** The partner’s shell and account: the sidebar, the team, QR codes, the account screen, a failed screen, offline, and the phone menu. */
export const accountScreens = [
  {
    // The sidebar during a 30-minute pause (the menu is opened on a phone); resumed afterwards so
    // that the next screens show the restaurant online.
    name: 'sidebar-paused',
    as: 'partner',
    go: async (page, { l }) => {
      await page.goto('/item_list');
      await appRunning(page);
      if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: l.openMenu }).click();
      await page.getByRole('button', { name: /^(Mettre en pause|Pause orders)$/ }).click();
      await page.getByRole('menuitem', { name: '30 minutes' }).click();
      await page.getByText(/^(En pause jusqu’à|Paused until)/).waitFor();
      await page.mouse.move(0, 0);
    },
    after: async (page) => {
      await page.getByRole('button', { name: /Reprendre les commandes|Take orders again/ }).click();
      await page.getByRole('button', { name: /^(Mettre en pause|Pause orders)$/ }).waitFor();
    },
  },
  {
    // The owner's team: a manager who signs in, a staff member still invited.
    name: 'team',
    as: 'partner',
    go: openUntil('/team', (page) => page.getByRole('listitem', { name: 'Léa Martin' })),
  },
  { name: 'qr-codes', as: 'partner', go: openUntil('/qrcode', (page) => page.locator('section img').nth(1)) },
  {
    name: 'qr-table-card',
    as: 'partner',
    go: openUntil('/qrcode/card', (page) => page.getByRole('main').getByRole('img', { name: /QR/ })),
  },
  {
    name: 'my-account',
    as: 'partner',
    go: async (page) => {
      await page.goto('/myaccount');
      await page.locator('form[aria-busy="false"]').waitFor();
      await page.locator('section img').nth(2).waitFor();
    },
  },
  {
    // Another phone number: the current password is asked for (nothing is saved here).
    name: 'my-account-phone',
    as: 'partner',
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/myaccount');
      await page.locator('form[aria-busy="false"]').waitFor();
      await page.getByLabel(l.phone, { exact: true }).fill(l.newPhone);
      const password = page.getByLabel(l.currentPassword, { exact: true });
      await password.waitFor();
      await settleImages(page);
      // The restaurant's card from its title, just under the app's header.
      await page.evaluate(() => {
        const section = document.getElementById('account-restaurant-title')?.closest('section');
        const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
        if (section) window.scrollBy(0, section.getBoundingClientRect().top - header - 16);
      });
    },
  },
  {
    // A new e-mail address: the code dialog (nothing is saved until the code is entered).
    name: 'my-account-code',
    as: 'partner',
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/myaccount');
      await page.locator('form[aria-busy="false"]').waitFor();
      // One address per shot: a code is sent to an address at most once a minute.
      const width = page.viewportSize()?.width;
      await page.getByLabel(l.email, { exact: true }).fill(`${l.newEmailUser}-${width}@restaurant-demo.fr`);
      await page.getByRole('button', { name: l.save, exact: true }).click();
      await page.getByRole('dialog').getByRole('textbox').waitFor();
    },
  },
  {
    // A screen whose code file is gone for good (after its one automatic reload).
    name: 'error-screen',
    as: 'partner',
    go: async (page) => {
      await page.route(/\/assets\/addons-page-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
      await page.goto('/addons');
      await page.getByRole('button', { name: /^(Recharger la page|Reload the page)$/ }).waitFor();
    },
  },
  {
    name: 'offline',
    as: 'partner',
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/dishtype');
      await page.getByRole('list').getByRole('listitem').first().waitFor();
      await settleImages(page);
      await page.context().setOffline(true);
      await page.getByRole('button', { name: l.moveDessertsUp, exact: true }).click();
      await page.getByText(l.unsaved, { exact: true }).waitFor();
      await page.getByRole('alert').first().waitFor();
    },
    after: (page) => page.context().setOffline(false),
  },
  // The side menu as the screen shows it (at 1280×800 every entry fits without scrolling; on a
  // phone it opens from the burger): the owner's, and a staff member's.
  { name: 'menu-partner', as: 'partner', overlay: true, go: openSideMenu },
  { name: 'menu-staff', as: 'staff', overlay: true, go: openSideMenu },
];

/** The orders, where a member lands, with the side menu open (behind the burger on a phone). */
async function openSideMenu(page, { l }) {
  await page.goto('/order');
  await heading(page);
  await appRunning(page);
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: l.openMenu }).click();
  await page.getByRole('navigation', { name: l.partnerMenu }).getByRole('link').last().waitFor();
  await page.mouse.move(0, 0);
}
