import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/*
 * Menu: reference lists (seeded in French and English), items with their photos and links to
 * the lists, add-on groups and their options, each restaurant's dish-type order, and the
 * per-restaurant menu version that menu caches are keyed on.
 */

type Seed = Array<[id: number, fr: string, en: string]>;

const cuisines: Seed = [
  [1, 'Française', 'French'],
  [2, 'Italienne', 'Italian'],
  [3, 'Japonaise', 'Japanese'],
  [4, 'Chinoise', 'Chinese'],
  [5, 'Vietnamienne', 'Vietnamese'],
  [6, 'Thaïlandaise', 'Thai'],
  [7, 'Indienne', 'Indian'],
  [8, 'Libanaise', 'Lebanese'],
  [9, 'Marocaine', 'Moroccan'],
  [10, 'Espagnole', 'Spanish'],
  [11, 'Grecque', 'Greek'],
  [12, 'Turque', 'Turkish'],
  [13, 'Mexicaine', 'Mexican'],
  [14, 'Américaine', 'American'],
  [15, 'Coréenne', 'Korean'],
  [16, 'Africaine', 'African'],
  [17, 'Antillaise', 'Caribbean'],
  [18, 'Méditerranéenne', 'Mediterranean'],
  [19, 'Lyonnaise', 'Lyonnaise'],
  [20, 'Provençale', 'Provençal'],
  [21, 'Bretonne (crêperie)', 'Breton (crêperie)'],
  [22, 'Alsacienne', 'Alsatian'],
  [23, 'Savoyarde', 'Savoyard'],
  [24, 'Basque', 'Basque'],
  [25, 'Poissons et fruits de mer', 'Fish and seafood'],
  [26, 'Brasserie', 'Brasserie'],
  [27, 'Pizzeria', 'Pizzeria'],
  [28, 'Burgers', 'Burgers'],
  [29, 'Boulangerie-pâtisserie', 'Bakery and pastry'],
];

const foodChoices: Seed = [
  [1, 'Végétarien', 'Vegetarian'],
  [2, 'Végan', 'Vegan'],
  [3, 'Sans gluten', 'Gluten-free'],
  [4, 'Sans lactose', 'Lactose-free'],
  [5, 'Halal', 'Halal'],
  [6, 'Casher', 'Kosher'],
  [7, 'Bio', 'Organic'],
  [8, 'Fait maison', 'Homemade'],
  [9, 'Épicé', 'Spicy'],
  [10, 'Sans fruits à coque', 'Nut-free'],
];

const serviceTypes: Seed = [
  [1, 'Sur place', 'Dine-in'],
  [2, 'À emporter', 'Takeaway'],
  [3, 'Livraison', 'Delivery'],
];

/** Payment methods with the ids existing clients send: Online (1), Cash (2), Pay later (3), Voucher (4). */
const paymentMethods: Seed = [
  [1, 'Paiement en ligne', 'Online'],
  [2, 'Espèces', 'Cash'],
  [3, 'Payer plus tard', 'Pay later'],
  [4, 'Titre-restaurant', 'Voucher'],
];

/** In the order of a French menu. */
const dishTypes: Seed = [
  [1, 'Apéritifs', 'Aperitifs'],
  [2, 'Entrées', 'Starters'],
  [3, 'Plats', 'Main courses'],
  [4, 'Plats du jour', "Today's specials"],
  [5, 'Accompagnements', 'Side dishes'],
  [6, 'Fromages', 'Cheeses'],
  [7, 'Desserts', 'Desserts'],
  [8, 'Menus et formules', 'Set menus'],
  [9, 'Menu enfant', "Children's menu"],
  [10, 'Boissons', 'Drinks'],
  [11, 'Vins', 'Wines'],
  [12, 'Boissons chaudes', 'Hot drinks'],
];

