import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, ZItemDetailResponseSchema, ZItemListResponseSchema } from '@portal/contract';
import { appOfFile, approvedPartner, post } from '../../helper.js';
import { ItemsRepository } from '../../../src/modules/menu/items-repository.js';
import { createItem, get, query } from './menu-helper.js';

const t = appOfFile();
let token: string;
beforeAll(async () => {
  token = (await approvedPartner(t)).token;
});

async function list(lang: 'fr' | 'en' = 'fr', search?: string, as = token) {
  const res = await post(t.app, apiPaths.itemList, { lang, ...(search === undefined ? {} : { search }) }, as);
  expect(res.statusCode).toBe(200);
  return ZItemListResponseSchema.parse(res.json());
}

describe('getitemslist', () => {
  it('lists the items newest first, in the item shape clients read, with the image base path', async () => {
    const first = await createItem(t.app, token, { fr_item_name: 'Premier' });
    const second = await createItem(t.app, token, { fr_item_name: 'Second' });
    const body = await list();
    expect(body.imageUrl).toBe('/uploads/');
    const ids = body.data.map((i) => i.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
  });

  it('answers labels in English for lang=en', async () => {
    const id = await createItem(t.app, token, { item_name: 'Chocolate mousse', fr_item_name: 'Mousse au chocolat' });
    const item = (await list('en')).data.find((i) => i.id === id)!;
    expect(item).toMatchObject({
      item_name: 'Chocolate mousse',
      type_of_service: [{ label: 'Dine-in' }, { label: 'Takeaway' }],
      type_of_item: [{ label: 'Desserts' }],
    });
    const fr = (await list('fr')).data.find((i) => i.id === id)!;
    expect(fr).toMatchObject({
      item_name: 'Mousse au chocolat',
      type_of_service: [{ label: 'Sur place' }, { label: 'À emporter' }],
    });
  });

  it('searches on the server, accent- and case-insensitive, in names and descriptions of both languages', async () => {
    const p = await approvedPartner(t);
    const creme = await createItem(t.app, p.token, { item_name: 'Burnt cream', fr_item_name: 'Crème brûlée' });
    const boeuf = await createItem(t.app, p.token, {
      item_name: 'Beef stew',
      fr_item_name: 'Bœuf bourguignon',
      fr_description: 'Mijoté au vin rouge',
    });
    const salade = await createItem(t.app, p.token, {
      item_name: 'Salad',
      fr_item_name: 'Salade niçoise',
      description: '',
      fr_description: '',
    });
    const found = async (search: string) => (await list('fr', search, p.token)).data.map((i) => i.id).sort();
    expect(await found('creme')).toEqual([creme]);
    expect(await found('CRÈME BRULEE')).toEqual([creme]);
    expect(await found('brulee creme')).toEqual([creme]);
    expect(await found('boeuf')).toEqual([boeuf]);
    expect(await found('vin rouge')).toEqual([boeuf]);
    expect(await found('stew')).toEqual([boeuf]);
    expect(await found('nicoise')).toEqual([salade]);
    expect(await found('e')).toEqual([creme, boeuf, salade].sort());
    expect(await found('pizza')).toEqual([]);
    // LIKE wildcards are plain characters, never "match anything".
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    // Punctuation separates words: "cr%e" asks for "cr" and "e".
    expect(await found('cr%e')).toEqual([creme, boeuf].sort());
    // Below the service, the repository escapes LIKE wildcards in the terms it is given.
    const repository = new ItemsRepository(t.app.infra.db, t.clock.now);
    expect(await repository.list(p.id, ['cr%e'])).toEqual([]);
    expect(await repository.list(p.id, ['b_uf'])).toEqual([]);
    expect((await repository.list(p.id, ['boeuf'])).map((i) => i.id)).toEqual([boeuf]);
    // An empty search is the whole list.
    expect(await found('  ')).toEqual([creme, boeuf, salade].sort());
  });

  it('refuses a search term over 100 characters', async () => {
    const res = await post(t.app, apiPaths.itemList, { lang: 'fr', search: 'a'.repeat(101) }, token);
    expect(res.json()).toMatchObject({ status: 201, code: 'TEXT_TOO_LONG', field: 'search' });
  });

  it('needs a partner token', async () => {
    const res = await post(t.app, apiPaths.itemList, { lang: 'fr' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 201, code: 'UNAUTHORIZED' });
  });
});

describe('getItemDetail, changeItemStatus, deleteItem', () => {
  it('answers one item with every field', async () => {
    const id = await createItem(t.app, token, { fr_item_name: 'Île flottante' });
    const body = ZItemDetailResponseSchema.parse(
      (await get(t.app, query(apiPaths.itemDetail, { id, lang: 'fr' }), token)).json(),
    );
    expect(body.data).toMatchObject({ id, item_name: 'Île flottante' });
  });

  it('switches an item off and on (JSON and urlencoded), and the list shows it', async () => {
    const id = await createItem(t.app, token);
    const off = (await post(t.app, apiPaths.changeItemStatus, { id, status: 0 }, token)).json();
    expect(off).toMatchObject({ status: 200, data: { id, status: 0 } });
    expect((await list()).data.find((i) => i.id === id)?.status).toBe(0);
    const on = await t.app.inject({
      method: 'POST',
      url: apiPaths.changeItemStatus,
      headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${id}&status=1`,
    });
    expect(on.json()).toMatchObject({ status: 200, data: { id, status: 1 } });
    expect((await list()).data.find((i) => i.id === id)?.status).toBe(1);
  });

  it('refuses a status other than 0 or 1', async () => {
    const id = await createItem(t.app, token);
    expect((await post(t.app, apiPaths.changeItemStatus, { id, status: 2 }, token)).json()).toMatchObject({
      status: 201,
      field: 'status',
    });
  });

  it('deletes an item; a second delete is NOT_FOUND', async () => {
    const id = await createItem(t.app, token);
    const res = (await get(t.app, query(apiPaths.deleteItem, { id }), token)).json();
    expect(res).toMatchObject({ status: 200, message: 'Item deleted', fr_message: 'Plat supprimé', data: { id } });
    expect((await list()).data.some((i) => i.id === id)).toBe(false);
    expect((await get(t.app, query(apiPaths.deleteItem, { id }), token)).json()).toMatchObject({
      status: 201,
      code: 'NOT_FOUND',
    });
    expect((await get(t.app, query(apiPaths.itemDetail, { id }), token)).json()).toMatchObject({
      status: 201,
      code: 'NOT_FOUND',
    });
  });

  it('answers a missing or malformed id without a 5xx', async () => {
    expect((await get(t.app, apiPaths.deleteItem, token)).json()).toMatchObject({
      status: 201,
      code: 'REQUIRED',
      field: 'id',
    });
    expect((await get(t.app, query(apiPaths.deleteItem, { id: 'abc' }), token)).json()).toMatchObject({
      status: 201,
      code: 'NOT_FOUND',
    });
    const huge = await get(t.app, query(apiPaths.itemDetail, { id: '99999999999' }), token);
    expect(huge.statusCode).toBe(200);
    expect(huge.json()).toMatchObject({ status: 201, code: 'NOT_FOUND' });
  });
});

describe('OpenAPI', () => {
  it('documents the menu calls', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      apiPaths.itemList,
      apiPaths.saveItem,
      apiPaths.dishOrder,
      apiPaths.saveAddon,
      apiPaths.referenceLists,
    ]) {
      expect(spec.paths).toHaveProperty([path]);
    }
  });
});
