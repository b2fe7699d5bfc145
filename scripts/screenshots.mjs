#!/usr/bin/env node
// Screenshots of every screen, in French and English, at desktop (1280×800) and phone (390×844)
// width, for visual review: `npm run build && npm run screenshots` → screenshots/<locale>-<width>-<screen>.png
// (SCREENSHOTS_ONLY=item,addons,dish for some of them)
//
// Starts the built server like e2e/support/start-server.mjs does (fresh embedded database,
// console message transport, offline address search), on port 3200 with DATA_DIR
// .screenshots-data, creates its own partners through the API and the admin command, and stops
// the server at the end. The menu screens (dishes, add-ons, dish types) are shot for a restaurant
// whose menu is built through the API, with real photos made here with sharp.
import { execFileSync, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumArgs, portalServerEnv } from '../e2e/support/server-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.SCREENSHOTS_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.screenshots-data');
const outDir = path.join(root, 'screenshots');

const viewports = [
  { width: 1280, height: 800, isMobile: false },
  { width: 390, height: 844, isMobile: true },
];
const locales = ['fr', 'en'];
/** SCREENSHOTS_ONLY=item-list,addons shoots only the screens whose name contains one of them. */
const only = process.env.SCREENSHOTS_ONLY?.split(',').filter(Boolean) ?? [];

const serverEnv = portalServerEnv({ port, dataDir });

/* ---------- server ---------- */

function startServer() {
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit', env: serverEnv });
  return server;
}

async function waitForHealth(server) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer on ${baseURL}/api/health within 30 s`);
}

function stopServer(server) {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', resolve);
    process.kill(server.pid, 'SIGTERM');
  });
}

function admin(...args) {
  return execFileSync(process.execPath, ['apps/server/dist/admin/cli.js', ...args], {
    cwd: root,
    env: { ...serverEnv, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

/* ---------- partners ---------- */

async function post(pathname, body, headers = {}) {
  const response = await fetch(`${baseURL}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (json.status !== 200) throw new Error(`${pathname}: ${json.message}`);
  return json;
}

async function latestCode(to) {
  const messages = await (await fetch(`${baseURL}/api/dev/outbox`)).json();
  const message = messages.find((entry) => entry.to === to && entry.code);
  if (!message) throw new Error(`No code was sent to ${to}`);
  return message.code;
}

/** A partner taken to `state`: 'registered', 'verified' or 'approved'. */
async function createPartner(name, state) {
  const mobile = `6${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const partner = {
    name,
    phone: `0${mobile}`,
    international: `+33${mobile}`,
    email: `contact-${mobile}@restaurant-demo.fr`,
    password: 'Bouchon-Lyon-2024',
  };
  const { token } = await post('/api/v1/restaurant/auth/signuprestaurant', {
    name,
    address: '12 Rue Mercière 69002 Lyon',
    latitude: 45.7624,
    longitude: 4.8316,
    email: partner.email,
    phone: partner.phone,
    country_code: '+33',
    password: partner.password,
    device_type: 'web',
  });
  if (state === 'registered') return partner;
  await post('/api/v1/restaurant/auth/activate', { otp: await latestCode(partner.international) }, { token });
  if (state === 'approved') admin('approve', partner.international);
  return partner;
}

/** A manager who accepted the invitation and a staff member still invited. */
async function buildTeam(partner) {
  const token = await apiToken(partner);
  for (const [name, role, accept] of [
    ['Marc Dubois', 'manager', true],
    ['Léa Martin', 'staff', false],
  ]) {
    const mobile = `7${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    await postAs(token, '/api/v1/restaurant/inviteStaff', { name, phone: `0${mobile}`, country_code: '33', role });
    if (!accept) continue;
    await post('/api/v1/restaurant/auth/acceptInvite', {
      phone: `0${mobile}`,
      country_code: '33',
      otp: await latestCode(`+33${mobile}`),
      password: 'Service-du-soir',
    });
  }
}

/* ---------- a restaurant's menu ---------- */

async function apiToken(partner) {
  const { token } = await post('/api/v1/restaurant/auth/loginrestraurant', {
    phone: partner.phone,
    country_code: '33',
    password: partner.password,
  });
  return token;
}

async function postAs(token, pathname, body) {
  return post(pathname, body, { token });
}

/** A booking the restaurant enters itself, for a guest on one phone number. */
function createBooking(token, { date, time, covers, firstName, lastName, note, source }) {
  return postAs(token, '/api/v1/restaurant/createBooking', {
    date,
    time,
    covers,
    first_name: firstName,
    last_name: lastName,
    phone: '0611223344',
    country_code: '33',
    note,
    source,
  });
}

async function getAs(token, pathname, query) {
  const response = await fetch(`${baseURL}${pathname}?${new URLSearchParams(query)}`, { headers: { token } });
  const json = await response.json();
  if (json.status !== 200) throw new Error(`${pathname}: ${json.message}`);
  return json;
}

/**
 * A photo of a dish as a phone gives it (JPEG, 1200 × 900): a plate on a table, the food in the
 * dish's colours. Drawn in SVG and encoded by sharp.
 */
