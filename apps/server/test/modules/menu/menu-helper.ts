import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { apiPaths } from '@portal/contract';
import { post } from '../../helper.js';

/** Reference ids of the seeded lists (migration 0002). */
export const ref = {
  service: { dineIn: 1, takeaway: 2, delivery: 3 },
  dish: { aperitifs: 1, starters: 2, mains: 3, desserts: 7, drinks: 10 },
  cuisine: { french: 1, italian: 2, japanese: 3, lyonnaise: 19 },
  food: { vegetarian: 1, vegan: 2, glutenFree: 3 },
} as const;

/** A valid item form, as the edit screen posts it. */
export function itemForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    item_name: 'Crème brûlée',
    fr_item_name: 'Crème brûlée',
    description: 'Vanilla custard with a caramel crust',
    fr_description: 'Crème vanillée, croûte de caramel',
    type_of_service_id: `${ref.service.dineIn},${ref.service.takeaway}`,
    food_choice_id: `${ref.food.vegetarian}`,
    type_of_item_id: `${ref.dish.desserts}`,
    type_of_cuisines_id: `${ref.cuisine.french}`,
    types_of_addon_id: '',
    price: '7,50',
    discount: '0',
    buy_one_get_one_offer: '0',
    preparation_time: '10',
    // Served all day: tests of other rules place orders at any hour (service hours have their own tests).
    service_open_time: '00:00',
    service_close_time: '24:00',
    tva_rate: '10',
    lang: 'fr',
    ...overrides,
  };
}

export async function get(app: FastifyInstance, url: string, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: token ? { token } : {} });
}

export function query(path: string, params: Record<string, string | number>): string {
  return `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
}

export interface UploadFile {
  field?: string;
  name: string;
  type: string;
  content: Buffer;
}

/** A real multipart/form-data body, as a browser's FormData sends it. */
export async function multipartBody(
  fields: Record<string, unknown>,
  files: UploadFile[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, String(v));
  }
  for (const file of files) {
    form.append(file.field ?? 'file_name', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export async function saveItemMultipart(
  app: FastifyInstance,
  token: string,
  fields: Record<string, unknown>,
  files: UploadFile[] = [],
): Promise<LightMyRequestResponse> {
  const body = await multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url: apiPaths.saveItem,
    payload: body.payload,
    headers: { ...body.headers, token },
  });
}

/** Saves an item through the JSON call; returns its id. */
export async function createItem(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = (await post(app, apiPaths.saveItem, itemForm(overrides), token)).json();
  if (res.status !== 200) throw new Error(`saveItem failed: ${JSON.stringify(res)}`);
  return res.data.id as number;
}

export async function createAddon(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = (
    await post(
      app,
      apiPaths.saveAddon,
      {
        name: 'Sauce',
        fr_name: 'Sauce',
        price: '0',
        choiceoff: '1',
        isrequired: '0',
        subaddon: JSON.stringify([
          { subaddonNameEn: 'Pepper', subaddonNameFr: 'Poivre', price: '1,50' },
          { subaddonNameEn: 'Roquefort', subaddonNameFr: 'Roquefort', price: '2' },
        ]),
        ...overrides,
      },
      token,
    )
  ).json();
  if (res.status !== 200) throw new Error(`saveAddon failed: ${JSON.stringify(res)}`);
  return res.data.items_addon_id as number;
}

/** A real photo: a gradient, so the encoder has something to chew on. */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp',
  width = 800,
  height = 600,
  transform: (image: sharp.Sharp) => sharp.Sharp = (i) => i,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  return transform(sharp(pixels, { raw: { width, height, channels: 3 } }))
    .toFormat(format)
    .toBuffer();
}
