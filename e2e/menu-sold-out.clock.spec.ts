import { apiPaths, type TItem } from '@portal/contract';
import { partnerToken, pickOptions } from './support/menu';
import { seriousViolations } from './support/axe';
import { moveServerClock } from './support/clock';
import { openRestaurantWithDish } from './support/orders';
import { createPartner } from './support/partners';
import { teamMemberThroughApi } from './support/team';
import { expect, fillLogin, openIn, openPage, reloadPage, signInThroughApi, test, toast } from './support/test';
import { texts } from './support/texts';

/*
 * This journey moves the server's clock (POST /api/dev/clock): it runs on its own, after every
 * other journey (the 'clock' project of playwright.config.ts), so that no other test sees time jump.
 */

test('a bar’s beer with two sizes and allergens, sold out tonight, back on the menu after 04:00 (server clock)', async ({
  page,
  request,
}) => {
  const t = texts.fr;
  const m = t.menu;
  const partner = await createPartner(request, 'approved');
  const token = await partnerToken(request, partner);
  const beer = 'Bière blonde de la Croix-Rousse';
  const card = page.getByRole('article', { name: beer, exact: true });
  const stored = async (): Promise<TItem> => {
    const list = await request.post(apiPaths.itemList, { headers: { token }, data: { lang: 'fr' } });
    const body = (await list.json()) as { data: TItem[] };
    const item = body.data.find((entry) => entry.fr_item_name === beer);
    if (!item) throw new Error(`${beer} is not on the list`);
    return item;
  };

  await test.step('the beer is entered with a half and a pint, a limit per order and its allergens', async () => {
    await signInThroughApi(page, request, partner);
    await openPage(page, '/item_add');
    await page.getByLabel(m.itemForm.frName, { exact: true }).fill(beer);
    await page.getByLabel(m.itemForm.enName, { exact: true }).fill('Croix-Rousse lager');
    await pickOptions(page, m.itemForm.serviceTypes, ['Sur place']);
    await pickOptions(page, m.itemForm.dishTypes, ['Boissons']);
    await page.getByRole('radio', { name: '20 %' }).check();

    await page.getByRole('button', { name: m.itemForm.addSize }).click();
    await page.getByRole('button', { name: m.itemForm.addSize }).click();
    await page.getByLabel(m.itemForm.sizeFr(1), { exact: true }).fill('Demi 25 cl');
    await page.getByLabel(m.itemForm.sizeEn(1), { exact: true }).fill('Half 25 cl');
    await page.getByLabel(m.itemForm.sizePrice(1), { exact: true }).fill('3,50');
    await page.getByLabel(m.itemForm.sizeFr(2), { exact: true }).fill('Pinte 50 cl');
    await page.getByLabel(m.itemForm.sizeEn(2), { exact: true }).fill('Pint 50 cl');
    await page.getByLabel(m.itemForm.sizePrice(2), { exact: true }).fill('6,50');
    // With sizes, the price is the first size's: the price field is not asked for.
    await expect(page.getByLabel(m.itemForm.price, { exact: true })).toBeDisabled();
    await page.getByLabel(m.itemForm.maxPerOrder, { exact: true }).fill('12');
    // A chip is tapped on its label; the checkbox under it is what a screen reader announces.
    const allergens = page.getByRole('group', { name: m.itemForm.allergensGroup, exact: true });
    for (const allergen of m.itemForm.allergens) {
      await allergens.getByText(allergen, { exact: true }).click();
      await expect(allergens.getByRole('checkbox', { name: allergen, exact: true })).toBeChecked();
    }
    await page.getByLabel(m.itemForm.preparationTime, { exact: true }).fill('2');
    await page.getByLabel(m.itemForm.slotOpen(1), { exact: true }).fill('17:00');
    await page.getByLabel(m.itemForm.slotClose(1), { exact: true }).fill('23:30');
    await page.getByRole('button', { name: m.itemForm.save, exact: true }).click();
    await expect(toast(page, m.itemForm.saved)).toBeVisible();
    await expect(page).toHaveURL(/\/item_list$/);
  });

  await test.step('the card is filed under Boissons, priced from its half; the server kept every detail', async () => {
    const drinks = page.getByRole('region', { name: 'Boissons', exact: true });
    await expect(drinks.getByRole('article', { name: beer, exact: true })).toBeVisible();
    await expect(card).toContainText(/dès 3,50\s€/);
    await expect(card).toContainText('2 tailles');
    const item = await stored();
    expect(item.sizes.map(({ fr_name, name, price }) => [fr_name, name, price])).toEqual([
      ['Demi 25 cl', 'Half 25 cl', 3.5],
      ['Pinte 50 cl', 'Pint 50 cl', 6.5],
    ]);
    expect(item).toMatchObject({ price: 3.5, max_per_order: 12, tva_rate: 20 });
    expect(item.allergens.map((allergen) => allergen.label)).toEqual(m.itemForm.allergens);
  });

  let comesBack = 0;
  await test.step('at 22:30 the keg is empty: one tap marks the beer sold out until 4 h', async () => {
    // Wednesday 10 June 2026, 22:30 in Lyon (summer time, UTC+2).
    const evening = Date.parse('2026-06-10T20:30:00Z');
    await moveServerClock(request, evening);

    await card.getByRole('button', { name: m.items.markSoldOut(beer) }).click();
    await expect(toast(page, m.items.soldOutToast)).toBeVisible();
    await expect(card.getByText(m.items.soldOutUntil, { exact: true })).toBeVisible();
    // Sold out is not switched off: the beer stays on the menu.
    await expect(card.getByRole('switch', { name: m.items.onMenuSwitch(beer) })).toBeChecked();
    const item = await stored();
    expect(item.sold_out).toBe(1);
    comesBack = item.sold_out_until ?? 0;
    // Thursday 11 June, 04:00 in Lyon.
    expect(comesBack).toBe(Date.parse('2026-06-11T02:00:00Z'));
  });

  await test.step('a minute before 4 h it is still sold out; after 4 h it is back with no one touching it', async () => {
    await moveServerClock(request, comesBack - 60_000);
    await reloadPage(page);
    await expect(card.getByText(m.items.soldOutUntil, { exact: true })).toBeVisible();

    await moveServerClock(request, comesBack + 1_000);
    await reloadPage(page);
    await expect(card.getByRole('button', { name: m.items.markSoldOut(beer) })).toBeVisible();
    await expect(card.getByText(m.items.soldOutUntil, { exact: true })).toHaveCount(0);
    expect((await stored()).sold_out).toBe(0);
  });
});

