import { appRunning, heading, openUntil, settleImages } from './page.mjs';

/** The menu screens: the dishes, the dish form, add-ons and dish types. */
export const menuScreens = [
  { name: 'item-list', as: 'partner', go: openUntil('/item_list', (page) => page.getByRole('article').first()) },
  // A staff member's dish list: today's dishes, each with its sold-out button and nothing else.
  { name: 'item-list-staff', as: 'staff', go: openUntil('/item_list', (page) => page.getByRole('article').first()) },
  {
    name: 'item-list-empty',
    as: 'emptyPartner',
    go: openUntil('/item_list', (page) => page.getByRole('heading', { level: 2 }).first()),
  },
  {
    name: 'item-list-no-result',
    as: 'partner',
    go: async (page, { l }) => {
      await page.goto('/item_list');
      await page.getByRole('article').first().waitFor();
      await appRunning(page);
      await page.getByLabel(l.search, { exact: true }).fill('bouillabaisse');
      await page.getByLabel(l.search, { exact: true }).press('Enter');
      await page.getByRole('article').first().waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 2 }).first().waitFor();
    },
  },
  {
    name: 'item-delete-confirm',
    as: 'partner',
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/item_list');
      await page.getByRole('article').first().waitFor();
      await settleImages(page);
      await appRunning(page);
      await page.getByRole('button', { name: l.deleteDish, exact: true }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'item-form-new',
    as: 'partner',
    go: async (page) => {
      await page.goto('/item_add');
      await heading(page);
      await page.locator('form[aria-busy="false"]').waitFor();
    },
  },
  {
    name: 'item-form-errors',
    as: 'partner',
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/item_add');
      await heading(page);
      await page.getByRole('button', { name: l.save, exact: true }).click();
      await page.getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'item-form-edit',
    as: 'partner',
    go: async (page, { l, menu }) => {
      await page.goto(`/item_add?id=${menu.firstDishId}`);
      await page.getByRole('img', { name: l.photo, exact: true }).waitFor();
    },
  },
  {
    name: 'item-form-sizes',
    as: 'partner',
    go: async (page, { menu }) => {
      await page.goto(`/item_add?id=${menu.beerId}`);
      await page.locator('input[value="Pinte 50 cl"]').waitFor();
      await page.locator('input[value="Pinte 50 cl"]').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'dish-type-delete',
    as: 'partner',
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/dishtype');
      await page.getByRole('button', { name: l.deleteOwnDishType, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: l.deleteShort, exact: true }).click();
      await page.getByRole('dialog').getByRole('textbox').waitFor();
    },
  },
  {
    name: 'addons',
    as: 'partner',
    go: async (page, { l }) => {
      await page.goto('/addons');
      await page.getByRole('list').getByRole('button', { name: l.addonToEdit, exact: true }).click();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.locator('input[value="Bleu"]').waitFor();
    },
  },
  {
    name: 'dish-types',
    as: 'partner',
    go: openUntil('/dishtype', (page) => page.getByRole('list').getByRole('listitem').first()),
  },
  {
    name: 'dish-types-unsaved',
    as: 'partner',
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/dishtype');
      await page.getByRole('button', { name: l.moveDessertsUp, exact: true }).click();
      await page.getByText(l.unsaved, { exact: true }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
];
