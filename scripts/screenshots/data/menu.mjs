import { apiToken, getAs, postAs } from '../api.mjs';
import { baseURL } from '../server.mjs';
import { dishPhoto } from './images.mjs';
import { placeOrders } from './orders.mjs';

const addonSeeds = [
  {
    fr_name: 'Sauces maison',
    name: 'House sauces',
    choiceoff: '2',
    min_choice: '1',
    isrequired: '1',
    subaddon: [
      ['Béarnaise', 'Béarnaise', '1.50'],
      ['Au poivre', 'Pepper', '1.50'],
      ['Roquefort', 'Roquefort', '2.00'],
    ],
  },
  {
    fr_name: 'Cuisson de la viande',
    name: 'Meat doneness',
    choiceoff: '1',
    min_choice: '1',
    isrequired: '1',
    subaddon: [
      ['Bleu', 'Blue', '0'],
      ['Saignant', 'Rare', '0'],
      ['À point', 'Medium', '0'],
      ['Bien cuit', 'Well done', '0'],
    ],
  },
  {
    fr_name: 'Accompagnements',
    name: 'Sides',
    choiceoff: '2',
    min_choice: '0',
    isrequired: '0',
    price: '0',
    subaddon: [
      ['Gratin dauphinois', 'Gratin dauphinois', '4.50'],
      ['Salade verte', 'Green salad', '3.00'],
      ['Frites maison', 'Homemade fries', '3.50'],
    ],
  },
];

/** Dishes of a Lyon bouchon; service 1 dine-in, 2 takeaway; dish types 2 starters, 3 mains, 5 sides, 7 desserts, 10 drinks, 'own' the restaurant's own. */
const dishSeeds = [
  {
    fr_item_name: 'Quenelle de brochet, sauce Nantua',
    item_name: 'Pike quenelle with Nantua sauce',
    fr_description: 'Quenelle soufflée au four, sauce aux écrevisses, riz pilaf.',
    description: 'Oven-baked pike dumpling, crayfish sauce, pilaf rice.',
    price: '18.50',
    type_of_item_id: 'own',
    allergens: 'gluten,crustaceans,eggs,fish,milk',
    addons: [0, 2],
    photos: [
      { table: ['#7a5230', '#3f2816'], food: ['#f0d9a8', '#d9a35f'], garnish: '#c0462b' },
      { table: ['#6b4a2e', '#2f1f12'], food: ['#f3e2bd', '#cf9a55'], garnish: '#6c8f3a' },
    ],
  },
  {
    fr_item_name: 'Salade lyonnaise',
    item_name: 'Lyon-style salad',
    fr_description: 'Frisée, lardons, croûtons, œuf poché.',
    description: 'Frisée lettuce, bacon, croutons, poached egg.',
    price: '12',
    type_of_item_id: '2',
    allergens: 'eggs,mustard,sulphites',
    photos: [{ table: ['#5e7d4a', '#2d4222'], food: ['#b9d47a', '#6f9a3c'], garnish: '#f2c14e' }],
  },
  {
    fr_item_name: 'Andouillette AAAAA, sauce moutarde à l’ancienne',
    item_name: 'AAAAA andouillette, old-style mustard sauce',
    fr_description: 'Andouillette grillée, sauce à la moutarde en grains, gratin dauphinois.',
    description: 'Grilled andouillette, wholegrain mustard sauce, gratin dauphinois.',
    price: '16.90',
    discount: '10',
    type_of_item_id: 'own,3',
    addons: [1, 0, 2],
    photos: [{ table: ['#8a6a3b', '#4a3418'], food: ['#d9a066', '#9b5e2a'], garnish: '#e8c547' }],
  },
  {
    fr_item_name: 'Tarte aux pralines roses',
    item_name: 'Pink praline tart',
    fr_description: 'La spécialité lyonnaise, pâte sablée et pralines concassées.',
    description: 'The Lyon speciality: shortcrust pastry and crushed pink pralines.',
    price: '7.50',
    buy_one_get_one_offer: '1',
    type_of_item_id: '7',
    allergens: 'gluten,eggs,milk,nuts',
    soldOut: true,
    service_open_time: '12:00,19:00',
    service_close_time: '14:00,22:30',
    photos: [{ table: ['#a8745a', '#5a3626'], food: ['#f08aa5', '#c2446a'], garnish: '#fbe3ea' }],
  },
  {
    fr_item_name: 'Cervelle de canut',
    item_name: 'Cervelle de canut herb cheese',
    fr_description: 'Fromage blanc aux herbes, échalote et ciboulette, pain grillé.',
    description: 'Fresh cheese with herbs, shallot and chives, toasted bread.',
    price: '6.50',
    type_of_item_id: '2',
    off: true,
    service_open_time: '12:00,19:00',
    service_close_time: '14:00,22:30',
    photos: [{ table: ['#6d6a5f', '#34322c'], food: ['#f5f2e6', '#d8d2bb'], garnish: '#4f7a33' }],
  },
  {
    fr_item_name: 'Gratin dauphinois à l’ancienne',
    item_name: 'Old-fashioned gratin dauphinois',
    fr_description: '',
    description: '',
    price: '5',
    type_of_item_id: '5',
    photos: [],
  },
  {
    fr_item_name: 'Bière blonde de la Croix-Rousse',
    item_name: 'Croix-Rousse lager',
    fr_description: 'Brassée sur les pentes, servie à la pression.',
    description: 'Brewed on the slopes, on draught.',
    price: '',
    sizes: JSON.stringify([
      { fr_name: 'Demi 25 cl', name: 'Half 25 cl', price: '3.50' },
      { fr_name: 'Pinte 50 cl', name: 'Pint 50 cl', price: '6.50' },
    ]),
    max_per_order: '12',
    tva_rate: '20',
    type_of_item_id: '10',
    allergens: 'gluten',
    beer: true,
    photos: [{ table: ['#4a3b2a', '#1f170f'], food: ['#f2c14e', '#d99a2b'], garnish: '#fff7e0' }],
  },
];

