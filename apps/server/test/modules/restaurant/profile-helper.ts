import { readdir } from 'node:fs/promises';
import { apiPaths } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../helper.js';
import { multipartBody, type UploadFile } from '../menu/menu-helper.js';

/** A complete profile form for a partner registered with `newPartnerForm` (its e-mail and phone). */
export function profileForm(
  partner: { form: { email: string; phone: string } },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: 'Le Bouchon Test',
    address: '12 Rue Mercière, 69002 Lyon',
    latitude: '45.7622',
    longitude: '4.8317',
    email: partner.form.email,
    phone: partner.form.phone,
    country_code: '33',
    cuisines: '19,1',
    type_of_service: '1,2',
    food_choices: '8',
    payment_type: '1,2',
    preprationTime: '20',
    price_range: '2',
    open_time: '12:00,19:00',
    close_time: '14:00,22:30',
    capacity: '40',
    parking: '1',
    web_restro: 'bouchon-test.fr',
    web_instagram: 'https://www.instagram.com/bouchontest',
    web_facebook: '',
    description: 'A bouchon in Lyon.',
    fr_description: 'Un bouchon à Lyon.',
    owner_details: 'Marie Perrin',
    lang: 'fr',
    ...overrides,
  };
}

/** editMyDetails as the web app sends it: multipart, with photos when given, from `remoteAddress`. */
export async function saveProfile(
  t: TestApp,
  token: string,
  fields: Record<string, unknown>,
  files: UploadFile[] = [],
  url: string = apiPaths.editMyDetails,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const body = await multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, token },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export async function readProfile(t: TestApp, token: string, lang = 'fr') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${apiPaths.restaurantDetails}?lang=${lang}`,
    headers: { token },
  });
  return res.json().data;
}

/** The files in the uploads folder: what a failed save must not leave behind. */
export async function uploadedFiles(t: TestApp): Promise<string[]> {
  return (await readdir(t.app.infra.config.uploadsDir)).sort();
}
