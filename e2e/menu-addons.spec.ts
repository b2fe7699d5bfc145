import type { Page } from '@playwright/test';
import { confirmDialog, createAddonThroughApi, partnerToken, rowNames } from './support/menu';
import { createPartner } from './support/partners';
import { closeToast, expect, openPage, reloadPage, signInThroughApi, test, toast } from './support/test';
import { texts } from './support/texts';

const t = texts.en;
const m = t.menu;
const a = m.addons;

/** Fills option `n` (from 1) of the add-on form. */
async function fillOption(page: Page, n: number, fr: string, en: string, price: string): Promise<void> {
  await page.getByLabel(a.optionFr(n), { exact: true }).fill(fr);
  await page.getByLabel(a.optionEn(n), { exact: true }).fill(en);
  await page.getByLabel(a.optionPrice(n), { exact: true }).fill(price);
}

test('add-ons (en): build groups, respect the rules, reorder, edit and delete them', async ({ page, request }) => {
  const partner = await createPartner(request, 'approved', 'en');
  const list = page.getByRole('list', { name: a.list });
  const row = (name: string) =>
    list.getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });
  const formHeading = (name: string) => page.getByRole('heading', { level: 2, name });
  const save = page.getByRole('button', { name: a.save, exact: true });

  await signInThroughApi(page, request, partner, 'en');
  await openPage(page, '/addons');
  await expect(page.getByRole('heading', { level: 1, name: a.heading })).toBeVisible();
  await expect(formHeading(a.newHeading)).toBeVisible();

  await test.step('a required group of sauces: up to 2 of 3, at least 1', async () => {
    await page.getByLabel(a.frTitle, { exact: true }).fill('Sauces maison');
    await page.getByLabel(a.enTitle, { exact: true }).fill('House sauces');
    await page.getByLabel(a.chooseUpTo, { exact: true }).fill('2');
    await page.getByLabel(a.minChoices, { exact: true }).fill('1');
    await expect(page.getByRole('radio', { name: a.required, exact: true })).toBeChecked();
    await page.getByRole('radio', { name: a.optional, exact: true }).check();
    await expect(page.getByLabel(a.minChoices, { exact: true })).toHaveValue('0');
    await page.getByRole('radio', { name: a.required, exact: true }).check();
    await expect(page.getByLabel(a.minChoices, { exact: true })).toHaveValue('1');

    await fillOption(page, 1, 'Béarnaise', 'Béarnaise', '1.50');
    await page.getByRole('button', { name: a.addOption, exact: true }).click();
    await fillOption(page, 2, 'Au poivre', 'Pepper', '1.50');
    await page.getByRole('button', { name: a.addOption, exact: true }).click();
    await fillOption(page, 3, 'Roquefort', 'Roquefort', '2');
    await expect(page.getByRole('button', { name: a.removeOption(3), exact: true })).toBeEnabled();

    await save.click();
    await expect(toast(page, a.saved)).toBeVisible();
    await expect(row('House sauces')).toContainText(a.required);
    await expect(formHeading(a.newHeading)).toBeVisible();
    await expect(page.getByLabel(a.enTitle, { exact: true })).toHaveValue('');
    await closeToast(page, a.saved);
  });

  await test.step('choosing up to 3 among 2 options is refused, in English', async () => {
    await page.getByLabel(a.frTitle, { exact: true }).fill('Accompagnements');
    await page.getByLabel(a.enTitle, { exact: true }).fill('Sides');
    await page.getByLabel(a.chooseUpTo, { exact: true }).fill('3');
    await fillOption(page, 1, 'Frites', 'Fries', '3');
    await page.getByRole('button', { name: a.addOption, exact: true }).click();
    await fillOption(page, 2, 'Salade verte', 'Green salad', '2.50');
    await save.click();
    await expect(toast(page, a.notEnoughOptions)).toBeVisible();
    await expect(page.getByLabel(a.optionFr(1), { exact: true })).toBeFocused();
    await expect(row('Sides')).toHaveCount(0);

    await page.getByLabel(a.chooseUpTo, { exact: true }).fill('1');
    await save.click();
    await expect(toast(page, a.saved)).toBeVisible();
    await expect(row('Sides')).toContainText(a.optional);
    await expect.poll(() => rowNames(list, t)).toEqual(['House sauces', 'Sides']);
  });

  await test.step('moving a group up saves the order at once; it stays after a reload', async () => {
    await row('Sides')
      .getByRole('button', { name: m.sortable.moveUp('Sides'), exact: true })
      .click();
    await expect(toast(page, a.orderSaved)).toBeVisible();
    await expect.poll(() => rowNames(list, t)).toEqual(['Sides', 'House sauces']);
    await expect(row('Sides').getByRole('button', { name: m.sortable.moveUp('Sides'), exact: true })).toBeDisabled();

    await reloadPage(page);
    await expect(row('Sides')).toBeVisible();
    await expect.poll(() => rowNames(list, t)).toEqual(['Sides', 'House sauces']);
  });

  await test.step('a group opens in the form, is changed and saved in place', async () => {
    await list.getByRole('button', { name: 'House sauces', exact: true }).click();
    await expect(formHeading(a.editHeading)).toBeVisible();
    await expect(page.getByLabel(a.frTitle, { exact: true })).toHaveValue('Sauces maison');
    await expect(page.getByLabel(a.chooseUpTo, { exact: true })).toHaveValue('2');
    await expect(page.getByLabel(a.minChoices, { exact: true })).toHaveValue('1');
    await expect(page.getByRole('radio', { name: a.required, exact: true })).toBeChecked();
    await expect(page.getByLabel(a.optionEn(2), { exact: true })).toHaveValue('Pepper');
    await expect(page.getByLabel(a.optionPrice(3), { exact: true })).toHaveValue('2.00');

    await page.getByLabel(a.enTitle, { exact: true }).fill('Homemade sauces');
    await page.getByLabel(a.optionPrice(3), { exact: true }).fill('2.50');
    await save.click();
    await expect(toast(page, a.saved)).toBeVisible();
    await expect.poll(() => rowNames(list, t)).toEqual(['Sides', 'Homemade sauces']);

    await list.getByRole('button', { name: 'Homemade sauces', exact: true }).click();
    await expect(page.getByLabel(a.optionPrice(3), { exact: true })).toHaveValue('2.50');
    await page.getByRole('button', { name: a.new, exact: true }).click();
    await expect(formHeading(a.newHeading)).toBeVisible();
  });

  await test.step('a group is deleted after the confirmation', async () => {
    await row('Sides')
      .getByRole('button', { name: a.delete('Sides'), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: a.deleteDialog });
    await expect(dialog).toContainText(a.deleteConfirm('Sides'));
    await confirmDialog(page, a.deleteDialog, m.delete);
    await expect(toast(page, a.deleted)).toBeVisible();
    await expect(row('Sides')).toHaveCount(0);

    await reloadPage(page);
    await expect(row('Homemade sauces')).toBeVisible();
    await expect.poll(() => rowNames(list, t)).toEqual(['Homemade sauces']);
  });
});

