import { randomInt } from 'node:crypto';
import { apiToken, getAs, latestCode, post, postAs } from '../api.mjs';
import { baseURL } from '../server.mjs';
import { dishPhoto, logoImage } from './images.mjs';

/**
 * The profile of `partner` as its owner fills it in (editMyDetails, multipart): lunch and dinner,
 * closed on Mondays, lunch only on Sundays, a summer closure, a logo, three photos, the legal
 * identity.
 */
export async function fillProfile(partner) {
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

/**
 * A manager and a staff member who accepted the invitation, and a staff member still invited:
 * the staff member who accepted, to sign in with (`{ phone, password }`).
 */
export async function buildTeam(partner) {
  const token = await apiToken(partner);
  const password = 'Service-du-soir';
  let staff = null;
  for (const [name, role, accept] of [
    ['Marc Dubois', 'manager', true],
    ['Hugo Bernard', 'staff', true],
    ['Léa Martin', 'staff', false],
  ]) {
    const mobile = `7${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    await postAs(token, '/api/v1/restaurant/inviteStaff', { name, phone: `0${mobile}`, country_code: '33', role });
    if (!accept) continue;
    await post('/api/v1/restaurant/auth/acceptInvite', {
      phone: `0${mobile}`,
      country_code: '33',
      otp: await latestCode(`+33${mobile}`),
      password,
    });
    if (role === 'staff') staff = { phone: `0${mobile}`, password };
  }
  return { staff };
}