/**
 * The menu of `partner`: three add-on groups, six dishes (one off the menu, one without a photo),
 * a dish type of its own and one hidden. Returns the id of the first dish (two photos).
 */
export async function buildMenu(partner) {
  const token = await apiToken(partner);
  const addonIds = [];
  for (const addon of addonSeeds) {
    const { data } = await postAs(token, '/api/v1/restaurant/saveAddon', {
      ...addon,
      subaddon: JSON.stringify(
        addon.subaddon.map(([fr, en, price]) => ({ subaddonNameFr: fr, subaddonNameEn: en, price })),
      ),
    });
    addonIds.push(data.items_addon_id);
  }
  const withOwn = await postAs(token, '/api/v1/restaurant/addDishType', {
    fr_typeofitemname: 'Spécialités lyonnaises',
    typeofitemname: 'Lyon specialities',
  });
  await postAs(token, '/api/v1/restaurant/changeDishTypeStatus', { type_of_item_id: '9', status: '0' });

  const ids = [];
  let beerId = 0;
  // Saved last first: the list shows the newest first.
  for (const dish of [...dishSeeds].reverse()) {
    const form = new FormData();
    const { photos, addons = [], off, soldOut, beer, ...fields } = dish;
    const values = {
      type_of_service_id: '1,2',
      type_of_cuisines_id: '19',
      preparation_time: '20',
      // Served all day: the orders below are placed at whatever hour the script runs (a dish is
      // orderable only within its service hours, Europe/Paris). Dishes not ordered keep their own.
      service_open_time: '00:00',
      service_close_time: '24:00',
      types_of_addon_id: addons.map((index) => addonIds[index]).join(','),
      ...fields,
      // 'own': the restaurant's own dish type, created above.
      type_of_item_id: fields.type_of_item_id.replace('own', String(withOwn.data.at(-1).type_of_item_id)),
    };
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    for (const [index, photo] of photos.entries()) {
      form.append('file_name', new Blob([await dishPhoto(photo)], { type: 'image/jpeg' }), `photo-${index + 1}.jpg`);
    }
    const response = await fetch(`${baseURL}/api/v1/restaurant/saveItem`, {
      method: 'POST',
      headers: { token },
      body: form,
    });
    const json = await response.json();
    if (json.status !== 200) throw new Error(`saveItem ${dish.item_name}: ${json.message}`);
    if (off) await postAs(token, '/api/v1/restaurant/changeItemStatus', { id: String(json.data.id), status: '0' });
    if (soldOut) await postAs(token, '/api/v1/restaurant/markItemSoldOut', { id: String(json.data.id), sold_out: '1' });
    if (beer) beerId = json.data.id;
    ids.unshift(json.data.id);
  }
  // The dish type order as the owner set it: their specialities first.
  const { data } = await getAs(token, '/api/v1/restaurant/dishlistapi', { lang: 'fr' });
  const own = data.find((dishType) => dishType.is_own === 1);
  await getAs(token, '/api/v1/restaurant/addupdateItemorder', { item_id: String(own.type_of_item_id) });
  const orders = await placeOrders(token, partner, ids, beerId, addonIds);
  return { firstDishId: ids[0], beerId, ...orders };
}
