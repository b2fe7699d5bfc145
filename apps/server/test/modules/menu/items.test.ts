import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, ZSaveItemResponseSchema } from '@portal/contract';
import { appOfFile, approvedPartner, post } from '../../helper.js';
import { createAddon, createItem, get, itemForm, query, ref } from './menu-helper.js';

const t = appOfFile();
let token: string;
beforeAll(async () => {
  token = (await approvedPartner(t)).token;
});

describe('saveItem', () => {
  it('creates an item from the JSON payload existing clients send and answers it in the item shape they read', async () => {
    const addonId = await createAddon(t.app, token, { name: 'Coulis', fr_name: 'Coulis' });
    const res = await post(
      t.app,
      apiPaths.saveItem,
      itemForm({
        types_of_addon_id: String(addonId),
        discount: '15',
        buy_one_get_one_offer: '1',
        tva_rate: '5,5',
        service_open_time: '12:00,19:00',
        service_close_time: '14:30,22:30',
      }),
      token,
    );
    const body = ZSaveItemResponseSchema.parse(res.json());
    expect(body).toMatchObject({ status: 200, message: 'Saved', fr_message: 'Enregistré', imageUrl: '/uploads/' });
    expect(body.data).toMatchObject({
      item_name: 'Crème brûlée',
      fr_item_name: 'Crème brûlée',
      en_description: 'Vanilla custard with a caramel crust',
      description: 'Crème vanillée, croûte de caramel',
      price: 7.5,
      discount: 15,
      buy_one_get_one_offer: 1,
      preparation_time: 10,
      status: 1,
      tva_rate: 5.5,
      images: [],
      type_of_service: [
        { id: ref.service.dineIn, label: 'Sur place' },
        { id: ref.service.takeaway, label: 'À emporter' },
      ],
      type_of_item: [{ id: ref.dish.desserts, label: 'Desserts' }],
      type_of_cuisines: [{ id: ref.cuisine.french, label: 'Française' }],
      food_choices: [{ id: ref.food.vegetarian, label: 'Végétarien' }],
      type_of_addon: [{ value: addonId, name: 'Coulis' }],
      service_open_time: '12:00,19:00',
      service_close_time: '14:30,22:30',
    });
  });

  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    [' 1 250,00 € ', 125000],
    [9.9, 990],
  ])('reads the price %j as %i cents, and answers it in euros', async (price, cents) => {
    const id = await createItem(t.app, token, { price });
    const row = await t.app.infra.db
      .selectFrom('items')
      .select(['price_cents', 'tva_bp'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.price_cents).toBe(cents);
    expect(row.tva_bp).toBe(1000);
    const detail = (await get(t.app, query(apiPaths.itemDetail, { id }), token)).json();
    expect(detail.data.price).toBe(cents / 100);
  });

  it('accepts application/x-www-form-urlencoded with repeated fields for the id lists', async () => {
    const form = new URLSearchParams({
      ...(itemForm() as Record<string, string>),
      item_name: 'Quiche',
      fr_item_name: 'Quiche lorraine',
    });
    form.delete('type_of_service_id');
    form.append('type_of_service_id', String(ref.service.takeaway));
    form.append('type_of_service_id', String(ref.service.delivery));
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.saveItem,
      headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    const body = res.json();
    expect(body).toMatchObject({ status: 200, data: { item_name: 'Quiche lorraine' } });
    expect(body.data.type_of_service.map((s: { id: number }) => s.id)).toEqual([
      ref.service.takeaway,
      ref.service.delivery,
    ]);
  });

  it('takes the lists as JSON arrays too, and numbers for numeric fields', async () => {
    const res = await post(
      t.app,
      apiPaths.saveItem,
      itemForm({
        type_of_service_id: [1, 3],
        type_of_item_id: [3],
        price: 14,
        preparation_time: 25,
        tva_rate: 20,
        service_open_time: ['11:30'],
        service_close_time: ['15:00'],
      }),
      token,
    );
    expect(res.json()).toMatchObject({
      status: 200,
      data: { price: 14, preparation_time: 25, tva_rate: 20, service_open_time: '11:30', service_close_time: '15:00' },
    });
  });

  it('updates an item in place, replacing its lists', async () => {
    const id = await createItem(t.app, token, { item_name: 'Soup', fr_item_name: 'Soupe' });
    const res = await post(
      t.app,
      apiPaths.saveItem,
      itemForm({
        id,
        item_name: 'Onion soup',
        fr_item_name: "Soupe à l'oignon",
        type_of_item_id: `${ref.dish.starters}`,
        food_choice_id: '',
        price: '9,00',
        lang: 'en',
      }),
      token,
    );
    expect(res.json()).toMatchObject({
      status: 200,
      data: {
        id,
        item_name: 'Onion soup',
        fr_item_name: "Soupe à l'oignon",
        food_choices: [],
        price: 9,
        type_of_item: [{ id: ref.dish.starters, label: 'Starters' }],
      },
    });
    const count = await t.app.infra.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('needs a name in one language only; replies name the item in lang, falling back to the other', async () => {
    const frOnly = await createItem(t.app, token, {
      item_name: '',
      fr_item_name: 'Tarte Tatin',
      description: '',
      fr_description: 'Pommes caramélisées',
    });
    const enOnly = await createItem(t.app, token, { item_name: 'Apple pie', fr_item_name: '' });
    const en = (await get(t.app, query(apiPaths.itemDetail, { id: frOnly, lang: 'en' }), token)).json();
    expect(en.data).toMatchObject({
      item_name: 'Tarte Tatin',
      en_item_name: '',
      fr_item_name: 'Tarte Tatin',
      description: 'Pommes caramélisées',
    });
    const fr = (await get(t.app, query(apiPaths.itemDetail, { id: enOnly, lang: 'fr' }), token)).json();
    expect(fr.data).toMatchObject({ item_name: 'Apple pie', fr_item_name: '', en_item_name: 'Apple pie' });
  });

  it('reports problems one at a time, in the order the form shows them: name, service type, dish type, price, preparation time, hours', async () => {
    const broken: Record<string, unknown> = itemForm({
      item_name: '',
      fr_item_name: '  ',
      type_of_service_id: '',
      type_of_item_id: '',
      price: 'douze',
      preparation_time: '',
      service_open_time: '14:00',
      service_close_time: '12:00',
    });
    const fixes: Array<[string, string, Record<string, unknown>]> = [
      ['ITEM_NAME_REQUIRED', 'item_name', { fr_item_name: 'Gratin dauphinois' }],
      ['SERVICE_TYPE_REQUIRED', 'type_of_service_id', { type_of_service_id: '1' }],
      ['DISH_TYPE_REQUIRED', 'type_of_item_id', { type_of_item_id: '3' }],
      ['PRICE_INVALID', 'price', { price: '12,50' }],
      ['PREPARATION_TIME_INVALID', 'preparation_time', { preparation_time: '20' }],
      ['OPENING_HOURS_INVALID', 'service_open_time', { service_open_time: '12:00', service_close_time: '14:00' }],
    ];
    for (const [code, field, fix] of fixes) {
      const body = (await post(t.app, apiPaths.saveItem, broken, token)).json();
      expect(body).toMatchObject({ status: 201, code, field });
      expect(body.message).toBeTruthy();
      expect(body.fr_message).toBeTruthy();
      expect(body.fr_message).not.toBe(body.message);
      Object.assign(broken, fix);
    }
    expect((await post(t.app, apiPaths.saveItem, broken, token)).json()).toMatchObject({
      status: 200,
      data: { fr_item_name: 'Gratin dauphinois', price: 12.5 },
    });
  });

  it('says what is wrong with the name in French by default', async () => {
    const body = (await post(t.app, apiPaths.saveItem, itemForm({ item_name: '', fr_item_name: '' }), token)).json();
    expect(body.fr_message).toBe('Saisissez le nom du plat (en français ou en anglais)');
    expect(body.message).toBe('Enter the name of the dish (in French or in English)');
  });

  it.each([
    [{ price: '-3' }, 'PRICE_INVALID', 'price'],
    [{ price: '12,505' }, 'PRICE_INVALID', 'price'],
    [{ price: '' }, 'PRICE_INVALID', 'price'],
    [{ preparation_time: '0' }, 'PREPARATION_TIME_INVALID', 'preparation_time'],
    [{ preparation_time: '601' }, 'PREPARATION_TIME_INVALID', 'preparation_time'],
    [{ preparation_time: 'vite' }, 'PREPARATION_TIME_INVALID', 'preparation_time'],
    [{ service_open_time: '', service_close_time: '' }, 'OPENING_HOURS_INVALID', 'service_open_time'],
    [{ service_open_time: '12:00,19:00', service_close_time: '14:00' }, 'OPENING_HOURS_INVALID', 'service_open_time'],
    [
      { service_open_time: '08:00,11:00,15:00,19:00', service_close_time: '10:00,14:00,18:00,22:00' },
      'OPENING_HOURS_INVALID',
      'service_open_time',
    ],
    [
      { service_open_time: '12:00,13:00', service_close_time: '14:00,15:00' },
      'OPENING_HOURS_INVALID',
      'service_open_time',
    ],
    [{ service_open_time: '25:00', service_close_time: '26:00' }, 'OPENING_HOURS_INVALID', 'service_open_time'],
    [{ discount: '150' }, 'DISCOUNT_INVALID', 'discount'],
    [{ tva_rate: '7' }, 'TVA_RATE_INVALID', 'tva_rate'],
    [{ item_name: 'x'.repeat(151) }, 'TEXT_TOO_LONG', 'item_name'],
    [{ item_name: 'Tarte\u001b[2J' }, 'TEXT_INVALID_CHARACTERS', 'item_name'],
    [{ fr_item_name: 'Quiche \u202egnol' }, 'TEXT_INVALID_CHARACTERS', 'fr_item_name'],
    [{ item_name: '\u200b\u200b' }, 'TEXT_INVALID_CHARACTERS', 'item_name'],
    [{ type_of_service_id: '99' }, 'REFERENCE_INVALID', 'type_of_service_id'],
    [{ type_of_item_id: '9999' }, 'REFERENCE_INVALID', 'type_of_item_id'],
    [{ type_of_cuisines_id: 'abc' }, 'REFERENCE_INVALID', 'type_of_cuisines_id'],
    [{ food_choice_id: '4000000000' }, 'REFERENCE_INVALID', 'food_choice_id'],
    [{ types_of_addon_id: '424242' }, 'REFERENCE_INVALID', 'types_of_addon_id'],
  ])('refuses %o with %s under %s, saving nothing', async (overrides, code, field) => {
    const before = await t.app.infra.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await post(t.app, apiPaths.saveItem, itemForm(overrides), token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 201, code, field });
    const after = await t.app.infra.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps up to 3 service slots, sorted, and accepts a slot closing at midnight', async () => {
    const res = await post(
      t.app,
      apiPaths.saveItem,
      itemForm({ service_open_time: '19:00,7:30,12:00', service_close_time: '24:00,10:00,14:30' }),
      token,
    );
    expect(res.json().data).toMatchObject({
      service_open_time: '07:30,12:00,19:00',
      service_close_time: '10:00,14:30,24:00',
    });
  });

  it('answers NOT_FOUND for an item id that does not exist', async () => {
    const res = await post(t.app, apiPaths.saveItem, itemForm({ id: 999999 }), token);
    expect(res.json()).toMatchObject({ status: 201, code: 'NOT_FOUND' });
  });
});
