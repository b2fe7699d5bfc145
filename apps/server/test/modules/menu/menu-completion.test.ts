import { describe, expect, it } from 'vitest';
import { apiPaths, ZItemDetailResponseSchema, ZItemListResponseSchema, type TItem } from '@portal/contract';
import { appOfFile, approvedPartner, post } from '../../helper.js';
import { createItem, get, itemForm, query, ref } from './menu-helper.js';

const t = appOfFile();

const sizes = (...rows: Array<Record<string, unknown>>) => JSON.stringify(rows);
const beer = {
  fr_item_name: 'Bière blonde de Lyon',
  item_name: 'Lyon lager',
  sizes: sizes(
    { name: 'Half 25 cl', fr_name: 'Demi 25 cl', price: '3,50' },
    { name: 'Pint 50 cl', fr_name: 'Pinte 50 cl', price: '6.50' },
  ),
  max_per_order: '12',
  allergens: 'gluten',
};

async function detail(token: string, id: number, lang = 'fr'): Promise<TItem> {
  return ZItemDetailResponseSchema.parse((await get(t.app, query(apiPaths.itemDetail, { id, lang }), token)).json())
    .data;
}

async function listed(token: string, lang = 'fr'): Promise<TItem[]> {
  return ZItemListResponseSchema.parse((await post(t.app, apiPaths.itemList, { lang }, token)).json()).data;
}

/** Tries a save that must be refused: the message under the field, in both languages, and nothing saved. */
async function expectRefused(fields: Record<string, unknown>, field: string, code: string) {
  const { token } = await approvedPartner(t);
  const res = (await post(t.app, apiPaths.saveItem, itemForm(fields), token)).json();
  expect(res).toMatchObject({ status: 201, code, field });
  expect(res.message).toEqual(expect.any(String));
  expect(res.fr_message).toEqual(expect.any(String));
  expect(res.fr_message).not.toBe(res.message);
  expect(await listed(token)).toEqual([]);
  return res;
}

