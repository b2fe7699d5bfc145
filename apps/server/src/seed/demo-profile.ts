import sharp from 'sharp';
import { checkProfileForm, ZProfileFormFieldsSchema, type TProfileFormFields } from '@portal/contract';
import type { RestaurantModule } from '../modules/restaurant/index.js';

/**
 * The demo restaurant's profile, as its owner would fill it in: a bouchon open for lunch and
 * dinner from Tuesday to Saturday, lunch only on Sunday, closed on Mondays, with its legal
 * identity, a logo and two photos. Saved through the profile's own checks and service.
 */
const form = (account: { email: string; phone: string }): TProfileFormFields => ({
  name: 'Le Bouchon des Canuts',
  address: '12 Rue Mercière, 69002 Lyon',
  latitude: '45.7622',
  longitude: '4.8317',
  email: account.email,
  phone: account.phone,
  country_code: '+33',
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
  description:
    'A traditional Lyon bouchon in the heart of the Presqu’île: quenelles, salade lyonnaise and praline tart, with wines from the Beaujolais and the Côtes du Rhône.',
  fr_description:
    'Un bouchon lyonnais traditionnel au cœur de la Presqu’île : quenelles, salade lyonnaise et tarte aux pralines, avec les vins du Beaujolais et des Côtes du Rhône.',
  owner_details: 'Marie et Julien Perrin',
  legal_name: 'SARL Les Canuts Gourmands',
  siret: '73282932000074',
  vat_number: 'FR44732829320',
  allergen_notice:
    'Nos plats peuvent contenir des allergènes : la liste de chaque plat est disponible sur demande auprès de notre équipe.',
  weekly_hours: JSON.stringify([
    { weekday: 1, open_time: '', close_time: '' },
    { weekday: 7, open_time: '12:00', close_time: '15:00' },
  ]),
  closures: '[]',
  deleteimage: '',
  otp: '',
  lang: 'fr',
});

function logo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" rx="80" fill="#7a1f2b"/>
    <circle cx="200" cy="200" r="130" fill="none" stroke="#f4e4c1" stroke-width="14"/>
    <text x="200" y="235" font-family="DejaVu Serif, serif" font-size="120" font-weight="bold"
      text-anchor="middle" fill="#f4e4c1">BC</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function photo(from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    <rect x="120" y="420" width="960" height="40" rx="8" fill="#3b2416" opacity="0.8"/>
    <circle cx="380" cy="360" r="90" fill="#fffaf2" opacity="0.9"/>
    <circle cx="820" cy="360" r="90" fill="#fffaf2" opacity="0.9"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

export async function seedDemoProfile(
  restaurant: RestaurantModule,
  restaurantId: number,
  account: { email: string; phone: string },
): Promise<void> {
  const parsed = checkProfileForm(ZProfileFormFieldsSchema.parse(form(account)));
  if (!parsed.ok) throw new Error(`The demo profile is invalid: ${parsed.error.code} (${parsed.error.field})`);
  await restaurant.service.edit(
    restaurantId,
    parsed.value,
    { logo: await logo(), gallery: [await photo('#b5651d', '#7a1f2b'), await photo('#556b2f', '#c9a227')] },
    '',
  );
}