function dishPhoto({ table, food, garnish }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs>
      <radialGradient id="t" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${table[0]}"/><stop offset="1" stop-color="${table[1]}"/></radialGradient>
      <radialGradient id="f" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="${food[0]}"/><stop offset="1" stop-color="${food[1]}"/></radialGradient>
    </defs>
    <rect width="1200" height="900" fill="url(#t)"/>
    <ellipse cx="610" cy="480" rx="380" ry="340" fill="#00000022"/>
    <circle cx="600" cy="450" r="360" fill="#fbf8f2"/>
    <circle cx="600" cy="450" r="290" fill="#f1ece2"/>
    <ellipse cx="600" cy="450" rx="210" ry="170" fill="url(#f)"/>
    <circle cx="540" cy="400" r="26" fill="${garnish}"/>
    <circle cx="660" cy="430" r="20" fill="${garnish}"/>
    <circle cx="610" cy="510" r="16" fill="${garnish}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

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
async function buildMenu(partner) {
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

/** A square logo as an owner would send it: the initials on the bouchon's colour. */
function logoImage() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" rx="80" fill="#7a1f2b"/>
    <circle cx="200" cy="200" r="130" fill="none" stroke="#f4e4c1" stroke-width="14"/>
    <text x="200" y="235" font-family="DejaVu Serif, serif" font-size="120" font-weight="bold"
      text-anchor="middle" fill="#f4e4c1">BC</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The profile of `partner` as its owner fills it in (editMyDetails, multipart): lunch and dinner,
 * closed on Mondays, lunch only on Sundays, a summer closure, a logo, three photos, the legal
 * identity.
 */
async function fillProfile(partner) {
  const token = await apiToken(partner);
  const { data: current } = await getAs(token, '/api/v1/restaurant/restaurantDetails', { lang: 'fr' });
  const fields = {
    name: current.name,
    address: '12 Rue Mercière 69002 Lyon',
    latitude: '45.7624',
    longitude: '4.8316',
    email: current.email,
    phone: current.phone,
    country_code: current.country_code,
    cuisines: '19,1',
    type_of_service: '1,2',
    food_choices: '8',
    payment_type: '1,2,4',
    preprationTime: '20',
    price_range: '2',
    open_time: '12:00,19:00',
    close_time: '14:00,22:30',
    capacity: '48',
    parking: '0',
    web_restro: 'https://www.bouchon-des-canuts.fr',
    web_instagram: 'https://www.instagram.com/bouchondescanuts',
    web_facebook: '',
    fr_description:
      'Un bouchon lyonnais traditionnel au cœur de la Presqu’île : quenelles, salade lyonnaise et tarte aux pralines, avec les vins du Beaujolais.',
    description:
      'A traditional Lyon bouchon in the heart of the Presqu’île: quenelles, salade lyonnaise and praline tart, with Beaujolais wines.',
    owner_details: 'Marie et Julien Perrin, aux fourneaux depuis 2009.',
    legal_name: 'SARL Les Canuts Gourmands',
    siret: '73282932000074',
    vat_number: 'FR44732829320',
    allergen_notice: 'La liste des allergènes de chaque plat est disponible sur demande auprès de notre équipe.',
    weekly_hours: JSON.stringify([
      { weekday: 1, open_time: '', close_time: '' },
      { weekday: 7, open_time: '12:00', close_time: '15:00' },
    ]),
    closures: JSON.stringify([{ start_date: '2026-08-03', end_date: '2026-08-23', reason: 'Congés d’été' }]),
    lang: 'fr',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('logo_image', new Blob([await logoImage()], { type: 'image/png' }), 'logo.png');
  const photos = [
    { table: ['#7a5230', '#3f2816'], food: ['#c98b4f', '#8a5a2b'], garnish: '#f4e4c1' },
    { table: ['#5e7d4a', '#2d4222'], food: ['#e8d8b0', '#c2a56a'], garnish: '#7a1f2b' },
    { table: ['#4a3b2a', '#1f170f'], food: ['#f2c14e', '#d99a2b'], garnish: '#fff7e0' },
  ];
  for (const [index, photo] of photos.entries()) {
    form.append(
      'restro_gallery_image',
      new Blob([await dishPhoto(photo)], { type: 'image/jpeg' }),
      `salle-${index + 1}.jpg`,
    );
  }
  const response = await fetch(`${baseURL}/api/v1/restaurant/editMyDetails`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const json = await response.json();
  if (json.status !== 200) throw new Error(`editMyDetails: ${json.message}`);
}

/** A customer registered and verified through the customer API; returns their token. */
async function registerCustomer(firstName, lastName, birthDate) {
  const mobile = `7${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await post('/api/v1/customer/auth/customerRegistration', {
    first_name: firstName,
    last_name: lastName,
    email: `${firstName
      .normalize('NFD')
      .replace(/[^a-z]/gi, '')
      .toLowerCase()}-${mobile}@clients.example.fr`,
    mobileno: `0${mobile}`,
    country_code: '33',
    password: 'tarte aux pralines',
    birth_date: birthDate,
  });
  const verified = await post('/api/v1/customer/auth/verifyCustomer', {
    mobileno: `0${mobile}`,
    country_code: '33',
    otp: await latestCode(`+33${mobile}`),
  });
  return verified.token;
}

/* ---------- table bookings ---------- */

/**
 * Table bookings taken: a lunch and a dinner service (closed on Mondays, lunch only on Sundays,
 * as the profile's hours), five tables, and the next day with a dinner (Paris) booked by phone
 * and online, one party of six waiting for the restaurant (above the automatic confirmation).
 * Returns that day. A booking the server finds no room for is left out, with a warning.
 */
async function buildBookings(partner) {
  const token = await apiToken(partner);
  await postAs(token, '/api/v1/restaurant/saveReservationSettings', {
    enabled: '1',
    slot_minutes: '30',
    min_notice_minutes: '60',
    max_advance_days: '60',
    max_party_online: '8',
    duration_minutes: '90',
    durations_by_party: JSON.stringify([{ max_covers: 2, minutes: 75 }]),
    auto_confirm_max_covers: '4',
    imprint_per_cover: '0',
    imprint_min_party: '1',
  });
  for (const service of [
    { name: 'Lunch', fr_name: 'Déjeuner', weekdays: '2,3,4,5,6,7', first_slot: '12:00', last_slot: '13:00' },
    { name: 'Dinner', fr_name: 'Dîner', weekdays: '2,3,4,5,6', first_slot: '19:00', last_slot: '21:00' },
  ]) {
    await postAs(token, '/api/v1/restaurant/saveService', {
      id: '',
      ...service,
      capacity_covers: '40',
      pacing_covers: '12',
    });
  }
  for (const [name, min, max, online] of [
    ['T1', 1, 2, 1],
    ['T2', 2, 4, 1],
    ['T3', 2, 4, 1],
    ['T4', 4, 6, 1],
    ['Salon', 6, 10, 0],
  ]) {
    await postAs(token, '/api/v1/restaurant/saveTable', {
      id: '',
      name,
      min_covers: String(min),
      max_covers: String(max),
      online: String(online),
    });
  }
  const dayAt = (days) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(Date.now() + days * 86_400_000);
  let days = 1;
  // Sunday (0) and Monday (1) have no dinner.
  while ([0, 1].includes(new Date(`${dayAt(days)}T12:00:00Z`).getUTCDay())) days += 1;
  const date = dayAt(days);
  const book = (what, call) =>
    call.catch((error) => process.stderr.write(`screenshots: booking ${what} left out (${error.message})\n`));
  for (const [time, covers, firstName, lastName, note] of [
    ['19:00', '2', 'Camille', 'Durand', ''],
    ['19:30', '4', 'Hugo', 'Bernard', 'Anniversaire : un dessert avec une bougie'],
    ['20:00', '3', 'Inès', 'Moreau', 'Sans gluten'],
  ]) {
    await book(
      `${time} ${lastName}`,
      createBooking(token, { date, time, covers, firstName, lastName, note, source: 'phone' }),
    );
  }
  // Offers: 20 % on food late in the evening (the online booking below takes it), and a paused one.
  const until = dayAt(days + 45);
  for (const [offer, status] of [
    [{ name: 'Fin de soirée', percent: '20', applies_to: 'food', first_slot: '20:30', last_slot: '21:00' }, 'active'],
    [
      { name: 'Déjeuner en semaine', percent: '15', applies_to: 'all', first_slot: '12:00', last_slot: '13:00' },
      'paused',
    ],
  ]) {
    const saved = await postAs(token, '/api/v1/restaurant/saveOffer', {
      ...offer,
      weekdays: '2,3,4,5,6',
      valid_from: dayAt(0),
      valid_to: until,
      max_covers_per_slot: '10',
      min_party: '2',
    });
    if (status === 'paused')
      await postAs(token, '/api/v1/restaurant/changeOfferStatus', { offer_id: String(saved.data.id), status });
  }
  const { data } = await post('/api/v1/restaurant/auth/loginrestraurant', {
    phone: partner.phone,
    country_code: '33',
    password: partner.password,
  });
  const guest = await registerCustomer('Lucie', 'Fontaine', '1991-05-14');
  await book(
    '20:30 Fontaine',
    post(
      '/api/v1/customer/bookTable',
      { restaurant_id: data.public_id, date, time: '20:30', covers: '6', note: 'Une chaise haute pour un enfant' },
      { token: guest },
    ),
  );
  return date;
}

/**
 * A guest's own booking, made online a few days ahead (a dinner, so the 12-hour limit is far):
 * the address of the manage link its confirmation carries, as the guest opens it from the SMS.
 * The confirmation goes out through the durable jobs (polled every 5 s): the outbox is read
 * until it is there.
 */
async function guestManageLink(partner) {
  const { data } = await post('/api/v1/restaurant/auth/loginrestraurant', {
    phone: partner.phone,
    country_code: '33',
    password: partner.password,
  });
  const dayAt = (days) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(Date.now() + days * 86_400_000);
  let days = 3;
  // Sunday (0) and Monday (1) have no dinner.
  while ([0, 1].includes(new Date(`${dayAt(days)}T12:00:00Z`).getUTCDay())) days += 1;
  const guest = await registerCustomer('Julien', 'Moreau', '1986-09-03');
  const booked = await post(
    '/api/v1/customer/bookTable',
    { restaurant_id: data.public_id, date: dayAt(days), time: '19:30', covers: '2', note: '' },
    { token: guest },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const messages = await (await fetch(`${baseURL}/api/dev/outbox`)).json();
    const sms = messages.find((entry) => entry.text.includes(booked.data.reference) && entry.text.includes('token='));
    if (sms) {
      const link = new URL(/https?:\/\/\S+/.exec(sms.text)[0]);
      return `${link.pathname}${link.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No confirmation with a manage link was sent for booking ${booked.data.reference}`);
}

/* ---------- reviews ---------- */

/** The instant of a Paris wall-clock time ("YYYY-MM-DD", "HH:MM"). */
function parisInstant(date, time) {
  const probe = new Date(`${date}T12:00:00Z`);
  const parisNoon = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(probe),
  );
  return Date.parse(`${date}T${time}:00Z`) - (parisNoon - 12) * 3_600_000;
}

/**
 * Reviews of a lunch a few days ago (the server's clock set back, then put right): four guests
 * booked online in the morning, were seated and honoured; the next morning three wrote a review
 * moderation published (5, 4 and 2 stars) and one an insult it rejected. The restaurant answered
 * the first and reported the third. Needs the services of `buildBookings`.
 */
async function buildReviews(partner) {
  const token = await apiToken(partner);
  const { data } = await post('/api/v1/restaurant/auth/loginrestraurant', {
    phone: partner.phone,
    country_code: '33',
    password: partner.password,
  });
  const dayAt = (days) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(Date.now() + days * 86_400_000);
  let days = -4;
  // Monday (1) has no lunch.
  while (new Date(`${dayAt(days)}T12:00:00Z`).getUTCDay() === 1) days -= 1;
  const date = dayAt(days);
  const next = dayAt(days + 1);
  const guests = [
    [
      'Marie',
      'Dupont',
      5,
      'Excellent déjeuner entre collègues : la quenelle de brochet était soufflée à souhait, la sauce Nantua généreuse et le gratin dauphinois fondant. Service attentionné malgré la salle pleine. Nous reviendrons !',
    ],
    [
      'Thomas',
      'Leroy',
      4,
      'Très bonne adresse lyonnaise, la salade lyonnaise était copieuse et l’andouillette bien grillée. Un peu d’attente entre les plats, mais le serveur nous a prévenus avec le sourire. La tarte aux pralines vaut le détour.',
    ],
    [
      'Sophie',
      'Garnier',
      2,
      'Déçue. La cervelle de canut manquait d’herbes, la viande est arrivée tiède et on a attendu plus de vingt minutes l’addition. Le cadre est agréable et l’accueil aimable, mais la cuisine n’était pas au niveau ce jour-là.',
    ],
    [
      'Paul',
      'Renard',
      1,
      'Le serveur est un vrai connard, il nous a parlé comme à des chiens pendant tout le repas. Le plat était correct mais je ne remettrai jamais les pieds dans ce restaurant tant que cet individu y travaillera.',
    ],
  ];
  const reviewIds = [];
  await setServerClock(parisInstant(date, '09:00'));
  try {
    const booked = [];
    for (const [index, [firstName, lastName]] of guests.entries()) {
      const guest = await registerCustomer(firstName, lastName, '1990-04-12');
      const booking = await post(
        '/api/v1/customer/bookTable',
        {
          restaurant_id: data.public_id,
          date,
          time: index < 2 ? '12:00' : '12:30',
          // Three tables seat two, the fourth from four on.
          covers: index < 3 ? '2' : '4',
          note: '',
        },
        { token: guest },
      );
      booked.push({ guest, id: booking.data.id });
    }
    for (const [at, status] of [
      ['12:40', 'seated'],
      ['14:00', 'honoured'],
    ]) {
      await setServerClock(parisInstant(date, at));
      for (const { id } of booked)
        await postAs(token, '/api/v1/restaurant/changeBookingStatus', { booking_id: String(id), status });
    }
    await setServerClock(parisInstant(next, '10:00'));
    for (const [index, { guest, id }] of booked.entries()) {
      const [, , rating, text] = guests[index];
      const reply = await fetch(`${baseURL}/api/v1/customer/postReview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: guest },
        body: JSON.stringify({ booking_id: String(id), rating: String(rating), text }),
      }).then((response) => response.json());
      if (reply.data?.id) reviewIds.push(reply.data.id);
    }
    await setServerClock(parisInstant(next, '18:00'));
    await postAs(token, '/api/v1/restaurant/respondToReview', {
      review_id: String(reviewIds[0]),
      text: 'Merci pour ce joli retour, toute l’équipe est ravie que le déjeuner vous ait plu. À bientôt !',
    });
    await postAs(token, '/api/v1/restaurant/reportReview', {
      review_id: String(reviewIds[2]),
      reason: 'Nous ne trouvons pas trace de ces plats sur la commande de cette table.',
    });
  } catch (error) {
    process.stderr.write(`screenshots: reviews left out (${error.message})\n`);
  } finally {
    await setServerClock(Date.now());
  }
}