export async function up(db: Kysely<unknown>, { dialect, idColumnType, timeType }: MigrationContext) {
  for (const table of ['cuisines', 'food_choices', 'service_types', 'payment_methods', 'dish_types']) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', idColumnType, (col) => col.primaryKey())
      .addColumn('fr_label', 'text', (col) => col.notNull())
      .addColumn('en_label', 'text', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', timeType, (col) => col.notNull());
    if (table === 'dish_types') {
      // NULL: the platform list; otherwise a dish type a restaurant added for itself.
      builder = builder.addColumn('restaurant_id', 'integer', (col) =>
        col.references('partners.id').onDelete('cascade'),
      );
    }
    await builder.execute();
  }
  await db.schema.createIndex('dish_types_restaurant_idx').on('dish_types').column('restaurant_id').execute();

  const now = Date.now();
  const seeds: Array<[string, Seed]> = [
    ['cuisines', cuisines],
    ['food_choices', foodChoices],
    ['service_types', serviceTypes],
    ['payment_methods', paymentMethods],
    ['dish_types', dishTypes],
  ];
  for (const [table, rows] of seeds) {
    await db
      .insertInto(table as never)
      .values(
        rows.map(([id, fr, en]) => ({ id, fr_label: fr, en_label: en, sort_order: id, created_at: now })) as never,
      )
      .execute();
    if (dialect === 'postgres') {
      // Explicit ids leave the serial's sequence behind; later inserts must not collide.
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        db,
      );
    }
  }

  await db.schema
    .createTable('items')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('en_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('fr_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('en_description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('fr_description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('discount_percent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('buy_one_get_one', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('preparation_minutes', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('tva_bp', 'integer', (col) => col.notNull().defaultTo(1000))
    .addColumn('service_open_time', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('service_close_time', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('items_restaurant_idx').on('items').columns(['restaurant_id', 'id']).execute();

  await db.schema
    .createTable('item_images')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('item_id', 'integer', (col) => col.notNull().references('items.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('thumb_name', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('item_images_item_idx').on('item_images').column('item_id').execute();

  await db.schema
    .createTable('addons')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('en_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('fr_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('choose_upto', 'integer', (col) => col.notNull())
    .addColumn('min_choice', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_required', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', timeType, (col) => col.notNull())
    .addColumn('updated_at', timeType, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('addons_restaurant_idx').on('addons').columns(['restaurant_id', 'position']).execute();

  await db.schema
    .createTable('addon_options')
    .addColumn('id', idColumnType, (col) => col.primaryKey())
    .addColumn('addon_id', 'integer', (col) => col.notNull().references('addons.id').onDelete('cascade'))
    .addColumn('en_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('fr_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('addon_options_addon_idx').on('addon_options').column('addon_id').execute();

  // Links of an item to the lists, in the order they were chosen.
  const links: Array<[table: string, column: string, target: string]> = [
    ['item_cuisines', 'cuisine_id', 'cuisines.id'],
    ['item_service_types', 'service_type_id', 'service_types.id'],
    ['item_food_choices', 'food_choice_id', 'food_choices.id'],
    ['item_dish_types', 'dish_type_id', 'dish_types.id'],
    ['item_addons', 'addon_id', 'addons.id'],
  ];
  for (const [table, column, target] of links) {
    await db.schema
      .createTable(table)
      .addColumn('item_id', 'integer', (col) => col.notNull().references('items.id').onDelete('cascade'))
      .addColumn(column, 'integer', (col) => col.notNull().references(target).onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, ['item_id', column] as never)
      .execute();
    await db.schema.createIndex(`${table}_target_idx`).on(table).column(column).execute();
  }

  await db.schema
    .createTable('restaurant_dish_types')
    .addColumn('restaurant_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('dish_type_id', 'integer', (col) => col.notNull().references('dish_types.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('restaurant_dish_types_pk', ['restaurant_id', 'dish_type_id'] as never)
    .execute();

  await db.schema
    .createTable('menu_versions')
    .addColumn('restaurant_id', 'integer', (col) => col.primaryKey().references('partners.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'menu_versions',
    'restaurant_dish_types',
    'item_addons',
    'item_dish_types',
    'item_food_choices',
    'item_service_types',
    'item_cuisines',
    'addon_options',
    'addons',
    'item_images',
    'items',
    'dish_types',
    'payment_methods',
    'service_types',
    'food_choices',
    'cuisines',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
