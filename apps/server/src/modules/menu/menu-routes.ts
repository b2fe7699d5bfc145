import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  apiPaths,
  legacyApiPaths,
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
} from '@portal/contract';
import { AppError, fromZodError } from '../../core/errors.js';
import { withFailure } from '../../core/envelope.js';
import { access, serveOlderNames, tokenSecurity, typed } from '../../core/routes.js';
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
export default async function menuRoutes(fastify: FastifyInstance, { menu }: { menu: MenuModule }) {
  const app = typed(fastify);
  const declareOlderNames = serveOlderNames(app, legacyApiPaths);
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_ITEM, fields: 100, fieldSize: 64 * 1024, parts: 120 },
  });
  const { items: menuItems, addons: menuAddons, dishTypes: menuDishTypes } = menu;
  const security = tokenSecurity;
  const items = { tags: ['menu: items'], security };
  const addons = { tags: ['menu: add-ons'], security };
  const dishes = { tags: ['menu: dish types'], security };
  // Photos cost CPU (decoding, re-encoding): a partner gets a bounded number of photos per
  // minute. Saves without photos cost nothing here: a client importing a whole menu is not slowed.
  const photosPerPartner = {
    name: 'photos-partner',
    max: app.config.RATE_LIMIT_UPLOADS_PER_MINUTE,
    windowMs: 60_000,
    key: (request: FastifyRequest) => String(restaurantOf(request)),
  };

  /* ---------- items ---------- */

  app.post(apiPaths.itemList, {
    config: access('service'),
    schema: {
      ...items,
      summary: "The restaurant's items, newest first; `search` is accent- and case-insensitive",
      body: ZItemListRequestSchema,
      response: { 200: withFailure(ZItemListResponseSchema) },
    },
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

  app.get(apiPaths.itemDetail, {
    config: access('menu'),
    schema: {
      ...items,
      summary: 'One item with every field, for the edit form',
      querystring: ZItemDetailQuerySchema,
      response: { 200: withFailure(ZItemDetailResponseSchema) },
    },
    handler: async (request) =>
      menuItems.detail(restaurantOf(request), request.query.id, langOf(request, request.query.lang)),
  });

  app.post(apiPaths.saveItem, {
    config: access('menu'),
    onRequest: [
      async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > MAX_ITEM_REQUEST_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', { httpStatus: 413 });
      },
    ],
    schema: {
      ...items,
      summary:
        'Create (no id) or update an item; multipart/form-data with `file_name` photos, or JSON / urlencoded without',
      description:
        'Fields of ZSaveItemRequestSchema (contract). Problems are reported one at a time, in this order: name, service type, dish type, price, preparation time, opening hours, then the rest.',
      response: { 200: withFailure(ZSaveItemResponseSchema) },
    },
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

  app.post(apiPaths.changeItemStatus, {
    config: access('menu'),
    schema: {
      ...items,
      summary: 'Put an item on (1) or off (0) the menu',
      body: ZChangeItemStatusRequestSchema,
      response: { 200: withFailure(ZChangeItemStatusResponseSchema) },
    },
    handler: async (request) =>
      menuItems.setStatus(restaurantOf(request), request.body.id, request.body.status as 0 | 1),
  });

  app.post(apiPaths.markItemSoldOut, {
    config: access('service'),
    schema: {
      ...items,
      summary: 'Sold out for today (1: until the next 04:00 Paris time) or back on sale now (0)',
      body: ZMarkItemSoldOutRequestSchema,
      response: { 200: withFailure(ZMarkItemSoldOutResponseSchema) },
    },
    handler: async (request) =>
      menuItems.markSoldOut(restaurantOf(request), request.body.id, request.body.sold_out as 0 | 1),
  });

  app.get(apiPaths.deleteItem, {
    config: access('menu'),
    schema: {
      ...items,
      summary: 'Delete an item and its photos',
      querystring: ZDeleteItemQuerySchema,
      response: { 200: withFailure(ZDeletedResponseSchema) },
    },
    handler: async (request) => menuItems.delete(restaurantOf(request), request.query.id),
  });

  app.get(apiPaths.deleteItemImage, {
    config: access('menu'),
    schema: {
      ...items,
      summary: 'Delete one photo of an item (id of the photo)',
      querystring: ZDeleteItemImageQuerySchema,
      response: { 200: withFailure(ZDeletedResponseSchema) },
    },
    handler: async (request) => menuItems.deleteImage(restaurantOf(request), request.query.id),
  });

  /* ---------- dish types ---------- */

  app.get(apiPaths.dishList, {
    config: access('menu'),
    schema: {
      ...dishes,
      summary: "The restaurant's dish types in its order (data) and those it may still add (dishdata)",
      querystring: ZDishListQuerySchema,
      response: { 200: withFailure(ZDishListResponseSchema) },
    },
    handler: async (request) => menuDishTypes.list(restaurantOf(request), langOf(request, request.query.lang)),
  });

  app.get(apiPaths.dishOrder, {
    config: access('menu'),
    schema: {
      ...dishes,
      summary: 'Save the dish-type order: item_id=3,1,2 (type_of_item_ids)',
      querystring: ZDishOrderQuerySchema,
      response: { 200: withFailure(ZDishListResponseSchema) },
    },
    handler: async (request) =>
      menuDishTypes.reorder(restaurantOf(request), request.query.item_id, langOf(request, request.query.lang)),
  });

  app.post(apiPaths.addDishType, {
    config: access('menu'),
    schema: {
      ...dishes,
      summary: 'Add a dish type of the restaurant’s own',
      body: ZAddDishTypeRequestSchema,
      response: { 200: withFailure(ZDishListResponseSchema) },
    },
    handler: async (request) =>
      menuDishTypes.addOwn(
        restaurantOf(request),
        request.body.typeofitemname,
        request.body.fr_typeofitemname,
        langOf(request, request.body.lang),
      ),
  });

  app.post(apiPaths.changeDishTypeStatus, {
    config: access('menu'),
    schema: {
      ...dishes,
      summary: 'Show (1) or hide (0) a dish type',
      body: ZChangeDishTypeStatusRequestSchema,
      response: { 200: withFailure(ZDishListResponseSchema) },
    },
    handler: async (request) =>
      menuDishTypes.setStatus(
        restaurantOf(request),
        request.body.type_of_item_id,
        request.body.status as 0 | 1,
        langOf(request, request.body.lang),
      ),
  });

  app.post(apiPaths.renameDishType, {
    config: access('menu'),
    schema: {
      ...dishes,
      summary: 'Rename a dish type of the restaurant’s own',
      body: ZRenameDishTypeRequestSchema,
      response: { 200: withFailure(ZDishListResponseSchema) },
    },
    handler: async (request) =>
      menuDishTypes.renameOwn(
        restaurantOf(request),
        request.body.type_of_item_id,
        request.body.typeofitemname,
        request.body.fr_typeofitemname,
        langOf(request, request.body.lang),
      ),
  });

  app.post(apiPaths.deleteDishType, {
    config: access('menu'),
    schema: {
      ...dishes,
      summary:
        'Delete a dish type of the restaurant’s own; dishes still filed under it move to move_to (without it: DISH_TYPE_IN_USE with count)',
      body: ZDeleteDishTypeRequestSchema,
      response: { 200: withFailure(ZDishListResponseSchema) },
    },
    handler: async (request) =>
      menuDishTypes.deleteOwn(
        restaurantOf(request),
        request.body.type_of_item_id,
        request.body.move_to,
        langOf(request, request.body.lang),
      ),
  });

  /* ---------- add-ons ---------- */

  app.get(apiPaths.addonList, {
    config: access('menu'),
    schema: {
      ...addons,
      summary: "The restaurant's add-ons in display order",
      querystring: ZAddonListQuerySchema,
      response: { 200: withFailure(ZAddonListResponseSchema) },
    },
    handler: async (request) => menuAddons.list(restaurantOf(request), langOf(request, request.query.lang)),
  });

  app.post(apiPaths.saveAddon, {
    config: access('menu'),
    schema: {
      ...addons,
      summary: 'Create (no items_addon_id) or update an add-on',
      body: ZSaveAddonRequestSchema,
      response: { 200: withFailure(ZSaveAddonResponseSchema) },
    },
    handler: async (request) =>
      menuAddons.save(restaurantOf(request), request.body, langOf(request, request.body.lang)),
  });

  app.get(apiPaths.deleteAddon, {
    config: access('menu'),
    schema: {
      ...addons,
      summary: 'Delete an add-on (and its links from items)',
      querystring: ZDeleteAddonQuerySchema,
      response: { 200: withFailure(ZDeletedResponseSchema) },
    },
    handler: async (request) => menuAddons.delete(restaurantOf(request), request.query.items_addon_id),
  });

  app.get(apiPaths.addonOrder, {
    config: access('menu'),
    schema: {
      ...addons,
      summary: 'Save the add-on order: items_addon_id=3,1,2',
      querystring: ZAddonOrderQuerySchema,
      response: { 200: withFailure(ZAddonListResponseSchema) },
    },
    handler: async (request) =>
      menuAddons.reorder(restaurantOf(request), request.query.items_addon_id, langOf(request, request.query.lang)),
  });

  app.get(apiPaths.itemAddons, {
    config: access('menu'),
    schema: {
      ...addons,
      summary: 'The add-on groups offered with one item, in the item’s order',
      querystring: ZItemAddonsQuerySchema,
      response: { 200: withFailure(ZAddonListResponseSchema) },
    },
    handler: async (request) =>
      menuItems.addonGroups(restaurantOf(request), request.query.item_id, langOf(request, request.query.lang)),
  });

  declareOlderNames();
}