describe('sizes', () => {
  it('keeps each size with its names and its own price; the dish costs its first size', async () => {
    const { token } = await approvedPartner(t);
    const id = await createItem(t.app, token, { ...beer, price: '' });

    const item = await detail(token, id);
    expect(item.sizes.map(({ name, fr_name, label, price }) => ({ name, fr_name, label, price }))).toEqual([
      { name: 'Half 25 cl', fr_name: 'Demi 25 cl', label: 'Demi 25 cl', price: 3.5 },
      { name: 'Pint 50 cl', fr_name: 'Pinte 50 cl', label: 'Pinte 50 cl', price: 6.5 },
    ]);
    expect(item.price).toBe(3.5);
    expect((await detail(token, id, 'en')).sizes.map((size) => size.label)).toEqual(['Half 25 cl', 'Pint 50 cl']);
    expect((await listed(token))[0]!.sizes).toEqual(item.sizes);
  });

  it('keeps the id of a size sent back with it, and drops the sizes left out', async () => {
    const { token } = await approvedPartner(t);
    const id = await createItem(t.app, token, beer);
    const [half, pint] = (await detail(token, id)).sizes;

    const saved = (
      await post(
        t.app,
        apiPaths.saveItem,
        itemForm({
          ...beer,
          id,
          sizes: sizes(
            { id: pint!.id, name: 'Pint', fr_name: 'Pinte', price: 7 },
            { name: 'Jug', fr_name: 'Pichet', price: 14 },
          ),
        }),
        token,
      )
    ).json();
    expect(saved.status).toBe(200);
    const after = (await detail(token, id)).sizes;
    expect(after.map((size) => [size.fr_name, size.price])).toEqual([
      ['Pinte', 7],
      ['Pichet', 14],
    ]);
    expect(after[0]!.id).toBe(pint!.id);
    expect(after.map((size) => size.id)).not.toContain(half!.id);
    expect((await detail(token, id)).price).toBe(7);
  });

  it('is left as it is by a client that does not send sizes, limits or allergens', async () => {
    const { token } = await approvedPartner(t);
    const id = await createItem(t.app, token, beer);
    const before = await detail(token, id);
    const res = (
      await post(t.app, apiPaths.saveItem, itemForm({ id, fr_item_name: 'Bière blonde', price: '3,50' }), token)
    ).json();
    expect(res.status).toBe(200);
    const after = await detail(token, id);
    expect(after.fr_item_name).toBe('Bière blonde');
    expect(after.sizes).toEqual(before.sizes);
    expect(after.max_per_order).toBe(12);
    expect(after.allergens).toEqual(before.allergens);
  });

  it('refuses a size without a price, without a name, a seventh size, and a list it cannot read', async () => {
    await expectRefused({ sizes: sizes({ name: 'Pint', fr_name: 'Pinte', price: '' }) }, 'sizes', 'SIZE_PRICE_INVALID');
    await expectRefused({ sizes: sizes({ name: 'Pint', price: 'six' }) }, 'sizes', 'SIZE_PRICE_INVALID');
    await expectRefused({ sizes: sizes({ name: '', fr_name: '', price: 6 }) }, 'sizes', 'SIZE_NAME_REQUIRED');
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `Size ${i + 1}`, price: i + 1 }));
    const refused = await expectRefused({ sizes: JSON.stringify(seven) }, 'sizes', 'TOO_MANY_SIZES');
    expect(refused.fr_message).toBe('Un plat peut avoir au plus 6 tailles');
    await expectRefused({ sizes: '{not json' }, 'sizes', 'VALIDATION');
  });

  it('ignores blank size rows, and clears the sizes when sent an empty list', async () => {
    const { token } = await approvedPartner(t);
    const id = await createItem(t.app, token, {
      ...beer,
      sizes: sizes({ name: '', fr_name: '', price: '' }, { name: 'Pint', fr_name: 'Pinte', price: 6.5 }),
    });
    expect((await detail(token, id)).sizes).toHaveLength(1);
    await post(t.app, apiPaths.saveItem, itemForm({ id, sizes: '[]', price: '5' }), token);
    const after = await detail(token, id);
    expect(after.sizes).toEqual([]);
    expect(after.price).toBe(5);
  });
});

describe('maximum per order', () => {
  it('keeps a limit from 1 to 99, and no limit when empty', async () => {
    const { token } = await approvedPartner(t);
    const id = await createItem(t.app, token, { max_per_order: '1' });
    expect((await detail(token, id)).max_per_order).toBe(1);
    await post(t.app, apiPaths.saveItem, itemForm({ id, max_per_order: '99' }), token);
    expect((await detail(token, id)).max_per_order).toBe(99);
    await post(t.app, apiPaths.saveItem, itemForm({ id, max_per_order: '' }), token);
    expect((await detail(token, id)).max_per_order).toBeNull();
  });

  it.each(['0', '100', '-1', '2.5', 'beaucoup'])('refuses %s with the limits in the message', async (value) => {
    const refused = await expectRefused({ max_per_order: value }, 'max_per_order', 'MAX_PER_ORDER_INVALID');
    expect(refused.fr_message).toContain('de 1 à 99');
  });
});

