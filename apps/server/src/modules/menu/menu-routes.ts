import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  apiPaths,
  legacyApiPaths,
  type Locale,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_ITEM,
  ZAddDishTypeRequestSchema,
  ZDeleteDishTypeRequestSchema,
  ZRenameDishTypeRequestSchema,
  ZAddonListQuerySchema,
  ZAddonListResponseSchema,
  ZAddonOrderQuerySchema,
  ZChangeDishTypeStatusRequestSchema,
  ZChangeItemStatusRequestSchema,
  ZChangeItemStatusResponseSchema,
  ZDeleteAddonQuerySchema,
  ZDeletedResponseSchema,
  ZDeleteItemImageQuerySchema,
  ZDeleteItemQuerySchema,
  ZDishListQuerySchema,
  ZDishListResponseSchema,
  ZDishOrderQuerySchema,
  ZItemDetailQuerySchema,
  ZItemAddonsQuerySchema,
  ZItemDetailResponseSchema,
  ZItemListRequestSchema,
  ZItemListResponseSchema,
  ZMarkItemSoldOutRequestSchema,
  ZMarkItemSoldOutResponseSchema,
  ZSaveAddonRequestSchema,
  ZSaveAddonResponseSchema,
  ZSaveItemRequestSchema,
  ZSaveItemResponseSchema,
  type TDishListResponse,
} from '@portal/contract';
import type { z } from 'zod';
import { AppError, fromZodError } from '../../core/errors.js';
import { jsonRoutes, serveOlderNames, tokenSecurity } from '../../core/routes.js';
import { readMultipartForm } from '../../infra/images/multipart-form.js';
import { partnerLangOf, restaurantOf } from '../auth/index.js';
import type { MenuModule } from './index.js';

/** Whole saveItem request: every photo at its limit plus the fields. */
const MAX_ITEM_REQUEST_BYTES = MAX_IMAGES_PER_ITEM * MAX_IMAGE_BYTES + 1024 * 1024;

const langOf = partnerLangOf;

/**
 * Items, add-ons and dish types. The restaurant is always the token's partner; ids in requests
 * only ever select among its own rows. The partner is checked before any body is read, so an
 * anonymous upload is refused without being received.
 */
