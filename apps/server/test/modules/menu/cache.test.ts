import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@portal/contract';
import { twoServersOfFile, approvedPartner, post, type TestApp } from '../../helper.js';
import { createAddon, createItem, get, itemForm, makeImage, query, saveItemMultipart } from './menu-helper.js';

/**
 * getitemslist is served from an in-memory cache keyed on the restaurant's menu version. A write
 * through this server, or through another server process on the same database, is never
 * followed by a stale menu.
 */
const [one, two] = twoServersOfFile();

type Listed = {
  id: number;
  item_name: string;
  status: number;
  price: number;
  images: unknown[];
  type_of_addon: Array<{ name: string }>;
};
async function menu(t: TestApp, token: string, lang = 'fr'): Promise<Listed[]> {
  const res = await post(t.app, apiPaths.itemList, { lang }, token);
  expect(res.json().status).toBe(200);
  return res.json().data;
}

/** Counts the database reads of items behind getitemslist. */
function countBuilds(t: TestApp) {
  const repository = (t.app.menu.items as unknown as { deps: { items: { list: (...args: unknown[]) => unknown } } })
    .deps.items;
  return vi.spyOn(repository, 'list');
}

describe('menu cache', () => {
  it('serves a repeated list from memory, per language, with the same bytes', async () => {
    const { token } = await approvedPartner(one);
    await createItem(one.app, token, { item_name: 'Snails', fr_item_name: 'Escargots' });
    const builds = countBuilds(one);
    const first = await post(one.app, apiPaths.itemList, { lang: 'fr' }, token);
    const second = await post(one.app, apiPaths.itemList, { lang: 'fr' }, token);
    expect(second.body).toBe(first.body);
    expect(builds).toHaveBeenCalledTimes(1);
    const english = await post(one.app, apiPaths.itemList, { lang: 'en' }, token);
    expect(english.json().data[0].item_name).toBe('Snails');
    await post(one.app, apiPaths.itemList, { lang: 'en' }, token);
    expect(builds).toHaveBeenCalledTimes(2);
    // A search never comes from (or goes into) the cache.
    await post(one.app, apiPaths.itemList, { lang: 'fr', search: 'escargot' }, token);
    expect(builds).toHaveBeenCalledTimes(3);
    builds.mockRestore();
  });

  it('shows every kind of write at once (same server)', async () => {
    const { token } = await approvedPartner(one);
    const id = await createItem(one.app, token, { fr_item_name: 'Andouillette' });
    const addon = await createAddon(one.app, token, { fr_name: 'Moutarde' });
    expect((await menu(one, token)).map((i) => i.item_name)).toEqual(['Andouillette']);

    await post(
      one.app,
      apiPaths.saveItem,
      itemForm({ id, fr_item_name: 'Andouillette AAAAA', price: '18', types_of_addon_id: String(addon) }),
      token,
    );
    expect((await menu(one, token))[0]).toMatchObject({
      item_name: 'Andouillette AAAAA',
      price: 18,
      type_of_addon: [{ name: 'Moutarde' }],
    });

    // Renaming an add-on changes the items that offer it.
    await post(
      one.app,
      apiPaths.saveAddon,
      {
        items_addon_id: addon,
        fr_name: 'Moutarde de Dijon',
        choiceoff: '1',
        subaddon: JSON.stringify([{ subaddonNameFr: 'Forte', price: 0 }]),
      },
      token,
    );
    expect((await menu(one, token))[0]!.type_of_addon).toEqual([{ value: addon, name: 'Moutarde de Dijon' }]);
    await get(one.app, query(apiPaths.deleteAddon, { items_addon_id: addon }), token);
    expect((await menu(one, token))[0]!.type_of_addon).toEqual([]);

    await post(one.app, apiPaths.changeItemStatus, { id, status: 0 }, token);
    expect((await menu(one, token))[0]!.status).toBe(0);

    const withPhoto = (
      await saveItemMultipart(one.app, token, itemForm({ id }), [
        { name: 'a.jpg', type: 'image/jpeg', content: await makeImage('jpeg', 300, 200) },
      ])
    ).json();
    expect((await menu(one, token))[0]!.images).toHaveLength(1);
    await get(one.app, query(apiPaths.deleteItemImage, { id: withPhoto.data.images[0].id }), token);
    expect((await menu(one, token))[0]!.images).toHaveLength(0);

    await get(one.app, query(apiPaths.deleteItem, { id }), token);
    expect(await menu(one, token)).toEqual([]);
  });

  it('never serves a stale menu after a write made by another server process on the same database', async () => {
    const { token } = await approvedPartner(one);
    const id = await createItem(one.app, token, { fr_item_name: 'Cervelle de canut', price: '6' });
    // Both servers have the menu in memory.
    expect((await menu(one, token))[0]!.price).toBe(6);
    expect((await menu(two, token))[0]!.price).toBe(6);

    for (let price = 7; price <= 16; price += 1) {
      // Writes alternate between the two servers; each read goes to the other one.
      const [writer, reader] = price % 2 === 0 ? [two, one] : [one, two];
      const saved = (
        await post(
          writer.app,
          apiPaths.saveItem,
          itemForm({ id, fr_item_name: 'Cervelle de canut', price: String(price) }),
          token,
        )
      ).json();
      expect(saved.status).toBe(200);
      expect((await menu(reader, token))[0]!.price).toBe(price);
      expect((await menu(writer, token))[0]!.price).toBe(price);
    }

    await post(two.app, apiPaths.changeItemStatus, { id, status: 0 }, token);
    expect((await menu(one, token))[0]!.status).toBe(0);
    await post(two.app, apiPaths.saveItem, itemForm({ fr_item_name: 'Tablier de sapeur' }), token);
    expect((await menu(one, token)).map((i) => i.item_name)).toEqual(['Tablier de sapeur', 'Cervelle de canut']);
    await get(two.app, query(apiPaths.deleteItem, { id }), token);
    expect((await menu(one, token)).map((i) => i.item_name)).toEqual(['Tablier de sapeur']);
  });

  it('keeps serving the other server from memory while nothing changes', async () => {
    const { token } = await approvedPartner(one);
    await createItem(one.app, token);
    await menu(two, token);
    const builds = countBuilds(two);
    for (let i = 0; i < 5; i += 1) await menu(two, token);
    expect(builds).not.toHaveBeenCalled();
    // Another restaurant's write does not invalidate this one.
    const other = await approvedPartner(one);
    await createItem(one.app, other.token);
    await menu(two, token);
    expect(builds).not.toHaveBeenCalled();
    builds.mockRestore();
  });

  it('a failed write (rolled back) leaves the version and the cached menu as they were', async () => {
    const { token, id: restaurantId } = await approvedPartner(one);
    await createItem(one.app, token, { fr_item_name: 'Bugnes' });
    const versionOf = () =>
      one.app.infra.db
        .selectFrom('menu_versions')
        .select('version')
        .where('restaurant_id', '=', restaurantId)
        .executeTakeFirstOrThrow();
    const version = await versionOf();
    const before = await post(one.app, apiPaths.itemList, { lang: 'fr' }, token);
    expect((await post(one.app, apiPaths.saveItem, itemForm({ id: 999999 }), token)).json().code).toBe('NOT_FOUND');
    expect((await post(one.app, apiPaths.saveItem, itemForm({ type_of_item_id: '424242' }), token)).json().code).toBe(
      'REFERENCE_INVALID',
    );
    expect(await versionOf()).toEqual(version);
    const after = await post(two.app, apiPaths.itemList, { lang: 'fr' }, token);
    expect(after.body).toBe(before.body);
  });
});
