import {
  createAddonThroughApi,
  createItemThroughApi,
  confirmDialog,
  makePhoto,
  partnerToken,
  pickOptions,
} from './support/menu';
import { createPartner } from './support/partners';
import { closeToast, expect, openPage, reloadPage, signInThroughApi, test, toast } from './support/test';
import { texts } from './support/texts';

test('items (fr): a dish with photos, an add-on and two slots is created, edited, taken off the menu, found and deleted', async ({
  page,
  request,
}, testInfo) => {
  const t = texts.fr;
  const m = t.menu;
  const partner = await createPartner(request, 'approved');
  const token = await partnerToken(request, partner);
  await createAddonThroughApi(request, token, {
    fr_name: 'Garnitures',
    name: 'Toppings',
    choiceoff: 1,
    options: [
      ['Boule de glace vanille', 'Vanilla ice cream', '2,00'],
      ['Chantilly', 'Whipped cream', '1,50'],
    ],
  });
  const photos = [
    await makePhoto(testInfo.outputPath('creme-brulee.jpg'), { background: '#c8873a', plate: '#e9b949' }),
    await makePhoto(testInfo.outputPath('creme-brulee-dessus.png'), {
      background: '#5b3a29',
      plate: '#f2d16b',
      size: 480,
    }),
  ];

  const name = 'Crème brûlée maison';
  const renamed = 'Crème brûlée à la vanille';
  const card = (dish: string) => page.getByRole('article', { name: dish, exact: true });
  const itemsHeading = page.getByRole('heading', { level: 1, name: m.items.heading });

  await test.step('a new restaurant starts with an empty menu', async () => {
    await signInThroughApi(page, request, partner);
    await openPage(page, '/item_list');
    await expect(itemsHeading).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: m.items.emptyTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: m.items.addFirst, exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  await test.step('the round plus button opens the form; the dish is filled in completely', async () => {
    await page.getByRole('link', { name: m.items.add, exact: true }).click();
    await expect(page).toHaveURL(/\/item_add$/);
    await expect(page.getByRole('heading', { level: 1, name: m.itemForm.addHeading })).toBeVisible();

    await page.getByLabel(m.itemForm.frName, { exact: true }).fill(name);
    await page.getByLabel(m.itemForm.enName, { exact: true }).fill('Homemade crème brûlée');
    await page.getByLabel(m.itemForm.frDescription, { exact: true }).fill('Crème vanillée, caramel craquant.');
    await page.getByLabel(m.itemForm.enDescription, { exact: true }).fill('Vanilla custard, crunchy caramel.');
    await pickOptions(page, m.itemForm.serviceTypes, ['Sur place', 'À emporter']);
    await pickOptions(page, m.itemForm.dishTypes, ['Desserts']);
    await pickOptions(page, m.itemForm.cuisines, ['Française']);
    await pickOptions(page, m.itemForm.foodChoices, ['Végétarien', 'Fait maison']);
    await pickOptions(page, m.itemForm.addons, ['Garnitures']);

    await page.getByLabel(m.itemForm.price, { exact: true }).fill('12,50');
    const vat = page.getByRole('radiogroup', { name: m.itemForm.tvaRate });
    await expect(vat.getByRole('radio', { name: m.itemForm.tvaRates[1], exact: true })).toBeChecked();
    await vat.getByRole('radio', { name: m.itemForm.tvaRates[0], exact: true }).check();
    await page.getByLabel(m.itemForm.preparationTime, { exact: true }).fill('10');

    await page.getByLabel(m.itemForm.slotOpen(1), { exact: true }).fill('12:00');
    await page.getByLabel(m.itemForm.slotClose(1), { exact: true }).fill('14:30');
    await page.getByRole('button', { name: m.itemForm.addSlot, exact: true }).click();
    await page.getByLabel(m.itemForm.slotOpen(2), { exact: true }).fill('19:00');
    await page.getByLabel(m.itemForm.slotClose(2), { exact: true }).fill('22:30');
    await expect(page.getByRole('button', { name: m.itemForm.removeSlot(2), exact: true })).toBeEnabled();

    await page.getByLabel(m.itemForm.addPhotos, { exact: true }).setInputFiles(photos);
    await expect(page.getByRole('img', { name: /^Nouvelle photo / })).toHaveCount(2);

    await page.getByRole('button', { name: m.itemForm.save, exact: true }).click();
    await expect(toast(page, m.itemForm.saved)).toBeVisible();
    await expect(page).toHaveURL(/\/item_list$/);
    await expect(itemsHeading).toBeVisible();
    await closeToast(page, m.itemForm.saved);
  });

  await test.step('the card shows the dish, its price and its photo', async () => {
    await expect(card(name)).toBeVisible();
    await expect(card(name)).toContainText('12,50 €');
    await expect(card(name).getByRole('switch', { name: m.items.onMenuSwitch(name), exact: true })).toBeChecked();
    const thumbnail = card(name)
      .getByRole('link', { name: m.items.edit(name), exact: true })
      .locator('img');
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  await test.step('the photo opens the dish; everything entered is there', async () => {
    await card(name)
      .getByRole('link', { name: m.items.edit(name), exact: true })
      .click();
    await expect(page).toHaveURL(/\/item_add\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: m.itemForm.editHeading })).toBeVisible();
    await expect(page.getByLabel(m.itemForm.frName, { exact: true })).toHaveValue(name);
    await expect(page.getByLabel(m.itemForm.price, { exact: true })).toHaveValue('12,50');
    await expect(page.getByRole('radio', { name: m.itemForm.tvaRates[0], exact: true })).toBeChecked();
    await expect(page.getByLabel(m.itemForm.preparationTime, { exact: true })).toHaveValue('10');
    await expect(page.getByLabel(m.itemForm.slotOpen(2), { exact: true })).toHaveValue('19:00');
    await expect(page.getByLabel(m.itemForm.slotClose(2), { exact: true })).toHaveValue('22:30');
    // The chosen add-on shows as a pill of its multi-select.
    await expect(page.getByRole('main').getByText('Garnitures', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: m.itemForm.photo(1), exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: m.itemForm.photo(2), exact: true })).toBeVisible();
  });

  await test.step('one photo is deleted after confirmation; the new name and price are saved', async () => {
    await page.getByRole('button', { name: m.itemForm.deletePhoto(2), exact: true }).click();
    await confirmDialog(page, m.itemForm.deletePhotoDialog, m.delete);
    await expect(toast(page, m.itemForm.photoDeleted)).toBeVisible();
    await expect(page.getByRole('img', { name: m.itemForm.photo(2), exact: true })).toHaveCount(0);
    await expect(page.getByRole('img', { name: m.itemForm.photo(1), exact: true })).toBeVisible();

    await page.getByLabel(m.itemForm.frName, { exact: true }).fill(renamed);
    await page.getByLabel(m.itemForm.price, { exact: true }).fill('13,90');
    await page.getByRole('button', { name: m.itemForm.save, exact: true }).click();
    await expect(toast(page, m.itemForm.saved)).toBeVisible();
    await expect(page).toHaveURL(/\/item_list$/);
    await expect(card(renamed)).toContainText('13,90 €');
    await expect(card(name)).toHaveCount(0);
  });

  await test.step('the dish goes off the menu, and stays so after a reload', async () => {
    const onMenu = card(renamed).getByRole('switch', { name: m.items.onMenuSwitch(renamed), exact: true });
    await expect(card(renamed)).toContainText(m.items.onMenu);
    await onMenu.click();
    await expect(toast(page, m.items.disabled)).toBeVisible();
    await expect(onMenu).not.toBeChecked();
    await expect(card(renamed)).toContainText(m.items.offMenu);

    await reloadPage(page);
    await expect(itemsHeading).toBeVisible();
    await expect(onMenu).not.toBeChecked();
    await expect(card(renamed)).toContainText(m.items.offMenu);
  });

  await test.step('a search without accents or capitals finds it alone; a search for nothing says so', async () => {
    await createItemThroughApi(request, token, { fr_item_name: 'Tarte fine aux pommes', price: '8' });
    await reloadPage(page);
    await expect(page.getByRole('article')).toHaveCount(2);

    const search = page.getByLabel(m.items.search, { exact: true });
    await search.fill('creme');
    await page.getByRole('button', { name: m.items.searchButton, exact: true }).click();
    await expect(page).toHaveURL(/\?q=creme$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(renamed)).toBeVisible();

    await search.fill('bouillabaisse');
    await search.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: m.items.noResultTitle })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByRole('button', { name: m.items.clearSearch, exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(search).toHaveValue('');
  });

  await test.step('the dish is deleted after the confirmation, for good', async () => {
    await card(renamed)
      .getByRole('button', { name: m.items.deleteItem(renamed), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: m.items.deleteDialog });
    await expect(dialog.getByText(m.items.deleteConfirm, { exact: true })).toBeVisible();
    await confirmDialog(page, m.items.deleteDialog, m.delete);
    await expect(toast(page, m.items.deleted)).toBeVisible();
    await expect(card(renamed)).toHaveCount(0);

    await reloadPage(page);
    await expect(card('Tarte fine aux pommes')).toBeVisible();
    await expect(card(renamed)).toHaveCount(0);
  });
});

// The checks run in the order of the form, top to bottom: name, service type, dish type, price,
// preparation time, service hours; each stops at the first field still wrong.
test('items (en): Save checks the form field by field, top to bottom', async ({ page, request }) => {
  const t = texts.en;
  const m = t.menu;
  const errors = m.itemForm.errors;
  const partner = await createPartner(request, 'approved', 'en');
  await signInThroughApi(page, request, partner, 'en');
  await openPage(page, '/item_list');
  await page.getByRole('link', { name: m.items.add, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.itemForm.addHeading })).toBeVisible();

  const save = page.getByRole('button', { name: m.itemForm.save, exact: true });
  const expectError = async (message: string, field: string) => {
    await save.click();
    await expect(toast(page, message)).toBeVisible();
    await expect(page.getByRole('textbox', { name: field, exact: true })).toHaveAttribute('aria-invalid', 'true');
  };

  await test.step('first the name', async () => {
    await expectError(errors.name, m.itemForm.frName);
    await expect(page.getByLabel(m.itemForm.frName, { exact: true })).toBeFocused();
  });

  await test.step('then the service type', async () => {
    await page.getByLabel(m.itemForm.enName, { exact: true }).fill('Steak tartare');
    await expectError(errors.serviceType, m.itemForm.serviceTypes);
    await expect(page.getByLabel(m.itemForm.frName, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('then the dish type', async () => {
    await pickOptions(page, m.itemForm.serviceTypes, ['Dine-in']);
    await expectError(errors.dishType, m.itemForm.dishTypes);
  });

  await test.step('then the price', async () => {
    await pickOptions(page, m.itemForm.dishTypes, ['Main courses']);
    await expectError(errors.price, m.itemForm.price);
  });

  await test.step('then the preparation time', async () => {
    await page.getByLabel(m.itemForm.price, { exact: true }).fill('14.50');
    await expectError(errors.preparationTime, m.itemForm.preparationTime);
  });

  await test.step('then the service hours', async () => {
    await page.getByLabel(m.itemForm.preparationTime, { exact: true }).fill('20');
    await save.click();
    await expect(toast(page, errors.openingHours)).toBeVisible();
    await expect(page.getByLabel(m.itemForm.slotOpen(1), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('with everything right, the dish is saved', async () => {
    await page.getByLabel(m.itemForm.slotOpen(1), { exact: true }).fill('12:00');
    await page.getByLabel(m.itemForm.slotClose(1), { exact: true }).fill('14:30');
    await save.click();
    await expect(toast(page, m.itemForm.saved)).toBeVisible();
    await expect(page).toHaveURL(/\/item_list$/);
    await expect(page.getByRole('article', { name: 'Steak tartare', exact: true })).toContainText('€14.50');
  });
});

test(
  'the dish grid (fr): cards side by side on a computer, stacked with the photo beside the name on a phone',
  { tag: '@layout' },
  async ({ page, request, isMobile }, testInfo) => {
    const m = texts.fr.menu;
    const partner = await createPartner(request, 'approved');
    const token = await partnerToken(request, partner);
    const photo = await makePhoto(testInfo.outputPath('quenelle.jpg'), { background: '#7a5230', plate: '#e7c07a' });
    // Saved last first: the grid shows the newest first.
    await createItemThroughApi(request, token, { fr_item_name: 'Tarte aux pralines roses', price: '7,50' });
    await createItemThroughApi(request, token, { fr_item_name: 'Salade lyonnaise', price: '12' });
    const name = 'Quenelle de brochet, sauce Nantua';
    await createItemThroughApi(request, token, { fr_item_name: name, price: '18,50' }, photo);

    await signInThroughApi(page, request, partner);
    await openPage(page, '/item_list');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    const card = page.getByRole('article', { name, exact: true });
    const photoLink = card.getByRole('link', { name: m.items.edit(name), exact: true });
    const thumbnail = photoLink.locator('img');
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await test.step('every card fits the window; the page never scrolls sideways', async () => {
      const width = page.viewportSize()?.width ?? 0;
      const boxes = await cards.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      );
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const [first, second] = boxes;
      if (isMobile) {
        // One column: the second card starts under the first, at the same left edge.
        expect(second!.left).toBe(first!.left);
        expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
      } else {
        expect(second!.top).toBe(first!.top);
        expect(second!.left).toBeGreaterThanOrEqual(first!.right);
      }
    });

    await test.step(isMobile ? 'the photo sits left of the name' : 'the photo sits above the name', async () => {
      const photoBox = await photoLink.boundingBox();
      const titleBox = await card.getByRole('heading', { level: 2, name, exact: true }).boundingBox();
      if (!photoBox || !titleBox) throw new Error('The card shows no photo or no name');
      if (isMobile) expect(photoBox.x + photoBox.width).toBeLessThanOrEqual(titleBox.x);
      else expect(photoBox.y + photoBox.height).toBeLessThanOrEqual(titleBox.y);
    });

    await test.step("each card's switch, delete button and photo link work where the owner taps them", async () => {
      const onMenu = card.getByRole('switch', { name: m.items.onMenuSwitch(name), exact: true });
      await onMenu.click();
      await expect(toast(page, m.items.disabled)).toBeVisible();
      await expect(onMenu).not.toBeChecked();
      await expect(card).toContainText(m.items.offMenu);

      await card.getByRole('button', { name: m.items.deleteItem(name), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: m.items.deleteDialog });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: m.cancel, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(cards).toHaveCount(3);

      await photoLink.click();
      await expect(page).toHaveURL(/\/item_add\?id=\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: m.itemForm.editHeading })).toBeVisible();
      await expect(page.getByRole('img', { name: m.itemForm.photo(1), exact: true })).toBeVisible();
    });

    await test.step('the search of the list as the server drew it finds a dish (above the list on a phone)', async () => {
      await openPage(page, '/item_list');
      await expect(cards).toHaveCount(3);
      const search = page.getByLabel(m.items.search, { exact: true });
      await search.fill('praline');
      await search.press('Enter');
      await expect(page).toHaveURL(/\?q=praline$/);
      await expect(cards).toHaveCount(1);
      await expect(page.getByRole('article', { name: 'Tarte aux pralines roses', exact: true })).toBeVisible();
    });
  },
);