test('a staff member marks a dish sold out from today’s dishes; the owner’s list and the public page show it (server clock)', async ({
  page,
  browser,
  request,
}) => {
  const t = texts.fr;
  const m = t.menu;
  // Friday 12 June 2026, 20:15 in Lyon (summer time, UTC+2): the evening service.
  await moveServerClock(request, Date.parse('2026-06-12T18:15:00Z'));
  const owner = await createPartner(request, 'approved');
  const { token, dish, publicId } = await openRestaurantWithDish(request, owner);
  const quenelle = dish.fr_item_name;
  const lea = await teamMemberThroughApi(request, token, 'Léa Martin');
  const card = page.getByRole('article', { name: quenelle, exact: true });

  await test.step('Léa signs in on the orders and opens today’s dishes from the menu', async () => {
    await openIn(page, '/restaurantlogin', 'fr');
    await fillLogin(page, t, lea.phone, lea.password);
    await expect(page).toHaveURL(/\/order$/);
    const nav = page.getByRole('navigation', { name: t.shell.partnerMenu });
    await expect(nav.getByRole('link', { name: t.shell.itemsHeading, exact: true })).toHaveCount(0);
    await nav.getByRole('link', { name: t.shell.todayDishes, exact: true }).click();
    await expect(page).toHaveURL(/\/item_list$/);
    await expect(page.getByRole('heading', { level: 1, name: t.shell.todayHeading })).toBeVisible();
    await expect(card).toBeVisible();
    // Nothing that edits the menu: no switch, no delete, no way to the dish's form, no new dish.
    await expect(card.getByRole('switch')).toHaveCount(0);
    await expect(card.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: /Supprimer|Ajouter/ })).toHaveCount(0);
    // The staff's screen and side menu pass the same accessibility checks as the owner's.
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the pike has run out: she marks the quenelle sold out until 4 h', async () => {
    await card.getByRole('button', { name: m.items.markSoldOut(quenelle) }).click();
    await expect(toast(page, m.items.soldOutToast)).toBeVisible();
    await expect(card.getByText(m.items.soldOutUntil, { exact: true })).toBeVisible();
  });

  const context = await browser.newContext();
  const ownerPage = await context.newPage();
  await test.step('the owner’s dish list shows it sold out, still on the menu', async () => {
    await signInThroughApi(ownerPage, request, owner);
    await openPage(ownerPage, '/item_list');
    const ownerCard = ownerPage.getByRole('article', { name: quenelle, exact: true });
    await expect(ownerCard.getByText(m.items.soldOutUntil, { exact: true })).toBeVisible();
    await expect(ownerCard.getByRole('switch', { name: m.items.onMenuSwitch(quenelle) })).toBeChecked();
  });

  await test.step('the restaurant’s public page says so to the guests', async () => {
    await ownerPage.goto(`/r/${publicId}`);
    const listed = ownerPage.getByRole('listitem').filter({ has: ownerPage.getByRole('heading', { name: quenelle }) });
    await expect(listed).toContainText('Épuisé aujourd’hui');
  });
  await context.close();
});
