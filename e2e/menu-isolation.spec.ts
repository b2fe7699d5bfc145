import { createItemThroughApi, partnerToken } from './support/menu';
import { createPartner } from './support/partners';
import { expect, openPage, signInThroughApi, test } from './support/test';
import { texts } from './support/texts';

test("isolation: another restaurant's dish cannot be opened by its URL", async ({ page, request }) => {
  const m = texts.fr.menu;
  const owner = await createPartner(request, 'approved');
  const dish = await createItemThroughApi(request, await partnerToken(request, owner), {
    fr_item_name: 'Quenelle de brochet du Comptoir',
    fr_description: 'Recette secrète, sauce Nantua.',
    price: '19,50',
  });
  const intruder = await createPartner(request, 'approved');

  await signInThroughApi(page, request, intruder);
  await openPage(page, '/item_list');
  await expect(page.getByRole('heading', { level: 2, name: m.items.emptyTitle })).toBeVisible();

  await openPage(page, `/item_add?id=${dish.id}`);
  await expect(page.getByRole('heading', { level: 1, name: m.itemForm.editHeading })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: m.items.notFound })).toBeVisible();
  await expect(page.getByLabel(m.itemForm.frName, { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Quenelle|Nantua|19,50/)).toHaveCount(0);
});