describe('allergens', () => {
  it('keeps the codes in the regulation’s order and answers their names in the caller’s language', async () => {
    const { token } = await approvedPartner(t);
    const id = await createItem(t.app, token, { allergens: 'Milk, eggs,gluten,eggs' });
    expect((await detail(token, id, 'fr')).allergens).toEqual([
      { code: 'gluten', label: 'Céréales contenant du gluten' },
      { code: 'eggs', label: 'Œufs' },
      { code: 'milk', label: 'Lait' },
    ]);
    expect((await detail(token, id, 'en')).allergens.map((allergen) => allergen.label)).toEqual([
      'Cereals containing gluten',
      'Eggs',
      'Milk',
    ]);
  });

  it('refuses an unknown code', async () => {
    await expectRefused({ allergens: 'gluten,chocolate' }, 'allergens', 'ALLERGEN_INVALID');
  });

  it('are kept on add-on options, and an unknown one is refused with nothing saved', async () => {
    const { token } = await approvedPartner(t);
    const form = (allergens: string) => ({
      name: 'Extras',
      fr_name: 'Suppléments',
      price: '0',
      choiceoff: '1',
      isrequired: '0',
      lang: 'en',
      subaddon: JSON.stringify([
        { subaddonNameEn: 'Cheese', subaddonNameFr: 'Fromage', price: '2', allergens },
        { subaddonNameEn: 'Bread', subaddonNameFr: 'Pain', price: '1' },
      ]),
    });
    const saved = (await post(t.app, apiPaths.saveAddon, form('milk'), token)).json();
    expect(saved.data.subaddon.map((option: { allergens: unknown }) => option.allergens)).toEqual([
      [{ code: 'milk', label: 'Milk' }],
      [],
    ]);
    const refused = (await post(t.app, apiPaths.saveAddon, form('milk,cocoa'), token)).json();
    expect(refused).toMatchObject({ status: 201, code: 'ALLERGEN_INVALID', field: 'subaddon' });
    const list = (await get(t.app, apiPaths.addonList, token)).json();
    expect(list.data).toHaveLength(1);
  });
});

describe('sold out today', () => {
  /** 2026-06-10 at 21:30 in Paris (summer time, UTC+2). */
  const summerEvening = Date.parse('2026-06-10T19:30:00Z');

  it('is distinct from switched off, shows on the list and comes back by itself at 04:00 Paris time', async () => {
    const { token } = await approvedPartner(t);
    const id = await createItem(t.app, token);
    t.clock.current = summerEvening;

    const marked = (await post(t.app, apiPaths.markItemSoldOut, { id, sold_out: 1 }, token)).json();
    expect(marked).toMatchObject({
      status: 200,
      fr_message: 'Le plat est épuisé pour aujourd’hui\u00a0; il revient à la carte à 4\u00a0h.',
      data: { id, sold_out: 1, sold_out_until: Date.parse('2026-06-11T02:00:00Z') },
    });
    let [item] = await listed(token);
    expect(item).toMatchObject({ sold_out: 1, status: 1 });

    t.clock.current = Date.parse('2026-06-11T01:59:59Z');
    [item] = await listed(token);
    expect(item!.sold_out).toBe(1);
    // 04:00 in Paris: back, with no write in between (the cached list expires by itself).
    t.clock.current = Date.parse('2026-06-11T02:00:00Z');
    [item] = await listed(token);
    expect(item).toMatchObject({ sold_out: 0, sold_out_until: null, status: 1 });
    expect((await detail(token, id)).sold_out).toBe(0);
  });

  it('comes back at 04:00 Paris time on the night summer time ends (03:00 UTC, not 02:00)', async () => {
    t.clock.current = Date.parse('2026-10-24T20:00:00Z'); // 22:00 in Paris, summer time
    const { token } = await approvedPartner(t);
    const id = await createItem(t.app, token);
    const marked = (await post(t.app, apiPaths.markItemSoldOut, { id, sold_out: 1 }, token)).json();
    expect(marked.data.sold_out_until).toBe(Date.parse('2026-10-25T03:00:00Z'));

    t.clock.current = Date.parse('2026-10-25T02:30:00Z'); // 03:30 in Paris, winter time again
    expect((await listed(token))[0]!.sold_out).toBe(1);
    t.clock.current = Date.parse('2026-10-25T03:00:00Z');
    expect((await listed(token))[0]!.sold_out).toBe(0);
  });

  it('comes back at 04:00 Paris time on the night summer time starts (02:00 UTC)', async () => {
    t.clock.current = Date.parse('2026-03-28T23:30:00Z'); // 00:30 in Paris, winter time
    const { token } = await approvedPartner(t);
    const id = await createItem(t.app, token);
    const marked = (await post(t.app, apiPaths.markItemSoldOut, { id, sold_out: 1 }, token)).json();
    expect(marked.data.sold_out_until).toBe(Date.parse('2026-03-29T02:00:00Z'));
  });

  it('can be undone at once', async () => {
    const { token } = await approvedPartner(t);
    const id = await createItem(t.app, token);
    await post(t.app, apiPaths.markItemSoldOut, { id, sold_out: 1 }, token);
    const back = (await post(t.app, apiPaths.markItemSoldOut, { id, sold_out: 0 }, token)).json();
    expect(back).toMatchObject({ status: 200, message: 'The dish is available again.', data: { sold_out: 0 } });
    expect((await listed(token))[0]).toMatchObject({ sold_out: 0, sold_out_until: null });
  });

  it('refuses another restaurant’s dish like a missing one, and a flag that is not 0 or 1', async () => {
    const owner = await approvedPartner(t);
    const other = await approvedPartner(t);
    const id = await createItem(t.app, owner.token);
    const refused = (await post(t.app, apiPaths.markItemSoldOut, { id, sold_out: 1 }, other.token)).json();
    expect(refused).toMatchObject({ status: 201, code: 'NOT_FOUND' });
    expect((await listed(owner.token))[0]!.sold_out).toBe(0);
    const bad = (await post(t.app, apiPaths.markItemSoldOut, { id, sold_out: 2 }, owner.token)).json();
    expect(bad).toMatchObject({ status: 201, field: 'sold_out' });
  });
});

