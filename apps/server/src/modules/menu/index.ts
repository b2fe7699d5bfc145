import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import type { Clock } from '../../core/clock.js';
import type { ImageStore } from '../../infra/images/image-store.js';
import { AddonService } from './addon-service.js';
import { AddonsRepository } from './addons-repository.js';
import { DishTypeService } from './dish-type-service.js';
import { DishTypesRepository } from './dish-types-repository.js';
import { ItemService } from './item-service.js';
import { ItemsRepository } from './items-repository.js';
import { MenuCache } from './menu-cache.js';
import menuRoutes from './menu-routes.js';
import { MenuVersionsRepository } from './menu-versions-repository.js';
import { MenuWriter } from './menu-writer.js';
import { PublicMenuReader } from './public-menu.js';
import { ReferenceRepository } from './reference-repository.js';
import referenceRoutes from './reference-routes.js';
import { ReferenceService } from './reference-service.js';

export type { OrderableItem } from './item-wire.js';
export { servedAt } from './service-hours.js';
export type { PublicMenu, PublicMenuReader } from './public-menu.js';

/** What other modules and tools may use of the menu. */
export interface MenuModule {
  items: ItemService;
  addons: AddonService;
  dishTypes: DishTypeService;
  references: ReferenceService;
  /** The menu as customers see it (the public page). */
  publicMenu: PublicMenuReader;
}

declare module 'fastify' {
  interface FastifyInstance {
    menu: MenuModule;
  }
}

/** Builds the module without a server: the admin command and the demo seed use it as the routes do. */
export function createMenuModule(deps: { db: Kysely<Database>; clock: Clock; images: ImageStore }): MenuModule {
  const { db, clock, images } = deps;
  const references = new ReferenceRepository(db, clock);
  const addonsRepository = new AddonsRepository(db);
  const dishTypesRepository = new DishTypesRepository(db, clock);
  const versions = new MenuVersionsRepository(db);
  const cache = new MenuCache();
  const writer = new MenuWriter({ db, versions, cache });
  const dishTypes = new DishTypeService({ dishTypes: dishTypesRepository, writer });
  const itemsRepository = new ItemsRepository(db, clock);
  return {
    items: new ItemService({
      items: itemsRepository,
      addons: addonsRepository,
      references,
      dishTypes: dishTypesRepository,
      versions,
      writer,
      cache,
      images,
      clock,
    }),
    addons: new AddonService({ addons: addonsRepository, writer, clock }),
    dishTypes,
    references: new ReferenceService({ references, dishTypes }),
    publicMenu: new PublicMenuReader({
      items: itemsRepository,
      addons: addonsRepository,
      dishTypes: dishTypesRepository,
      versions,
      writer,
      clock,
    }),
  };
}

/** Items with photos, add-on groups, dish types and their order, reference lists; the cached item list. */
async function menuModule(app: FastifyInstance) {
  const menu = createMenuModule(app.infra);
  app.decorate('menu', menu);
  await app.register(menuRoutes, { menu });
  await app.register(referenceRoutes, { references: menu.references });
}

export default fp(menuModule, { name: 'menu', dependencies: ['infra', 'auth'] });
