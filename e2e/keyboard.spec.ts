import type { Locator, Page } from '@playwright/test';
import { confirmedCustomerToken, openRestaurantWithDish, placeOrderThroughApi } from './support/orders';
import { createPartner } from './support/partners';
import { expect, openPage, signInThroughApi, test, toast } from './support/test';

/**
 * Presses Tab until `target` has the focus, as someone without a mouse would, and fails if it is
 * not reached within `limit` presses (unreachable, or hidden behind a focus trap).
 */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} was not reached with ${limit} presses of Tab`);
}

test('the order flow by keyboard alone (en): from the dish list to the order, accepted, confirmed, completed', async ({
  page,
  request,
}) => {
  const partner = await createPartner(request, 'approved');
  const { dish, publicId } = await openRestaurantWithDish(request, partner);
  const customerToken = await confirmedCustomerToken(request);
  await signInThroughApi(page, request, partner, 'en');

  await openPage(page, '/item_list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const order = await placeOrderThroughApi(request, customerToken, { publicId, dishId: dish.id });

  // The partner menu's link to the orders, reached and followed from the keyboard.
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Partner menu' }).getByRole('link', { name: 'Order 1 order waiting' }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  const open = page.getByRole('button', { name: `Open order ${order.order_number}` });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: `Order ${order.order_number}` });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('2 × Pike quenelle');

  for (const [action, message, label] of [
    ['Accept', 'Order accepted', 'Accepted'],
    ['Confirm', 'Order confirmed', 'Confirmed'],
    ['Complete', 'Order completed', 'Completed'],
  ] as const) {
    await tabTo(page, drawer.getByRole('button', { name: action, exact: true }));
    await page.keyboard.press('Enter');
    await expect(toast(page, message)).toBeVisible();
    await expect(drawer.getByText(label, { exact: true }).first()).toBeVisible();
  }

  // Escape closes the drawer and gives the focus back to the order that opened it.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByRole('article', { name: order.order_number })).toContainText('Completed');
});