describe('the list under the restaurant’s dish-type order', () => {
  it('files each dish under the first of its dish types in that order, newest first within one', async () => {
    const { token } = await approvedPartner(t);
    const tart = await createItem(t.app, token, { fr_item_name: 'Tarte', type_of_item_id: `${ref.dish.desserts}` });
    const salad = await createItem(t.app, token, { fr_item_name: 'Salade', type_of_item_id: `${ref.dish.starters}` });
    const quenelle = await createItem(t.app, token, {
      fr_item_name: 'Quenelle',
      type_of_item_id: `${ref.dish.desserts},${ref.dish.mains}`,
    });
    const mousse = await createItem(t.app, token, { fr_item_name: 'Mousse', type_of_item_id: `${ref.dish.desserts}` });

    const body = ZItemListResponseSchema.parse((await post(t.app, apiPaths.itemList, { lang: 'fr' }, token)).json());
    expect(body.sections.map(({ label, item_ids }) => [label, item_ids])).toEqual([
      ['Entrées', [salad]],
      ['Plats', [quenelle]],
      ['Desserts', [mousse, tart]],
    ]);
    expect(body.data.map((item) => item.id)).toEqual([salad, quenelle, mousse, tart]);

    // Desserts first: the quenelle follows, and the list cached before does not answer.
    await get(t.app, query(apiPaths.dishOrder, { item_id: `${ref.dish.desserts}` }), token);
    const reordered = ZItemListResponseSchema.parse(
      (await post(t.app, apiPaths.itemList, { lang: 'en' }, token)).json(),
    );
    expect(reordered.sections.map(({ label, item_ids }) => [label, item_ids])).toEqual([
      ['Desserts', [mousse, quenelle, tart]],
      ['Starters', [salad]],
    ]);
  });
});

