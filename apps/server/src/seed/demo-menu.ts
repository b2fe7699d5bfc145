import sharp from 'sharp';
import type { AllergenCode, TSaveAddonInput, TSaveItemInput } from '@portal/contract';
import type { MenuModule } from '../modules/menu/index.js';

/** Ids of the seeded reference lists (migration 0002). */
const SERVICE = { dineIn: 1, takeaway: 2, delivery: 3 } as const;
const CUISINE = { french: 1, lyonnaise: 19 } as const;
const DISH = { starters: 2, mains: 3, cheeses: 6, desserts: 7, wines: 11 } as const;
const CHOICE = { vegetarian: 1, homemade: 8 } as const;

type DemoOption = Omit<TSaveAddonInput['subaddon'][number], 'allergens'> & { allergens?: AllergenCode[] };
type DemoAddon = Omit<TSaveAddonInput, 'items_addon_id' | 'lang' | 'subaddon'> & { subaddon: DemoOption[] };
type DemoItem = Omit<TSaveItemInput, 'id' | 'lang' | 'types_of_addon_id' | 'sizes' | 'max_per_order'> & {
  sizes?: TSaveItemInput['sizes'];
  addons: string[];
  colours: [string, string];
};

const addons: DemoAddon[] = [
  {
    name: 'Side dish',
    fr_name: 'Accompagnement',
    price_cents: 0,
    choiceoff: 1,
    min_choice: 1,
    isrequired: 1,
    subaddon: [
      { subaddonNameEn: 'Gratin dauphinois', subaddonNameFr: 'Gratin dauphinois', price_cents: 0 },
      { subaddonNameEn: 'Green salad', subaddonNameFr: 'Salade verte', price_cents: 0 },
      { subaddonNameEn: 'Homemade fries', subaddonNameFr: 'Frites maison', price_cents: 150 },
    ],
  },
  {
    name: 'Extras',
    fr_name: 'Suppléments',
    price_cents: 0,
    choiceoff: 3,
    min_choice: 0,
    isrequired: 0,
    subaddon: [
      {
        subaddonNameEn: 'Extra Saint-Marcellin',
        subaddonNameFr: 'Saint-Marcellin en plus',
        price_cents: 350,
        allergens: ['milk'],
      },
      { subaddonNameEn: 'Fresh bread', subaddonNameFr: 'Pain frais', price_cents: 100, allergens: ['gluten'] },
      { subaddonNameEn: 'Cervelle de canut', subaddonNameFr: 'Cervelle de canut', price_cents: 250 },
    ],
  },
];

const common = {
  discount: 0,
  buy_one_get_one_offer: 0 as const,
  food_choice_id: [CHOICE.homemade],
  type_of_cuisines_id: [CUISINE.french, CUISINE.lyonnaise],
  service_open_time: ['12:00', '19:00'],
  service_close_time: ['14:30', '22:30'],
  tva_rate: 10 as const,
};

