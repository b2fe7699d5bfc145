import { describe, expect, it } from 'vitest';
import { apiPaths, legacyApiPaths, ZAddonListResponseSchema, ZDishListResponseSchema } from '@portal/contract';
import { appOfFile, approvedPartner, post } from '../../helper.js';
import { createAddon, createItem, get, itemForm, makeImage, query, saveItemMultipart } from './menu-helper.js';

const t = appOfFile();

describe('the older names of the menu calls', () => {
  it('list add-ons and dish types exactly as getAddonlist and dishlistapi do', async () => {
    const { token } = await approvedPartner(t);
    await createAddon(t.app, token, { name: 'Sauces', fr_name: 'Sauces' });

    for (const [current, older] of [
      [apiPaths.addonList, legacyApiPaths[apiPaths.addonList]],
      [apiPaths.dishList, legacyApiPaths[apiPaths.dishList]],
    ] as const) {
      const expected = (await get(t.app, query(current, { lang: 'en' }), token)).json();
      const answered = (await get(t.app, query(older, { lang: 'en' }), token)).json();
      expect(answered).toEqual(expected);
      expect(answered.status).toBe(200);
    }
  });

  it('save and delete an add-on as saveAddon and deleteAddon do', async () => {
    const { token } = await approvedPartner(t);
    const saved = (
      await post(
        t.app,
        legacyApiPaths[apiPaths.saveAddon],
        {
          name: 'Cooking',
          fr_name: 'Cuisson',
          price: '0',
          choiceoff: '1',
          isrequired: '1',
          subaddon: JSON.stringify([{ subaddonNameEn: 'Rare', subaddonNameFr: 'Saignant', price: '0' }]),
        },
        token,
      )
    ).json();
    expect(saved).toMatchObject({ status: 200, fr_message: 'Supplément enregistré', data: { fr_name: 'Cuisson' } });

    const deleted = (
      await get(
        t.app,
        query(legacyApiPaths[apiPaths.deleteAddon], { items_addon_id: saved.data.items_addon_id }),
        token,
      )
    ).json();
    expect(deleted.status).toBe(200);
    const left = ZAddonListResponseSchema.parse((await get(t.app, apiPaths.addonList, token)).json());
    expect(left.data).toEqual([]);
  });

  it('reorder dish types as addupdateItemorder does, and refuse a bad order with the same message', async () => {
    const { token } = await approvedPartner(t);
    const before = ZDishListResponseSchema.parse((await get(t.app, apiPaths.dishList, token)).json()).data;
    const reversed = before.map((row) => row.type_of_item_id).reverse();

    const answer = ZDishListResponseSchema.parse(
      (await get(t.app, query(legacyApiPaths[apiPaths.dishOrder], { item_id: reversed.join(',') }), token)).json(),
    );
    expect(answer.data.map((row) => row.type_of_item_id)).toEqual(reversed);

    const refused = (await get(t.app, query(legacyApiPaths[apiPaths.dishOrder], { item_id: 'abc' }), token)).json();
    const refusedByCurrent = (await get(t.app, query(apiPaths.dishOrder, { item_id: 'abc' }), token)).json();
    expect(refused).toEqual(refusedByCurrent);
    expect(refused.status).toBe(201);
  });

  it('delete a photo as itemImgdelete does', async () => {
    const { token } = await approvedPartner(t);
    const saved = (
      await saveItemMultipart(t.app, token, itemForm(), [
        { name: 'a.jpg', type: 'image/jpeg', content: await makeImage('jpeg', 120, 90) },
      ])
    ).json();
    const photo = saved.data.images[0].id;

    const answer = (await get(t.app, query(legacyApiPaths[apiPaths.deleteItemImage], { id: photo }), token)).json();
    expect(answer.status).toBe(200);
    const detail = (await get(t.app, query(apiPaths.itemDetail, { id: saved.data.id }), token)).json();
    expect(detail.data.images).toEqual([]);
  });

  it('switch a dish off with changeitemstatus, the lower-case spelling of changeItemStatus', async () => {
    const { token } = await approvedPartner(t);
    const id = await createItem(t.app, token);
    const answer = (await post(t.app, '/api/v1/restaurant/changeitemstatus', { id, status: 0 }, token)).json();
    expect(answer).toMatchObject({ status: 200, data: { id, status: 0 } });
  });

  it('are described in the API as deprecated names of the current calls', async () => {
    const spec = (await get(t.app, '/api/docs/json')).json();
    const olderList = spec.paths[legacyApiPaths[apiPaths.addonList]].get;
    expect(olderList.deprecated).toBe(true);
    expect(olderList.summary).toBe(`Older name of ${apiPaths.addonList}`);
  });
});

describe('itemsAddon', () => {
  it("answers the add-on groups of one item, in the item's order, in the caller's language", async () => {
    const { token } = await approvedPartner(t);
    const sauces = await createAddon(t.app, token, { name: 'Sauces', fr_name: 'Sauces maison' });
    await createAddon(t.app, token, { name: 'Bread', fr_name: 'Pain' });
    const cooking = await createAddon(t.app, token, { name: 'Cooking', fr_name: 'Cuisson' });
    const id = await createItem(t.app, token, { types_of_addon_id: `${cooking},${sauces}` });

    const answer = ZAddonListResponseSchema.parse(
      (await get(t.app, query(apiPaths.itemAddons, { item_id: id, lang: 'fr' }), token)).json(),
    );
    expect(answer.data.map((group) => group.name)).toEqual(['Cuisson', 'Sauces maison']);
    expect(answer.data[1]!.subaddon.map((option) => option.price)).toEqual([1.5, 2]);
  });

  it('answers an item without add-ons with an empty list', async () => {
    const { token } = await approvedPartner(t);
    const id = await createItem(t.app, token);
    const answer = (await get(t.app, query(apiPaths.itemAddons, { item_id: id }), token)).json();
    expect(answer).toMatchObject({ status: 200, data: [] });
  });

  it('refuses an item id that is not a number, or that does not exist, with a translated message', async () => {
    const { token } = await approvedPartner(t);
    const bad = (await get(t.app, query(apiPaths.itemAddons, { item_id: 'x' }), token)).json();
    expect(bad).toMatchObject({ status: 201, field: 'item_id' });
    expect(bad.fr_message).toEqual(expect.any(String));

    const missing = (await get(t.app, query(apiPaths.itemAddons, { item_id: 987654 }), token)).json();
    const missingDetail = (await get(t.app, query(apiPaths.itemDetail, { id: 987654 }), token)).json();
    expect(missing).toEqual(missingDetail);
  });
});
