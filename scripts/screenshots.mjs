#!/usr/bin/env node
// Screenshots of every screen, in French and English, at desktop (1280×800) and phone (390×844)
// width, for visual review: `npm run build && npm run screenshots` → screenshots/<locale>-<width>-<screen>.png
// (SCREENSHOTS_ONLY=item,addons,dish for some of them)
//
// Starts the built server (screenshots/server.mjs), creates its own partners through the API and
// the admin command, and stops the server at the end. The menu screens (dishes, add-ons, dish
// types) are shot for a restaurant whose menu is built through the API, with real photos made
// here with sharp (screenshots/data/). The screens, by group, are in screenshots/screens/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../e2e/support/server-env.mjs';
import { apiToken, createPartner } from './screenshots/api.mjs';
import { buildBookingHistory, buildBookings, buildGuests, guestManageLink } from './screenshots/data/bookings.mjs';
import { buildCampaigns } from './screenshots/data/campaigns.mjs';
import { buildLoyalty } from './screenshots/data/loyalty.mjs';
import { buildMenu } from './screenshots/data/menu.mjs';
import { buildTeam, fillProfile } from './screenshots/data/restaurant.mjs';
import { buildReviews } from './screenshots/data/reviews.mjs';
import { accountScreens } from './screenshots/screens/account.mjs';
import { bookingScreens } from './screenshots/screens/bookings.mjs';
import { menuScreens } from './screenshots/screens/menu.mjs';
import { orderScreens } from './screenshots/screens/orders.mjs';
import { label, settleImages, signIn } from './screenshots/screens/page.mjs';
import { publicPageScreens } from './screenshots/screens/public-pages.mjs';
import { signInScreens } from './screenshots/screens/sign-in.mjs';
import { baseURL, root, startServer, stopServer, waitForHealth } from './screenshots/server.mjs';

const outDir = path.join(root, 'screenshots');

const viewports = [
  { width: 1280, height: 800, isMobile: false },
  { width: 390, height: 844, isMobile: true },
];
const locales = ['fr', 'en'];
/** SCREENSHOTS_ONLY=item-list,addons shoots only the screens whose name contains one of them. */
const only = process.env.SCREENSHOTS_ONLY?.split(',').filter(Boolean) ?? [];

/**
 * Each screen: how to get there as a visitor or as a partner; `phoneOnly` for phone menus;
 * `overlay` for dialogs and menus, shot as the screen shows them (a full-page shot would leave
 * the part below the fold without the dimmed backdrop); `after` puts back what the screen changed.
 */
const screens = [
  ...signInScreens,
  ...publicPageScreens,
  ...menuScreens,
  ...orderScreens,
  ...bookingScreens,
  ...accountScreens,
];

async function main() {
  mkdirSync(outDir, { recursive: true });
  const server = startServer();
  try {
    await waitForHealth(server);
    const partners = {
      registered: await createPartner('Chez Germaine', 'registered'),
      verified: await createPartner('Le Petit Bouchon', 'verified'),
      approved: await createPartner('Le Comptoir de la Croix-Rousse', 'approved'),
      menu: await createPartner('Le Bouchon des Canuts', 'approved'),
    };
    await buildLoyalty(partners.menu);
    const menu = await buildMenu(partners.menu);
    await fillProfile(partners.menu);
    const team = await buildTeam(partners.menu);
    menu.bookingDate = await buildBookings(partners.menu);
    menu.manageLink = await guestManageLink(partners.menu);
    await buildReviews(partners.menu);
    await buildBookingHistory(partners.menu);
    await buildGuests(partners.menu);
    await buildCampaigns(partners.menu);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    try {
      for (const locale of locales) {
        const l = label[locale];
        for (const viewport of viewports) {
          const contextOptions = {
            baseURL,
            viewport: { width: viewport.width, height: viewport.height },
            isMobile: viewport.isMobile,
            hasTouch: viewport.isMobile,
            deviceScaleFactor: 1,
            // The owner's browser speaks the language too. (Time fields still show a 12-hour clock
            // here: Debian's Chromium without chromium-l10n only has its en-US interface.)
            locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
          };
          const visitor = await browser.newContext(contextOptions);
          const partner = await browser.newContext(contextOptions);
          const emptyPartner = await browser.newContext(contextOptions);
          // A staff member of the menu's restaurant, who signs in with their own phone.
          const staff = await browser.newContext(contextOptions);
          const contexts = { visitor, partner, emptyPartner, staff };
          for (const context of Object.values(contexts)) {
            await context.addInitScript((value) => {
              if (!localStorage.getItem('locale')) {
                localStorage.setItem('locale', value);
                localStorage.setItem('lang', value);
              }
            }, locale);
          }
          for (const [context, who] of [
            [partner, partners.menu],
            [emptyPartner, partners.approved],
            [staff, team.staff],
          ]) {
            const signInPage = await context.newPage();
            await signIn(signInPage, l, who);
            // Every member lands on the orders.
            await signInPage.waitForURL('**/order');
            await signInPage.close();
          }

          for (const screen of screens) {
            if (screen.phoneOnly && !viewport.isMobile) continue;
            if (only.length > 0 && !only.some((part) => screen.name.includes(part))) continue;
            const page = await contexts[screen.as].newPage();
            await screen.go(page, { l, partners, menu });
            await page.evaluate(() => document.fonts.ready);
            if (!screen.overlay) await settleImages(page);
            const file = path.join(outDir, `${locale}-${viewport.width}-${screen.name}.png`);
            await page.screenshot({ path: file, fullPage: !screen.overlay, animations: 'disabled' });
            process.stdout.write(`${path.relative(root, file)}\n`);
            await screen.after?.(page);
            await page.close();
          }
          for (const context of Object.values(contexts)) await context.close();
        }
      }
    } finally {
      await browser.close();
    }
    if (only.length === 0 || only.some((part) => 'statement'.includes(part))) await statementPages(partners.menu);
  } finally {
    await stopServer(server);
  }
}

/** The first page of the sales statement (Invoice.pdf), in both languages, as images (pdftoppm). */
async function statementPages(partner) {
  const token = await apiToken(partner);
  for (const locale of locales) {
    const response = await fetch(`${baseURL}/api/v1/restaurant/reportPdf?period=0&lang=${locale}`, {
      headers: { token },
    });
    const pdf = path.join(outDir, `${locale}-statement.pdf`);
    writeFileSync(pdf, Buffer.from(await response.arrayBuffer()));
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdf, path.join(outDir, `${locale}-statement`)]);
    process.stdout.write(`screenshots/${locale}-statement-1.png\n`);
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 1;
});
