import { apiPaths, type TItem } from '@portal/contract';
import { partnerToken, pickOptions } from './support/menu';
import { moveServerClock } from './support/clock';
import { createPartner } from './support/partners';
import { expect, openPage, reloadPage, signInThroughApi, test, toast } from './support/test';
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