export default async function menuRoutes(app: FastifyInstance, { menu }: { menu: MenuModule }) {
  const declareOlderNames = serveOlderNames(app, legacyApiPaths);
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_ITEM, fields: 100, fieldSize: 64 * 1024, parts: 120 },
  });
  const { items: menuItems, addons: menuAddons, dishTypes: menuDishTypes } = menu;
  const security = tokenSecurity;
  const items = jsonRoutes(app, { tags: ['menu: items'], security });
  const addons = jsonRoutes(app, { tags: ['menu: add-ons'], security });
  const dishes = jsonRoutes(app, { tags: ['menu: dish types'], security });
  // Photos cost CPU (decoding, re-encoding): a partner gets a bounded number of photos per
  // minute. Saves without photos cost nothing here: a client importing a whole menu is not slowed.
  const photosPerPartner = {
    name: 'photos-partner',
    max: app.config.RATE_LIMIT_UPLOADS_PER_MINUTE,
    windowMs: 60_000,
    key: (request: FastifyRequest) => String(restaurantOf(request)),
  };

  /* ---------- items ---------- */

  items.post(apiPaths.itemList, {
    access: 'service',
    summary: "The restaurant's items, newest first; `search` is accent- and case-insensitive",
    body: ZItemListRequestSchema,
    reply: ZItemListResponseSchema,
    handler: async (request, reply) => {
      const body = await menuItems.listBody(
        restaurantOf(request),
        langOf(request, request.body.lang),
        request.body.search,
      );
      // Already serialised (and cached as bytes): sent as is.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  });

  items.get(apiPaths.itemDetail, {
    access: 'menu',
    summary: 'One item with every field, for the edit form',
    querystring: ZItemDetailQuerySchema,
    reply: ZItemDetailResponseSchema,
    handler: async (request) =>
      menuItems.detail(restaurantOf(request), request.query.id, langOf(request, request.query.lang)),
  });

  items.post(apiPaths.saveItem, {
    access: 'menu',
    onRequest: [
      async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > MAX_ITEM_REQUEST_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', { httpStatus: 413 });
      },
    ],
    summary:
      'Create (no id) or update an item; multipart/form-data with `file_name` photos, or JSON / urlencoded without',
    description:
      'Fields of ZSaveItemRequestSchema (contract). Problems are reported one at a time, in this order: name, service type, dish type, price, preparation time, opening hours, then the rest.',
    reply: ZSaveItemResponseSchema,
    handler: async (request, reply) => {
      const { fields, files } = await readMultipartForm(request, ['file_name']);
      // Counted as received, before any is decoded.
      await app.infra.limits.charge(photosPerPartner, request, reply, files.get('file_name')?.length ?? 0);
      const parsed = ZSaveItemRequestSchema.safeParse(fields);
      if (!parsed.success) throw fromZodError(parsed.error);
      return menuItems.save(
        restaurantOf(request),
        parsed.data,
        files.get('file_name') ?? [],
        langOf(request, parsed.data.lang),
      );
    },
  });

  items.post(apiPaths.changeItemStatus, {
    access: 'menu',
    summary: 'Put an item on (1) or off (0) the menu',
    body: ZChangeItemStatusRequestSchema,
    reply: ZChangeItemStatusResponseSchema,
    handler: async (request) =>
      menuItems.setStatus(restaurantOf(request), request.body.id, request.body.status as 0 | 1),
  });

  items.post(apiPaths.markItemSoldOut, {
    access: 'service',
    summary: 'Sold out for today (1: until the next 04:00 Paris time) or back on sale now (0)',
    body: ZMarkItemSoldOutRequestSchema,
    reply: ZMarkItemSoldOutResponseSchema,
    handler: async (request) =>
      menuItems.markSoldOut(restaurantOf(request), request.body.id, request.body.sold_out as 0 | 1),
  });

  items.get(apiPaths.deleteItem, {
    access: 'menu',
    summary: 'Delete an item and its photos',
    querystring: ZDeleteItemQuerySchema,
    reply: ZDeletedResponseSchema,
    handler: async (request) => menuItems.delete(restaurantOf(request), request.query.id),
  });

  items.get(apiPaths.deleteItemImage, {
    access: 'menu',
    summary: 'Delete one photo of an item (id of the photo)',
    querystring: ZDeleteItemImageQuerySchema,
    reply: ZDeletedResponseSchema,
    handler: async (request) => menuItems.deleteImage(restaurantOf(request), request.query.id),
  });

  /* ---------- dish types ---------- */

  dishes.get(apiPaths.dishList, {
    access: 'menu',
    summary: "The restaurant's dish types in its order (data) and those it may still add (dishdata)",
    querystring: ZDishListQuerySchema,
    reply: ZDishListResponseSchema,
    handler: async (request) => menuDishTypes.list(restaurantOf(request), langOf(request, request.query.lang)),
  });

  dishes.get(apiPaths.dishOrder, {
    access: 'menu',
    summary: 'Save the dish-type order: item_id=3,1,2 (type_of_item_ids)',
    querystring: ZDishOrderQuerySchema,
    reply: ZDishListResponseSchema,
    handler: async (request) =>
      menuDishTypes.reorder(restaurantOf(request), request.query.item_id, langOf(request, request.query.lang)),
  });

  /**
   * A change of the restaurant's dish types (owner and manager): its body in, the list as it now
   * is out, in the language the body asks for.
   */
  const changeDishTypes = <B extends z.ZodType<{ lang?: string | undefined }>>(
    url: string,
    summary: string,
    body: B,
    change: (restaurantId: number, body: z.output<B>, lang: Locale) => Promise<TDishListResponse>,
  ) =>
    dishes.post(url, {
      access: 'menu',
      summary,
      body,
      reply: ZDishListResponseSchema,
      handler: async (request) => {
        // Validated against `body`; the request's type cannot follow a schema left generic here.
        const parsed = request.body as z.output<B>;
        return change(restaurantOf(request), parsed, langOf(request, parsed.lang));
      },
    });

  changeDishTypes(
    apiPaths.addDishType,
    'Add a dish type of the restaurant’s own',
    ZAddDishTypeRequestSchema,
    (restaurantId, body, lang) => menuDishTypes.addOwn(restaurantId, body.typeofitemname, body.fr_typeofitemname, lang),
  );

  changeDishTypes(
    apiPaths.changeDishTypeStatus,
    'Show (1) or hide (0) a dish type',
    ZChangeDishTypeStatusRequestSchema,
    (restaurantId, body, lang) =>
      menuDishTypes.setStatus(restaurantId, body.type_of_item_id, body.status as 0 | 1, lang),
  );

  changeDishTypes(
    apiPaths.renameDishType,
    'Rename a dish type of the restaurant’s own',
    ZRenameDishTypeRequestSchema,
    (restaurantId, body, lang) =>
      menuDishTypes.renameOwn(restaurantId, body.type_of_item_id, body.typeofitemname, body.fr_typeofitemname, lang),
  );

  changeDishTypes(
    apiPaths.deleteDishType,
    'Delete a dish type of the restaurant’s own; dishes still filed under it move to move_to (without it: DISH_TYPE_IN_USE with count)',
    ZDeleteDishTypeRequestSchema,
    (restaurantId, body, lang) => menuDishTypes.deleteOwn(restaurantId, body.type_of_item_id, body.move_to, lang),
  );

  /* ---------- add-ons ---------- */

  addons.get(apiPaths.addonList, {
    access: 'menu',
    summary: "The restaurant's add-ons in display order",
    querystring: ZAddonListQuerySchema,
    reply: ZAddonListResponseSchema,
    handler: async (request) => menuAddons.list(restaurantOf(request), langOf(request, request.query.lang)),
  });

  addons.post(apiPaths.saveAddon, {
    access: 'menu',
    summary: 'Create (no items_addon_id) or update an add-on',
    body: ZSaveAddonRequestSchema,
    reply: ZSaveAddonResponseSchema,
    handler: async (request) =>
      menuAddons.save(restaurantOf(request), request.body, langOf(request, request.body.lang)),
  });

  addons.get(apiPaths.deleteAddon, {
    access: 'menu',
    summary: 'Delete an add-on (and its links from items)',
    querystring: ZDeleteAddonQuerySchema,
    reply: ZDeletedResponseSchema,
    handler: async (request) => menuAddons.delete(restaurantOf(request), request.query.items_addon_id),
  });

  addons.get(apiPaths.addonOrder, {
    access: 'menu',
    summary: 'Save the add-on order: items_addon_id=3,1,2',
    querystring: ZAddonOrderQuerySchema,
    reply: ZAddonListResponseSchema,
    handler: async (request) =>
      menuAddons.reorder(restaurantOf(request), request.query.items_addon_id, langOf(request, request.query.lang)),
  });

  addons.get(apiPaths.itemAddons, {
    access: 'menu',
    summary: 'The add-on groups offered with one item, in the item’s order',
    querystring: ZItemAddonsQuerySchema,
    reply: ZAddonListResponseSchema,
    handler: async (request) =>
      menuItems.addonGroups(restaurantOf(request), request.query.item_id, langOf(request, request.query.lang)),
  });

  declareOlderNames();
}
