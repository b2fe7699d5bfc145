import { describe, expect, it } from 'vitest';
import { apiPaths, ZAddonListResponseSchema, ZSaveAddonResponseSchema } from '@portal/contract';
import { appOfFile, approvedPartner, post } from '../../helper.js';
import { createAddon, createItem, get, query } from './menu-helper.js';

const t = appOfFile();

const options = (...rows: Array<[string, string, string | number]>) =>
  JSON.stringify(rows.map(([en, fr, price]) => ({ subaddonNameEn: en, subaddonNameFr: fr, price })));

/** The payload existing clients send: subaddon is a JSON string. */
function addonForm(overrides: Record<string, unknown> = {}) {
  return {
    items_addon_id: '',
    name: 'Cooking',
    fr_name: 'Cuisson',
    price: '0',
    choiceoff: '1',
    isrequired: '1',
    subaddon: options(['Rare', 'Saignant', '0'], ['Medium', 'À point', '0'], ['Well done', 'Bien cuit', '0']),
    ...overrides,
  };
}

async function list(token: string, lang = 'fr') {
  return ZAddonListResponseSchema.parse((await get(t.app, query(apiPaths.addonList, { lang }), token)).json()).data;
}

describe('saveAddon', () => {
  it('creates an add-on from the payload existing clients send and answers it with its options', async () => {
    const { token } = await approvedPartner(t);
    const body = ZSaveAddonResponseSchema.parse(
      (
        await post(
          t.app,
          apiPaths.saveAddon,
          addonForm({
            name: 'Sides',
            fr_name: 'Accompagnements',
            price: '1,50',
            choiceoff: '2',
            subaddon: options(['Fries', 'Frites', '2,50'], ['Salad', 'Salade', 2], ['Gratin', 'Gratin', '3.5']),
          }),
          token,
        )
      ).json(),
    );
    expect(body).toMatchObject({ status: 200, message: 'Add-on saved', fr_message: 'Supplément enregistré' });
    expect(body.data).toMatchObject({
      name: 'Accompagnements',
      en_name: 'Sides',
      fr_name: 'Accompagnements',
      price: 1.5,
      choiceoff: 2,
      min_choice: 1,
      isrequired: 1,
      newIndex: 0,
      subaddon: [
        { subaddonNameEn: 'Fries', subaddonNameFr: 'Frites', price: 2.5 },
        { subaddonNameEn: 'Salad', subaddonNameFr: 'Salade', price: 2 },
        { subaddonNameEn: 'Gratin', subaddonNameFr: 'Gratin', price: 3.5 },
      ],
    });
    const row = await t.app.infra.db
      .selectFrom('addon_options')
      .select('price_cents')
      .where('addon_id', '=', body.data.items_addon_id)
      .orderBy('position')
      .execute();
    expect(row.map((r) => r.price_cents)).toEqual([250, 200, 350]);
  });

  it('accepts application/x-www-form-urlencoded, and options with an English name only', async () => {
    const { token } = await approvedPartner(t);
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.saveAddon,
      headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: 'Drink',
        fr_name: '',
        price: '0',
        choiceoff: '1',
        isrequired: '0',
        subaddon: JSON.stringify([{ subaddonNameEn: 'Cola', price: '2' }]),
      }).toString(),
    });
    expect(res.json()).toMatchObject({
      status: 200,
      data: {
        name: 'Drink',
        isrequired: 0,
        min_choice: 0,
        subaddon: [{ subaddonNameEn: 'Cola', subaddonNameFr: '', price: 2 }],
      },
    });
  });

  it('updates an add-on, replacing its options, and keeps its place', async () => {
    const { token } = await approvedPartner(t);
    const first = await createAddon(t.app, token);
    const second = await createAddon(t.app, token, { name: 'Bread', fr_name: 'Pain' });
    const res = (
      await post(
        t.app,
        apiPaths.saveAddon,
        addonForm({
          items_addon_id: second,
          name: 'Bread',
          fr_name: 'Pain maison',
          subaddon: options(['Baguette', 'Baguette', '0']),
        }),
        token,
      )
    ).json();
    expect(res).toMatchObject({
      status: 200,
      data: { items_addon_id: second, fr_name: 'Pain maison', newIndex: 1, subaddon: [{ subaddonNameFr: 'Baguette' }] },
    });
    expect((await list(token)).map((a) => a.items_addon_id)).toEqual([first, second]);
  });

  it('applies the rules in order: title, choose-up-to, options, count, minimum, price', async () => {
    const { token } = await approvedPartner(t);
    const form: Record<string, unknown> = addonForm({
      name: '',
      fr_name: '',
      choiceoff: '',
      subaddon: '',
      min_choice: '9',
      price: 'gratuit',
    });
    const fixes: Array<[string, string, Record<string, unknown>]> = [
      ['ADDON_TITLE_REQUIRED', 'name', { fr_name: 'Sauces' }],
      ['CHOOSE_UPTO_REQUIRED', 'choiceoff', { choiceoff: '2' }],
      [
        'NOT_ENOUGH_OPTIONS',
        'subaddon',
        { subaddon: options(['Mayo', 'Mayonnaise', '0,50'], ['Ketchup', 'Ketchup', '0,50']) },
      ],
      ['MIN_CHOICES_INVALID', 'min_choice', { min_choice: '2' }],
      ['PRICE_INVALID', 'price', { price: '0' }],
    ];
    for (const [code, field, fix] of fixes) {
      const body = (await post(t.app, apiPaths.saveAddon, form, token)).json();
      expect(body).toMatchObject({ status: 201, code, field });
      expect(body.fr_message).not.toBe(body.message);
      Object.assign(form, fix);
    }
    expect((await post(t.app, apiPaths.saveAddon, form, token)).json()).toMatchObject({
      status: 200,
      data: { choiceoff: 2, min_choice: 2, isrequired: 1 },
    });
  });

  it.each([
    [{ choiceoff: '16' }, 'CHOOSE_UPTO_INVALID', 'choiceoff'],
    [{ choiceoff: '0' }, 'CHOOSE_UPTO_REQUIRED', 'choiceoff'],
    [{ choiceoff: 'deux' }, 'CHOOSE_UPTO_INVALID', 'choiceoff'],
    [{ choiceoff: '4' }, 'NOT_ENOUGH_OPTIONS', 'subaddon'],
    [{ subaddon: options(['', '', '2']) }, 'OPTION_NAME_REQUIRED', 'subaddon'],
    [{ subaddon: options(['Rare', 'Saignant', 'abc']) }, 'OPTION_PRICE_INVALID', 'subaddon'],
    [{ subaddon: '{not json' }, 'VALIDATION', 'subaddon'],
    [{ subaddon: '{"a":1}' }, 'VALIDATION', 'subaddon'],
    [{ min_choice: '0', isrequired: '1' }, 'MIN_CHOICES_INVALID', 'min_choice'],
    [{ min_choice: '-1' }, 'MIN_CHOICES_INVALID', 'min_choice'],
    [
      { subaddon: JSON.stringify(Array.from({ length: 51 }, (_, i) => ({ subaddonNameEn: `o${i}`, price: 0 }))) },
      'TOO_MANY_OPTIONS',
      'subaddon',
    ],
    [{ items_addon_id: '999999' }, 'NOT_FOUND', undefined],
  ])('refuses %o with %s', async (overrides, code, field) => {
    const { token } = await approvedPartner(t);
    const body = (await post(t.app, apiPaths.saveAddon, addonForm(overrides), token)).json();
    expect(body).toMatchObject({ status: 201, code });
    expect(body.field).toBe(field);
    expect(await list(token)).toEqual([]);
  });

  it('ignores blank option rows, and makes an add-on required when it asks for a minimum', async () => {
    const { token } = await approvedPartner(t);
    const body = (
      await post(
        t.app,
        apiPaths.saveAddon,
        addonForm({
          isrequired: '0',
          min_choice: '1',
          subaddon: JSON.stringify([
            { subaddonNameEn: 'A', price: 1 },
            { subaddonNameEn: '', subaddonNameFr: '', price: '' },
          ]),
        }),
        token,
      )
    ).json();
    expect(body).toMatchObject({
      status: 200,
      data: { isrequired: 1, min_choice: 1, subaddon: [{ subaddonNameEn: 'A' }] },
    });
    const optional = (await post(t.app, apiPaths.saveAddon, addonForm({ isrequired: '0' }), token)).json();
    expect(optional.data).toMatchObject({ isrequired: 0, min_choice: 0 });
  });
});

