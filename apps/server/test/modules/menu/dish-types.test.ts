import { describe, expect, it } from 'vitest';
import { apiPaths, PaymentMethodId, ZDishListResponseSchema, ZRestaurantTypeOfResponseSchema } from '@portal/contract';
import { appOfFile, approvedPartner, post, runAdminCommand } from '../../helper.js';
import { createItem, get, query, ref } from './menu-helper.js';

const t = appOfFile();

async function dishList(token: string, lang = 'fr') {
  return ZDishListResponseSchema.parse((await get(t.app, query(apiPaths.dishList, { lang }), token)).json());
}
const ids = (rows: Array<{ type_of_item_id: number }>) => rows.map((r) => r.type_of_item_id);
const platformOrder = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

async function referenceLists(token: string, lang = 'fr') {
  return ZRestaurantTypeOfResponseSchema.parse(
    (await get(t.app, query(apiPaths.referenceLists, { lang }), token)).json(),
  ).data;
}

const adminCommand = (...args: string[]) => runAdminCommand(t, ...args);

describe('dishlistapi', () => {
  it('starts from the platform dish types in the platform order, all shown, in both languages', async () => {
    const { token } = await approvedPartner(t);
    const fr = await dishList(token);
    expect(ids(fr.data)).toEqual(platformOrder);
    expect(fr.data.slice(0, 3)).toEqual([
      {
        type_of_item_id: 1,
        typeofitemname: 'Apéritifs',
        en_typeofitemname: 'Aperitifs',
        fr_typeofitemname: 'Apéritifs',
        status: 1,
        newIndex: 0,
        is_own: 0,
      },
      {
        type_of_item_id: 2,
        typeofitemname: 'Entrées',
        en_typeofitemname: 'Starters',
        fr_typeofitemname: 'Entrées',
        status: 1,
        newIndex: 1,
        is_own: 0,
      },
      {
        type_of_item_id: 3,
        typeofitemname: 'Plats',
        en_typeofitemname: 'Main courses',
        fr_typeofitemname: 'Plats',
        status: 1,
        newIndex: 2,
        is_own: 0,
      },
    ]);
    expect(fr.dishdata).toEqual([]);
    expect((await dishList(token, 'en')).data[1]!.typeofitemname).toBe('Starters');
  });
});

describe('addupdateItemorder', () => {
  it('saves the order given as comma-separated ids; it survives a reload', async () => {
    const { token } = await approvedPartner(t);
    const order = [7, 3, 2, 1, 4, 5, 6, 8, 9, 10, 11, 12];
    const res = (await get(t.app, query(apiPaths.dishOrder, { item_id: order.join(','), lang: 'fr' }), token)).json();
    expect(res).toMatchObject({ status: 200, message: 'The order is saved.' });
    expect(ids(res.data)).toEqual(order);
    const reloaded = await dishList(token);
    expect(ids(reloaded.data)).toEqual(order);
    expect(reloaded.data.map((d) => d.newIndex)).toEqual(order.map((_, i) => i));
  });

  it('puts the dish types left out after the ones given, in their previous order', async () => {
    const { token } = await approvedPartner(t);
    await get(t.app, query(apiPaths.dishOrder, { item_id: '10,3' }), token);
    expect(ids((await dishList(token)).data)).toEqual([10, 3, 1, 2, 4, 5, 6, 7, 8, 9, 11, 12]);
  });

  it('refuses unknown, repeated or malformed ids and changes nothing', async () => {
    const { token } = await approvedPartner(t);
    await get(t.app, query(apiPaths.dishOrder, { item_id: '2,1' }), token);
    const before = ids((await dishList(token)).data);
    expect((await get(t.app, query(apiPaths.dishOrder, { item_id: '3,99999' }), token)).json()).toMatchObject({
      status: 201,
      code: 'NOT_FOUND',
    });
    expect((await get(t.app, query(apiPaths.dishOrder, { item_id: '3,3' }), token)).json()).toMatchObject({
      status: 201,
      code: 'ORDER_INVALID',
    });
    expect((await get(t.app, query(apiPaths.dishOrder, { item_id: '3,abc' }), token)).json()).toMatchObject({
      status: 201,
      code: 'NOT_FOUND',
    });
    expect((await get(t.app, apiPaths.dishOrder, token)).json()).toMatchObject({
      status: 201,
      code: 'REQUIRED',
      field: 'item_id',
    });
    expect(ids((await dishList(token)).data)).toEqual(before);
  });
});

