import type { TOrder } from '@portal/contract';
import { seriousViolations } from './support/axe';
import { confirmedCustomerToken, openRestaurantWithDish, placeOrderThroughApi } from './support/orders';
import { createPartner } from './support/partners';
import { chimes, countChimes } from './support/chimes';
import { closeToast, expect, openPage, signInThroughApi, test, toast } from './support/test';

/*
 * The money path on screen: a customer's order, placed through the API, appears on the open
 * orders screen without a reload and rings; the partner accepts, confirms and completes it; the
 * kitchen ticket prints on 80 mm.
 */

test('orders (fr): a customer’s order appears live and rings; accepted, confirmed, completed; the kitchen ticket prints', async ({
  page,
  request,
}, testInfo) => {
  const partner = await createPartner(request, 'approved');
  const { dish, publicId } = await openRestaurantWithDish(request, partner);
  const customerToken = await confirmedCustomerToken(request);

  await page.addInitScript(countChimes);
  await signInThroughApi(page, request, partner);

  await test.step('the orders screen is open, service started, nothing waiting', async () => {
    await openPage(page, '/order');
    await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aucune commande pour l’instant' })).toBeVisible();
    await page.getByRole('button', { name: 'Commencer le service' }).click();
    await expect(page.getByText('Service en cours')).toBeVisible();
  });

  let order: TOrder;
  await test.step('a customer orders: the card appears without a reload, rings, and the sidebar counts it', async () => {
    order = await placeOrderThroughApi(request, customerToken, { publicId, dishId: dish.id });
    const card = page.getByRole('article', { name: order.order_number });
    await expect(card).toBeVisible();
    await expect(card).toContainText('En attente');
    await expect(card).toContainText('Nouvelle');
    await expect(card).toContainText(/37,00\s€/);
    // The list spans days: the card says which, in Paris time, beside the time.
    const day = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }).format(order.created_at);
    await expect(card).toContainText(`${day} · ${order.time}`);
    await expect(page.getByRole('status')).toContainText('1 nouvelle commande à ouvrir');
    await expect(
      page.getByRole('navigation', { name: 'Menu partenaire' }).getByText('1', { exact: true }),
    ).toBeVisible();
    await expect.poll(() => chimes(page)).toBeGreaterThan(0);
  });

  await test.step('opened, it stops ringing; accepted, confirmed, completed from the drawer', async () => {
    await page.getByRole('button', { name: `Ouvrir la commande ${order.order_number}` }).click();
    const drawer = page.getByRole('dialog', { name: `Commande ${order.order_number}` });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('2 × Quenelle de brochet');
    await expect(drawer).toContainText('Une sans sauce, svp');
    await expect(drawer).toContainText('Espèces');
    await expect(page.getByRole('status')).not.toContainText('nouvelle commande');
    // Refusing reads as a live button beside accepting, and passes axe's contrast check.
    await expect(drawer.getByRole('button', { name: 'Refuser', exact: true })).toBeEnabled();
    // The drawer itself, once it has slid in (half-way, its colours are still fading).
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    const notes = await chimes(page);

    for (const [action, message, label] of [
      ['Accepter', 'Commande acceptée', 'Acceptée'],
      ['Confirmer', 'Commande confirmée', 'Confirmée'],
      ['Terminer', 'Commande terminée', 'Terminée'],
    ] as const) {
      await drawer.getByRole('button', { name: action, exact: true }).click();
      await expect(toast(page, message)).toBeVisible();
      await closeToast(page, message);
      await expect(drawer.getByText(label, { exact: true }).first()).toBeVisible();
    }
    // No new order: the ring stayed silent.
    expect(await chimes(page)).toBe(notes);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('article', { name: order.order_number })).toContainText('Terminée');
  });

  await test.step('the kitchen ticket: 80 mm, the number large, the items and the note', async () => {
    await openPage(page, `/orders/${order.order_id}/ticket`);
    const ticket = page.getByRole('main', { name: 'Ticket cuisine' });
    await expect(ticket).toContainText(order.order_number);
    await expect(ticket).toContainText('2 × Quenelle de brochet');
    await expect(ticket).toContainText('Une sans sauce, svp');
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden();
    const width = await ticket.evaluate((element) => element.getBoundingClientRect().width);
    // 74 mm of printable width on an 80 mm roll (96 px per inch).
    expect(Math.round((width / 96) * 25.4)).toBe(74);
    await page.screenshot({ path: testInfo.outputPath('kitchen-ticket.png'), fullPage: true });
  });
});