test('add-ons (fr): a group shows and opens in French, the rule is refused in French, deleting asks first', async ({
  page,
  request,
}) => {
  const fr = texts.fr;
  const fa = fr.menu.addons;
  const name = 'Cuisson de la viande';
  const partner = await createPartner(request, 'approved');
  await createAddonThroughApi(request, await partnerToken(request, partner), {
    fr_name: name,
    name: 'Meat doneness',
    choiceoff: 1,
    options: [
      ['Saignant', 'Rare', '0'],
      ['À point', 'Medium', '0'],
    ],
  });
  const list = page.getByRole('list', { name: fa.list });
  const row = list.getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });

  await signInThroughApi(page, request, partner);
  await openPage(page, '/addons');
  await expect(page.getByRole('heading', { level: 1, name: fa.heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: fa.newHeading })).toBeVisible();
  await expect(row).toContainText(fa.optional);

  await test.step('the group opens in the form with both titles and its options', async () => {
    await list.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: fa.editHeading })).toBeVisible();
    await expect(page.getByLabel(fa.frTitle, { exact: true })).toHaveValue(name);
    await expect(page.getByLabel(fa.enTitle, { exact: true })).toHaveValue('Meat doneness');
    await expect(page.getByLabel(fa.optionFr(2), { exact: true })).toHaveValue('À point');
    await expect(page.getByLabel(fa.optionEn(2), { exact: true })).toHaveValue('Medium');
  });

  await test.step('choosing up to 3 among 2 options is refused, in French', async () => {
    await page.getByLabel(fa.chooseUpTo, { exact: true }).fill('3');
    await page.getByRole('button', { name: fa.save, exact: true }).click();
    await expect(toast(page, fa.notEnoughOptions)).toBeVisible();
    await expect(page.getByLabel(fa.optionFr(1), { exact: true })).toBeFocused();
  });

  await test.step('the group is deleted after the confirmation', async () => {
    await row.getByRole('button', { name: fa.delete(name), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fa.deleteDialog });
    await expect(dialog).toContainText(fa.deleteConfirm(name));
    await confirmDialog(page, fa.deleteDialog, fr.menu.delete);
    await expect(toast(page, fa.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
