import { clickSwitch, rowNames } from './support/menu';
import { createPartner } from './support/partners';
import { expect, openPage, reloadPage, signInThroughApi, test, toast } from './support/test';
import { LOCALES, texts } from './support/texts';

/** A dish type of the restaurant's own, in both languages. */
const OWN = { fr: 'Planches à partager', en: 'Sharing boards' } as const;

// Run in both languages because they move the row differently: the French journey with the
// row's up button, the English one with the keyboard (Space, arrow, Space).
for (const locale of LOCALES) {
  test(`dish types (${locale}): reorder and save, add one of our own, hide one from the menu and the item form`, async ({
    page,
    request,
  }) => {
    const t = texts[locale];
    const d = t.menu.dishTypes;
    const s = t.menu.sortable;
    const [, , , , , cheeses, desserts] = d.platform;
    const reordered = [...d.platform.slice(0, 5), desserts, cheeses, ...d.platform.slice(7)];
    const partner = await createPartner(request, 'approved', locale);
    const list = page.getByRole('list', { name: d.list });
    const row = (name: string) => list.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    const heading = page.getByRole('heading', { level: 1, name: d.heading });

    await signInThroughApi(page, request, partner, locale);
    await openPage(page, '/dishtype');
    await expect(heading).toBeVisible();
    await expect.poll(() => rowNames(list, t)).toEqual(d.platform);

    await test.step(`${desserts} moves above ${cheeses}; the order is saved and kept after a reload`, async () => {
      const unsaved = page.getByText(d.unsaved, { exact: true });
      await expect(unsaved).toHaveCount(0);
      if (locale === 'fr') {
        await row(desserts)
          .getByRole('button', { name: s.moveUp(desserts), exact: true })
          .click();
      } else {
        // The keyboard way: Space picks the row up, an arrow moves it, Space drops it.
        const handle = row(desserts).getByRole('button', { name: s.drag(desserts), exact: true });
        const announcer = page.getByRole('status');
        await handle.focus();
        await handle.press('Space');
        await expect(handle).toHaveAttribute('aria-pressed', 'true');
        await handle.press('ArrowUp');
        await expect(announcer).toHaveText(s.over(desserts, 6, 12));
        await handle.press('Space');
        await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
      }
      await expect(unsaved).toBeVisible();
      await expect.poll(() => rowNames(list, t)).toEqual(reordered);

      await page.getByRole('button', { name: d.saveOrder, exact: true }).click();
      await expect(toast(page, d.orderSaved)).toBeVisible();
      await expect(unsaved).toHaveCount(0);
      await expect(page.getByRole('button', { name: d.undo, exact: true })).toBeDisabled();

      await reloadPage(page);
      await expect(heading).toBeVisible();
      await expect(row(desserts)).toBeVisible();
      await expect.poll(() => rowNames(list, t)).toEqual(reordered);
    });

    await test.step('a dish type of our own joins the end of the list, marked as ours', async () => {
      await page.getByLabel(d.frName, { exact: true }).fill(OWN.fr);
      await page.getByLabel(d.enName, { exact: true }).fill(OWN.en);
      await page.getByRole('button', { name: d.add, exact: true }).click();
      await expect(toast(page, d.added)).toBeVisible();
      await expect(row(OWN[locale])).toContainText(d.own);
      await expect.poll(() => rowNames(list, t)).toEqual([...reordered, OWN[locale]]);
      await expect(page.getByLabel(d.frName, { exact: true })).toHaveValue('');
    });

    await test.step(`${cheeses} is hidden, and still hidden after a reload`, async () => {
      const show = row(cheeses).getByRole('switch', { name: d.show(cheeses), exact: true });
      await expect(show).toBeChecked();
      await expect(row(cheeses)).not.toContainText(d.hidden);
      await clickSwitch(show);
      await expect(toast(page, d.hiddenToast)).toBeVisible();
      await expect(show).not.toBeChecked();
      await expect(row(cheeses)).toContainText(d.hidden);

      await reloadPage(page);
      await expect(heading).toBeVisible();
      await expect(show).not.toBeChecked();
      await expect(row(cheeses)).toContainText(d.hidden);
      await expect(row(desserts)).not.toContainText(d.hidden);
    });

    await test.step(`the item form offers ${desserts} and our own type, no longer ${cheeses}`, async () => {
      await openPage(page, '/item_add');
      await page.getByRole('textbox', { name: t.menu.itemForm.dishTypes, exact: true }).click();
      await expect(page.getByRole('option', { name: desserts, exact: true })).toBeVisible();
      await expect(page.getByRole('option', { name: OWN[locale], exact: true })).toBeVisible();
      await expect(page.getByRole('option', { name: cheeses, exact: true })).toHaveCount(0);
    });
  });
}