/* ---------- booking statistics ---------- */

/**
 * Two past weeks of dinners for the statistics (the server's clock set back to each day, then put
 * right): bookings by phone and walk-ins made in the morning, honoured in the evening, a no-show
 * every few days. Needs the services of `buildBookings`.
 */
async function buildBookingHistory(partner) {
  const token = await apiToken(partner);
  const dayAt = (days) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(Date.now() + days * 86_400_000);
  const parties = [
    ['19:00', '2', 'Camille', 'Durand', 'phone'],
    ['19:30', '4', 'Hugo', 'Bernard', 'phone'],
    ['20:00', '3', 'Inès', 'Moreau', 'walk_in'],
    ['20:30', '2', 'Léo', 'Petit', 'phone'],
    ['21:00', '4', 'Nora', 'Lambert', 'phone'],
  ];
  try {
    for (let days = -14; days <= -1; days += 1) {
      const date = dayAt(days);
      // Sunday (0) and Monday (1) have no dinner.
      if ([0, 1].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) continue;
      await setServerClock(parisInstant(date, '10:00'));
      const booked = [];
      // More tables on Fridays and Saturdays.
      const weekend = [5, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
      for (const [time, covers, firstName, lastName, source] of weekend ? parties : parties.slice(0, 3)) {
        const created = await createBooking(token, { date, time, covers, firstName, lastName, note: '', source });
        booked.push(created.data.id);
      }
      await setServerClock(parisInstant(date, '23:00'));
      for (const [index, id] of booked.entries()) {
        const status = index === 1 && Math.abs(days) % 3 === 0 ? 'no_show' : 'honoured';
        await postAs(token, '/api/v1/restaurant/changeBookingStatus', { booking_id: String(id), status });
      }
    }
  } catch (error) {
    process.stderr.write(`screenshots: booking history left out (${error.message})\n`);
  } finally {
    await setServerClock(Date.now());
  }
}

/* ---------- guests ---------- */

/**
 * The guest book: the team's notes, tags and allergies on the guest who came most (the book and
 * the reviews' honoured lunches give the others their visits), so the list and the card show them.
 */
async function buildGuests(partner) {
  try {
    const token = await apiToken(partner);
    const { data } = await getAs(token, '/api/v1/restaurant/guestList', { lang: 'fr' });
    const [regular, second] = data.guests;
    if (regular) {
      await postAs(token, '/api/v1/restaurant/saveGuestNotes', {
        guest_id: String(regular.id),
        notes: 'Préfère la banquette près de la fenêtre. Vient souvent fêter un anniversaire en famille.',
        tags: JSON.stringify(['Habitué', 'Anniversaire']),
        allergens: 'gluten,nuts',
      });
    }
    if (second) {
      await postAs(token, '/api/v1/restaurant/saveGuestNotes', {
        guest_id: String(second.id),
        notes: '',
        tags: JSON.stringify(['VIP']),
        allergens: 'milk',
      });
    }
  } catch (error) {
    process.stderr.write(`screenshots: guests left out (${error.message})\n`);
  }
}

/** Sets the server's clock (CLOCK_CONTROL, see e2e/support/server-env.mjs). */
async function setServerClock(at) {
  const response = await fetch(`${baseURL}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at }),
  });
  if (!response.ok) throw new Error(`/api/dev/clock: HTTP ${response.status}`);
}

/**
 * A service in progress: the restaurant online, three customers, and orders in every state (one
 * waiting, one accepted, one confirmed, one completed, one refused, two expired). A customer may
 * leave at most ORDER_MAX_WAITING_PER_CUSTOMER (3) orders waiting at one restaurant: the orders
 * are shared among the customers. The two expired ones are placed 40 minutes in the past (the
 * server's clock set back, then put right): they expire when the next order is placed.
 */
async function placeOrders(token, partner, dishIds, beerId, addonIds) {
  await postAs(token, '/api/v1/restaurant/changerestrostatus', { status: '1' });
  const login = await post('/api/v1/restaurant/auth/loginrestraurant', {
    phone: partner.phone,
    country_code: '33',
    password: partner.password,
  });
  const publicId = login.data.public_id;
  const beerSizes = (await getAs(token, '/api/v1/restaurant/getItemDetail', { id: String(beerId) })).data.sizes;
  // addonIds: 0 house sauces (1 or 2, required), 1 doneness (1, required), 2 sides (optional).
  const sauce = (options) => ({ items_addon_id: addonIds[0], options });
  const place = async (customerToken, basket) => {
    const placed = await post(
      '/api/v1/customer/placeOrder',
      {
        restaurant_id: publicId,
        items: basket.items,
        service_type: basket.service ?? 1,
        no_of_people: basket.people,
        payment_method: 2,
        description: basket.note,
      },
      { token: customerToken },
    );
    return placed.data.order_id;
  };

  // Forty minutes ago: two orders nobody answered.
  await setServerClock(Date.now() - 40 * 60_000);
  let expiredIds;
  try {
    const hugo = await registerCustomer('Hugo', 'Bernard', '1995-07-21');
    expiredIds = [
      await place(hugo, {
        items: [{ item_id: dishIds[1], quantity: 1 }],
        service: 2,
        people: 1,
        note: 'À emporter, je passe dans vingt minutes.',
      }),
      await place(hugo, { items: [{ item_id: beerId, size_id: beerSizes[1].id, quantity: 2 }], people: 2, note: '' }),
    ];
  } finally {
    await setServerClock(Date.now());
  }

  const camille = await registerCustomer('Camille', 'Roux', '1988-03-12');
  const lea = await registerCustomer('Léa', 'Martin', '1979-11-02');
  const baskets = [
    {
      customer: camille,
      items: [
        { item_id: dishIds[0], quantity: 2, addons: [sauce([0]), { items_addon_id: addonIds[2], options: [0] }] },
        { item_id: beerId, size_id: beerSizes[1].id, quantity: 2 },
      ],
      people: 2,
      note: 'Une quenelle sans sauce Nantua, svp.',
    },
    {
      customer: lea,
      items: [
        { item_id: dishIds[1], quantity: 1 },
        { item_id: dishIds[5], quantity: 2 },
      ],
      people: 3,
      note: '',
    },
    {
      customer: camille,
      items: [
        { item_id: dishIds[2], quantity: 4, addons: [sauce([1]), { items_addon_id: addonIds[1], options: [1] }] },
      ],
      people: 4,
      note: 'Anniversaire : une bougie sur le dessert !',
    },
    { customer: lea, items: [{ item_id: beerId, size_id: beerSizes[0].id, quantity: 3 }], people: 1, note: '' },
    { customer: camille, items: [{ item_id: dishIds[0], quantity: 1, addons: [sauce([0])] }], people: 1, note: '' },
  ];
  const ids = [];
  for (const basket of baskets) ids.push(await place(basket.customer, basket));
  const move = (orderId, status, reason) =>
    postAs(token, '/api/v1/restaurant/changeOrderStatus', { order_id: orderId, status, ...(reason ? { reason } : {}) });
  await move(ids[1], 1);
  await move(ids[2], 1);
  await move(ids[2], 4);
  await move(ids[3], 1);
  await move(ids[3], 4);
  await move(ids[3], 5);
  await move(ids[4], 3, 'Plus de quenelles ce soir, désolés !');
  return { waitingOrderId: ids[0], orderIds: ids, expiredOrderIds: expiredIds };
}

/** The public page of a restaurant (what its QR code opens), as its public id names it. */
async function publicPagePath(partner) {
  const { data } = await post('/api/v1/restaurant/auth/loginrestraurant', {
    phone: partner.phone,
    country_code: '33',
    password: partner.password,
  });
  return `/r/${data.public_id}`;
}

/** Loads every lazy image (scrolling through the page) and waits until all are decoded. */
async function settleImages(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0));
}

/* ---------- screens ---------- */

const label = {
  fr: {
    phone: 'Numéro de téléphone',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    address: 'Adresse de l’établissement',
    send: 'Envoyer',
    openMenu: 'Ouvrir le menu',
    save: 'Enregistrer',
    email: 'Adresse e-mail',
    newEmailUser: 'nouvelle-adresse',
    search: 'Rechercher un plat',
    deleteDish: 'Supprimer Salade lyonnaise',
    deleteOwnDishType: 'Supprimer Spécialités lyonnaises',
    deleteShort: 'Supprimer',
    addonToEdit: 'Cuisson de la viande',
    photo: 'Photo 1 du plat',
    moveDessertsUp: 'Monter Desserts',
    unsaved: 'Non enregistré',
    newPhone: '0698765432',
    currentPassword: 'Mot de passe actuel',
    expiredFilter: 'Expirée sans réponse',
    expiresAt: /^Expire à \d{2}:\d{2}/,
    publicPageQuery: '',
  },
  en: {
    phone: 'Phone number',
    password: 'Password',
    signIn: 'Sign in',
    address: 'Business address',
    send: 'Send',
    openMenu: 'Open menu',
    save: 'Save',
    email: 'E-mail address',
    newEmailUser: 'new-address',
    search: 'Search a dish',
    deleteDish: 'Delete Lyon-style salad',
    deleteOwnDishType: 'Delete Lyon specialities',
    deleteShort: 'Delete',
    addonToEdit: 'Meat doneness',
    photo: 'Photo 1 of the dish',
    moveDessertsUp: 'Move Desserts up',
    unsaved: 'Not saved',
    newPhone: '0698765432',
    currentPassword: 'Current password',
    expiredFilter: 'Expired without an answer',
    expiresAt: /^Expires at \d{1,2}:\d{2}/,
    publicPageQuery: '?lang=en',
  },
};

async function signIn(page, l, partner, password = partner.password) {
  await page.goto('/restaurantlogin');
  await page.getByLabel(l.phone, { exact: true }).fill(partner.phone);
  await page.getByLabel(l.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: l.signIn, exact: true }).click();
}

/** Waits until the app runs the page: a drawn page (the dish list) answers clicks only then. */
async function appRunning(page) {
  await page.locator('html[data-app="running"]').waitFor({ state: 'attached' });
}

async function heading(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * Each screen: how to get there as a visitor or as a partner; `phoneOnly` for phone menus;
 * `overlay` for dialogs and menus, shot as the screen shows them (a full-page shot would leave
 * the part below the fold without the dimmed backdrop).
 */
const screens = [
  { name: 'landing', as: 'visitor', go: async (page) => (await page.goto('/home'), heading(page)) },
  { name: 'login', as: 'visitor', go: async (page) => (await page.goto('/restaurantlogin'), heading(page)) },
  {
    name: 'login-error',
    as: 'visitor',
    go: async (page, { l, partners }) => {
      await signIn(page, l, partners.approved, 'not-the-password');
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  {
    name: 'registration',
    as: 'visitor',
    go: async (page) => (await page.goto('/restaurantregistration?email=contact%40bistrot-lyon.fr'), heading(page)),
  },
  {
    name: 'registration-errors',
    as: 'visitor',
    go: async (page, { l }) => {
      await page.goto('/restaurantregistration');
      await page.getByRole('button', { name: l.send, exact: true }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  {
    name: 'registration-autocomplete',
    as: 'visitor',
    go: async (page, { l }) => {
      await page.goto('/restaurantregistration');
      // The drawn form comes to life once its scripts have run: only then does typing search.
      await page.waitForLoadState('networkidle');
      await page.getByLabel(l.address, { exact: true }).fill('rue mercière lyon');
      await page.getByRole('option').first().waitFor();
    },
  },
  {
    name: 'otp',
    as: 'visitor',
    go: async (page, { l, partners }) => {
      await signIn(page, l, partners.registered);
      await page.waitForURL('**/otpverification');
      await heading(page);
    },
  },
  {
    name: 'customer-otp',
    as: 'visitor',
    go: async (page) => {
      // The link a customer app sends its new customers to.
      await page.goto('/otpverification?type=customer&mobileno=0712345678&country_code=33');
      await heading(page);
    },
  },
  {
    name: 'approval-dialog',
    as: 'visitor',
    overlay: true,
    go: async (page, { l, partners }) => {
      await signIn(page, l, partners.verified);
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'forgot', as: 'visitor', go: async (page) => (await page.goto('/forgotppassword'), heading(page)) },
  {
    name: 'reset',
    as: 'visitor',
    go: async (page, { partners }) => {
      // The screen after "Send me a code" (a code request would meet the resend cooldown here).
      await page.goto('/home');
      await page.evaluate((phone) => {
        sessionStorage.setItem('pendingPasswordReset', JSON.stringify({ phone, country_code: '+33', type: 'forgot' }));
      }, partners.approved.phone.slice(1));
      await page.goto('/forgotpasswordotp');
      await heading(page);
    },
  },
  { name: 'privacy', as: 'visitor', go: async (page) => (await page.goto('/privacypolicy'), heading(page)) },
  {
    // The menu restaurant's page, rendered by the server: its profile, hours and menu.
    name: 'public-page',
    as: 'visitor',
    go: async (page, { l, partners }) => {
      await page.goto(`${await publicPagePath(partners.menu)}${l.publicPageQuery}`);
      await heading(page);
    },
  },
  { name: 'public-page-404', as: 'visitor', go: async (page) => (await page.goto('/r/nobody-here'), heading(page)) },
  {
    // The page's reviews section (how reviews are checked, the order, the policy's link).
    name: 'public-page-reviews',
    as: 'visitor',
    go: async (page, { l, partners }) => {
      await page.goto(`${await publicPagePath(partners.menu)}${l.publicPageQuery}#avis`);
      await heading(page);
    },
  },
  {
    // The reviews policy, drawn by the server.
    name: 'reviews-policy',
    as: 'visitor',
    go: async (page, { l }) => (await page.goto(`/reviewspolicy${l.publicPageQuery}`), heading(page)),
  },
  {
    // The guest's page behind the link of a booking's messages, rendered by the server.
    name: 'booking-manage',
    as: 'visitor',
    go: async (page, { l, menu }) => {
      await page.goto(`${menu.manageLink}${l.publicPageQuery.replace('?', '&')}`);
      await heading(page);
    },
  },
  {
    // Its cancel button's confirmation step.
    name: 'booking-manage-cancel',
    as: 'visitor',
    go: async (page, { l, menu }) => {
      await page.goto(`${menu.manageLink}${l.publicPageQuery.replace('?', '&')}&step=cancel#confirm`);
      await heading(page);
    },
  },
  {
    // A link that opens nothing (altered, or the meal is over).
    name: 'booking-manage-invalid',
    as: 'visitor',
    go: async (page, { l }) => {
      await page.goto(`/booking/manage?token=v1.1.1.expired${l.publicPageQuery.replace('?', '&')}`);
      await heading(page);
    },
  },
  {
    // Booking from the restaurant's page: the day's free times for two (the offer's "-20 %").
    name: 'public-booking-times',
    as: 'visitor',
    go: async (page, { l, partners, menu }) => {
      const lang = l.publicPageQuery.replace('?', '&');
      await page.goto(`${await publicPagePath(partners.menu)}/book?covers=2&date=${menu.bookingDate}${lang}`);
      await heading(page);
    },
  },
  {
    // A time chosen: the guest's first name, phone and note, before the code.
    name: 'public-booking-details',
    as: 'visitor',
    go: async (page, { l, partners, menu }) => {
      const lang = l.publicPageQuery.replace('?', '&');
      const path = `${await publicPagePath(partners.menu)}/book/details`;
      await page.goto(`${path}?covers=2&date=${menu.bookingDate}&time=21:00${lang}`);
      await heading(page);
    },
  },
  {
    // The confirmation with the manage link (the guest's own booking at that restaurant).
    name: 'public-booking-done',
    as: 'visitor',
    go: async (page, { l, partners, menu }) => {
      const token = new URL(menu.manageLink, baseURL).searchParams.get('token');
      const lang = l.publicPageQuery.replace('?', '&');
      await page.goto(`${await publicPagePath(partners.menu)}/book/done?token=${encodeURIComponent(token)}${lang}`);
      await heading(page);
    },
  },
  { name: 'terms', as: 'visitor', go: async (page) => (await page.goto('/termscondition'), heading(page)) },
  {
    name: 'menu-public',
    as: 'visitor',
    phoneOnly: true,
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/home');
      await page.getByRole('button', { name: l.openMenu }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'item-list',
    as: 'partner',
    go: async (page) => {
      await page.goto('/item_list');
      await page.getByRole('article').first().waitFor();
    },
  },
  {
    name: 'item-list-empty',
    as: 'emptyPartner',
    go: async (page) => {
      await page.goto('/item_list');
      await page.getByRole('heading', { level: 2 }).first().waitFor();
    },
  },
  {
    name: 'item-list-no-result',
    as: 'partner',
    go: async (page, { l }) => {
      await page.goto('/item_list');
      await page.getByRole('article').first().waitFor();
      await appRunning(page);
      await page.getByLabel(l.search, { exact: true }).fill('bouillabaisse');
      await page.getByLabel(l.search, { exact: true }).press('Enter');
      await page.getByRole('article').first().waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 2 }).first().waitFor();
    },
  },
  {
    name: 'item-delete-confirm',
    as: 'partner',
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/item_list');
      await page.getByRole('article').first().waitFor();
      await settleImages(page);
      await appRunning(page);
      await page.getByRole('button', { name: l.deleteDish, exact: true }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'item-form-new',
    as: 'partner',
    go: async (page) => {
      await page.goto('/item_add');
      await heading(page);
      await page.locator('form[aria-busy="false"]').waitFor();
    },
  },
  {
    name: 'item-form-errors',
    as: 'partner',
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/item_add');
      await heading(page);
      await page.getByRole('button', { name: l.save, exact: true }).click();
      await page.getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'item-form-edit',
    as: 'partner',
    go: async (page, { l, menu }) => {
      await page.goto(`/item_add?id=${menu.firstDishId}`);
      await page.getByRole('img', { name: l.photo, exact: true }).waitFor();
    },
  },
  {
    name: 'orders',
    as: 'partner',
    go: async (page) => {
      await page.goto('/order');
      await page.getByRole('article').first().waitFor();
    },
  },
  {
    // The orders nobody answered within 30 minutes.
    name: 'orders-expired',
    as: 'partner',
    go: async (page, { l, menu }) => {
      await page.goto('/order');
      await page.getByRole('article').first().waitFor();
      // The filter's radio is hidden under its label: the label is what is pressed.
      const id = await page.getByRole('radio', { name: l.expiredFilter, exact: true }).getAttribute('id');
      await page.locator(`label[for="${id}"]`).click();
      await page.waitForFunction(
        (count) => document.querySelectorAll('article').length === count,
        menu.expiredOrderIds.length,
      );
      await page.locator(`[aria-labelledby="order-${menu.expiredOrderIds[0]}"]`).waitFor();
    },
  },
  {
    // A waiting order: the time it expires without an answer.
    name: 'order-drawer',
    as: 'partner',
    overlay: true,
    go: async (page, { l, menu }) => {
      await page.goto('/order');
      await page.getByRole('article').first().waitFor();
      await page.locator(`[aria-labelledby="order-${menu.waitingOrderId}"] button`).click();
      await page.getByRole('dialog').getByRole('button').nth(1).waitFor();
      await page.getByRole('dialog').getByText(l.expiresAt).waitFor();
    },
  },
  {
    name: 'report',
    as: 'partner',
    go: async (page) => {
      await page.goto('/report');
      await page.getByRole('radio').nth(2).check();
      // The period's sales (a closed day adds the journal's closures below).
      await page.getByRole('table').first().waitFor();
    },
  },
  {
    name: 'order-ticket',
    as: 'partner',
    go: async (page, { menu }) => {
      await page.goto(`/orders/${menu.waitingOrderId}/ticket`);
      await page.getByRole('main').waitFor();
      await page.emulateMedia({ media: 'print' });
    },
  },
  {
    // The sidebar during a 30-minute pause (the menu is opened on a phone); resumed afterwards so
    // that the next screens show the restaurant online.
    name: 'sidebar-paused',
    as: 'partner',
    go: async (page, { l }) => {
      await page.goto('/item_list');
      await appRunning(page);
      if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: l.openMenu }).click();
      await page.getByRole('button', { name: /^(Mettre en pause|Pause orders)$/ }).click();
      await page.getByRole('menuitem', { name: '30 minutes' }).click();
      await page.getByText(/^(En pause jusqu’à|Paused until)/).waitFor();
      await page.mouse.move(0, 0);
    },
    after: async (page) => {
      await page.getByRole('button', { name: /Reprendre les commandes|Take orders again/ }).click();
      await page.getByRole('button', { name: /^(Mettre en pause|Pause orders)$/ }).waitFor();
    },
  },
  {
    // The owner's team: a manager who signs in, a staff member still invited.
    name: 'team',
    as: 'partner',
    go: async (page) => {
      await page.goto('/team');
      await page.getByRole('listitem', { name: 'Léa Martin' }).waitFor();
    },
  },
  {
    // The next day's dinner book: covers per slot, bookings by phone and online, one waiting.
    name: 'bookings',
    as: 'partner',
    go: async (page, { menu }) => {
      await page.goto('/bookings');
      await heading(page);
      await page.locator('input[type="date"]').first().fill(menu.bookingDate);
      await page.getByRole('listitem').filter({ hasText: 'Durand' }).waitFor();
    },
  },
  {
    name: 'booking-drawer',
    as: 'partner',
    overlay: true,
    go: async (page, { menu }) => {
      await page.goto('/bookings');
      await heading(page);
      await page.locator('input[type="date"]').first().fill(menu.bookingDate);
      await page.getByRole('button', { name: /Hugo Bernard/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('heading', { name: /^(Historique|History)$/ })
        .waitFor();
    },
  },
  {
    // Settings, services with the bookable slots of a day, tables.
    name: 'booking-settings',
    as: 'partner',
    go: async (page) => {
      await page.goto('/bookings/settings');
      await page.getByRole('listitem', { name: /^(Dîner|Dinner)$/ }).waitFor();
      await page.getByRole('listitem', { name: 'Salon' }).waitFor();
    },
  },
  {
    // The last 30 days of bookings: covers per day by service, no-show rates, offers taken.
    name: 'booking-stats',
    as: 'partner',
    go: async (page) => {
      await page.goto('/bookings/stats');
      await heading(page);
      await page.getByRole('table').first().waitFor();
    },
  },
  {
    // The offers: one shown on the slots with its uptake and cost, one paused.
    name: 'offers',
    as: 'partner',
    go: async (page) => {
      await page.goto('/offers');
      await page.getByRole('article', { name: 'Fin de soirée' }).waitFor();
    },
  },
  {
    name: 'offer-form',
    as: 'partner',
    overlay: true,
    go: async (page) => {
      await page.goto('/offers');
      await page.getByRole('button', { name: /^(Modifier|Edit) · Fin de soirée$/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Enregistrer|Save)$/ })
        .waitFor();
    },
  },
  {
    // A restaurant without offers: what an offer is for.
    name: 'offers-empty',
    as: 'emptyPartner',
    go: async (page) => {
      await page.goto('/offers');
      await page.getByRole('heading', { level: 2 }).first().waitFor();
    },
  },
  {
    // The guest book: one guest per phone by last visit, tags and allergies on the list.
    name: 'guests',
    as: 'partner',
    go: async (page) => {
      await page.goto('/guests');
      await page
        .getByRole('button', { name: /^Ouvrir la fiche de|^Open .+’s card$/ })
        .first()
        .waitFor();
    },
  },
  {
    // A guest's card: the figures, the team's notes, tags and allergies, the bookings.
    name: 'guest-card',
    as: 'partner',
    overlay: true,
    go: async (page) => {
      await page.goto('/guests');
      await page
        .getByRole('button', { name: /^Ouvrir la fiche de|^Open .+’s card$/ })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByRole('heading', { name: /^(Réservations|Bookings)$/ })
        .waitFor();
    },
  },
  {
    name: 'guests-empty',
    as: 'emptyPartner',
    go: async (page) => {
      await page.goto('/guests');
      await page.getByText(/^(Pas encore de client|No guests yet)/).waitFor();
    },
  },
  {
    // The reviews: the average and its distribution, a review answered, one to answer, one reported.
    name: 'reviews',
    as: 'partner',
    go: async (page) => {
      await page.goto('/reviews');
      await page.getByRole('article').nth(2).waitFor();
    },
  },
  {
    name: 'reviews-report',
    as: 'partner',
    overlay: true,
    go: async (page) => {
      await page.goto('/reviews');
      await page
        .getByRole('article')
        .nth(1)
        .getByRole('button', { name: /^(Signaler|Report)$/ })
        .click();
      await page.getByRole('dialog').getByRole('textbox').waitFor();
    },
  },
  {
    // Rejected by moderation: the reason the restaurant reads.
    name: 'reviews-rejected',
    as: 'partner',
    go: async (page) => {
      await page.goto('/reviews?status=rejected');
      await page.getByRole('article').first().waitFor();
    },
  },
  {
    // A restaurant that has not turned bookings on: the way to the settings.
    name: 'bookings-off',
    as: 'emptyPartner',
    go: async (page) => {
      await page.goto('/bookings');
      await page.getByRole('heading', { level: 2 }).first().waitFor();
    },
  },
  {
    name: 'qr-codes',
    as: 'partner',
    go: async (page) => {
      await page.goto('/qrcode');
      await page.locator('section img').nth(1).waitFor();
    },
  },
  {
    name: 'qr-table-card',
    as: 'partner',
    go: async (page) => {
      await page.goto('/qrcode/card');
      await page.getByRole('main').getByRole('img', { name: /QR/ }).waitFor();
    },
  },
  {
    name: 'item-form-sizes',
    as: 'partner',
    go: async (page, { menu }) => {
      await page.goto(`/item_add?id=${menu.beerId}`);
      await page.locator('input[value="Pinte 50 cl"]').waitFor();
      await page.locator('input[value="Pinte 50 cl"]').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'dish-type-delete',
    as: 'partner',
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/dishtype');
      await page.getByRole('button', { name: l.deleteOwnDishType, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: l.deleteShort, exact: true }).click();
      await page.getByRole('dialog').getByRole('textbox').waitFor();
    },
  },
  {
    name: 'addons',
    as: 'partner',
    go: async (page, { l }) => {
      await page.goto('/addons');
      await page.getByRole('list').getByRole('button', { name: l.addonToEdit, exact: true }).click();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.locator('input[value="Bleu"]').waitFor();
    },
  },
  {
    name: 'dish-types',
    as: 'partner',
    go: async (page) => {
      await page.goto('/dishtype');
      await page.getByRole('list').getByRole('listitem').first().waitFor();
    },
  },
  {
    name: 'dish-types-unsaved',
    as: 'partner',
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/dishtype');
      await page.getByRole('button', { name: l.moveDessertsUp, exact: true }).click();
      await page.getByText(l.unsaved, { exact: true }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'my-account',
    as: 'partner',
    go: async (page) => {
      await page.goto('/myaccount');
      await page.locator('form[aria-busy="false"]').waitFor();
      await page.locator('section img').nth(2).waitFor();
    },
  },
  {
    // Another phone number: the current password is asked for (nothing is saved here).
    name: 'my-account-phone',
    as: 'partner',
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/myaccount');
      await page.locator('form[aria-busy="false"]').waitFor();
      await page.getByLabel(l.phone, { exact: true }).fill(l.newPhone);
      const password = page.getByLabel(l.currentPassword, { exact: true });
      await password.waitFor();
      await settleImages(page);
      // The restaurant's card from its title, just under the app's header.
      await page.evaluate(() => {
        const section = document.getElementById('account-restaurant-title')?.closest('section');
        const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
        if (section) window.scrollBy(0, section.getBoundingClientRect().top - header - 16);
      });
    },
  },
  {
    // A new e-mail address: the code dialog (nothing is saved until the code is entered).
    name: 'my-account-code',
    as: 'partner',
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/myaccount');
      await page.locator('form[aria-busy="false"]').waitFor();
      // One address per shot: a code is sent to an address at most once a minute.
      const width = page.viewportSize()?.width;
      await page.getByLabel(l.email, { exact: true }).fill(`${l.newEmailUser}-${width}@restaurant-demo.fr`);
      await page.getByRole('button', { name: l.save, exact: true }).click();
      await page.getByRole('dialog').getByRole('textbox').waitFor();
    },
  },
  {
    // A screen whose code file is gone for good (after its one automatic reload).
    name: 'error-screen',
    as: 'partner',
    go: async (page) => {
      await page.route(/\/assets\/addons-page-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
      await page.goto('/addons');
      await page.getByRole('button', { name: /^(Recharger la page|Reload the page)$/ }).waitFor();
    },
  },
  {
    name: 'offline',
    as: 'partner',
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/dishtype');
      await page.getByRole('list').getByRole('listitem').first().waitFor();
      await settleImages(page);
      await page.context().setOffline(true);
      await page.getByRole('button', { name: l.moveDessertsUp, exact: true }).click();
      await page.getByText(l.unsaved, { exact: true }).waitFor();
      await page.getByRole('alert').first().waitFor();
    },
    after: (page) => page.context().setOffline(false),
  },
  {
    name: 'menu-partner',
    as: 'partner',
    phoneOnly: true,
    overlay: true,
    go: async (page, { l }) => {
      await page.goto('/item_list');
      await heading(page);
      await appRunning(page);
      await page.getByRole('button', { name: l.openMenu }).click();
      await page.getByRole('navigation').first().waitFor();
    },
  },
];

