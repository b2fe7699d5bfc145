import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@portal/contract';
import { appOfFile, approvedPartner, newPartnerForm, post } from '../../helper.js';
import { createAddon, get, itemForm, makeImage, query, saveItemMultipart } from './menu-helper.js';

/**
 * Two restaurants on one server: nothing of A can be read, changed or deleted with B's token,
 * whatever ids or restaurants_id B sends. Something of A is answered exactly like something that
 * does not exist.
 */
const t = appOfFile();
let a: { token: string; id: number };
let b: { token: string; id: number };
const A = { item: 0, image: 0, imageFile: '', addon: 0, ownDishType: 0 };
const missing = 999999;

beforeAll(async () => {
  a = await approvedPartner(t, { name: 'Chez A' });
  b = await approvedPartner(t, { name: 'Chez B' });
  A.addon = await createAddon(t.app, a.token, { name: 'Secret sauce', fr_name: 'Sauce secrète' });
  const own = (
    await post(
      t.app,
      apiPaths.addDishType,
      { typeofitemname: 'House specials', fr_typeofitemname: 'Spécialités de A' },
      a.token,
    )
  ).json();
  A.ownDishType = own.data.at(-1).type_of_item_id;
  const saved = (
    await saveItemMultipart(
      t.app,
      a.token,
      itemForm({
        fr_item_name: 'Quenelle de brochet',
        types_of_addon_id: String(A.addon),
        type_of_item_id: `3,${A.ownDishType}`,
      }),
      [{ name: 'q.jpg', type: 'image/jpeg', content: await makeImage('jpeg', 400, 300) }],
    )
  ).json();
  A.item = saved.data.id;
  A.image = saved.data.images[0].id;
  A.imageFile = saved.data.images[0].file_name;
  await get(t.app, query(apiPaths.dishOrder, { item_id: `${A.ownDishType},7,3` }), a.token);
  await post(t.app, apiPaths.changeDishTypeStatus, { type_of_item_id: 1, status: 0 }, a.token);
});

/** A's whole menu as A sees it, to compare before and after B's attempts. */
async function snapshotOfA() {
  return {
    items: (await post(t.app, apiPaths.itemList, { lang: 'fr' }, a.token)).json(),
    detail: (await get(t.app, query(apiPaths.itemDetail, { id: A.item }), a.token)).json(),
    addons: (await get(t.app, query(apiPaths.addonList, { lang: 'fr' }), a.token)).json(),
    dishes: (await get(t.app, query(apiPaths.dishList, { lang: 'fr' }), a.token)).json(),
  };
}

/** B's answer for A's id must be the answer for an id that exists nowhere. */
async function expectSameAsMissing(
  call: (id: number) => Promise<{ json(): unknown; statusCode: number }>,
  foreignId: number,
) {
  const foreign = await call(foreignId);
  const none = await call(missing);
  expect(foreign.statusCode).toBe(200);
  expect(foreign.json()).toMatchObject({ status: 201, code: 'NOT_FOUND' });
  expect(foreign.json()).toEqual(none.json());
}

