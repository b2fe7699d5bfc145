import { ZAddonListResponseSchema, apiPaths } from '@portal/contract';
import { menuList } from './reference-lists';

/**
 * The add-ons in display order (newIndex), GET v1/restaurant/getAddonlist?lang=. Shared because two
 * features read the list (the add-ons screen and the item form's add-on choice); the add-ons
 * feature's mutations invalidate it.
 */
export const { keys: addonKeys, useList: useAddonList } = menuList(
  'addons',
  apiPaths.addonList,
  ZAddonListResponseSchema,
);