async function main() {
  mkdirSync(outDir, { recursive: true });
  const server = startServer();
  try {
    await waitForHealth(server);
    const partners = {
      registered: await createPartner('Chez Germaine', 'registered'),
      verified: await createPartner('Le Petit Bouchon', 'verified'),
      approved: await createPartner('Le Comptoir de la Croix-Rousse', 'approved'),
      menu: await createPartner('Le Bouchon des Canuts', 'approved'),
    };
    const menu = await buildMenu(partners.menu);
    await fillProfile(partners.menu);
    await buildTeam(partners.menu);
    menu.bookingDate = await buildBookings(partners.menu);
    menu.manageLink = await guestManageLink(partners.menu);
    await buildReviews(partners.menu);
    await buildBookingHistory(partners.menu);
    await buildGuests(partners.menu);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    try {
      for (const locale of locales) {
        const l = label[locale];
        for (const viewport of viewports) {
          const contextOptions = {
            baseURL,
            viewport: { width: viewport.width, height: viewport.height },
            isMobile: viewport.isMobile,
            hasTouch: viewport.isMobile,
            deviceScaleFactor: 1,
            // The owner's browser speaks the language too. (Time fields still show a 12-hour clock
            // here: Debian's Chromium without chromium-l10n only has its en-US interface.)
            locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
          };
          const visitor = await browser.newContext(contextOptions);
          const partner = await browser.newContext(contextOptions);
          const emptyPartner = await browser.newContext(contextOptions);
          const contexts = { visitor, partner, emptyPartner };
          for (const context of Object.values(contexts)) {
            await context.addInitScript((value) => {
              if (!localStorage.getItem('locale')) {
                localStorage.setItem('locale', value);
                localStorage.setItem('lang', value);
              }
            }, locale);
          }
          for (const [context, who] of [
            [partner, partners.menu],
            [emptyPartner, partners.approved],
          ]) {
            const signInPage = await context.newPage();
            await signIn(signInPage, l, who);
            await signInPage.waitForURL('**/item_list');
            await signInPage.close();
          }

          for (const screen of screens) {
            if (screen.phoneOnly && !viewport.isMobile) continue;
            if (only.length > 0 && !only.some((part) => screen.name.includes(part))) continue;
            const page = await contexts[screen.as].newPage();
            await screen.go(page, { l, partners, menu });
            await page.evaluate(() => document.fonts.ready);
            if (!screen.overlay) await settleImages(page);
            const file = path.join(outDir, `${locale}-${viewport.width}-${screen.name}.png`);
            await page.screenshot({ path: file, fullPage: !screen.overlay, animations: 'disabled' });
            process.stdout.write(`${path.relative(root, file)}\n`);
            await screen.after?.(page);
            await page.close();
          }
          for (const context of Object.values(contexts)) await context.close();
        }
      }
    } finally {
      await browser.close();
    }
    if (only.length === 0 || only.some((part) => 'statement'.includes(part))) await statementPages(partners.menu);
  } finally {
    await stopServer(server);
  }
}

/** The first page of the sales statement (Invoice.pdf), in both languages, as images (pdftoppm). */
async function statementPages(partner) {
  const token = await apiToken(partner);
  for (const locale of locales) {
    const response = await fetch(`${baseURL}/api/v1/restaurant/reportPdf?period=0&lang=${locale}`, {
      headers: { token },
    });
    const pdf = path.join(outDir, `${locale}-statement.pdf`);
    writeFileSync(pdf, Buffer.from(await response.arrayBuffer()));
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdf, path.join(outDir, `${locale}-statement`)]);
    process.stdout.write(`screenshots/${locale}-statement-1.png\n`);
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 1;
});
