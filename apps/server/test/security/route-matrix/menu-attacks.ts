import { apiPaths } from '@portal/contract';
import { itemForm, makeImage, multipartBody } from '../../modules/menu/menu-helper.js';
import { type AttackRow, getWith, postWith, SECRET } from './attack-rows.js';

/** The menu: dishes, their photos, dish types and add-ons, attacked with B's ids. */
export const menuAttacks: AttackRow[] = [
  postWith(apiPaths.itemList, 'own-only', (b) => ({ lang: 'fr', restaurants_id: b.restaurant, search: SECRET })),
  [
    `POST ${apiPaths.itemList}`,
    {
      request: (b) => ({
        method: 'POST',
        url: apiPaths.itemList,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `lang=fr&restaurants_id=${b.restaurant}&restaurant_id=${b.restaurant}`,
      }),
      expect: 'own-only',
    },
  ],
  getWith(apiPaths.itemDetail, 'not-found', (b) => ({ id: b.item, restaurants_id: b.restaurant })),
  postWith(apiPaths.saveItem, 'not-found', (b) =>
    itemForm({ id: b.item, fr_item_name: 'Volé', restaurants_id: b.restaurant }),
  ),
  [
    `POST ${apiPaths.saveItem}`,
    {
      request: async (b) => {
        const body = await multipartBody(itemForm({ id: b.item, fr_item_name: 'Volé' }), [
          { name: 'x.jpg', type: 'image/jpeg', content: await makeImage('jpeg', 64, 64) },
        ]);
        return { method: 'POST', url: apiPaths.saveItem, payload: body.payload, headers: body.headers };
      },
      expect: 'not-found',
    },
  ],
  postWith(apiPaths.changeItemStatus, 'not-found', (b) => ({ id: b.item, status: 0 })),
  postWith(apiPaths.markItemSoldOut, 'not-found', (b) => ({ id: b.item, sold_out: 1 })),
  getWith(apiPaths.deleteItem, 'not-found', (b) => ({ id: b.item })),
  getWith(apiPaths.deleteItemImage, 'not-found', (b) => ({ id: b.image })),
  getWith(apiPaths.dishList, 'own-only', (b) => ({ lang: 'fr', restaurants_id: b.restaurant })),
  getWith(apiPaths.dishOrder, 'not-found', (b) => ({ item_id: `${b.ownDishType},1` })),
  postWith(apiPaths.addDishType, 'own-only', (b) => ({
    typeofitemname: 'Mine',
    fr_typeofitemname: 'À moi',
    restaurants_id: b.restaurant,
  })),
  postWith(apiPaths.changeDishTypeStatus, 'not-found', (b) => ({ type_of_item_id: b.ownDishType, status: 0 })),
  postWith(apiPaths.renameDishType, 'not-found', (b) => ({
    type_of_item_id: b.ownDishType,
    typeofitemname: 'Taken',
    fr_typeofitemname: 'Pris',
  })),
  postWith(apiPaths.deleteDishType, 'not-found', (b) => ({ type_of_item_id: b.ownDishType, move_to: 1 })),
  getWith(apiPaths.addonList, 'own-only', (b) => ({ lang: 'fr', restaurants_id: b.restaurant })),
  postWith(apiPaths.saveAddon, 'not-found', (b) => ({
    items_addon_id: b.addon,
    name: 'Mine',
    fr_name: 'À moi',
    price: '0',
    choiceoff: '1',
    isrequired: '0',
    subaddon: JSON.stringify([{ subaddonNameEn: 'x', price: 0 }]),
  })),
  getWith(apiPaths.deleteAddon, 'not-found', (b) => ({ items_addon_id: b.addon })),
  getWith(apiPaths.addonOrder, 'not-found', (b) => ({ items_addon_id: String(b.addon) })),
  getWith(apiPaths.itemAddons, 'not-found', (b) => ({ item_id: b.item, restaurants_id: b.restaurant })),
];
