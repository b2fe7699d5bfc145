import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, ZPublicRestaurantResponseSchema, type TPublicRestaurant } from '@portal/contract';
import { appOfFile, approvedPartner, international, newPartnerForm, post } from '../../helper.js';
import { encodePublicId } from '../../../src/modules/restaurant/index.js';
import { createAddon, createItem, get, itemForm, query, ref } from '../menu/menu-helper.js';
import { profileForm, saveProfile } from '../restaurant/profile-helper.js';
import { dishOf, menuOf, openPage, parisWinter, readData, visibleText } from './page-helper.js';

/*
 * The week of these tests: Tuesday 10 March 2026 (Paris is at UTC+1). The restaurant serves
 * 12:00–14:00 and 19:00–22:30, is closed on Mondays, and closes on Wednesday 11 March for its
 * stocktaking.
 */
const MONDAY = '2026-03-09';
const TUESDAY = '2026-03-10';
const WEDNESDAY = '2026-03-11';
const SIRET = '73282932000074';
const VAT_NUMBER = 'FR44732829320';
const LEGAL_NAME = 'SARL Perrin et Filles';
const OWNER = 'Marie Perrin, gérante';

const t = appOfFile();
let partner: Awaited<ReturnType<typeof approvedPartner>>;
let publicId: string;
const dish = { salad: 0, quenelle: 0, tart: 0, cheese: 0, beer: 0, kir: 0 };

const sizes = JSON.stringify([
  { name: 'Half 25 cl', fr_name: 'Demi 25 cl', price: '3,50' },
  { name: 'Pint 50 cl', fr_name: 'Pinte 50 cl', price: '6,50' },
]);

async function ok(res: Promise<{ json(): { status: number; message?: string } }>) {
  const body = (await res).json();
  if (body.status !== 200) throw new Error(`refused: ${JSON.stringify(body)}`);
  return body;
}

beforeAll(async () => {
  t.clock.current = parisWinter(TUESDAY, '09:00');
  partner = await approvedPartner(t, { name: 'Le Bouchon des Filles' });
  publicId = encodePublicId(partner.id);
  const { token } = partner;
  await ok(
    saveProfile(
      t,
      token,
      profileForm(partner, {
        name: 'Le Bouchon des Filles',
        description: 'A bouchon on the slopes of the Croix-Rousse.',
        fr_description: 'Un bouchon sur les pentes de la Croix-Rousse.',
        owner_details: OWNER,
        legal_name: LEGAL_NAME,
        siret: SIRET,
        vat_number: VAT_NUMBER,
        weekly_hours: JSON.stringify([{ weekday: 1, open_time: '', close_time: '' }]),
        closures: JSON.stringify([{ start_date: WEDNESDAY, end_date: WEDNESDAY, reason: 'Inventaire' }]),
      }),
    ),
  );
  await ok(post(t.app, apiPaths.changeStatus, { status: '1' }, token));

  const sauces = await createAddon(t.app, token, {
    name: 'House sauces',
    fr_name: 'Sauces maison',
    choiceoff: '2',
    isrequired: '1',
    subaddon: JSON.stringify([
      { subaddonNameEn: 'Pepper', subaddonNameFr: 'Poivre', price: '1,50' },
      { subaddonNameEn: 'Roquefort', subaddonNameFr: 'Roquefort', price: '2', allergens: 'milk' },
    ]),
  });
  const item = ([fr_item_name, item_name]: [string, string], dishType: number, fields: Record<string, unknown> = {}) =>
    createItem(t.app, token, {
      description: '',
      fr_description: '',
      food_choice_id: '',
      allergens: '',
      fr_item_name,
      item_name,
      type_of_item_id: `${dishType}`,
      ...fields,
    });
  dish.salad = await item(['Salade lyonnaise', 'Lyon salad'], ref.dish.starters, {
    fr_description: 'Frisée, lardons, œuf poché.',
    description: 'Frisée, bacon, poached egg.',
    price: '12',
    allergens: 'eggs,mustard',
  });
  dish.quenelle = await item(['Quenelle de brochet', 'Pike quenelle'], ref.dish.mains, {
    price: '18,50',
    discount: '10',
    types_of_addon_id: `${sauces}`,
    allergens: 'fish,eggs,gluten,milk',
  });
  dish.tart = await item(['Tarte aux pralines', 'Praline tart'], ref.dish.desserts, { price: '7,50' });
  dish.cheese = await item(['Cervelle de canut', 'Herb cheese spread'], ref.dish.starters, { price: '6,50' });
  dish.beer = await item(['Bière de la Croix-Rousse', 'Croix-Rousse lager'], ref.dish.drinks, {
    price: '',
    sizes,
    allergens: 'gluten',
    tva_rate: '20',
  });
  dish.kir = await item(['Kir', 'Kir'], ref.dish.aperitifs);
  // The owner's order: main courses first. Aperitifs are hidden from the menu.
  await ok(
    get(
      t.app,
      query(apiPaths.dishOrder, {
        item_id: [ref.dish.mains, ref.dish.starters, ref.dish.desserts, ref.dish.drinks].join(','),
      }),
      token,
    ),
  );
  await ok(post(t.app, apiPaths.changeDishTypeStatus, { type_of_item_id: ref.dish.aperitifs, status: '0' }, token));
  await ok(post(t.app, apiPaths.changeItemStatus, { id: dish.cheese, status: '0' }, token));
  t.clock.current = parisWinter(TUESDAY, '12:00');
  await ok(post(t.app, apiPaths.markItemSoldOut, { id: dish.tart, sold_out: '1' }, token));
});