const items: DemoItem[] = [
  {
    ...common,
    item_name: 'Lyon-style salad',
    fr_item_name: 'Salade lyonnaise',
    description: 'Frisée, crispy bacon lardons, croutons and a soft-poached egg.',
    fr_description: 'Frisée, lardons croustillants, croûtons et œuf poché.',
    type_of_service_id: [SERVICE.dineIn, SERVICE.takeaway],
    type_of_item_id: [DISH.starters],
    price_cents: 1150,
    allergens: ['gluten', 'eggs', 'mustard'],
    preparation_time: 10,
    addons: ['Extras'],
    colours: ['#7a9a3a', '#d8c36a'],
  },
  {
    ...common,
    item_name: 'Pike quenelle, Nantua sauce',
    fr_item_name: 'Quenelle de brochet, sauce Nantua',
    description: 'Baked pike quenelle with a crayfish sauce.',
    fr_description: 'Quenelle de brochet gratinée, sauce aux écrevisses.',
    type_of_service_id: [SERVICE.dineIn, SERVICE.takeaway, SERVICE.delivery],
    type_of_item_id: [DISH.mains],
    price_cents: 1890,
    allergens: ['gluten', 'crustaceans', 'eggs', 'fish', 'milk'],
    preparation_time: 25,
    addons: ['Side dish', 'Extras'],
    colours: ['#c2562f', '#f0c27b'],
  },
  {
    ...common,
    item_name: 'Andouillette, mustard sauce',
    fr_item_name: 'Andouillette, sauce moutarde',
    description: 'Grilled andouillette from a Lyon charcutier, wholegrain mustard sauce.',
    fr_description: 'Andouillette grillée de charcutier lyonnais, sauce à la moutarde à l’ancienne.',
    type_of_service_id: [SERVICE.dineIn],
    type_of_item_id: [DISH.mains],
    price_cents: 1750,
    allergens: ['mustard', 'sulphites'],
    preparation_time: 20,
    discount: 10,
    addons: ['Side dish'],
    colours: ['#8c4a2f', '#e2a65b'],
  },
  {
    ...common,
    item_name: 'Saint-Marcellin',
    fr_item_name: 'Saint-Marcellin affiné',
    description: 'A ripe Saint-Marcellin from the Mère Richard, with a green salad.',
    fr_description: 'Saint-Marcellin affiné de la Mère Richard, salade verte.',
    type_of_service_id: [SERVICE.dineIn, SERVICE.takeaway],
    type_of_item_id: [DISH.cheeses],
    food_choice_id: [CHOICE.vegetarian],
    price_cents: 690,
    allergens: ['milk'],
    preparation_time: 5,
    addons: [],
    colours: ['#d9c9a3', '#f7f1e1'],
  },
  {
    ...common,
    item_name: 'Pink praline tart',
    fr_item_name: 'Tarte aux pralines',
    description: 'Lyon’s pink praline tart, homemade shortcrust.',
    fr_description: 'La tarte aux pralines roses de Lyon, pâte sablée maison.',
    type_of_service_id: [SERVICE.dineIn, SERVICE.takeaway, SERVICE.delivery],
    type_of_item_id: [DISH.desserts],
    food_choice_id: [CHOICE.vegetarian, CHOICE.homemade],
    price_cents: 750,
    allergens: ['gluten', 'eggs', 'milk', 'nuts'],
    preparation_time: 5,
    buy_one_get_one_offer: 1,
    addons: [],
    colours: ['#d9547b', '#f6b7c8'],
  },
  {
    ...common,
    item_name: 'Beaujolais, glass',
    fr_item_name: 'Verre de Beaujolais',
    description: 'Morgon, 12 cl.',
    fr_description: 'Morgon, 12 cl.',
    type_of_service_id: [SERVICE.dineIn],
    type_of_item_id: [DISH.wines],
    price_cents: 550,
    allergens: ['sulphites'],
    sizes: [
      { id: null, name: 'Glass 12 cl', fr_name: 'Verre 12 cl', price_cents: 550 },
      { id: null, name: 'Lyon pot 46 cl', fr_name: 'Pot lyonnais 46 cl', price_cents: 1800 },
    ],
    preparation_time: 1,
    tva_rate: 20,
    addons: [],
    colours: ['#5b1a33', '#a8325e'],
  },
];

/** A plain photo stand-in: a warm gradient with a plate, so the demo menu is not blank. */
function demoPhoto([from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>
    <circle cx="400" cy="300" r="190" fill="#fffaf2" opacity="0.92"/>
    <circle cx="400" cy="300" r="140" fill="${to}" opacity="0.55"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The demo restaurant's bilingual menu: two add-on groups and six Lyon classics with photos. */
export async function seedDemoMenu(menu: Pick<MenuModule, 'items' | 'addons'>, restaurantId: number): Promise<void> {
  const addonIds = new Map<string, number>();
  for (const addon of addons) {
    const subaddon = addon.subaddon.map((option) => ({ ...option, allergens: option.allergens ?? [] }));
    await menu.addons.save(restaurantId, { ...addon, subaddon, items_addon_id: null }, 'en');
  }
  const saved = await menu.addons.list(restaurantId, 'en');
  for (const addon of saved.data) addonIds.set(addon.name, addon.items_addon_id);

  for (const { addons: addonNames, colours, ...item } of items) {
    const types_of_addon_id = addonNames
      .map((name) => addonIds.get(name))
      .filter((id): id is number => id !== undefined);
    const input = { sizes: [], max_per_order: null, ...item, id: null, types_of_addon_id };
    await menu.items.save(restaurantId, input, [await demoPhoto(colours)], 'fr');
  }
}