describe('two partners', () => {
  let before: Awaited<ReturnType<typeof snapshotOfA>>;
  beforeAll(async () => {
    before = await snapshotOfA();
    expect(before.items.data).toHaveLength(1);
  });

  it('getitemslist: B sees only its own items, even when naming A as restaurants_id or searching A’s dish', async () => {
    const own = await post(t.app, apiPaths.saveItem, itemForm({ fr_item_name: 'Salade lyonnaise' }), b.token);
    expect(own.json().status).toBe(200);
    const list = (
      await post(t.app, apiPaths.itemList, { lang: 'fr', restaurants_id: a.id, restaurant_id: a.id, id: a.id }, b.token)
    ).json();
    expect(list.data.map((i: { fr_item_name: string }) => i.fr_item_name)).toEqual(['Salade lyonnaise']);
    const search = (
      await post(t.app, apiPaths.itemList, { lang: 'fr', search: 'quenelle', restaurants_id: a.id }, b.token)
    ).json();
    expect(search.data).toEqual([]);
    // Form-encoded too.
    const form = await t.app.inject({
      method: 'POST',
      url: apiPaths.itemList,
      headers: { token: b.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `lang=fr&restaurants_id=${a.id}`,
    });
    expect(form.json().data).toHaveLength(1);
  });

  it('getItemDetail: A’s item is not found for B', async () => {
    await expectSameAsMissing(
      (id) => get(t.app, query(apiPaths.itemDetail, { id, restaurants_id: a.id }), b.token),
      A.item,
    );
  });

  it('changeItemStatus: B cannot switch A’s item off', async () => {
    await expectSameAsMissing(
      (id) => post(t.app, apiPaths.changeItemStatus, { id, status: 0, restaurants_id: a.id }, b.token),
      A.item,
    );
  });

  it('deleteItem: B cannot delete A’s item', async () => {
    await expectSameAsMissing(
      (id) => get(t.app, query(apiPaths.deleteItem, { id, restaurants_id: a.id }), b.token),
      A.item,
    );
  });

  it('saveItem: B cannot overwrite A’s item (JSON or multipart), and no photo file is left behind', async () => {
    await expectSameAsMissing(
      (id) => post(t.app, apiPaths.saveItem, itemForm({ id, fr_item_name: 'Volé', restaurants_id: a.id }), b.token),
      A.item,
    );
    const files = readdirSync(t.app.config.uploadsDir).sort();
    const res = await saveItemMultipart(t.app, b.token, itemForm({ id: A.item, fr_item_name: 'Volé' }), [
      { name: 'x.jpg', type: 'image/jpeg', content: await makeImage('jpeg', 200, 200) },
    ]);
    expect(res.json()).toMatchObject({ status: 201, code: 'NOT_FOUND' });
    expect(readdirSync(t.app.config.uploadsDir).sort()).toEqual(files);
  });

  it('saveItem: B cannot link A’s add-on or A’s own dish type to its dishes', async () => {
    expect(
      (await post(t.app, apiPaths.saveItem, itemForm({ types_of_addon_id: String(A.addon) }), b.token)).json(),
    ).toMatchObject({ status: 201, code: 'REFERENCE_INVALID', field: 'types_of_addon_id' });
    expect(
      (await post(t.app, apiPaths.saveItem, itemForm({ type_of_item_id: String(A.ownDishType) }), b.token)).json(),
    ).toMatchObject({ status: 201, code: 'REFERENCE_INVALID', field: 'type_of_item_id' });
  });

  it('itemImgdelete: B cannot delete A’s photo', async () => {
    await expectSameAsMissing((id) => get(t.app, query(apiPaths.deleteItemImage, { id }), b.token), A.image);
    expect(existsSync(path.join(t.app.config.uploadsDir, A.imageFile))).toBe(true);
  });

  it('getAddonlist: B sees none of A’s add-ons', async () => {
    const own = await createAddon(t.app, b.token, { name: 'B sauce' });
    const list = (await get(t.app, query(apiPaths.addonList, { lang: 'fr', restaurants_id: a.id }), b.token)).json();
    expect(list.data.map((x: { items_addon_id: number }) => x.items_addon_id)).toEqual([own]);
  });

  it('saveAddon: B cannot overwrite A’s add-on', async () => {
    await expectSameAsMissing(
      (id) =>
        post(
          t.app,
          apiPaths.saveAddon,
          {
            items_addon_id: id,
            name: 'Mine',
            fr_name: 'À moi',
            price: '0',
            choiceoff: '1',
            isrequired: '0',
            subaddon: JSON.stringify([{ subaddonNameEn: 'x', price: 0 }]),
          },
          b.token,
        ),
      A.addon,
    );
  });

  it('deleteAddon: B cannot delete A’s add-on', async () => {
    await expectSameAsMissing(
      (id) => get(t.app, query(apiPaths.deleteAddon, { items_addon_id: id }), b.token),
      A.addon,
    );
  });

  it('addupdateAddonorder: B cannot reorder with A’s add-on', async () => {
    await expectSameAsMissing(
      (id) => get(t.app, query(apiPaths.addonOrder, { items_addon_id: String(id) }), b.token),
      A.addon,
    );
  });

  it('dishlistapi / getRestaurantTypeOf: B sees neither A’s order, nor A’s hidden flag, nor A’s own dish type', async () => {
    const list = (await get(t.app, query(apiPaths.dishList, { lang: 'fr', restaurants_id: a.id }), b.token)).json();
    expect(list.data.map((d: { type_of_item_id: number }) => d.type_of_item_id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(list.data.every((d: { status: number }) => d.status === 1)).toBe(true);
    expect(JSON.stringify(list)).not.toContain('Spécialités de A');
    const lists = (await get(t.app, query(apiPaths.referenceLists, { lang: 'fr' }), b.token)).json();
    expect(lists.data.type_of_item.map((o: { id: number }) => o.id)).not.toContain(A.ownDishType);
  });

  it('addupdateItemorder: B cannot place A’s own dish type, and B’s order never changes A’s', async () => {
    await expectSameAsMissing(
      (id) => get(t.app, query(apiPaths.dishOrder, { item_id: `${id},1` }), b.token),
      A.ownDishType,
    );
    expect((await get(t.app, query(apiPaths.dishOrder, { item_id: '12,11,10' }), b.token)).json()).toMatchObject({
      status: 200,
    });
  });

  it('changeDishTypeStatus: B cannot hide A’s own dish type; B hiding a platform one hides it for B only', async () => {
    await expectSameAsMissing(
      (id) => post(t.app, apiPaths.changeDishTypeStatus, { type_of_item_id: id, status: 0 }, b.token),
      A.ownDishType,
    );
    expect(
      (await post(t.app, apiPaths.changeDishTypeStatus, { type_of_item_id: 3, status: 0 }, b.token)).json(),
    ).toMatchObject({ status: 200 });
  });

  it('addDishType: names are per restaurant — B may use the name of A’s own dish type', async () => {
    const res = (
      await post(
        t.app,
        apiPaths.addDishType,
        { typeofitemname: 'House specials', fr_typeofitemname: 'Spécialités de A' },
        b.token,
      )
    ).json();
    expect(res.status).toBe(200);
    expect(res.data.at(-1).type_of_item_id).not.toBe(A.ownDishType);
  });

  it('after all of B’s attempts, A’s menu is exactly as it was', async () => {
    const after = await snapshotOfA();
    expect(after).toEqual(before);
    expect(after.detail.data).toMatchObject({
      fr_item_name: 'Quenelle de brochet',
      status: 1,
      type_of_addon: [{ value: A.addon }],
    });
    expect(after.dishes.data.slice(0, 3).map((d: { type_of_item_id: number }) => d.type_of_item_id)).toEqual([
      A.ownDishType,
      7,
      3,
    ]);
  });

  it('every menu call refuses a missing or foreign token with 401', async () => {
    const calls: Array<[string, string]> = [
      ['POST', apiPaths.itemList],
      ['GET', query(apiPaths.itemDetail, { id: A.item })],
      ['POST', apiPaths.saveItem],
      ['POST', apiPaths.changeItemStatus],
      ['GET', query(apiPaths.deleteItem, { id: A.item })],
      ['GET', query(apiPaths.deleteItemImage, { id: A.image })],
      ['GET', apiPaths.dishList],
      ['GET', query(apiPaths.dishOrder, { item_id: '1' })],
      ['POST', apiPaths.addDishType],
      ['POST', apiPaths.changeDishTypeStatus],
      ['GET', apiPaths.addonList],
      ['POST', apiPaths.saveAddon],
      ['GET', query(apiPaths.deleteAddon, { items_addon_id: A.addon })],
      ['GET', query(apiPaths.addonOrder, { items_addon_id: String(A.addon) })],
      ['GET', apiPaths.referenceLists],
    ];
    // A verification token (signed up, not approved) opens nothing of the menu either.
    const verification = (await post(t.app, apiPaths.signup, newPartnerForm())).json().token as string;
    for (const [method, url] of calls) {
      for (const headers of [{}, { token: 'not-a-token' }, { token: verification }]) {
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    }
    expect(await snapshotOfA()).toEqual(before);
  });
});