describe('the public page of a restaurant, /r/{public_id}', () => {
  it('is a French HTML page a phone reads without any script: name, open now, the menu in the owner’s order', async () => {
    t.clock.current = parisWinter(TUESDAY, '12:00');
    const res = await openPage(t, publicId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('<title>Le Bouchon des Filles — carte, horaires et adresse</title>');
    expect(html).toContain('<meta name="description" content="Un bouchon sur les pentes de la Croix-Rousse."/>');
    expect(html).not.toMatch(/<script/i);
    const text = visibleText(html);
    expect(text).toContain('Le Bouchon des Filles');
    expect(text).toContain('Ouvert maintenant · jusqu’à 14:00');
    expect(text).toContain('Un bouchon sur les pentes de la Croix-Rousse.');

    // Main courses first, as the owner ordered them; the hidden aperitifs are not on the menu.
    const menu = menuOf(html);
    expect(menu.map((section) => section.heading)).toEqual(['Plats', 'Entrées', 'Desserts', 'Boissons']);
    expect(menu[1]!.dishes.map((d) => d.split(' ')[0])).toEqual(['Cervelle', 'Salade']);
    expect(text).not.toContain('Kir');
  });

  it('shows each dish’s price the French way, the discount struck through, sizes, add-ons and allergens', async () => {
    t.clock.current = parisWinter(TUESDAY, '12:05');
    const html = (await openPage(t, publicId)).body;
    expect(dishOf(html, 'Salade lyonnaise').text).toBe(
      'Salade lyonnaise 12,00 € Frisée, lardons, œuf poché. Allergènes : Œufs, Moutarde',
    );
    // 18,50 € less 10 %: 16,65 €, the usual price struck through.
    expect(html).toContain('<del><span class="sr">Prix habituel </span>18,50');
    expect(dishOf(html, 'Quenelle de brochet').text).toBe(
      'Quenelle de brochet Prix habituel 18,50 € Prix remisé 16,65 € −10 % ' +
        'Sauces maison (1 à 2 au choix, obligatoire) : Poivre +1,50 € · Roquefort +2,00 € ' +
        'Allergènes : Céréales contenant du gluten, Œufs, Poissons, Lait',
    );
    expect(dishOf(html, 'Bière de la Croix-Rousse').text).toBe(
      'Bière de la Croix-Rousse Demi 25 cl 3,50 € Pinte 50 cl 6,50 € Allergènes : Céréales contenant du gluten',
    );
  });

  it('marks a switched-off dish "Indisponible" and a sold-out one "Épuisé aujourd’hui", without hiding them', async () => {
    t.clock.current = parisWinter(TUESDAY, '12:10');
    const html = (await openPage(t, publicId)).body;
    expect(dishOf(html, 'Cervelle de canut')).toEqual({
      text: 'Cervelle de canut 6,50 € Indisponible',
      unavailable: true,
    });
    expect(dishOf(html, 'Tarte aux pralines')).toEqual({
      text: 'Tarte aux pralines 7,50 € Épuisé aujourd’hui',
      unavailable: true,
    });
    expect(dishOf(html, 'Salade lyonnaise').unavailable).toBe(false);
  });

  it('lists the hours per weekday with today’s marked, the coming closure, and the practical information', async () => {
    t.clock.current = parisWinter(TUESDAY, '12:15');
    const html = (await openPage(t, publicId)).body;
    const text = visibleText(html);
    expect(text).toContain('lundi Fermé mardi (aujourd’hui) 12:00 – 14:00, 19:00 – 22:30 mercredi 12:00 – 14:00');
    expect(html).toMatch(/<tr class="today" aria-current="date"><th scope="row">mardi/);
    expect(text).toContain('Fermetures exceptionnelles le 11 mars — Inventaire');
    expect(text).toContain('Adresse 12 Rue Mercière, 69002 Lyon Voir sur la carte (OpenStreetMap)');
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=45.7622&amp;mlon=4.8317#map=18/45.7622/4.8317"');
    const national = partner.form.phone.replace(/^0/, '');
    expect(html).toContain(`href="tel:+33${national}"`);
    expect(html).toContain('href="https://bouchon-test.fr/"');
    expect(text).toContain('Paiement Paiement en ligne, Espèces');
    expect(text).toContain('Stationnement Parking à proximité');
    // No notice of its own: the one that says allergen information is given on request.
    expect(text).toContain(
      'Les informations sur les allergènes présents dans nos plats sont disponibles sur simple demande',
    );
    expect(text).toContain('Prix en euros, TTC, service compris.');
  });

  it('never shows the e-mail, the owner, the legal name, the SIRET or the TVA number', async () => {
    for (const lang of ['fr', 'en']) {
      const html = (await openPage(t, publicId, { lang })).body;
      const json = (await readData(t, publicId, lang)).body;
      for (const secret of [partner.form.email, OWNER, LEGAL_NAME, SIRET, VAT_NUMBER]) {
        expect(html).not.toContain(secret);
        expect(json).not.toContain(secret);
      }
    }
  });

  it('speaks English with ?lang=en, prices the English way, and links back to the French page', async () => {
    t.clock.current = parisWinter(TUESDAY, '12:20');
    const html = (await openPage(t, publicId, { lang: 'en' })).body;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain(`<a href="/r/${publicId}" lang="fr" hrefLang="fr"`);
    const text = visibleText(html);
    expect(text).toContain('Open now · until 14:00');
    expect(menuOf(html).map((section) => section.heading)).toEqual(['Main courses', 'Starters', 'Desserts', 'Drinks']);
    expect(dishOf(html, 'Pike quenelle').text).toBe(
      'Pike quenelle Usual price €18.50 Discounted price €16.65 −10% ' +
        'House sauces (choose 1 to 2, required): Pepper +€1.50 · Roquefort +€2.00 ' +
        'Allergens: Cereals containing gluten, Eggs, Fish, Milk',
    );
    expect(dishOf(html, 'Herb cheese spread').text).toBe('Herb cheese spread €6.50 Not available');
    expect(dishOf(html, 'Praline tart').text).toBe('Praline tart €7.50 Sold out today');
    expect(text).toContain('Monday Closed Tuesday (today) 12:00 – 14:00, 19:00 – 22:30');
    expect(text).toContain('Information on the allergens in our dishes is available on request from our staff.');
    // The French page links to this one.
    expect((await openPage(t, publicId)).body).toContain(`<a href="/r/${publicId}?lang=en" lang="en" hrefLang="en"`);
  });

  it('says closed and when it opens, at 16:00, on the closed Monday and on the closure day', async () => {
    t.clock.current = parisWinter(TUESDAY, '16:00');
    expect(visibleText((await openPage(t, publicId)).body)).toContain('Fermé actuellement · ouvre à 19:00');
    expect(visibleText((await openPage(t, publicId, { lang: 'en' })).body)).toContain('Closed now · opens at 19:00');

    t.clock.current = parisWinter(MONDAY, '12:00');
    expect(visibleText((await openPage(t, publicId)).body)).toContain('Fermé actuellement · ouvre demain à 12:00');

    t.clock.current = parisWinter(WEDNESDAY, '12:00');
    const closureDay = visibleText((await openPage(t, publicId)).body);
    expect(closureDay).toContain('Fermeture exceptionnelle aujourd’hui · ouvre demain à 12:00 Inventaire');
    expect(closureDay).toContain('mercredi (aujourd’hui) Fermé');
    // The sold-out tart came back at 04:00.
    expect(dishOf((await openPage(t, publicId)).body, 'Tarte aux pralines')).toEqual({
      text: 'Tarte aux pralines 7,50 €',
      unavailable: false,
    });
  });

  it('says paused until the pause ends, and offline when the owner switched it off', async () => {
    const { token } = partner;
    t.clock.current = parisWinter(TUESDAY, '18:00');
    await ok(post(t.app, apiPaths.changeStatus, { status: '1', pause_minutes: '90' }, token));
    expect(visibleText((await openPage(t, publicId)).body)).toContain('En pause jusqu’à 19:30');
    expect(visibleText((await openPage(t, publicId, { lang: 'en' })).body)).toContain('Paused until 19:30');
    const paused = ZPublicRestaurantResponseSchema.parse((await readData(t, publicId)).json()).data;
    expect(paused).toMatchObject({
      presence: { state: 'paused' },
      paused_until: parisWinter(TUESDAY, '19:30'),
      taking_orders: false,
    });

    // The pause ends by itself at 19:30, when the evening service starts.
    t.clock.current = parisWinter(TUESDAY, '19:30');
    expect(visibleText((await openPage(t, publicId)).body)).toContain('Ouvert maintenant · jusqu’à 22:30');

    await ok(post(t.app, apiPaths.changeStatus, { status: '0' }, token));
    expect(visibleText((await openPage(t, publicId)).body)).toContain('Hors ligne — ne prend pas de commandes');
    expect(visibleText((await openPage(t, publicId, { lang: 'en' })).body)).toContain('Offline — not taking orders');
    t.clock.current += 60_000;
    await ok(post(t.app, apiPaths.changeStatus, { status: '1' }, token));
  });
});

describe('the page’s data, GET /api/v1/public/restaurant/{public_id}', () => {
  it('answers the envelope with the public profile, the hours, open now and the menu in the owner’s order', async () => {
    t.clock.current = parisWinter(TUESDAY, '12:30');
    const res = await readData(t, publicId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = ZPublicRestaurantResponseSchema.parse(res.json());
    expect(body).toMatchObject({ status: 200, imageUrl: '/uploads/' });
    const data: TPublicRestaurant = body.data;
    expect(data).toMatchObject({
      public_id: publicId,
      name: 'Le Bouchon des Filles',
      description: 'Un bouchon sur les pentes de la Croix-Rousse.',
      address: '12 Rue Mercière, 69002 Lyon',
      website: 'https://bouchon-test.fr/',
      price_range: 2,
      parking: true,
      open_now: true,
      taking_orders: true,
      paused_until: null,
      status: 1,
      presence: { state: 'open', closes_at: parisWinter(TUESDAY, '14:00') },
    });
    expect(data.payment_type.map((payment) => payment.label)).toEqual(['Paiement en ligne', 'Espèces']);
    expect(data.hours.week[0]).toEqual({ weekday: 1, open: [], close: [] });
    expect(data.hours.closures).toEqual([{ start_date: WEDNESDAY, end_date: WEDNESDAY, reason: 'Inventaire' }]);
    expect(data.menu.map((section) => section.label)).toEqual(['Plats', 'Entrées', 'Desserts', 'Boissons']);
    const quenelle = data.menu[0]!.items[0]!;
    expect(quenelle).toMatchObject({
      name: 'Quenelle de brochet',
      price: 18.5,
      discount: 10,
      discounted_price: 16.65,
      available: true,
      addon_groups: [
        {
          name: 'Sauces maison',
          is_required: true,
          choose_upto: 2,
          options: [
            { name: 'Poivre', price: 1.5, allergens: [] },
            { name: 'Roquefort', price: 2, allergens: [{ code: 'milk', label: 'Lait' }] },
          ],
        },
      ],
    });
    const [cheese, salad] = data.menu[1]!.items;
    expect(cheese).toMatchObject({ name: 'Cervelle de canut', available: false, switched_off: true, sold_out: false });
    expect(salad!.allergens.map((allergen) => allergen.label)).toEqual(['Œufs', 'Moutarde']);
    expect(data.menu[2]!.items[0]).toMatchObject({ name: 'Tarte aux pralines', available: false, sold_out: true });
    expect(data.menu[3]!.items[0]!.sizes.map(({ label, price }) => ({ label, price }))).toEqual([
      { label: 'Demi 25 cl', price: 3.5 },
      { label: 'Pinte 50 cl', price: 6.5 },
    ]);
    // Nothing of the account beyond what the page shows.
    for (const key of ['email', 'siret', 'legal_name', 'owner_details', 'vat_number', 'country_code']) {
      expect(JSON.stringify(res.json())).not.toContain(`"${key}"`);
    }
  });

  it('answers in English with ?lang=en', async () => {
    const data = ZPublicRestaurantResponseSchema.parse((await readData(t, publicId, 'en')).json()).data;
    expect(data.description).toBe('A bouchon on the slopes of the Croix-Rousse.');
    expect(data.menu.map((section) => section.label)).toEqual(['Main courses', 'Starters', 'Desserts', 'Drinks']);
    expect(data.menu[0]!.items[0]!.allergens.map((allergen) => allergen.label)).toEqual([
      'Cereals containing gluten',
      'Eggs',
      'Fish',
      'Milk',
    ]);
  });
});

describe('unknown, altered and unlisted restaurants', () => {
  async function expectNotFound(id: string) {
    const page = await openPage(t, id);
    expect(page.statusCode, id).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const text = visibleText(page.body);
    expect(text).toContain('Cette page n’existe pas');
    expect(text).toContain('This page does not exist');
    expect(page.body).toContain('<a class="button" href="/">');
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    const data = await readData(t, id);
    expect(data.statusCode, id).toBe(404);
    expect(data.json()).toMatchObject({ status: 201, code: 'NOT_FOUND' });
  }

  it('answers a 404 page in both languages for an id nobody has, and for an altered one', async () => {
    await expectNotFound(encodePublicId(987_654));
    const altered = `${publicId.slice(0, -1)}${publicId.endsWith('k') ? 'm' : 'k'}`;
    await expectNotFound(altered);
    await expectNotFound(`${publicId}x`);
    await expectNotFound('not-a-restaurant');
  });

  it('answers a 404 for a restaurant not approved yet, and for one suspended since its page was read', async () => {
    // Signed up, code not confirmed; then confirmed, still waiting for approval.
    const form = newPartnerForm({ name: 'Chez Pas Encore' });
    const signup = (await post(t.app, apiPaths.signup, form)).json();
    const row = await t.app.infra.db
      .selectFrom('partners')
      .select('id')
      .where('phone', '=', international(form))
      .executeTakeFirstOrThrow();
    await expectNotFound(encodePublicId(row.id));
    await ok(post(t.app, apiPaths.activate, { otp: t.transport.lastCodeFor(international(form)) }, signup.token));
    await expectNotFound(encodePublicId(row.id));

    const other = await approvedPartner(t, { name: 'Le Bouchon Suspendu' });
    const otherId = encodePublicId(other.id);
    expect((await openPage(t, otherId)).statusCode).toBe(200);
    t.clock.current += 60_000;
    await t.admin.suspend(other.phone, 'Hygiène : contrôle en cours');
    await expectNotFound(otherId);
  });
});

describe('caching', () => {
  it('sends an ETag, a short public Cache-Control and Vary: Accept-Encoding; a matching If-None-Match is a 304', async () => {
    t.clock.current = parisWinter(TUESDAY, '12:40');
    const first = await openPage(t, publicId);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toBe('accept-encoding');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await openPage(t, publicId, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Minutes later, still open until 14:00: the same page.
    t.clock.current = parisWinter(TUESDAY, '13:10');
    expect((await openPage(t, publicId, { headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // Each language and each format is a page of its own.
    const english = await openPage(t, publicId, { lang: 'en', headers: { 'if-none-match': etag } });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
    const data = await readData(t, publicId);
    expect(data.headers.etag).not.toBe(etag);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/public/restaurant/${publicId}`,
          headers: { 'if-none-match': data.headers.etag as string },
        })
      ).statusCode,
    ).toBe(304);
  });

  it('gives a new page and a new ETag after a menu change, a profile change, and when the restaurant closes', async () => {
    t.clock.current = parisWinter(TUESDAY, '13:20');
    const before = await openPage(t, publicId);
    const etag = before.headers.etag as string;
    const conditional = { headers: { 'if-none-match': etag } };

    await ok(
      post(
        t.app,
        apiPaths.saveItem,
        itemForm({ id: dish.salad, fr_item_name: 'Salade lyonnaise', price: '13' }),
        partner.token,
      ),
    );
    const afterMenu = await openPage(t, publicId, conditional);
    expect(afterMenu.statusCode).toBe(200);
    expect(afterMenu.headers.etag).not.toBe(etag);
    expect(dishOf(afterMenu.body, 'Salade lyonnaise').text).toMatch(/^Salade lyonnaise 13,00 €/);

    const menuEtag = afterMenu.headers.etag as string;
    t.clock.current += 60_000;
    await ok(
      saveProfile(
        t,
        partner.token,
        profileForm(partner, { name: 'Le Bouchon des Filles', fr_description: 'Le bouchon des pentes.' }),
      ),
    );
    const afterProfile = await openPage(t, publicId, { headers: { 'if-none-match': menuEtag } });
    expect(afterProfile.statusCode).toBe(200);
    expect(visibleText(afterProfile.body)).toContain('Le bouchon des pentes.');

    // No change at all, but 14:00 has come: the page now says closed.
    const openEtag = afterProfile.headers.etag as string;
    t.clock.current = parisWinter(TUESDAY, '14:00');
    const closed = await openPage(t, publicId, { headers: { 'if-none-match': openEtag } });
    expect(closed.statusCode).toBe(200);
    expect(visibleText(closed.body)).toContain('Fermé actuellement · ouvre à 19:00');
  });

  it('sends the page compressed with Brotli or gzip, the same page once decompressed', async () => {
    const plain = await openPage(t, publicId);
    const br = await openPage(t, publicId, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await openPage(t, publicId, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });
});

describe('the page’s security policy', () => {
  it('lets no script run and allows only the page’s own inline stylesheet', async () => {
    const res = await openPage(t, publicId);
    const policy = res.headers['content-security-policy'] as string;
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('script-src');
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    // The rest of the app keeps its own policy.
    const api = await readData(t, publicId);
    expect(api.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