describe('own and hidden dish types', () => {
  it('adds a dish type of its own at the end, usable for dishes and offered in the item form', async () => {
    const { token } = await approvedPartner(t);
    const res = (
      await post(
        t.app,
        apiPaths.addDishType,
        { typeofitemname: 'Tapas', fr_typeofitemname: 'Tapas à partager', lang: 'fr' },
        token,
      )
    ).json();
    expect(res).toMatchObject({ status: 200, fr_message: 'Type de plat ajouté' });
    const own = res.data.at(-1);
    expect(own).toMatchObject({
      typeofitemname: 'Tapas à partager',
      en_typeofitemname: 'Tapas',
      is_own: 1,
      status: 1,
      newIndex: 12,
    });

    const item = await createItem(t.app, token, {
      type_of_item_id: String(own.type_of_item_id),
      fr_item_name: 'Pimientos',
    });
    const detail = (await get(t.app, query(apiPaths.itemDetail, { id: item, lang: 'en' }), token)).json();
    expect(detail.data.type_of_item).toEqual([{ id: own.type_of_item_id, label: 'Tapas' }]);

    const lists = await referenceLists(token, 'fr');
    expect(lists.type_of_item.at(-1)).toEqual({ id: own.type_of_item_id, label: 'Tapas à partager' });

    // It can be ordered like the others.
    await get(t.app, query(apiPaths.dishOrder, { item_id: `${own.type_of_item_id},1` }), token);
    expect(ids((await dishList(token)).data).slice(0, 2)).toEqual([own.type_of_item_id, 1]);
  });

  it('needs a name, refuses one it already has (any language, any accents)', async () => {
    const { token } = await approvedPartner(t);
    expect(
      (await post(t.app, apiPaths.addDishType, { typeofitemname: ' ', fr_typeofitemname: '' }, token)).json(),
    ).toMatchObject({
      status: 201,
      code: 'DISH_TYPE_NAME_REQUIRED',
      field: 'fr_typeofitemname',
    });
    expect(
      (await post(t.app, apiPaths.addDishType, { typeofitemname: '', fr_typeofitemname: 'entrees' }, token)).json(),
    ).toMatchObject({
      status: 201,
      code: 'DISH_TYPE_EXISTS',
    });
    await post(t.app, apiPaths.addDishType, { typeofitemname: 'Brunch', fr_typeofitemname: '' }, token);
    expect(
      (await post(t.app, apiPaths.addDishType, { typeofitemname: 'BRUNCH', fr_typeofitemname: '' }, token)).json(),
    ).toMatchObject({
      code: 'DISH_TYPE_EXISTS',
    });
  });

  it('hides a dish type it does not use and shows it again; hidden ones stay in place but leave the item form', async () => {
    const { token } = await approvedPartner(t);
    const hidden = (
      await post(t.app, apiPaths.changeDishTypeStatus, { type_of_item_id: ref.dish.aperitifs, status: '0' }, token)
    ).json();
    expect(hidden).toMatchObject({ status: 200, fr_message: 'Le type de plat est masqué sur la carte.' });
    expect(hidden.data[0]).toMatchObject({ type_of_item_id: ref.dish.aperitifs, status: 0, newIndex: 0 });
    expect((await referenceLists(token)).type_of_item.map((o) => o.id)).not.toContain(ref.dish.aperitifs);
    // Urlencoded, as older clients post.
    const shown = await t.app.inject({
      method: 'POST',
      url: apiPaths.changeDishTypeStatus,
      headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `type_of_item_id=${ref.dish.aperitifs}&status=1`,
    });
    expect(shown.json().data[0]).toMatchObject({ status: 1 });
    expect((await referenceLists(token)).type_of_item.map((o) => o.id)).toContain(ref.dish.aperitifs);
    expect(
      (await post(t.app, apiPaths.changeDishTypeStatus, { type_of_item_id: 99999, status: '0' }, token)).json(),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('getRestaurantTypeOf and the reference lists', () => {
  it('answers every list in French or in English, with payment ids 1 to 4 and the TVA rates', async () => {
    const { token } = await approvedPartner(t);
    const fr = await referenceLists(token, 'fr');
    const en = await referenceLists(token, 'en');
    expect(fr.type_of_service).toEqual([
      { id: 1, label: 'Sur place' },
      { id: 2, label: 'À emporter' },
      { id: 3, label: 'Livraison' },
    ]);
    expect(en.type_of_service.map((o) => o.label)).toEqual(['Dine-in', 'Takeaway', 'Delivery']);
    expect(fr.type_of_cuisines.slice(0, 3).map((o) => o.label)).toEqual(['Française', 'Italienne', 'Japonaise']);
    expect(en.type_of_cuisines[0]).toEqual({ id: 1, label: 'French' });
    expect(en.payment_method).toEqual([
      { id: PaymentMethodId.online, label: 'Online' },
      { id: PaymentMethodId.cash, label: 'Cash' },
      { id: PaymentMethodId.payLater, label: 'Pay later' },
      { id: PaymentMethodId.voucher, label: 'Voucher' },
    ]);
    expect(fr.payment_method.map((o) => o.label)).toEqual([
      'Paiement en ligne',
      'Espèces',
      'Payer plus tard',
      'Titre-restaurant',
    ]);
    expect(fr.food_choice.map((o) => o.label)).toContain('Sans gluten');
    expect(en.type_of_item.map((o) => o.label).slice(0, 3)).toEqual(['Aperitifs', 'Starters', 'Main courses']);
    expect(fr.tva_rates).toEqual([
      { id: 5.5, label: '5,5 %' },
      { id: 10, label: '10 %' },
      { id: 20, label: '20 %' },
    ]);
    expect(en.tva_rates[0]).toEqual({ id: 5.5, label: '5.5%' });
  });

  it('follows the restaurant’s dish-type order', async () => {
    const { token } = await approvedPartner(t);
    await get(t.app, query(apiPaths.dishOrder, { item_id: '7,3' }), token);
    expect((await referenceLists(token)).type_of_item.slice(0, 2).map((o) => o.id)).toEqual([7, 3]);
  });

  it('grows with the admin command add-reference, in both languages, for every list', async () => {
    const { token } = await approvedPartner(t);
    await dishList(token); // the restaurant already has its list
    const added: Array<[string, string, string]> = [
      ['cuisine', 'Péruvienne', 'Peruvian'],
      ['food-choice', 'Sans sucre ajouté', 'No added sugar'],
      ['service-type', 'Click & collect', 'Click and collect'],
      ['payment-method', 'Carte cadeau', 'Gift card'],
      ['dish-type', 'Planches', 'Sharing boards'],
    ];
    // The command itself, as an administrator runs it; the other lists through the same service.
    const [[kind0, fr0, en0], ...others] = added as [[string, string, string], ...Array<[string, string, string]>];
    const result = await adminCommand('add-reference', kind0, fr0, en0);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Added to ${kind0}: ${fr0} / ${en0}`);
    for (const [kind, frLabel, enLabel] of others) {
      expect(await t.app.menu.references.add(kind, frLabel, enLabel)).toMatchObject({
        fr_label: frLabel,
        en_label: enLabel,
      });
    }
    const fr = await referenceLists(token, 'fr');
    const en = await referenceLists(token, 'en');
    expect(fr.type_of_cuisines.at(-1)?.label).toBe('Péruvienne');
    expect(en.type_of_cuisines.at(-1)?.label).toBe('Peruvian');
    expect(en.food_choice.at(-1)?.label).toBe('No added sugar');
    expect(fr.type_of_service.at(-1)?.label).toBe('Click & collect');
    expect(en.payment_method.at(-1)).toEqual({ id: 5, label: 'Gift card' });

    // A new platform dish type is offered to a restaurant that already has its list...
    const list = await dishList(token);
    expect(list.dishdata).toEqual([
      {
        type_of_item_id: expect.any(Number),
        typeofitemname: 'Planches',
        en_typeofitemname: 'Sharing boards',
        fr_typeofitemname: 'Planches',
      },
    ]);
    const boards = list.dishdata[0]!.type_of_item_id;
    expect(ids(list.data)).not.toContain(boards);
    // ...and joins it when placed in the order.
    const placed = (await get(t.app, query(apiPaths.dishOrder, { item_id: `${boards},1` }), token)).json();
    expect(ids(placed.data).slice(0, 2)).toEqual([boards, 1]);
    expect(placed.dishdata).toEqual([]);
    // A new restaurant starts with it, and the restaurants' own dish types are not offered to others.
    const newcomer = await approvedPartner(t);
    const theirs = await dishList(newcomer.token);
    expect(ids(theirs.data)).toEqual([...platformOrder, boards]);
    expect(theirs.dishdata).toEqual([]);
  }, 60_000);

  it('refuses an unknown list, a missing label or a duplicate, with a clear message', async () => {
    const unknown = await adminCommand('add-reference', 'wine', 'Vin', 'Wine');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown list "wine"');
    const missing = await adminCommand('add-reference', 'cuisine', 'Basque');
    expect(missing.code).toBe(2);
    const duplicate = await adminCommand('add-reference', 'cuisine', 'italienne', 'Italian food');
    expect(duplicate.code).toBe(2);
    expect(duplicate.stderr).toContain('already in the cuisine list');
  }, 90_000);
});