describe('getAddonlist, addupdateAddonorder, deleteAddon', () => {
  it('lists add-ons in their saved order, names in lang', async () => {
    const { token } = await approvedPartner(t);
    const a = await createAddon(t.app, token, { name: 'Sauce', fr_name: 'Sauce' });
    const b = await createAddon(t.app, token, { name: 'Cheese', fr_name: 'Fromage' });
    const c = await createAddon(t.app, token, { name: 'Bread', fr_name: '' });
    expect((await list(token, 'fr')).map((x) => [x.items_addon_id, x.name, x.newIndex])).toEqual([
      [a, 'Sauce', 0],
      [b, 'Fromage', 1],
      [c, 'Bread', 2],
    ]);
    expect((await list(token, 'en')).map((x) => x.name)).toEqual(['Sauce', 'Cheese', 'Bread']);

    const reordered = (
      await get(t.app, query(apiPaths.addonOrder, { items_addon_id: `${c},${a},${b}` }), token)
    ).json();
    expect(reordered).toMatchObject({ status: 200, fr_message: 'L’ordre est enregistré.' });
    expect(reordered.data.map((x: { items_addon_id: number }) => x.items_addon_id)).toEqual([c, a, b]);
    expect((await list(token)).map((x) => [x.items_addon_id, x.newIndex])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    // Only part of the list: the others keep their order after it.
    await get(t.app, query(apiPaths.addonOrder, { items_addon_id: `${b}` }), token);
    expect((await list(token)).map((x) => x.items_addon_id)).toEqual([b, c, a]);
    // A new add-on goes last.
    const d = await createAddon(t.app, token);
    expect((await list(token)).map((x) => x.items_addon_id)).toEqual([b, c, a, d]);
  });

  it('refuses an order naming an unknown add-on, or one twice, and changes nothing', async () => {
    const { token } = await approvedPartner(t);
    const a = await createAddon(t.app, token);
    const b = await createAddon(t.app, token);
    expect(
      (await get(t.app, query(apiPaths.addonOrder, { items_addon_id: `${b},999999` }), token)).json(),
    ).toMatchObject({ status: 201, code: 'NOT_FOUND' });
    expect((await get(t.app, query(apiPaths.addonOrder, { items_addon_id: `${b},${b}` }), token)).json()).toMatchObject(
      { status: 201, code: 'ORDER_INVALID' },
    );
    expect((await get(t.app, query(apiPaths.addonOrder, { items_addon_id: '' }), token)).json()).toMatchObject({
      status: 201,
      code: 'REQUIRED',
    });
    expect((await list(token)).map((x) => x.items_addon_id)).toEqual([a, b]);
  });

  it('deletes an add-on and unlinks it from the dishes that offered it', async () => {
    const { token } = await approvedPartner(t);
    const addon = await createAddon(t.app, token, { fr_name: 'Sauce au poivre' });
    const item = await createItem(t.app, token, { types_of_addon_id: String(addon) });
    const detail = (await get(t.app, query(apiPaths.itemDetail, { id: item }), token)).json();
    expect(detail.data.type_of_addon).toEqual([{ value: addon, name: 'Sauce au poivre' }]);

    const res = (await get(t.app, query(apiPaths.deleteAddon, { items_addon_id: addon }), token)).json();
    expect(res).toMatchObject({ status: 200, fr_message: 'Supplément supprimé', data: { id: addon } });
    expect(await list(token)).toEqual([]);
    expect((await get(t.app, query(apiPaths.itemDetail, { id: item }), token)).json().data.type_of_addon).toEqual([]);
    expect((await get(t.app, query(apiPaths.deleteAddon, { items_addon_id: addon }), token)).json()).toMatchObject({
      status: 201,
      code: 'NOT_FOUND',
    });
  });
});
