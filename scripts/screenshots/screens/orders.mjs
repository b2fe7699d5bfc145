import { openUntil } from './page.mjs';

/** The orders, their drawer and kitchen ticket, the earnings report, the promo codes and the campaigns. */
export const orderScreens = [
  { name: 'orders', as: 'partner', go: openUntil('/order', (page) => page.getByRole('article').first()) },
  {
    // The orders nobody answered within 30 minutes.
    name: 'orders-expired',
    as: 'partner',
    go: async (page, { l, menu }) => {
      await page.goto('/order');
      await page.getByRole('article').first().waitFor();
      // The filter's radio is hidden under its label: the label is what is pressed.
      const id = await page.getByRole('radio', { name: l.expiredFilter, exact: true }).getAttribute('id');
      await page.locator(`label[for="${id}"]`).click();
      await page.waitForFunction(
        (count) => document.querySelectorAll('article').length === count,
        menu.expiredOrderIds.length,
      );
      await page.locator(`[aria-labelledby="order-${menu.expiredOrderIds[0]}"]`).waitFor();
    },
  },
  {
    // A waiting order: the time it expires without an answer.
    name: 'order-drawer',
    as: 'partner',
    overlay: true,
    go: async (page, { l, menu }) => {
      await page.goto('/order');
      await page.getByRole('article').first().waitFor();
      await page.locator(`[aria-labelledby="order-${menu.waitingOrderId}"] button`).click();
      await page.getByRole('dialog').getByRole('button').nth(1).waitFor();
      await page.getByRole('dialog').getByText(l.expiresAt).waitFor();
    },
  },
  {
    // Yesterday's order: two tarts, one free through the buy-one-get-one offer.
    name: 'order-drawer-bogo',
    as: 'partner',
    overlay: true,
    go: async (page, { menu }) => {
      await page.goto('/order');
      await page.locator(`[aria-labelledby="order-${menu.bogoOrderId}"] button`).click();
      await page.getByRole('dialog').getByText(/\s—\s1\s(offert|free)$/).waitFor();
    },
  },
  {
    // As it opens: the current week (or the last one with sales), the days it covers.
    name: 'report-opening',
    as: 'partner',
    go: async (page) => {
      await page.goto('/report');
      await page.getByText(/^(Du \d+ \S+ \d{4} au|\d+ \S+ \d{4} to) /).waitFor();
    },
  },
  {
    // The journal's closings (yesterday's day is closed), read as dates with their digital seal.
    name: 'report-closings',
    as: 'partner',
    go: async (page) => {
      await page.goto('/report');
      await page.getByRole('table', { name: /^(Clôtures du journal des ventes|Sales journal closings)$/ }).waitFor();
    },
  },
  {
    name: 'report',
    as: 'partner',
    go: async (page) => {
      await page.goto('/report');
      await page.getByRole('radio').nth(2).check();
      // The period's sales (a closed day adds the journal's closures below).
      await page.getByRole('table').first().waitFor();
    },
  },
  {
    name: 'order-ticket',
    as: 'partner',
    go: async (page, { menu }) => {
      await page.goto(`/orders/${menu.waitingOrderId}/ticket`);
      await page.getByRole('main').waitFor();
      await page.emulateMedia({ media: 'print' });
    },
  },
  {
    // The promo codes: a welcome code with its uses, savings and budget bar, and a paused one.
    name: 'promotions',
    as: 'partner',
    go: openUntil('/promotions', (page) => page.getByRole('article', { name: 'BIENVENUE10' })),
  },
  {
    name: 'promotion-form',
    as: 'partner',
    overlay: true,
    go: async (page) => {
      await page.goto('/promotions');
      await page.getByRole('button', { name: /^(Modifier|Edit) · BIENVENUE10$/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Enregistrer|Save)$/ })
        .waitFor();
    },
  },
  {
    // The campaigns: one sent with its results, a draft, and the sends left this week.
    name: 'campaigns',
    as: 'partner',
    go: openUntil('/campaigns', (page) => page.getByRole('article').nth(1)),
  },
  {
    // A draft's preview: the message, the guests it would reach, the test and the sending.
    name: 'campaign-preview',
    as: 'partner',
    overlay: true,
    go: async (page) => {
      await page.goto('/campaigns');
      await page.getByRole('button', { name: /^(Ouvrir|Open)$/ }).click();
      await page.getByRole('dialog').getByRole('status').waitFor();
    },
  },
  {
    // The loyalty programme: its settings and cost, three rewards, the members earned by orders and visits.
    name: 'loyalty',
    as: 'partner',
    go: openUntil('/loyalty', (page) => page.getByRole('listitem').first()),
  },
  {
    // A restaurant without codes: what a code is for.
    name: 'promotions-empty',
    as: 'emptyPartner',
    go: openUntil('/promotions', (page) => page.getByRole('heading', { level: 2 }).first()),
  },
];