describe('own dish types', () => {
  async function ownType(token: string, fr: string, en: string): Promise<number> {
    const list = (await post(t.app, apiPaths.addDishType, { typeofitemname: en, fr_typeofitemname: fr }, token)).json();
    return list.data.at(-1).type_of_item_id;
  }
  const names = async (token: string) =>
    (
      (await get(t.app, query(apiPaths.dishList, { lang: 'fr' }), token)).json().data as Array<{
        fr_typeofitemname: string;
      }>
    ).map((row) => row.fr_typeofitemname);

  it('can be renamed, not to a name the restaurant already has, and a platform one not at all', async () => {
    const { token } = await approvedPartner(t);
    const id = await ownType(token, 'Bouchons', 'Bouchons');
    const renamed = (
      await post(
        t.app,
        apiPaths.renameDishType,
        { type_of_item_id: id, fr_typeofitemname: 'Spécialités', typeofitemname: 'Specials' },
        token,
      )
    ).json();
    expect(renamed).toMatchObject({ status: 200, fr_message: 'Type de plat renommé' });
    expect(await names(token)).toContain('Spécialités');

    const taken = (
      await post(t.app, apiPaths.renameDishType, { type_of_item_id: id, fr_typeofitemname: 'desserts' }, token)
    ).json();
    expect(taken).toMatchObject({ status: 201, code: 'DISH_TYPE_EXISTS', field: 'fr_typeofitemname' });
    const platform = (
      await post(
        t.app,
        apiPaths.renameDishType,
        { type_of_item_id: ref.dish.mains, fr_typeofitemname: 'Mes plats' },
        token,
      )
    ).json();
    expect(platform).toMatchObject({ status: 201, code: 'DISH_TYPE_NOT_OWN' });
    expect(await names(token)).toContain('Plats');
    expect(await names(token)).not.toContain('Mes plats');
  });

  it('when deleted while dishes use it, asks where they go, then moves them there', async () => {
    const { token } = await approvedPartner(t);
    const id = await ownType(token, 'Bouchons', 'Bouchons');
    const only = await createItem(t.app, token, { fr_item_name: 'Tablier', type_of_item_id: `${id}` });
    const both = await createItem(t.app, token, {
      fr_item_name: 'Cervelle',
      type_of_item_id: `${id},${ref.dish.mains}`,
    });

    const asked = (await post(t.app, apiPaths.deleteDishType, { type_of_item_id: id }, token)).json();
    expect(asked).toMatchObject({ status: 201, code: 'DISH_TYPE_IN_USE', field: 'move_to', count: 2 });
    const toItself = (await post(t.app, apiPaths.deleteDishType, { type_of_item_id: id, move_to: id }, token)).json();
    expect(toItself).toMatchObject({ status: 201, code: 'DISH_TYPE_MOVE_INVALID' });
    expect(await names(token)).toContain('Bouchons');
    expect((await detail(token, only)).type_of_item.map((type) => type.id)).toEqual([id]);

    const deleted = (
      await post(t.app, apiPaths.deleteDishType, { type_of_item_id: id, move_to: ref.dish.mains }, token)
    ).json();
    expect(deleted).toMatchObject({ status: 200, message: 'Dish type deleted' });
    expect(await names(token)).not.toContain('Bouchons');
    expect((await detail(token, only)).type_of_item.map((type) => type.id)).toEqual([ref.dish.mains]);
    expect((await detail(token, both)).type_of_item.map((type) => type.id)).toEqual([ref.dish.mains]);
  });

  it('unused, is deleted at once; another restaurant’s is answered like a missing one', async () => {
    const owner = await approvedPartner(t);
    const other = await approvedPartner(t);
    const id = await ownType(owner.token, 'Mâchons', 'Machons');
    const refused = (await post(t.app, apiPaths.deleteDishType, { type_of_item_id: id }, other.token)).json();
    expect(refused).toMatchObject({ status: 201, code: 'NOT_FOUND' });
    expect(await names(owner.token)).toContain('Mâchons');
    expect((await post(t.app, apiPaths.deleteDishType, { type_of_item_id: id }, owner.token)).json()).toMatchObject({
      status: 200,
    });
    expect(await names(owner.token)).not.toContain('Mâchons');
  });
});
