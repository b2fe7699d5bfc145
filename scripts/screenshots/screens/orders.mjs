import { openUntil } from './page.mjs';

/** The orders, their drawer and kitchen ticket, and the earnings report. */
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
];
